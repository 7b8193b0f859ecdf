import type { Recipe, RecipeCreateInput, RecipeListResponse } from '@cookmark/contracts';
import { type Harness, type PremiumHarness, startPremiumHarness, type TestUser } from './helpers.ts';

let premium: PremiumHarness;
let h: Harness;
let cook: TestUser;
let free: TestUser;
const ids: Record<string, string> = {};

/** Plain recipes: no times, servings or tags unless said. */
const plain = (input: Partial<RecipeCreateInput>): Partial<RecipeCreateInput> => ({
  description: null,
  cookTime: null,
  prepTime: null,
  totalTime: null,
  tags: [],
  instructions: ['Cook.'],
  ...input,
});

const RECIPES = {
  lemon: plain({
    title: 'Lemon chicken',
    ingredients: ['2 chicken breasts', '1 lemon'],
    totalTime: '25 minutes',
  }),
  satay: plain({
    title: 'Chicken satay',
    ingredients: ['500 g chicken thighs', '3 tbsp peanut butter'],
    totalTime: 'PT20M',
  }),
  roast: plain({
    title: 'Roast chicken',
    ingredients: ['1 whole chicken', '2 tbsp butter'],
    prepTime: '15 min',
    cookTime: '1 hr 30 min',
  }),
  salad: plain({
    title: 'Walnut salad',
    ingredients: ['1 cup walnuts', '1 lettuce'],
    cookTime: '10 minutes',
  }),
  crepe: plain({
    title: 'Crêpe savoyarde',
    ingredients: ['2 eggs', '250 ml milk', '200 g reblochon cheese'],
    tags: ['French'],
  }),
  soup: plain({
    title: 'Pumpkin soup',
    ingredients: ['1 pumpkin', '1 tsp ground nutmeg'],
    totalTime: '40 minutes',
  }),
};
type Name = keyof typeof RECIPES;

beforeAll(async () => {
  premium = await startPremiumHarness('test-internal-token-advanced-search-0123');
  h = premium.h;
  cook = await premium.premiumUser();
  free = await h.createUser();
  for (const [name, recipe] of Object.entries(RECIPES)) ids[name] = (await h.createRecipe(cook, recipe)).id;
  // Calories per serving come from nutrition on save (tested below); here two recipes know theirs.
  for (const name of Object.keys(RECIPES) as Name[]) await setKcal(name, null);
  await setKcal('lemon', 420);
  await setKcal('satay', 690);
  const stranger = await premium.premiumUser();
  await h.createRecipe(
    stranger,
    plain({ title: 'Chicken pie', ingredients: ['1 chicken'], totalTime: '5 min' }),
  );
  await h.createRecipe(free, plain({ title: 'Crêpe savoyarde', ingredients: ['2 eggs'] }));
});
afterAll(async () => {
  await premium.close();
});

async function setKcal(name: Name, kcal: number | null): Promise<void> {
  await h.db
    .updateTable('recipes.recipes')
    .set({ energyKcalPerServing: kcal })
    .where('id', '=', ids[name] ?? '')
    .execute();
  // Written behind the service's back: a new version drops the cached lists as a save would.
  await h.redis.incr(`recipes:version:${cook.id}`);
}

async function list(user: TestUser, query: string): Promise<RecipeListResponse> {
  const response = await h.call(user, 'GET', `/api/recipes?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<RecipeListResponse>();
}

const names = () => Object.fromEntries(Object.entries(ids).map(([name, id]) => [id, name as Name]));

/** The names found, in the order listed, after checking the totals agree. */
async function found(query: string, user: TestUser = cook): Promise<Name[]> {
  const page = await list(user, query);
  expect(page.total).toBe(page.recipes.length);
  const byId = names();
  return page.recipes.map((recipe) => byId[recipe.id] as Name);
}
const sorted = async (query: string) => (await found(query)).sort();

describe('premium gating', () => {
  test.each(['maxTime=30', 'include=chicken', 'exclude=nuts', 'maxKcal=500', 'q=chicken&include=chicken'])(
    "a free user's %s is 403 'Premium subscription required'",
    async (query) => {
      const response = await h.call(free, 'GET', `/api/recipes?${query}`);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'Premium subscription required' });
    },
  );

  test('a free user keeps text, tags and every order, with words in any order and accents ignored', async () => {
    for (const query of [
      'q=savoyarde%20crepe',
      'tags=French',
      'sort=newest',
      'sort=title',
      'sort=quickest',
      'sort=cooked',
      'include=&exclude=',
    ]) {
      const page = await list(free, query);
      expect(page.recipes.map((recipe) => recipe.title)).toEqual(
        query.startsWith('tags') ? [] : ['Crêpe savoyarde'],
      );
    }
  });

  test('signed out is 401', async () => {
    const response = await h.app.inject({ method: 'GET', url: '/api/recipes?maxTime=30' });
    expect(response.statusCode).toBe(401);
  });
});

describe('words in any order', () => {
  test("'savoyarde crepe' finds 'Crêpe savoyarde', and so do accents and capitals", async () => {
    expect(await found('q=savoyarde%20crepe')).toEqual(['crepe']);
    expect(await found('q=CRÊPE%20Savoyarde')).toEqual(['crepe']);
    expect(await found('q=chicken%20lemon')).toEqual(['lemon']);
  });
});

describe('total time', () => {
  test('under a number of minutes, from the stated total or prep plus cook; unknown times left out', async () => {
    expect(await sorted('maxTime=30')).toEqual(['lemon', 'salad', 'satay']);
    expect(await sorted('maxTime=105')).toEqual(['lemon', 'roast', 'salad', 'satay', 'soup']);
    expect(await sorted('maxTime=104')).toEqual(['lemon', 'salad', 'satay', 'soup']);
    expect(await sorted('maxTime=9')).toEqual([]);
  });

  test('follows an edit of one time at once', async () => {
    const user = await premium.premiumUser();
    const recipe = await h.createRecipe(
      user,
      plain({ title: 'Stew', ingredients: ['beans'], cookTime: '2 hours' }),
    );
    expect((await list(user, 'maxTime=60')).total).toBe(0);
    await h.call(user, 'PUT', `/api/recipes/${recipe.id}`, { totalTime: '45 min' });
    expect((await list(user, 'maxTime=60')).total).toBe(1);
    await h.call(user, 'PUT', `/api/recipes/${recipe.id}`, { totalTime: null });
    expect((await list(user, 'maxTime=60')).total).toBe(0);
  });
});

describe('ingredients', () => {
  test('include: whole words of the ingredient names, singular or plural', async () => {
    expect(await sorted('include=chicken')).toEqual(['lemon', 'roast', 'satay']);
    expect(await sorted('include=chickens')).toEqual(['lemon', 'roast', 'satay']);
    expect(await sorted('include=egg')).toEqual(['crepe']);
    expect(await sorted('include=chicken%20breast')).toEqual(['lemon']);
    expect(await sorted('include=chicken,lemon')).toEqual(['lemon']);
    expect(await sorted('include=chicken&include=butter')).toEqual(['roast', 'satay']); // peanut butter
    expect(await sorted('include=chick')).toEqual([]);
  });

  test("exclude 'nuts' leaves out walnuts and peanuts but not nutmeg", async () => {
    expect(await sorted('exclude=nuts')).toEqual(['crepe', 'lemon', 'roast', 'soup']);
    expect(await sorted('include=nuts')).toEqual(['salad', 'satay']);
    expect(await sorted('exclude=walnut')).toEqual(['crepe', 'lemon', 'roast', 'satay', 'soup']);
  });

  test('a family: dairy leaves out milk, cheese and butter (peanut butter is a nut, not dairy)', async () => {
    expect(await sorted('exclude=dairy')).toEqual(['lemon', 'salad', 'satay', 'soup']);
    expect(await sorted('exclude=eggs,meat')).toEqual(['salad', 'soup']);
  });

  test("'chicken without nuts under 30 minutes'", async () => {
    expect(await found('include=chicken&exclude=nuts&maxTime=30')).toEqual(['lemon']);
  });

  test('follows an edit of the ingredients at once', async () => {
    const user = await premium.premiumUser();
    const recipe = await h.createRecipe(user, plain({ title: 'Brownies', ingredients: ['200 g chocolate'] }));
    expect((await list(user, 'exclude=nuts')).total).toBe(1);
    await h.call(user, 'PUT', `/api/recipes/${recipe.id}`, {
      ingredients: ['200 g chocolate', '100 g pecans'],
    });
    expect((await list(user, 'exclude=nuts')).total).toBe(0);
    expect((await list(user, 'include=pecans')).total).toBe(1);
  });
});

describe('calories per serving', () => {
  test('at most the number; recipes without a value are left out', async () => {
    expect(await sorted('maxKcal=500')).toEqual(['lemon']);
    expect(await sorted('maxKcal=10000')).toEqual(['lemon', 'satay']);
    expect(await sorted('maxKcal=100')).toEqual([]);
  });
});

describe('calories per serving come from the ingredients', () => {
  test('a save computes them, an edit of the lines or servings computes them again', async () => {
    const baker = await premium.premiumUser();
    // 2 cups of flour (250 g, 364 kcal/100 g) and 1 cup of sugar (200 g, 387 kcal/100 g): about 420 a serving of 4.
    const cake = plain({
      title: 'Plain cake',
      ingredients: ['2 cups all-purpose flour', '1 cup sugar'],
      servings: 4,
    });
    const { id } = await h.createRecipe(baker, cake);
    expect((await list(baker, 'maxKcal=500')).recipes.map((r) => r.id)).toEqual([id]);
    expect((await list(baker, 'maxKcal=350')).total).toBe(0);

    const edited = await h.call(baker, 'PUT', `/api/recipes/${id}`, { ...cake, servings: 8 });
    expect(edited.statusCode).toBe(200);
    expect((await list(baker, 'maxKcal=250')).recipes.map((r) => r.id)).toEqual([id]);

    // Lines no food is known for: the figure is unknown, and the filter leaves the recipe out.
    const unknown = await h.call(baker, 'PUT', `/api/recipes/${id}`, {
      ...cake,
      ingredients: ['1 zorblax', '2 quuxes'],
    });
    expect(unknown.statusCode).toBe(200);
    expect((await list(baker, 'maxKcal=10000')).total).toBe(0);
  });
});

describe('filters combine with text, tags and each other', () => {
  test('every filter applies', async () => {
    expect(await found('q=chicken&exclude=dairy&maxKcal=800')).toEqual(['satay', 'lemon']);
    expect(await found('q=crepe&tags=french&exclude=nuts')).toEqual(['crepe']);
    expect(await found('q=crepe&tags=french&exclude=eggs')).toEqual([]);
  });

  test("never another user's recipes", async () => {
    const titles = (await list(cook, 'include=chicken&maxTime=10000')).recipes.map((recipe) => recipe.title);
    expect(titles).not.toContain('Chicken pie');
  });
});

describe('sorts', () => {
  test('A–Z ignores case and accents', async () => {
    expect(await found('sort=title')).toEqual(['satay', 'crepe', 'lemon', 'soup', 'roast', 'salad']);
  });

  test('quickest first, unknown times last', async () => {
    expect(await found('sort=quickest')).toEqual(['salad', 'satay', 'lemon', 'soup', 'roast', 'crepe']);
  });

  test('recently cooked first, then the never-cooked newest first', async () => {
    const user = await premium.premiumUser();
    const made: Recipe[] = [];
    for (const title of ['One', 'Two', 'Three', 'Four']) {
      made.push(await h.createRecipe(user, plain({ title, ingredients: ['water'] })));
    }
    const [one, two, three, four] = made.map((recipe) => recipe.id) as [string, string, string, string];
    const order = async () => (await list(user, 'sort=cooked')).recipes.map((recipe) => recipe.id);
    expect(await order()).toEqual([four, three, two, one]);
    const cooked = await h.call(user, 'POST', `/api/recipes/${two}/cooked`);
    expect(cooked.statusCode).toBe(200);
    const { lastCookedAt } = cooked.json<{ lastCookedAt: string }>();
    expect(Date.parse(lastCookedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await h.call(user, 'GET', `/api/recipes/${two}`)).json<Recipe>().lastCookedAt).toBe(lastCookedAt);
    expect(await order()).toEqual([two, four, three, one]);
    await h.call(user, 'POST', `/api/recipes/${one}/cooked`);
    expect(await order()).toEqual([one, two, four, three]);
    expect((await list(user, 'sort=newest')).recipes.map((recipe) => recipe.id)).toEqual([
      four,
      three,
      two,
      one,
    ]);
  });

  test("'I cooked this' is the owner's only: another user's recipe and a bad id are 404, signed out 401", async () => {
    const other = await premium.premiumUser();
    for (const path of [`/api/recipes/${ids['lemon']}/cooked`, '/api/recipes/not-an-id/cooked']) {
      const response = await h.call(other, 'POST', path);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Recipe not found' });
    }
    const signedOut = await h.app.inject({ method: 'POST', url: `/api/recipes/${ids['lemon']}/cooked` });
    expect(signedOut.statusCode).toBe(401);
    const recipe = (await h.call(cook, 'GET', `/api/recipes/${ids['lemon']}`)).json<Recipe>();
    expect(recipe.lastCookedAt).toBeNull();
  });
});

describe('cursor pagination with filters and sorts', () => {
  async function walk(query: string, limit: number): Promise<Name[]> {
    const seen: Name[] = [];
    const byId = names();
    let cursor: string | null = null;
    for (let page = 0; page < 20; page += 1) {
      const result: RecipeListResponse = await list(
        cook,
        `${query}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      seen.push(...result.recipes.map((recipe) => byId[recipe.id] as Name));
      cursor = result.nextCursor;
      if (!cursor) return seen;
    }
    throw new Error('pagination did not end');
  }

  test.each([
    'sort=newest',
    'sort=title',
    'sort=quickest',
    'sort=cooked',
    'exclude=nuts&sort=quickest',
    'maxTime=200&sort=title',
  ])('%s: every page in order, each recipe once, whatever the page size', async (query) => {
    const whole = await found(query);
    for (const limit of [1, 2, 4]) expect(await walk(query, limit)).toEqual(whole);
  });

  test("a cursor of another order is 'Invalid cursor'", async () => {
    const first = await list(cook, 'sort=title&limit=1');
    expect(first.nextCursor).not.toBeNull();
    const response = await h.call(
      cook,
      'GET',
      `/api/recipes?sort=quickest&limit=1&cursor=${encodeURIComponent(first.nextCursor ?? '')}`,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Invalid cursor' });
  });
});

describe('hostile values', () => {
  test.each([
    ['maxTime=-1', 'Time must be a whole number of minutes from 1 to 10,080'],
    ['maxTime=NaN', 'Time must be a whole number of minutes from 1 to 10,080'],
    ['maxTime=1e3', 'Time must be a whole number of minutes from 1 to 10,080'],
    ['maxTime=0', 'Time must be a whole number of minutes from 1 to 10,080'],
    ['maxTime=99999999', 'Time must be a whole number of minutes from 1 to 10,080'],
    ['maxTime=30&maxTime=40', 'Time must be a whole number of minutes from 1 to 10,080'],
    ['maxKcal=-5', 'Calories must be a whole number from 1 to 10,000'],
    ['maxKcal=Infinity', 'Calories must be a whole number from 1 to 10,000'],
    ['sort=price', 'Sort must be one of newest, title, quickest, cooked'],
    [
      `include=${Array.from({ length: 11 }, (_, i) => `w${i}`).join(',')}`,
      'Search for at most 10 ingredients to include and 10 to exclude',
    ],
    [
      Array.from({ length: 5000 }, (_, i) => `exclude=w${i}`).join('&'),
      'Search for at most 10 ingredients to include and 10 to exclude',
    ],
    [`exclude=${'n'.repeat(61)}`, 'Each ingredient searched for must be at most 60 characters'],
  ])('%#: a 400 with a clear message', async (query, message) => {
    const response = await h.call(cook, 'GET', `/api/recipes?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
  });

  test('SQL-ish and symbol-only terms are words like any other', async () => {
    const sqlish = encodeURIComponent("chicken'); drop table recipes.recipes; --");
    expect(await found(`include=${sqlish}`)).toEqual([]);
    expect(await sorted(`exclude=${sqlish}`)).toHaveLength(6);
    expect(await sorted(`include=${encodeURIComponent('%,_,\\')}`)).toHaveLength(6);
    expect(await found(`q=${encodeURIComponent("' or 1=1 --")}`)).toEqual([]);
  });

  test('a search of many words uses the longest ten', async () => {
    const words = [...Array.from({ length: 40 }, (_, i) => `x${i}`), 'savoyarde', 'crepe'].join(' ');
    expect(await found(`q=${encodeURIComponent(words.slice(0, 200))}`)).toEqual([]);
    expect(await found(`q=${encodeURIComponent('a e savoyarde crepe')}`)).toEqual(['crepe']);
  });
});
