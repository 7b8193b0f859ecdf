import { randomUUID } from 'node:crypto';
import { GROCERY_MESSAGES } from '@cookmark/contracts';
import type { Actors } from './actors.ts';
import { call } from './client.ts';
import { attackSetup, clearRateLimits, expectRefusal, type Targets } from './harness.ts';

let actors: Actors;
let targets: Targets;
beforeAll(async () => {
  ({ actors, targets } = await attackSetup('Offline changes target'));
});
beforeEach(clearRateLimits);

const changesPath = (listId: string) => `/api/grocery-lists/${listId}/changes`;
const ownersList = async () =>
  (await call('GET', `/api/grocery-lists/${targets.list}`, { cookie: actors.premium.cookie })).json;

/** Changes queued offline carry ids the client makes: they must name nothing of anyone else's. */
describe("another paying user's list, with change ids", () => {
  it("a rival's changes to the owner's list, even with a change id the owner used, are a 404 that changes nothing", async () => {
    const ownersChange = { id: randomUUID(), type: 'check', itemId: 'onion', checked: true };
    const first = await call('POST', changesPath(targets.list), {
      cookie: actors.premium.cookie,
      body: { changes: [ownersChange] },
    });
    expect(first.status).toBe(200);
    const before = await ownersList();
    for (const changes of [
      // The owner's id replayed: the rival must not get the owner's answer (or list) back.
      [ownersChange],
      [{ id: randomUUID(), type: 'check', itemId: 'onion', checked: false }],
      [{ id: randomUUID(), type: 'add', category: 'Other', item: { id: 'planted', name: 'planted' } }],
      [{ id: randomUUID(), type: 'edit', itemId: 'onion', edit: { name: 'renamed by a rival' } }],
      [{ id: randomUUID(), type: 'remove', itemId: 'onion' }],
    ]) {
      const answer = await call('POST', changesPath(targets.list), {
        cookie: actors.rival.cookie,
        body: { changes },
      });
      expectRefusal(answer, 404);
      expect(answer.body).not.toContain('onion');
    }
    expect(await ownersList()).toEqual(before);
  });

  it("a change id used on the owner's list is the rival's to use on their own list, applied there once", async () => {
    const sharedId = randomUUID();
    const rivalsList = (
      await call('POST', '/api/grocery-lists', {
        cookie: actors.rival.cookie,
        body: { name: 'Rival shop', recipeIds: [randomUUID()], items: [] },
      })
    ).json as { id: string };
    await call('POST', changesPath(targets.list), {
      cookie: actors.premium.cookie,
      body: {
        changes: [{ id: sharedId, type: 'add', category: 'Other', item: { id: 'x1', name: 'owner item' } }],
      },
    });
    const answer = await call('POST', changesPath(rivalsList.id), {
      cookie: actors.rival.cookie,
      body: {
        changes: [{ id: sharedId, type: 'add', category: 'Other', item: { id: 'x1', name: 'rival item' } }],
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('rival item');
    expect(answer.body).not.toContain('owner item');
  });
});

describe('hostile change ids', () => {
  it.each([
    ['empty', ''],
    ['7 characters', 'a'.repeat(7)],
    ['65 characters', 'a'.repeat(65)],
    ['100,000 characters', 'a'.repeat(100_000)],
    ['a path', '../../etc/passwd'],
    ['SQL', "x'); drop table grocery.list_changes; --"],
    ['letters outside ASCII', 'çhange-ïd-0001'],
    ['a number', 12_345_678],
    ['an object', { toString: 'change-0001' }],
  ])('a change id that is %s is a 400 with the rule', async (_label, id) => {
    const before = await ownersList();
    const answer = await call('POST', changesPath(targets.list), {
      cookie: actors.premium.cookie,
      body: { changes: [{ id, type: 'check', itemId: 'onion', checked: false }] },
    });
    expect([400, 413]).toContain(answer.status);
    expectRefusal(answer, answer.status);
    if (answer.status === 400)
      expect((answer.json as { message: string }).message).toBe(GROCERY_MESSAGES.changeIdInvalid);
    expect(await ownersList()).toEqual(before);
  });

  it('a change id with a NUL character is refused by the text guard, before any change is read', async () => {
    const before = await ownersList();
    const answer = await call('POST', changesPath(targets.list), {
      cookie: actors.premium.cookie,
      body: { changes: [{ id: 'change\u0000id-01', type: 'check', itemId: 'onion', checked: false }] },
    });
    expectRefusal(answer, 400);
    expect(await ownersList()).toEqual(before);
  });

  it("an id that reads as a prototype key ('__proto__') is plain text: applied once, answered the same again", async () => {
    const change = { id: '__proto__', type: 'check', itemId: 'onion', checked: true };
    const send = () =>
      call('POST', changesPath(targets.list), { cookie: actors.premium.cookie, body: { changes: [change] } });
    const first = await send();
    const again = await send();
    expect(first.status).toBe(200);
    expect((again.json as { changes: unknown }).changes).toEqual(
      (first.json as { changes: unknown }).changes,
    );
  });

  it('a toggle (rather than a state) is refused: a tick says what the line should be', async () => {
    const answer = await call('POST', changesPath(targets.list), {
      cookie: actors.premium.cookie,
      body: { changes: [{ id: randomUUID(), type: 'toggle', itemId: 'onion' }] },
    });
    expectRefusal(answer, 400);
    expect((answer.json as { message: string }).message).toBe(GROCERY_MESSAGES.changeTypeInvalid);
  });

  it.each([
    ['an empty edit', {}, GROCERY_MESSAGES.editEmpty],
    ['a name of 100,000 characters', { name: 'x'.repeat(100_000) }, GROCERY_MESSAGES.itemNameTooLong],
    ['a name that is an object', { name: { toString: 'leek' } }, GROCERY_MESSAGES.itemNameRequired],
    ['an amount that is negative', { quantity: -1 }, GROCERY_MESSAGES.quantityInvalid],
    [
      'a checked state smuggled into an edit (ignored, nothing else named)',
      { checked: true },
      GROCERY_MESSAGES.editEmpty,
    ],
  ])('an edit with %s is a 400 with the rule and changes nothing', async (_label, edit, message) => {
    const before = await ownersList();
    const answer = await call('POST', changesPath(targets.list), {
      cookie: actors.premium.cookie,
      body: { changes: [{ id: randomUUID(), type: 'edit', itemId: 'onion', edit }] },
    });
    expect([400, 413]).toContain(answer.status);
    expectRefusal(answer, answer.status);
    if (answer.status === 400) expect((answer.json as { message: string }).message).toBe(message);
    expect(await ownersList()).toEqual(before);
  });
});
