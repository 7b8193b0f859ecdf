import { HOUSEHOLD_LIMITS, HOUSEHOLD_MESSAGES, householdMembershipSchema } from '@cookmark/contracts';
import {
  CachedHouseholds,
  entitlementsCacheKey,
  householdCacheKey,
  InternalClient,
} from '@cookmark/service-kit';
import type { FastifyInstance } from 'fastify';
import { GOOD_PASSWORD, type Harness, signUp, startHarness, uniqueEmail } from './helpers.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});

afterAll(async () => {
  await h.close();
});

interface Person {
  id: string;
  email: string;
  cookie: string;
}

async function person(email = uniqueEmail()): Promise<Person> {
  const { response, cookie } = await signUp(h.app, email);
  expect(response.statusCode).toBe(201);
  return { id: response.json<{ id: string }>().id, email, cookie };
}

function call(app: FastifyInstance, who: Person | null, method: string, url: string, payload?: unknown) {
  return app.inject({
    method: method as 'GET',
    url,
    ...(who ? { headers: { cookie: who.cookie } } : {}),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function createHousehold(owner: Person, name = 'The Childs') {
  const response = await call(h.app, owner, 'POST', '/api/household', { name });
  expect(response.statusCode).toBe(201);
  return response.json<{ household: { id: string } }>().household.id;
}

const seenMails = new Set<object>();

/** Invites `email` and returns the token of the link the e-mail carries. */
async function invite(owner: Person, householdId: string, email: string): Promise<string> {
  const response = await call(h.app, owner, 'POST', `/api/household/${householdId}/invites`, { email });
  expect(response.statusCode).toBe(201);
  // Each invite's own e-mail: an earlier one to the same address (revoked, replaced) is not it.
  const mail = await h.mail.waitFor(
    (m) => m.to.includes(email.toLowerCase()) && m.subject.includes('household') && !seenMails.has(m),
  );
  seenMails.add(mail);
  const link = mail.links.find((l) => l.includes('/household/join?token='));
  if (!link) throw new Error('no invite link in the e-mail');
  return new URL(link).searchParams.get('token') ?? '';
}

async function join(owner: Person, householdId: string, joiner: Person) {
  const token = await invite(owner, householdId, joiner.email);
  const response = await call(h.app, joiner, 'POST', '/api/household/invites/accept', { token });
  expect(response.statusCode).toBe(200);
  return response;
}

const membersOf = async (who: Person) =>
  (await call(h.app, who, 'GET', '/api/household')).json<{
    household: { members: { userId: string; role: string }[]; ownerId: string } | null;
  }>().household;

describe('households', () => {
  test('create, invite by e-mail, accept: both see each other, roles and the internal membership', async () => {
    const owner = await person();
    const joiner = await person();
    expect((await call(h.app, owner, 'GET', '/api/household')).json()).toEqual({ household: null });
    const householdId = await createHousehold(owner);
    const token = await invite(owner, householdId, joiner.email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const waiting = await membersOf(owner);
    expect(waiting?.members.map((m) => m.userId)).toEqual([owner.id]);

    const preview = await call(h.app, joiner, 'POST', '/api/household/invites/preview', { token });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ householdName: 'The Childs', invitedBy: 'Julia' });

    const accepted = await call(h.app, joiner, 'POST', '/api/household/invites/accept', { token });
    expect(accepted.statusCode).toBe(200);
    const seen = await membersOf(owner);
    expect(seen?.members).toEqual([
      expect.objectContaining({ userId: owner.id, role: 'owner' }),
      expect.objectContaining({ userId: joiner.id, role: 'member' }),
    ]);
    expect((await membersOf(joiner))?.ownerId).toBe(owner.id);

    // The token is stored hashed only.
    const rows = await h.db.selectFrom('auth.householdInvites').select('tokenHash').execute();
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);

    const internal = await h.app.inject({
      method: 'GET',
      url: `/internal/users/${joiner.id}/household`,
      headers: { 'x-internal-token': h.config.INTERNAL_TOKEN },
    });
    expect(internal.statusCode).toBe(200);
    expect(householdMembershipSchema.parse(internal.json())).toEqual({
      household: { id: householdId, ownerId: owner.id, memberIds: [owner.id, joiner.id] },
    });
  });

  test('an invite works once, for its own address, until it expires; a guessed token is a 404', async () => {
    const owner = await person();
    const joiner = await person();
    const stranger = await person();
    const householdId = await createHousehold(owner);
    const token = await invite(owner, householdId, joiner.email);
    const accept = (who: Person, t: string) =>
      call(h.app, who, 'POST', '/api/household/invites/accept', { token: t });

    const other = await accept(stranger, token);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(HOUSEHOLD_MESSAGES.inviteOtherEmail);
    const guessed = await accept(joiner, 'A'.repeat(43));
    expect(guessed.statusCode).toBe(404);
    expect(guessed.json().message).toBe(HOUSEHOLD_MESSAGES.inviteInvalid);

    expect((await accept(joiner, token)).statusCode).toBe(200);
    const replayed = await accept(joiner, token);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().message).toBe(HOUSEHOLD_MESSAGES.inviteUsed);

    const late = await person();
    const lateToken = await invite(owner, householdId, late.email);
    const saved = h.clock.now;
    h.clock.now = new Date(saved.getTime() + (HOUSEHOLD_LIMITS.inviteDays * 24 + 1) * 60 * 60 * 1000);
    try {
      const expired = await accept(late, lateToken);
      expect(expired.statusCode).toBe(400);
      expect(expired.json().message).toBe(HOUSEHOLD_MESSAGES.inviteExpired);
    } finally {
      h.clock.now = saved;
    }
    expect((await membersOf(owner))?.members).toHaveLength(2);
  });

  test('a revoked invite opens nothing; a person in a household cannot join or create another', async () => {
    const owner = await person();
    const otherOwner = await person();
    const joiner = await person();
    const householdId = await createHousehold(owner);
    const otherId = await createHousehold(otherOwner);
    const token = await invite(owner, householdId, joiner.email);
    const inviteId = (await call(h.app, owner, 'GET', '/api/household')).json<{
      household: { invites: { id: string }[] };
    }>().household.invites[0]?.id;
    const revoked = await call(h.app, owner, 'DELETE', `/api/household/${householdId}/invites/${inviteId}`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().household.invites).toEqual([]);
    const refused = await call(h.app, joiner, 'POST', '/api/household/invites/accept', { token });
    expect(refused.statusCode).toBe(404);

    await join(otherOwner, otherId, joiner);
    const again = await invite(owner, householdId, joiner.email);
    const busy = await call(h.app, joiner, 'POST', '/api/household/invites/accept', { token: again });
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toBe(HOUSEHOLD_MESSAGES.alreadyInHousehold);
    const second = await call(h.app, joiner, 'POST', '/api/household', { name: 'Mine' });
    expect(second.statusCode).toBe(409);
  });

  test(`a household holds at most ${HOUSEHOLD_LIMITS.members} members`, async () => {
    const owner = await person();
    const householdId = await createHousehold(owner);
    const tokens: [Person, string][] = [];
    for (let i = 0; i < HOUSEHOLD_LIMITS.members; i += 1) {
      const joiner = await person();
      tokens.push([joiner, await invite(owner, householdId, joiner.email)]);
    }
    // Six invitations waiting, one of them more than the household can take: all are sent at once.
    const answers = await Promise.all(
      tokens.map(([joiner, token]) =>
        call(h.app, joiner, 'POST', '/api/household/invites/accept', { token }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 409]);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(HOUSEHOLD_LIMITS.members - 1);
    const full = answers.filter((a) => a.statusCode === 409);
    expect(full).toHaveLength(1);
    expect(full[0]?.json().message).toBe(HOUSEHOLD_MESSAGES.full);
    expect((await membersOf(owner))?.members).toHaveLength(HOUSEHOLD_LIMITS.members);
    const more = await call(h.app, owner, 'POST', `/api/household/${householdId}/invites`, {
      email: uniqueEmail(),
    });
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toBe(HOUSEHOLD_MESSAGES.full);
  });

  test('the owner renames, removes, hands over and deletes; members only leave; other ids are 404', async () => {
    const owner = await person();
    const a = await person();
    const b = await person();
    const outsider = await person();
    const householdId = await createHousehold(owner);
    await join(owner, householdId, a);
    await join(owner, householdId, b);
    const base = `/api/household/${householdId}`;

    // Another household's id (or a made-up one) is a 404 for a non-member, whatever the action.
    for (const [method, url, body] of [
      ['PATCH', base, { name: 'Mine now' }],
      ['DELETE', base, undefined],
      ['POST', `${base}/invites`, { email: outsider.email }],
      ['POST', `${base}/leave`, undefined],
      ['DELETE', `${base}/members/${a.id}`, undefined],
      ['POST', `${base}/owner`, { userId: outsider.id }],
      ['PATCH', '/api/household/not-a-uuid', { name: 'x' }],
    ] as const) {
      const answer = await call(h.app, outsider, method, url, body);
      expect([url, answer.statusCode]).toEqual([url, 404]);
      expect(answer.json().message).toBe(HOUSEHOLD_MESSAGES.notFound);
    }
    // A member is not the owner.
    const notOwner = await call(h.app, a, 'DELETE', `${base}/members/${b.id}`);
    expect(notOwner.statusCode).toBe(403);
    expect(notOwner.json().message).toBe(HOUSEHOLD_MESSAGES.ownerOnly);

    const renamed = await call(h.app, owner, 'PATCH', base, { name: '  Kitchen crew  ' });
    expect(renamed.json().household.name).toBe('Kitchen crew');
    const blank = await call(h.app, owner, 'PATCH', base, { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(HOUSEHOLD_MESSAGES.nameRequired);

    const ownerLeaves = await call(h.app, owner, 'POST', `${base}/leave`);
    expect(ownerLeaves.statusCode).toBe(409);
    expect(ownerLeaves.json().message).toBe(HOUSEHOLD_MESSAGES.ownerCannotLeave);

    const removed = await call(h.app, owner, 'DELETE', `${base}/members/${b.id}`);
    expect(removed.statusCode).toBe(200);
    expect(await membersOf(b)).toBeNull();
    // The removed member's session acts on nothing of the household.
    expect((await call(h.app, b, 'PATCH', base, { name: 'b was here' })).statusCode).toBe(404);

    const handed = await call(h.app, owner, 'POST', `${base}/owner`, { userId: a.id });
    expect(handed.statusCode).toBe(200);
    expect(handed.json().household.ownerId).toBe(a.id);
    expect((await call(h.app, owner, 'PATCH', base, { name: 'x' })).statusCode).toBe(403);
    expect((await call(h.app, owner, 'POST', `${base}/leave`)).statusCode).toBe(200);
    expect(await membersOf(owner)).toBeNull();

    const deleted = await call(h.app, a, 'DELETE', base);
    expect(deleted.statusCode).toBe(200);
    expect(await membersOf(a)).toBeNull();
    expect(
      await h.db.selectFrom('auth.households').where('id', '=', householdId).selectAll().execute(),
    ).toEqual([]);
  });

  test('signed out: every household route answers 401', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['GET', '/api/household'],
      ['POST', '/api/household'],
      ['POST', `/api/household/${id}/invites`],
      ['POST', '/api/household/invites/accept'],
      ['POST', `/api/household/${id}/leave`],
    ] as const) {
      expect([url, (await call(h.app, null, method, url, {})).statusCode]).toEqual([url, 401]);
    }
  });

  test('a membership change drops the cached household and entitlements of everyone it touched', async () => {
    const owner = await person();
    const joiner = await person();
    const householdId = await createHousehold(owner);
    const cached = new CachedHouseholds(
      new InternalClient({ baseUrl: await listen(h.app), token: h.config.INTERNAL_TOKEN }),
      h.redis,
    );
    expect(await cached.householdOf(joiner.id)).toBeNull();
    expect(await h.redis.get(householdCacheKey(joiner.id))).not.toBeNull();
    await h.redis.set(entitlementsCacheKey(owner.id), '{}');
    await join(owner, householdId, joiner);
    expect(await h.redis.get(householdCacheKey(joiner.id))).toBeNull();
    expect(await h.redis.get(entitlementsCacheKey(owner.id))).toBeNull();
    expect((await cached.householdOf(joiner.id))?.memberIds).toEqual([owner.id, joiner.id]);
    await call(h.app, owner, 'DELETE', `/api/household/${householdId}/members/${joiner.id}`);
    expect(await cached.householdOf(joiner.id)).toBeNull();
    expect((await cached.householdOf(owner.id))?.memberIds).toEqual([owner.id]);
  });

  test("deleting the owner's account hands the household to the longest-standing member, or deletes it", async () => {
    const deleteAccount = (who: Person, household?: string) =>
      call(h.app, who, 'POST', '/api/auth/delete-account', {
        email: who.email,
        password: GOOD_PASSWORD,
        ...(household ? { household } : {}),
      });
    const owner = await person();
    const first = await person();
    const second = await person();
    const householdId = await createHousehold(owner);
    await join(owner, householdId, first);
    await join(owner, householdId, second);
    expect((await deleteAccount(owner)).statusCode).toBe(200);
    const after = await membersOf(second);
    expect(after?.ownerId).toBe(first.id);
    expect(after?.members.map((m) => m.userId)).toEqual([first.id, second.id]);

    // A member's deletion only removes them.
    expect((await deleteAccount(second)).statusCode).toBe(200);
    expect((await membersOf(first))?.members.map((m) => m.userId)).toEqual([first.id]);

    const owner2 = await person();
    const member2 = await person();
    const second2 = await createHousehold(owner2);
    await join(owner2, second2, member2);
    const bad = await deleteAccount(owner2, 'give-away');
    expect(bad.statusCode).toBe(400);
    expect((await deleteAccount(owner2, 'delete')).statusCode).toBe(200);
    expect(await membersOf(member2)).toBeNull();
  });

  test('the data export carries the household and the invitations the person sent', async () => {
    const owner = await person();
    const joiner = await person();
    const householdId = await createHousehold(owner, 'Export house');
    await join(owner, householdId, joiner);
    const app = await h.newInstance({
      userData: {
        recipes: async () => ({ recipes: [], next: null }),
        groceryLists: async () => ({ groceryLists: [] }),
        mealPlan: async () => ({ mealPlan: [] }),
      },
    });
    const file = (await call(app, owner, 'GET', '/api/auth/account/export')).json();
    expect(file.household).toMatchObject({
      id: householdId,
      name: 'Export house',
      role: 'owner',
      members: [
        { firstName: 'Julia', role: 'owner' },
        { firstName: 'Julia', role: 'member' },
      ],
      invitesSent: [
        expect.objectContaining({ email: joiner.email.toLowerCase(), usedAt: expect.any(String) }),
      ],
    });
    const theirs = (await call(app, joiner, 'GET', '/api/auth/account/export')).json();
    expect(theirs.household).toMatchObject({ role: 'member', invitesSent: [] });
  });
});

const listening = new Map<FastifyInstance, string>();
async function listen(app: FastifyInstance): Promise<string> {
  const known = listening.get(app);
  if (known) return known;
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  listening.set(app, address);
  return address;
}
