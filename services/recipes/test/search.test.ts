import { type RecipeListResponse, singleGroup } from '@cookmark/contracts';
import { sql } from 'kysely';
import { COUNTED_IN_PAGE_MAX } from '../src/repositories/recipe.repository.ts';
import { type Harness, startHarness, type TestUser } from './helpers.ts';

let h: Harness;
let cook: TestUser;
const ids: Record<string, string> = {};

const RECIPES = {
  brulee: {
    title: 'Crème Brûlée',
    description: 'Custard under hard caramel.',
    ingredients: ['2 cups heavy cream', '5 egg yolks'],
    instructions: ['Bake in a water bath.'],
    tags: ['Dessert', 'French'],
  },
  dip: {
    title: 'Creme fraiche dip',
    ingredients: ['1 cup creme fraiche', 'chives'],
    instructions: ['Stir.'],
    tags: ['Snack'],
  },
  tart: {
    title: 'Lemon tart',
    description: 'Zesty and bright.',
    ingredients: ['3 lemons', 'butter'],
    instructions: ['Bake the crust.'],
    tags: ['Dessert', 'Citrus'],
  },
  soup: {
    title: 'Tomato soup',
    ingredients: ['6 tomatoes', 'Fresh BASIL leaves'],
    instructions: ['Simmer gently for an hour.'],
    tags: ['Soup', 'Vegetarian', 'Quick'],
  },
  bread: {
    title: '100% Whole Wheat Bread',
    ingredients: ['500 g flour_type_1', 'water'],
    instructions: ['Knead.'],
    tags: ['Baking'],
  },
  pasta: {
    title: 'Weeknight pasta',
    description: 'Ready in 20 minutes.',
    ingredients: ['pasta', 'garlic'],
    instructions: ['Boil.'],
    tags: ['quick', 'Dinner'],
  },
};
type Name = keyof typeof RECIPES;

beforeAll(async () => {
  h = await startHarness();
  cook = await h.createUser();
  for (const [name, recipe] of Object.entries(RECIPES)) ids[name] = (await h.createRecipe(cook, recipe)).id;
  const stranger = await h.createUser();
  await h.createRecipe(stranger, { title: 'Crème anglaise', tags: ['Dessert', 'French'] });
});
afterAll(async () => {
  await h.close();
});

async function list(user: TestUser, query: string): Promise<RecipeListResponse> {
  const response = await h.call(user, 'GET', `/api/recipes?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<RecipeListResponse>();
}

async function found(query: string): Promise<Name[]> {
  const page = await list(cook, query);
  expect(page.total).toBe(page.recipes.length);
  expect(page.totalAll).toBe(Object.keys(RECIPES).length);
  const names = Object.fromEntries(Object.entries(ids).map(([name, id]) => [id, name as Name]));
  return page.recipes.map((r) => names[r.id] as Name).sort();
}

const q = (text: string) => `q=${encodeURIComponent(text)}`;

describe('text search', () => {
  test('without a query every recipe of the user is listed, newest first, with the totals', async () => {
    const page = await list(cook, '');
    expect(page.recipes.map((r) => r.id)).toEqual(Object.values(ids).reverse());
    expect(page).toMatchObject({ total: 6, totalAll: 6, nextCursor: null });
    expect(Object.keys(page.recipes[0] ?? {}).sort()).toEqual(
      [
        'id',
        'userId',
        'title',
        'description',
        'prepTime',
        'cookTime',
        'totalTime',
        'difficulty',
        'servings',
        'tags',
        'sourceUrl',
        'extractionMethod',
        'extractionIngredientCount',
        'extractionInstructionCount',
        'createdAt',
        'updatedAt',
        'photo',
      ].sort(),
    );
  });

  test('ignores case and accents both ways', async () => {
    expect(await found(q('creme'))).toEqual(['brulee', 'dip']);
    expect(await found(q('CRÈME'))).toEqual(['brulee', 'dip']);
    expect(await found(q('brulee'))).toEqual(['brulee']);
    expect(await found(q('BRÛLÉE'))).toEqual(['brulee']);
    expect(await found(q('cre\u0300me'))).toEqual(['brulee', 'dip']);
  });

  test('matches a substring of the title, description, any ingredient or any tag', async () => {
    expect(await found(q('tomato'))).toEqual(['soup']);
    expect(await found(q('zest'))).toEqual(['tart']);
    expect(await found(q('fresh basil'))).toEqual(['soup']);
    expect(await found(q('vegetar'))).toEqual(['soup']);
    expect(await found(q('  Lemon  '))).toEqual(['tart']);
  });

  test('does not search instructions', async () => {
    expect(await found(q('simmer'))).toEqual([]);
    expect(await found(q('simmer soup'))).toEqual([]);
  });

  test('matches each word anywhere, in any order: every word must be found', async () => {
    expect(await found(q('Dessert French'))).toEqual(['brulee']);
    expect(await found(q('French dessert'))).toEqual(['brulee']);
    expect(await found(q('soup 6 tomatoes'))).toEqual(['soup']);
    expect(await found(q('soup\n6 tomatoes'))).toEqual(['soup']);
    expect(await found(q('brulee caramel, custard'))).toEqual(['brulee']);
    expect(await found(q('lemon soup'))).toEqual([]);
  });

  test('% and _ are literal characters', async () => {
    expect(await found(q('%'))).toEqual(['bread']);
    expect(await found(q('100%'))).toEqual(['bread']);
    expect(await found(q('_'))).toEqual(['bread']);
    expect(await found(q('flour_type'))).toEqual(['bread']);
    expect(await found(q('flour%type'))).toEqual([]);
    expect(await found(q('\\'))).toEqual([]);
  });

  test("never finds another user's recipes", async () => {
    expect(await found(q('anglaise'))).toEqual([]);
  });
});

describe('tag filter', () => {
  test('one tag, ignoring case', async () => {
    expect(await found('tags=dessert')).toEqual(['brulee', 'tart']);
    expect(await found('tags=QUICK')).toEqual(['pasta', 'soup']);
  });

  test('every selected tag is required', async () => {
    expect(await found('tags=Dessert,French')).toEqual(['brulee']);
    expect(await found('tags=dessert&tags=citrus')).toEqual(['tart']);
    expect(await found('tags=Dessert,Soup')).toEqual([]);
  });

  test('a tag is matched whole, not as a substring', async () => {
    expect(await found('tags=Dess')).toEqual([]);
  });

  test('text search and tags combine', async () => {
    expect(await found(`${q('creme')}&tags=dessert`)).toEqual(['brulee']);
    expect(await found(`${q('e')}&tags=quick`)).toEqual(['pasta', 'soup']);
    expect(await found(`${q('lemon')}&tags=French`)).toEqual([]);
  });
});

describe('tag facet (facets=tags)', () => {
  test("carries the user's tags over all recipes, most used first, whatever the filters and page", async () => {
    // Dessert 2, Quick 2 (quick + Quick), then the rest alphabetically; the stranger's French is not counted twice.
    const expected = [
      'Dessert',
      'Quick',
      'Baking',
      'Citrus',
      'Dinner',
      'French',
      'Snack',
      'Soup',
      'Vegetarian',
    ];
    expect((await list(cook, 'facets=tags')).tags).toEqual(expected);
    const filtered = await list(cook, `${q('soup')}&facets=tags&limit=1`);
    expect(filtered.recipes).toHaveLength(1);
    expect(filtered.tags).toEqual(expected);
  });

  test('is absent unless asked for, and follows changes at once', async () => {
    expect((await list(cook, '')).tags).toBeUndefined();
    const user = await h.createUser();
    expect((await list(user, 'facets=tags')).tags).toEqual([]);
    const pie = await h.createRecipe(user, { title: 'Apple pie', tags: ['Dessert', 'Fruit'] });
    await h.createRecipe(user, { title: 'Plum cake', tags: ['Fruit'] });
    expect((await list(user, 'facets=tags')).tags).toEqual(['Fruit', 'Dessert']);
    await h.call(user, 'DELETE', `/api/recipes/${pie.id}`);
    expect((await list(user, 'facets=tags')).tags).toEqual(['Fruit']);
  });

  test('any other facet is a 400 with a clear message', async () => {
    const response = await h.call(cook, 'GET', '/api/recipes?facets=ingredients');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: "Facets must be 'tags'" });
  });
});

describe('totals', () => {
  test('follow every change at once, though they are cached', async () => {
    const user = await h.createUser();
    const totals = async (query: string) => {
      const page = await list(user, query);
      return [page.total, page.totalAll];
    };
    await h.createRecipe(user, { title: 'Apple pie', tags: ['Dessert'] });
    expect(await totals(q('pie'))).toEqual([1, 1]);
    expect(await totals('tags=dessert')).toEqual([1, 1]);
    const second = await h.createRecipe(user, { title: 'Cherry pie', tags: [] });
    expect(await totals(q('pie'))).toEqual([2, 2]);
    await h.call(user, 'PATCH', `/api/recipes/${second.id}`, { tags: ['Dessert'] });
    expect(await totals('tags=dessert')).toEqual([2, 2]);
    await h.call(user, 'PUT', `/api/recipes/${second.id}`, { title: 'Cherry cobbler' });
    expect(await totals(q('pie'))).toEqual([1, 2]);
    await h.call(user, 'DELETE', `/api/recipes/${second.id}`);
    expect(await totals('')).toEqual([1, 1]);
    expect(await totals('tags=dessert')).toEqual([1, 1]);
  });
});

describe('totals of a large collection', () => {
  test(`beyond ${COUNTED_IN_PAGE_MAX} recipes (counted apart from the page) they are exact too, and follow changes`, async () => {
    const user = await h.createUser();
    const n = COUNTED_IN_PAGE_MAX + 2;
    await h.db
      .insertInto('recipes.recipes')
      .values(
        Array.from({ length: n }, (_, i) => ({
          userId: user.id,
          title: i % 3 === 0 ? `Plum cake ${i}` : `Bean stew ${i}`,
          ingredients: JSON.stringify(['beans']),
          instructions: JSON.stringify(['Stew.']),
          ingredientGroups: JSON.stringify(singleGroup(['beans'])),
          instructionGroups: JSON.stringify(singleGroup(['Stew.'])),
        })),
      )
      .execute();
    const plums = Math.ceil(n / 3);
    const totals = async (query: string) => {
      const page = await list(user, query);
      return [page.total, page.totalAll];
    };
    expect(await totals('')).toEqual([n, n]);
    expect(await totals(q('plum'))).toEqual([plums, n]);
    // Each word anywhere: '3' in the title's number.
    const threes = Array.from({ length: n }, (_, i) => i).filter(
      (i) => i % 3 === 0 && String(i).includes('3'),
    ).length;
    expect(await totals(q('plum cake 3'))).toEqual([threes, n]);
    await h.createRecipe(user, { title: 'Plum jam' });
    expect(await totals('')).toEqual([n + 1, n + 1]);
    expect(await totals(q('plum'))).toEqual([plums + 1, n + 1]);
  });
});

describe('pagination', () => {
  let reader: TestUser;
  beforeAll(async () => {
    reader = await h.createUser();
    for (let i = 0; i < 23; i += 1)
      await h.createRecipe(reader, { title: `Soup number ${i}`, tags: [i % 2 ? 'Odd' : 'Even'] });
    // Recipes saved in one transaction share a creation time: the id breaks the tie.
    await h.db
      .insertInto('recipes.recipes')
      .values(
        Array.from({ length: 7 }, (_, i) => ({
          userId: reader.id,
          title: `Stew number ${i}`,
          ingredients: JSON.stringify(['beans']),
          instructions: JSON.stringify(['Stew.']),
          ingredientGroups: JSON.stringify(singleGroup(['beans'])),
          instructionGroups: JSON.stringify(singleGroup(['Stew.'])),
          createdAt: sql<Date>`'2026-01-01T00:00:00.123456Z'::timestamptz`,
        })),
      )
      .execute();
  });

  async function walk(
    query: string,
    limit: number,
    between?: (page: number) => Promise<void>,
  ): Promise<string[]> {
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 100; page += 1) {
      const result: RecipeListResponse = await list(
        reader,
        `${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(result.recipes.length).toBeLessThanOrEqual(limit);
      seen.push(...result.recipes.map((r) => r.id));
      cursor = result.nextCursor;
      if (!cursor) return seen;
      await between?.(page);
    }
    throw new Error('pagination did not end');
  }

  async function storedOrder(): Promise<string[]> {
    const rows = await h.db
      .selectFrom('recipes.recipes')
      .select('id')
      .where('userId', '=', reader.id)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return rows.map((r) => r.id);
  }

  test('walking every page gives every recipe once, newest first', async () => {
    const all = await storedOrder();
    expect(all).toHaveLength(30);
    for (const limit of [1, 4, 10, 30, 100]) expect(await walk('', limit)).toEqual(all);
  });

  test('the default page is 50 and the last page has no cursor', async () => {
    const page = await list(reader, '');
    expect(page.recipes).toHaveLength(30);
    expect(page.nextCursor).toBeNull();
    const first = await list(reader, 'limit=30');
    expect(first.nextCursor).toBeNull();
  });

  test('a recipe added while paging neither repeats nor skips one', async () => {
    const before = await storedOrder();
    const added: string[] = [];
    const walked = await walk('', 7, async () => {
      added.push((await h.createRecipe(reader, { title: 'Added while paging' })).id);
    });
    expect(walked).toEqual(before);
    expect(new Set(walked).size).toBe(walked.length);
    for (const id of added) await h.call(reader, 'DELETE', `/api/recipes/${id}`);
  });

  test('filtered pages walk every match and report the same totals on every page', async () => {
    const all = await storedOrder();
    const expected = (await list(reader, 'tags=odd&limit=100')).recipes.map((r) => r.id);
    expect(expected).toHaveLength(11);
    expect(await walk('tags=odd', 3)).toEqual(expected);
    const page = await list(reader, 'tags=odd&limit=3');
    expect(page).toMatchObject({ total: 11, totalAll: all.length });
    const next = await list(reader, `tags=odd&limit=3&cursor=${page.nextCursor}`);
    expect(next).toMatchObject({ total: 11, totalAll: all.length });
  });

  test("a cursor from another user's list shows only one's own recipes", async () => {
    const page = await list(reader, 'limit=2');
    const other = await list(cook, `limit=50&cursor=${page.nextCursor}`);
    const own = new Set(Object.values(ids));
    expect(other.recipes.every((r) => own.has(r.id))).toBe(true);
  });
});
