import { GROCERY_LIMITS, GROCERY_MESSAGES, type GroceryList } from '@cookmark/contracts';
import { type Harness, SAMPLE_LIST, SOME_RECIPE_ID, startHarness } from './helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

describe('premium only', () => {
  const routes = (id: string) =>
    [
      ['GET', '/api/grocery-lists', undefined],
      ['POST', '/api/grocery-lists', SAMPLE_LIST],
      ['POST', '/api/grocery-lists/preview', { recipeIds: [SOME_RECIPE_ID] }],
      ['GET', `/api/grocery-lists/${id}`, undefined],
      ['PATCH', `/api/grocery-lists/${id}`, { name: 'Renamed' }],
      ['DELETE', `/api/grocery-lists/${id}`, undefined],
    ] as const;

  test('signed out, every route answers 401', async () => {
    const owner = await h.createUser();
    const { id } = await h.createList(owner);
    for (const [method, url, body] of routes(id)) {
      const response = await h.call(null, method, url, body);
      expect({ method, url, status: response.statusCode }).toEqual({ method, url, status: 401 });
    }
  });

  test("a free user gets 403 'Premium subscription required' on every route, even with a valid body", async () => {
    const owner = await h.createUser();
    const { id } = await h.createList(owner);
    const free = await h.createUser({ premium: false });
    for (const [method, url, body] of routes(id)) {
      const response = await h.call(free, method, url, body);
      expect({ method, url, status: response.statusCode, body: response.json() }).toEqual({
        method,
        url,
        status: 403,
        body: { message: 'Premium subscription required' },
      });
    }
    expect(
      await h.db.selectFrom('grocery.lists').select('id').where('userId', '=', free.id).execute(),
    ).toEqual([]);
  });
});

describe('create, read, update and delete', () => {
  test('a created list answers 201 with ids, defaults and owner, and reads back the same', async () => {
    const user = await h.createUser();
    const response = await h.call(user, 'POST', '/api/grocery-lists', {
      ...SAMPLE_LIST,
      items: [...SAMPLE_LIST.items, { category: 'Pantry', items: [{ name: ' salt ', quantity: '' }] }],
    });
    expect(response.statusCode).toBe(201);
    const list = response.json<GroceryList>();
    expect(list).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      userId: user.id,
      name: 'Weekend shop',
      recipeIds: [SOME_RECIPE_ID],
      items: [
        {
          category: 'Produce',
          items: [
            {
              id: 'onion',
              name: 'onion',
              quantity: '2',
              unit: null,
              checked: false,
              recipeSources: ['Soup'],
              notes: null,
            },
            {
              id: 'parsley',
              name: 'parsley',
              quantity: '?',
              unit: null,
              checked: false,
              recipeSources: ['Soup'],
              notes: 'chopped',
            },
          ],
        },
        {
          category: 'Dairy',
          items: [
            {
              id: 'milk',
              name: 'milk',
              quantity: '1 ½',
              unit: 'cups',
              checked: false,
              recipeSources: [],
              notes: null,
            },
          ],
        },
        {
          category: 'Pantry',
          items: [
            {
              id: expect.stringMatching(/^[0-9a-f-]{36}$/),
              name: 'salt',
              quantity: '?',
              unit: null,
              checked: false,
              recipeSources: [],
              notes: null,
            },
          ],
        },
      ],
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const read = await h.call(user, 'GET', `/api/grocery-lists/${list.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(list);
    expect(read.headers['cache-control']).toBe('private, no-store');
  });

  test("the library lists the user's own lists, newest first", async () => {
    const user = await h.createUser();
    const other = await h.createUser();
    const first = await h.createList(user, { name: 'First' });
    const second = await h.createList(user, { name: 'Second' });
    await h.createList(other, { name: 'Not yours' });
    const response = await h.call(user, 'GET', '/api/grocery-lists');
    expect(response.statusCode).toBe(200);
    expect(response.json<GroceryList[]>().map((l) => [l.id, l.name])).toEqual([
      [second.id, 'Second'],
      [first.id, 'First'],
    ]);
  });

  test('PATCH renames, and a check-off persists without touching the other items', async () => {
    const user = await h.createUser();
    const { id } = await h.createList(user);
    const renamed = await h.call(user, 'PATCH', `/api/grocery-lists/${id}`, { name: '  Market  ' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Market' });

    const ticked = await h.call(user, 'PATCH', `/api/grocery-lists/${id}`, {
      checks: [
        { id: 'onion', checked: true },
        { id: 'removed-on-another-phone', checked: true },
      ],
    });
    expect(ticked.statusCode).toBe(200);
    const read = (await h.call(user, 'GET', `/api/grocery-lists/${id}`)).json<GroceryList>();
    const checked = read.items.flatMap((g) => g.items).map((i) => [i.id, i.checked]);
    expect(checked).toEqual([
      ['onion', true],
      ['parsley', false],
      ['milk', false],
    ]);
    expect(read.name).toBe('Market');
    expect(Date.parse(read.updatedAt)).toBeGreaterThan(Date.parse(read.createdAt));
  });

  test('ticks sent at the same time from two phones both land', async () => {
    const user = await h.createUser();
    const { id } = await h.createList(user);
    const answers = await Promise.all(
      ['onion', 'parsley', 'milk'].map((item) =>
        h.call(user, 'PATCH', `/api/grocery-lists/${id}`, { checks: [{ id: item, checked: true }] }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const read = (await h.call(user, 'GET', `/api/grocery-lists/${id}`)).json<GroceryList>();
    expect(read.items.flatMap((g) => g.items).every((i) => i.checked)).toBe(true);
  });

  test('PATCH with items replaces them (editing on the phone)', async () => {
    const user = await h.createUser();
    const { id } = await h.createList(user);
    const response = await h.call(user, 'PATCH', `/api/grocery-lists/${id}`, {
      items: [
        { category: 'Bakery', items: [{ id: 'bread', name: 'sourdough loaf', quantity: 1, checked: true }] },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<GroceryList>().items).toEqual([
      {
        category: 'Bakery',
        items: [
          {
            id: 'bread',
            name: 'sourdough loaf',
            quantity: '1',
            unit: null,
            checked: true,
            recipeSources: [],
            notes: null,
          },
        ],
      },
    ]);
  });

  test('DELETE removes the list; a second delete is 404', async () => {
    const user = await h.createUser();
    const { id } = await h.createList(user);
    const response = await h.call(user, 'DELETE', `/api/grocery-lists/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'List deleted' });
    expect((await h.call(user, 'GET', `/api/grocery-lists/${id}`)).statusCode).toBe(404);
    expect((await h.call(user, 'DELETE', `/api/grocery-lists/${id}`)).statusCode).toBe(404);
  });
});

describe("another user's list", () => {
  test('answers 404 to every call and changes nothing', async () => {
    const owner = await h.createUser();
    const intruder = await h.createUser();
    const { id } = await h.createList(owner);
    const before = (await h.call(owner, 'GET', `/api/grocery-lists/${id}`)).json();
    for (const [method, body] of [
      ['GET', undefined],
      ['PATCH', { name: 'Mine now', checks: [{ id: 'onion', checked: true }] }],
      ['DELETE', undefined],
    ] as const) {
      const response = await h.call(intruder, method, `/api/grocery-lists/${id}`, body);
      expect({ method, status: response.statusCode, body: response.json() }).toEqual({
        method,
        status: 404,
        body: { message: GROCERY_MESSAGES.notFound },
      });
    }
    expect((await h.call(owner, 'GET', `/api/grocery-lists/${id}`)).json()).toEqual(before);
  });

  test('a missing or malformed id is the same 404', async () => {
    const user = await h.createUser();
    for (const id of [MISSING_ID, 'not-a-uuid', '1%27%20or%201=1']) {
      const response = await h.call(user, 'GET', `/api/grocery-lists/${id}`);
      expect({ id, status: response.statusCode, body: response.json() }).toEqual({
        id,
        status: 404,
        body: { message: GROCERY_MESSAGES.notFound },
      });
    }
  });
});

describe('validation', () => {
  test.each([
    ['a blank name', { ...SAMPLE_LIST, name: '  ' }],
    ['no name', { items: SAMPLE_LIST.items, recipeIds: SAMPLE_LIST.recipeIds }],
    ['no recipes', { ...SAMPLE_LIST, recipeIds: [] }],
    ['recipes left out', { name: 'x', items: [] }],
  ])("%s answers 400 'List name and recipes are required'", async (_label, body) => {
    const user = await h.createUser();
    const response = await h.call(user, 'POST', '/api/grocery-lists', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'List name and recipes are required' });
  });

  test('sizes and shapes are bounded with clear messages', async () => {
    const user = await h.createUser();
    const cases: [unknown, string][] = [
      [{ ...SAMPLE_LIST, name: 'x'.repeat(GROCERY_LIMITS.name + 1) }, GROCERY_MESSAGES.nameTooLong],
      [
        {
          ...SAMPLE_LIST,
          items: [
            {
              category: 'Other',
              items: Array.from({ length: GROCERY_LIMITS.items + 1 }, (_, i) => ({ name: `item ${i}` })),
            },
          ],
        },
        GROCERY_MESSAGES.tooManyItems,
      ],
      [{ ...SAMPLE_LIST, items: [{ category: 'Snacks', items: [] }] }, GROCERY_MESSAGES.categoryInvalid],
      [
        { ...SAMPLE_LIST, items: [{ category: 'Other', items: [{ name: '' }] }] },
        GROCERY_MESSAGES.itemNameRequired,
      ],
      [{ ...SAMPLE_LIST, items: 'milk' }, GROCERY_MESSAGES.itemsInvalid],
      [{ ...SAMPLE_LIST, recipeIds: ['../etc/passwd'] }, GROCERY_MESSAGES.recipeIdInvalid],
    ];
    for (const [body, message] of cases) {
      const response = await h.call(user, 'POST', '/api/grocery-lists', body);
      expect({ status: response.statusCode, message: response.json<{ message: string }>().message }).toEqual({
        status: 400,
        message,
      });
    }
    const { id } = await h.createList(user);
    const empty = await h.call(user, 'PATCH', `/api/grocery-lists/${id}`, {});
    expect(empty.json()).toMatchObject({ message: GROCERY_MESSAGES.nothingToUpdate });
    const blank = await h.call(user, 'PATCH', `/api/grocery-lists/${id}`, { name: ' ' });
    expect(blank.json()).toMatchObject({ message: GROCERY_MESSAGES.nameAndRecipesRequired });
  });

  test(`a user keeps at most ${GROCERY_LIMITS.lists} lists`, async () => {
    const user = await h.createUser();
    await h.db
      .insertInto('grocery.lists')
      .values(
        Array.from({ length: GROCERY_LIMITS.lists }, (_, i) => ({
          userId: user.id,
          name: `List ${i}`,
          items: '[]',
          recipeIds: JSON.stringify([SOME_RECIPE_ID]),
        })),
      )
      .execute();
    const response = await h.call(user, 'POST', '/api/grocery-lists', SAMPLE_LIST);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: GROCERY_MESSAGES.tooManyLists });
  });
});

describe('internal routes', () => {
  test("the data export reads all of one user's lists, and only with the token", async () => {
    const [owner, other] = [await h.createUser(), await h.createUser()];
    await h.createList(owner, { name: 'Weekend' });
    await h.createList(other, { name: 'Not yours' });
    const read = (token: string) =>
      h.app.inject({
        method: 'GET',
        url: `/internal/users/${owner.id}/grocery-lists`,
        headers: { 'x-internal-token': token },
      });
    const answer = await read(h.config.INTERNAL_TOKEN);
    expect(answer.statusCode).toBe(200);
    expect(answer.json<{ groceryLists: { name: string }[] }>().groceryLists.map((l) => l.name)).toEqual([
      'Weekend',
    ]);
    expect((await read('wrong-token-0123456789')).statusCode).toBe(404);
  });
});
