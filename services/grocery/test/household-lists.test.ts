import { GROCERY_MESSAGES, type GroceryList, liveScopeOfUser } from '@cookmark/contracts';
import { type HouseholdDirectory, type HouseholdOf, liveStreamKey } from '@cookmark/service-kit';
import { callAs } from '@cookmark/service-kit/testing';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { type Harness, startHarness } from './helpers.ts';

/**
 * Issue #32: the members of a household read, edit and tick each other's grocery lists; a list's
 * creator alone deletes it; a non-member (or a member who left) gets the same 404 as before. Auth's
 * answer is given as auth's internal route gives it (the whole stack's tests ask auth itself).
 */
let h: Harness;
let app: FastifyInstance;
const households = new Map<string, HouseholdOf>();
const directory: HouseholdDirectory = { householdOf: async (userId) => households.get(userId) ?? null };

beforeAll(async () => {
  h = await startHarness();
  app = await buildApp(h.config, { db: h.db, redis: h.redis, logger: false, households: directory });
});
afterAll(async () => {
  await app.close();
  await h.close();
});

function household(...memberIds: string[]): void {
  const entry = { id: `house-${memberIds[0]}`, ownerId: memberIds[0] ?? '', memberIds };
  for (const id of memberIds) households.set(id, entry);
}

test("a household's members read, edit and tick each other's lists; only the creator deletes one", async () => {
  const call = callAs(app);
  const owner = await h.createUser();
  const member = await h.createUser();
  const outsider = await h.createUser();
  const { id } = await h.createList(owner, { name: 'Shared shop' });
  household(owner.id, member.id);

  const listed = await call(member, 'GET', '/api/grocery-lists');
  expect(listed.statusCode).toBe(200);
  expect(JSON.stringify(listed.json())).toContain(id);
  expect((await call(member, 'GET', `/api/grocery-lists/${id}`)).json<GroceryList>().name).toBe(
    'Shared shop',
  );

  const ticked = await call(member, 'POST', `/api/grocery-lists/${id}/changes`, {
    changes: [{ id: 'member-tick-1', type: 'check', itemId: 'onion', checked: true }],
  });
  expect(ticked.statusCode).toBe(200);
  const seen = await call(owner, 'GET', `/api/grocery-lists/${id}`);
  const onion = seen
    .json<GroceryList>()
    .items.flatMap((group) => group.items)
    .find((item) => item.id === 'onion');
  expect(onion?.checked).toBe(true);
  const who = await h.db
    .selectFrom('grocery.list_changes')
    .select('userId')
    .where('listId', '=', id)
    .execute();
  expect(who).toEqual([{ userId: member.id }]);
  // The owner's open screens hear of the member's tick: it is in the owner's live scope.
  const ownerEvents = await h.redis.xrange(liveStreamKey(liveScopeOfUser(owner.id)), '-', '+');
  expect(JSON.stringify(ownerEvents)).toContain('member-tick-1');
  expect(await h.redis.xrange(liveStreamKey(liveScopeOfUser(outsider.id)), '-', '+')).toEqual([]);

  const renamed = await call(member, 'PATCH', `/api/grocery-lists/${id}`, { name: 'Our shop' });
  expect(renamed.json<GroceryList>().name).toBe('Our shop');
  const refused = await call(member, 'DELETE', `/api/grocery-lists/${id}`);
  expect(refused.statusCode).toBe(404);

  for (const [method, url, body] of [
    ['GET', `/api/grocery-lists/${id}`, undefined],
    ['PATCH', `/api/grocery-lists/${id}`, { name: 'Taken' }],
    [
      'POST',
      `/api/grocery-lists/${id}/changes`,
      { changes: [{ id: 'outsider-1', type: 'remove', itemId: 'onion' }] },
    ],
  ] as const) {
    const answer = await call(outsider, method, url, body);
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ message: GROCERY_MESSAGES.notFound });
  }

  // Once the member has left, the list is the owner's alone again.
  household(owner.id);
  households.delete(member.id);
  expect((await call(member, 'GET', `/api/grocery-lists/${id}`)).statusCode).toBe(404);
  expect((await call(owner, 'GET', `/api/grocery-lists/${id}`)).json<GroceryList>().name).toBe('Our shop');
});
