import { GROCERY_LIMITS, GROCERY_MESSAGES, type GroceryListChangesResponse } from '@cookmark/contracts';
import { type Harness, startHarness, type TestUser } from './helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

const changesOf = (id: string) => `/api/grocery-lists/${id}/changes`;

async function send(user: TestUser, listId: string, changes: unknown[]) {
  const response = await h.call(user, 'POST', changesOf(listId), { changes });
  return { status: response.statusCode, body: response.json<GroceryListChangesResponse>() };
}

const itemsById = (body: GroceryListChangesResponse) =>
  new Map(body.list.items.flatMap((group) => group.items.map((item) => [item.id, { ...item, group }])));

const storedChanges = (listId: string) =>
  h.db
    .selectFrom('grocery.list_changes')
    .select(['changeId', 'userId'])
    .where('listId', '=', listId)
    .orderBy('appliedAt')
    .execute();

describe('changes queued on a phone', () => {
  test('ticks, an added item and a removal are applied in the order sent, each answered', async () => {
    const user = await h.createUser();
    const { id } = await h.createList(user);
    const { status, body } = await send(user, id, [
      { id: 'change-0001', type: 'check', itemId: 'onion', checked: true },
      { id: 'change-0002', type: 'add', category: 'Bakery', item: { id: 'bread-1', name: 'bread' } },
      { id: 'change-0003', type: 'check', itemId: 'bread-1', checked: true },
      { id: 'change-0004', type: 'remove', itemId: 'parsley' },
      { id: 'change-0005', type: 'check', itemId: 'parsley', checked: true },
    ]);
    expect(status).toBe(200);
    expect(body.changes).toEqual([
      { id: 'change-0001', result: 'applied' },
      { id: 'change-0002', result: 'applied' },
      { id: 'change-0003', result: 'applied' },
      { id: 'change-0004', result: 'applied' },
      { id: 'change-0005', result: 'skipped' },
    ]);
    // The new aisle takes its place in the spec's order of categories.
    expect(body.list.items.map((group) => group.category)).toEqual(['Produce', 'Dairy', 'Bakery']);
    const items = itemsById(body);
    expect(items.get('onion')?.checked).toBe(true);
    expect(items.get('bread-1')).toMatchObject({ name: 'bread', quantity: '?', checked: true });
    expect(items.has('parsley')).toBe(false);
    const read = await h.call(user, 'GET', `/api/grocery-lists/${id}`);
    expect(read.json()).toEqual(body.list);
    expect(await storedChanges(id)).toHaveLength(5);
    expect(new Set((await storedChanges(id)).map((row) => row.userId))).toEqual(new Set([user.id]));
  });

  test('an edit renames a line and changes its amount and unit, keeping its tick and its notes', async () => {
    const user = await h.createUser();
    const { id } = await h.createList(user);
    const { status, body } = await send(user, id, [
      { id: 'tick-parsley', type: 'check', itemId: 'parsley', checked: true },
      {
        id: 'edit-parsley',
        type: 'edit',
        itemId: 'parsley',
        edit: { name: 'flat parsley', quantity: 1, unit: 'bunch' },
      },
      { id: 'edit-milk-01', type: 'edit', itemId: 'milk', edit: { quantity: '2', unit: '' } },
      { id: 'edit-gone-01', type: 'edit', itemId: 'butter', edit: { name: 'salted butter' } },
    ]);
    expect(status).toBe(200);
    expect(body.changes.map((change) => change.result)).toEqual(['applied', 'applied', 'applied', 'skipped']);
    const items = itemsById(body);
    expect(items.get('parsley')).toMatchObject({
      name: 'flat parsley',
      quantity: '1',
      unit: 'bunch',
      notes: 'chopped',
      checked: true,
    });
    expect(items.get('milk')).toMatchObject({ name: 'milk', quantity: '2', unit: null });
    expect((await h.call(user, 'GET', `/api/grocery-lists/${id}`)).json()).toEqual(body.list);
  });

  test('the same change id twice is applied once and answered the same', async () => {
    const user = await h.createUser();
    const { id } = await h.createList(user);
    const add = { id: 'add-bread-42', type: 'add', category: 'Bakery', item: { id: 'b', name: 'bread' } };
    const first = await send(user, id, [add]);
    // Another phone unticks... nothing; then the first phone, not having heard back, sends again.
    const again = await send(user, id, [add]);
    expect(again.status).toBe(first.status);
    expect(again.body).toEqual(first.body);
    const breads = [...itemsById(again.body).values()].filter((item) => item.name === 'bread');
    expect(breads).toHaveLength(1);
    expect(await storedChanges(id)).toEqual([{ changeId: 'add-bread-42', userId: user.id }]);
  });

  test('a replayed change keeps its first answer after later changes, and is not applied over them', async () => {
    const user = await h.createUser();
    const { id } = await h.createList(user);
    const tick = { id: 'tick-onion-1', type: 'check', itemId: 'onion', checked: true };
    await send(user, id, [tick]);
    await send(user, id, [{ id: 'untick-onion-2', type: 'check', itemId: 'onion', checked: false }]);
    const replay = await send(user, id, [tick]);
    expect(replay.body.changes).toEqual([{ id: 'tick-onion-1', result: 'applied' }]);
    // The later untick stands: the replay changed nothing.
    expect(itemsById(replay.body).get('onion')?.checked).toBe(false);
  });

  test('one id twice within a call is applied once', async () => {
    const user = await h.createUser();
    const { id } = await h.createList(user);
    const add = { id: 'twice-in-one', type: 'add', category: 'Other', item: { id: 'foil', name: 'foil' } };
    const { body } = await send(user, id, [add, add]);
    expect(body.changes).toEqual([
      { id: 'twice-in-one', result: 'applied' },
      { id: 'twice-in-one', result: 'applied' },
    ]);
    expect([...itemsById(body).values()].filter((item) => item.name === 'foil')).toHaveLength(1);
  });

  test('two phones sending the same queue at once apply each change once', async () => {
    const user = await h.createUser();
    const { id } = await h.createList(user);
    const queue = Array.from({ length: 10 }, (_, n) => ({
      id: `queued-${String(n).padStart(4, '0')}`,
      type: 'add',
      category: 'Pantry',
      item: { id: `item-${n}`, name: `item ${n}` },
    }));
    const [a, b] = await Promise.all([send(user, id, queue), send(user, id, queue)]);
    expect(a.status).toBe(200);
    expect(b.body.changes).toEqual(a.body.changes);
    const read = await h.call(user, 'GET', `/api/grocery-lists/${id}`);
    const pantry = read.json<{ items: { category: string; items: unknown[] }[] }>().items;
    expect(pantry.find((group) => group.category === 'Pantry')?.items).toHaveLength(10);
    expect(await storedChanges(id)).toHaveLength(10);
  });

  test('an item added to a full list is refused with the limit message, and the rest still apply', async () => {
    const user = await h.createUser();
    const full = Array.from({ length: GROCERY_LIMITS.items }, (_, n) => ({ id: `i${n}`, name: `item ${n}` }));
    const { id } = await h.createList(user, { items: [{ category: 'Other', items: full }] });
    const { body } = await send(user, id, [
      { id: 'too-many-01', type: 'add', category: 'Other', item: { id: 'extra', name: 'extra' } },
      { id: 'tick-first-1', type: 'check', itemId: 'i0', checked: true },
    ]);
    expect(body.changes).toEqual([
      { id: 'too-many-01', result: 'refused', message: GROCERY_MESSAGES.tooManyItems },
      { id: 'tick-first-1', result: 'applied' },
    ]);
  });
});

describe('who may send changes', () => {
  test("another user's list is a 404 and nothing of it changes or is recorded", async () => {
    const owner = await h.createUser();
    const other = await h.createUser();
    const { id } = await h.createList(owner);
    const before = await h.call(owner, 'GET', `/api/grocery-lists/${id}`);
    const response = await h.call(other, 'POST', changesOf(id), {
      changes: [{ id: 'sneaky-change', type: 'check', itemId: 'onion', checked: true }],
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: GROCERY_MESSAGES.notFound });
    expect((await h.call(owner, 'GET', `/api/grocery-lists/${id}`)).json()).toEqual(before.json());
    expect(await storedChanges(id)).toEqual([]);
  });

  test('signed out is 401, the free plan 403', async () => {
    const owner = await h.createUser();
    const { id } = await h.createList(owner);
    const body = { changes: [{ id: 'change-0001', type: 'check', itemId: 'onion', checked: true }] };
    expect((await h.call(null, 'POST', changesOf(id), body)).statusCode).toBe(401);
    const free = await h.createUser({ premium: false });
    const response = await h.call(free, 'POST', changesOf(id), body);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Premium subscription required' });
  });
});

describe('bad changes are refused whole with a clear 400', () => {
  // A good change first: a bad one anywhere refuses the whole call.
  const afterGood = (bad: unknown) => [
    { id: 'valid-first', type: 'check', itemId: 'milk', checked: true },
    bad,
  ];
  const cases: [string, unknown, string][] = [
    [
      'a change id too short',
      afterGood({ id: 'short', type: 'check', itemId: 'onion', checked: true }),
      GROCERY_MESSAGES.changeIdInvalid,
    ],
    [
      'a change id too long',
      afterGood({ id: 'x'.repeat(65), type: 'check', itemId: 'onion', checked: true }),
      GROCERY_MESSAGES.changeIdInvalid,
    ],
    [
      'a change id with other characters',
      afterGood({ id: 'change id/../1', type: 'check', itemId: 'onion', checked: true }),
      GROCERY_MESSAGES.changeIdInvalid,
    ],
    [
      'a change id that is not text',
      afterGood({ id: 12345678, type: 'check', itemId: 'onion', checked: true }),
      GROCERY_MESSAGES.changeIdInvalid,
    ],
    [
      'a toggle rather than a state',
      afterGood({ id: 'change-0001', type: 'toggle', itemId: 'onion' }),
      GROCERY_MESSAGES.changeTypeInvalid,
    ],
    [
      'a tick without its state',
      afterGood({ id: 'change-0001', type: 'check', itemId: 'onion' }),
      GROCERY_MESSAGES.checkedInvalid,
    ],
    [
      'an added item without an id',
      afterGood({ id: 'change-0001', type: 'add', category: 'Other', item: { name: 'x' } }),
      GROCERY_MESSAGES.itemIdInvalid,
    ],
    [
      'an edit that changes nothing',
      afterGood({ id: 'change-0001', type: 'edit', itemId: 'onion', edit: {} }),
      GROCERY_MESSAGES.editEmpty,
    ],
    [
      'an edit to a blank name',
      afterGood({ id: 'change-0001', type: 'edit', itemId: 'onion', edit: { name: '  ' } }),
      GROCERY_MESSAGES.itemNameRequired,
    ],
    [
      'an edit to a name too long',
      afterGood({ id: 'change-0001', type: 'edit', itemId: 'onion', edit: { name: 'x'.repeat(201) } }),
      GROCERY_MESSAGES.itemNameTooLong,
    ],
    [
      'an edit to an amount too long',
      afterGood({ id: 'change-0001', type: 'edit', itemId: 'onion', edit: { quantity: '9'.repeat(41) } }),
      GROCERY_MESSAGES.quantityInvalid,
    ],
    [
      'an edit to a negative amount',
      afterGood({ id: 'change-0001', type: 'edit', itemId: 'onion', edit: { quantity: -1 } }),
      GROCERY_MESSAGES.quantityInvalid,
    ],
    [
      'an edit without its fields',
      afterGood({ id: 'change-0001', type: 'edit', itemId: 'onion', edit: 'leek' }),
      GROCERY_MESSAGES.editEmpty,
    ],
    ['no changes', [], GROCERY_MESSAGES.changesRequired],
    [
      'too many changes',
      Array.from({ length: GROCERY_LIMITS.changesPerCall + 1 }, (_, n) => ({
        id: `change-${String(n).padStart(4, '0')}`,
        type: 'check',
        itemId: 'onion',
        checked: true,
      })),
      GROCERY_MESSAGES.tooManyChanges,
    ],
  ];
  test.each(cases)('%s', async (_name, changes, message) => {
    const user = await h.createUser();
    const { id } = await h.createList(user);
    const before = await h.call(user, 'GET', `/api/grocery-lists/${id}`);
    const response = await h.call(user, 'POST', changesOf(id), { changes });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(message);
    expect((await h.call(user, 'GET', `/api/grocery-lists/${id}`)).json()).toEqual(before.json());
    expect(await storedChanges(id)).toEqual([]);
  });
});
