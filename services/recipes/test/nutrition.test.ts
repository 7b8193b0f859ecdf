import {
  FOOD_SEARCH_MAX_RESULTS,
  type FoodSearchResponse,
  NUTRITION_MESSAGES,
  RECIPE_MESSAGES,
  type RecipeNutrition,
  userRecipesPageSchema,
} from '@cookmark/contracts';
import { type Harness, type PremiumHarness, startPremiumHarness } from './helpers.ts';

const TOKEN = 'test-internal-token-nutrition-0123456789';

let premium: PremiumHarness;
let h: Harness;
beforeAll(async () => {
  premium = await startPremiumHarness(TOKEN);
  ({ h } = premium);
});
afterAll(() => premium.close());

const CAKE = {
  title: 'Plain cake',
  description: 'For nutrition.',
  ingredients: [
    '2 large eggs',
    '1 cup all-purpose flour',
    '1/2 cup sugar',
    'salt to taste',
    '300 g zorblax paste',
  ],
  instructions: ['Mix.', 'Bake.'],
  servings: 4,
  tags: [],
};

/** The rows of recipes.nutrition_choices for a recipe. */
const keptChoices = (recipeId: string) =>
  h.db
    .selectFrom('recipes.nutrition_choices')
    .select(['line', 'foodId'])
    .where('recipeId', '=', recipeId)
    .execute();

const message = (response: { json: () => unknown }) => (response.json() as { message: string }).message;

describe('GET /api/recipes/:id/nutrition', () => {
  test('computes per serving and per recipe from the lines, lists the lines not counted, says partial', async () => {
    const user = await premium.premiumUser();
    const recipe = await h.createRecipe(user, CAKE);
    const response = await h.call(user, 'GET', `/api/recipes/${recipe.id}/nutrition`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const body = response.json<RecipeNutrition>();
    expect(body).toMatchObject({ recipeId: recipe.id, servings: 4, originalServings: 4, partial: true });
    // 100 g egg + 125 g flour + 100 g sugar = 985 kcal for the recipe.
    expect(body.perRecipe.energyKcal).toBeCloseTo(985, 0);
    expect(body.perServing.energyKcal).toBeCloseTo(246.25, 1);
    expect(body.notCounted).toEqual(['salt to taste', '300 g zorblax paste']);
    expect(body.lines[0]).toEqual({
      text: '2 large eggs',
      food: { id: '01123', name: 'Egg, whole, raw, fresh' },
      chosen: false,
      grams: 100,
      notCounted: null,
    });
    expect(body.lines[4]).toMatchObject({ food: null, grams: null, notCounted: 'no food' });
  });

  test('scales the recipe figures to the servings asked, per serving the same', async () => {
    const user = await premium.premiumUser();
    const recipe = await h.createRecipe(user, CAKE);
    const body = (
      await h.call(user, 'GET', `/api/recipes/${recipe.id}/nutrition?servings=8`)
    ).json<RecipeNutrition>();
    expect(body.servings).toBe(8);
    expect(body.perRecipe.energyKcal).toBeCloseTo(1970, 0);
    expect(body.perServing.energyKcal).toBeCloseTo(246.25, 1);
    expect(body.lines[0]?.grams).toBe(200);
  });

  test.each([['0'], ['-1'], ['1.5'], ['abc'], ['1001']])('servings %p answers 400', async (servings) => {
    const user = await premium.premiumUser();
    const recipe = await h.createRecipe(user, CAKE);
    const response = await h.call(user, 'GET', `/api/recipes/${recipe.id}/nutrition?servings=${servings}`);
    expect({ status: response.statusCode, message: message(response) }).toEqual({
      status: 400,
      message: NUTRITION_MESSAGES.servingsInvalid,
    });
  });

  test('signed out 401, free plan 403, another user’s or a missing recipe 404', async () => {
    const owner = await premium.premiumUser();
    const recipe = await h.createRecipe(owner, CAKE);
    const url = `/api/recipes/${recipe.id}/nutrition`;
    expect((await h.call(null, 'GET', url)).statusCode).toBe(401);
    const free = await h.createUser();
    const refused = await h.call(free, 'GET', url);
    expect({ status: refused.statusCode, message: message(refused) }).toEqual({
      status: 403,
      message: 'Premium subscription required',
    });
    const other = await premium.premiumUser();
    for (const path of [url, '/api/recipes/00000000-0000-4000-8000-000000000000/nutrition']) {
      const answer = await h.call(other, 'GET', path);
      expect({ path, status: answer.statusCode, message: message(answer) }).toEqual({
        path,
        status: 404,
        message: RECIPE_MESSAGES.notFound,
      });
    }
  });
});

describe('PUT /api/recipes/:id/nutrition/choices', () => {
  test('keeps the food chosen for a line, which the figures then use; null forgets it', async () => {
    const user = await premium.premiumUser();
    const recipe = await h.createRecipe(user, CAKE);
    const url = `/api/recipes/${recipe.id}/nutrition`;
    const chosen = await h.call(user, 'PUT', `${url}/choices`, { line: '1/2 cup sugar', foodId: '19334' });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toEqual({ line: '1/2 cup sugar', food: { id: '19334', name: 'Sugars, brown' } });
    expect(await keptChoices(recipe.id)).toEqual([{ line: '1/2 cup sugar', foodId: '19334' }]);
    const after = (await h.call(user, 'GET', url)).json<RecipeNutrition>();
    expect(after.lines[2]).toMatchObject({ food: { id: '19334' }, chosen: true });

    // A food for the line that matched nothing: it is counted from then on.
    await h.call(user, 'PUT', `${url}/choices`, { line: '300 g zorblax paste', foodId: '19335' });
    const counted = (await h.call(user, 'GET', url)).json<RecipeNutrition>();
    expect(counted.notCounted).toEqual(['salt to taste']);
    expect(counted.partial).toBe(false);

    const forgotten = await h.call(user, 'PUT', `${url}/choices`, { line: '1/2 cup sugar', foodId: null });
    expect(forgotten.json()).toEqual({ line: '1/2 cup sugar', food: null });
    const back = (await h.call(user, 'GET', url)).json<RecipeNutrition>();
    expect(back.lines[2]).toMatchObject({ food: { name: 'Sugars, granulated' }, chosen: false });
  });

  test('a line not in the recipe or an unknown food answers 400, nothing kept', async () => {
    const user = await premium.premiumUser();
    const recipe = await h.createRecipe(user, CAKE);
    const url = `/api/recipes/${recipe.id}/nutrition/choices`;
    const cases: [unknown, string][] = [
      [{ line: '2 cups rum', foodId: '19334' }, NUTRITION_MESSAGES.lineNotInRecipe],
      [{ line: '1/2 cup sugar', foodId: '99999' }, NUTRITION_MESSAGES.foodUnknown],
      [{ line: '1/2 cup sugar', foodId: '../etc' }, NUTRITION_MESSAGES.foodUnknown],
      [{ line: '', foodId: '19334' }, NUTRITION_MESSAGES.lineRequired],
      [{ line: '1/2 cup sugar', foodId: 19334 }, NUTRITION_MESSAGES.foodInvalid],
      [{ line: 'x'.repeat(5000), foodId: '19334' }, NUTRITION_MESSAGES.lineNotInRecipe],
    ];
    for (const [body, expected] of cases) {
      const response = await h.call(user, 'PUT', url, body);
      expect({ status: response.statusCode, message: message(response) }).toEqual({
        status: 400,
        message: expected,
      });
    }
    expect(await keptChoices(recipe.id)).toEqual([]);
  });

  test('another user’s recipe 404, nothing kept; free plan 403', async () => {
    const owner = await premium.premiumUser();
    const recipe = await h.createRecipe(owner, CAKE);
    const url = `/api/recipes/${recipe.id}/nutrition/choices`;
    const other = await premium.premiumUser();
    const answer = await h.call(other, 'PUT', url, { line: '1/2 cup sugar', foodId: '19334' });
    expect({ status: answer.statusCode, message: message(answer) }).toEqual({
      status: 404,
      message: RECIPE_MESSAGES.notFound,
    });
    const free = await h.createUser();
    expect((await h.call(free, 'PUT', url, { line: '1/2 cup sugar', foodId: '19334' })).statusCode).toBe(403);
    expect(await keptChoices(recipe.id)).toEqual([]);
  });
});

describe('kept choices follow the recipe’s lines', () => {
  const choose = (user: Parameters<Harness['call']>[0], recipeId: string, line: string, foodId: string) =>
    h.call(user, 'PUT', `/api/recipes/${recipeId}/nutrition/choices`, { line, foodId });

  test.each([
    ['the lines alone', (lines: string[]) => ({ ingredients: lines })],
    ['the groups', (lines: string[]) => ({ ingredientGroups: [{ name: null, lines }] })],
    ['the whole recipe', (lines: string[]) => ({ ...CAKE, ingredients: lines })],
  ] as const)(
    'an edit of %s that changes or removes a line drops its food; untouched lines keep theirs',
    async (_what, body) => {
      const user = await premium.premiumUser();
      const recipe = await h.createRecipe(user, CAKE);
      expect((await choose(user, recipe.id, '1/2 cup sugar', '19334')).statusCode).toBe(200);
      expect((await choose(user, recipe.id, '2 large eggs', '01124')).statusCode).toBe(200);
      expect((await choose(user, recipe.id, '300 g zorblax paste', '19335')).statusCode).toBe(200);

      // The sugar line's text changes, the zorblax line goes, the eggs stay as they were.
      const lines = ['2 large eggs', '1 cup all-purpose flour', '1/2 cup white sugar', 'salt to taste'];
      const edited = await h.call(user, 'PUT', `/api/recipes/${recipe.id}`, body(lines));
      expect(edited.statusCode).toBe(200);
      expect(await keptChoices(recipe.id)).toEqual([{ line: '2 large eggs', foodId: '01124' }]);
      const figures = (
        await h.call(user, 'GET', `/api/recipes/${recipe.id}/nutrition`)
      ).json<RecipeNutrition>();
      expect(figures.lines.map((l) => l.chosen)).toEqual([true, false, false, false]);
    },
  );

  test('an edit of other fields keeps every choice; a line put back is matched afresh', async () => {
    const user = await premium.premiumUser();
    const recipe = await h.createRecipe(user, CAKE);
    await choose(user, recipe.id, '1/2 cup sugar', '19334');
    await h.call(user, 'PUT', `/api/recipes/${recipe.id}`, { title: 'Plainer cake', servings: 6 });
    await h.call(user, 'PATCH', `/api/recipes/${recipe.id}`, { tags: ['cake'] });
    expect(await keptChoices(recipe.id)).toEqual([{ line: '1/2 cup sugar', foodId: '19334' }]);

    await h.call(user, 'PUT', `/api/recipes/${recipe.id}`, { ingredients: ['2 large eggs'] });
    await h.call(user, 'PUT', `/api/recipes/${recipe.id}`, { ingredients: CAKE.ingredients });
    expect(await keptChoices(recipe.id)).toEqual([]);
    const figures = (
      await h.call(user, 'GET', `/api/recipes/${recipe.id}/nutrition`)
    ).json<RecipeNutrition>();
    expect(figures.lines[2]).toMatchObject({ food: { name: 'Sugars, granulated' }, chosen: false });
  });
});

describe('the data export carries the kept choices', () => {
  test('each recipe of the internal export page lists its kept foods by line, only its own', async () => {
    const user = await premium.premiumUser();
    const recipe = await h.createRecipe(user, CAKE);
    const plain = await h.createRecipe(user, { ...CAKE, title: 'No choices' });
    await h.call(user, 'PUT', `/api/recipes/${recipe.id}/nutrition/choices`, {
      line: '1/2 cup sugar',
      foodId: '19334',
    });
    await h.call(user, 'PUT', `/api/recipes/${recipe.id}/nutrition/choices`, {
      line: '2 large eggs',
      foodId: '01124',
    });
    const other = await premium.premiumUser();
    const theirs = await h.createRecipe(other, CAKE);
    await h.call(other, 'PUT', `/api/recipes/${theirs.id}/nutrition/choices`, {
      line: '1/2 cup sugar',
      foodId: '19335',
    });

    const response = await h.app.inject({
      method: 'GET',
      url: `/internal/users/${user.id}/recipes`,
      headers: { 'x-internal-token': TOKEN },
    });
    expect(response.statusCode).toBe(200);
    const page = userRecipesPageSchema.parse(response.json());
    const byId = new Map(page.recipes.map((r) => [r.id, r.nutritionChoices]));
    expect(byId.get(recipe.id)).toEqual([
      { line: '1/2 cup sugar', foodId: '19334' },
      { line: '2 large eggs', foodId: '01124' },
    ]);
    expect(byId.get(plain.id)).toEqual([]);
    expect(byId.has(theirs.id)).toBe(false);
  });
});

describe('GET /api/foods', () => {
  test('finds foods for the picker, best first, at most the limit', async () => {
    const user = await premium.premiumUser();
    const response = await h.call(user, 'GET', '/api/foods?q=cheddar%20cheese');
    expect(response.statusCode).toBe(200);
    const { foods } = response.json<FoodSearchResponse>();
    expect(foods.length).toBeGreaterThan(0);
    expect(foods.length).toBeLessThanOrEqual(FOOD_SEARCH_MAX_RESULTS);
    expect(foods[0]?.name).toMatch(/cheddar/i);
    // A plain query lists the plain common food first, not the rarest one that has the word.
    const flour = (await h.call(user, 'GET', '/api/foods?q=flour')).json<FoodSearchResponse>();
    expect(flour.foods[0]?.name).toBe('Wheat flour, white, all-purpose, enriched, bleached');
    const butter = (await h.call(user, 'GET', '/api/foods?q=butter')).json<FoodSearchResponse>();
    expect(butter.foods[0]?.name).toBe('Butter, salted');
    const many = (await h.call(user, 'GET', '/api/foods?q=raw')).json<FoodSearchResponse>();
    expect(many.foods).toHaveLength(FOOD_SEARCH_MAX_RESULTS);
  });

  test('an empty or over-long query answers 400; free plan 403; signed out 401', async () => {
    const user = await premium.premiumUser();
    const empty = await h.call(user, 'GET', '/api/foods?q=%20');
    expect({ status: empty.statusCode, message: message(empty) }).toEqual({
      status: 400,
      message: NUTRITION_MESSAGES.queryRequired,
    });
    const long = await h.call(user, 'GET', `/api/foods?q=${'a'.repeat(101)}`);
    expect({ status: long.statusCode, message: message(long) }).toEqual({
      status: 400,
      message: NUTRITION_MESSAGES.queryTooLong,
    });
    expect((await h.call(await h.createUser(), 'GET', '/api/foods?q=egg')).statusCode).toBe(403);
    expect((await h.call(null, 'GET', '/api/foods?q=egg')).statusCode).toBe(401);
  });
});

describe('GET /api/shared/:token', () => {
  const share = async (user: Awaited<ReturnType<Harness['createUser']>>, recipeId: string) =>
    (await h.call(user, 'POST', `/api/recipes/${recipeId}/share`)).json<{ token: string }>().token;

  test('carries a serving’s nutrition for a Premium owner’s recipe with nothing that weighs left out', async () => {
    const owner = await premium.premiumUser();
    const recipe = await h.createRecipe(owner, { ...CAKE, ingredients: CAKE.ingredients.slice(0, 4) });
    const body = (await h.call(null, 'GET', `/api/shared/${await share(owner, recipe.id)}`)).json<{
      nutrition?: { perServing: { energyKcal: number } };
    }>();
    expect(body.nutrition?.perServing.energyKcal).toBeCloseTo(246.25, 1);
  });

  test('carries none when the figures are partial, or the owner is on the free plan', async () => {
    const owner = await premium.premiumUser();
    const partial = await h.createRecipe(owner, CAKE);
    const partialBody = (
      await h.call(null, 'GET', `/api/shared/${await share(owner, partial.id)}`)
    ).json<object>();
    expect(partialBody).not.toHaveProperty('nutrition');
    const free = await h.createUser();
    const freeRecipe = await h.createRecipe(free, { ...CAKE, ingredients: CAKE.ingredients.slice(0, 4) });
    const freeBody = (
      await h.call(null, 'GET', `/api/shared/${await share(free, freeRecipe.id)}`)
    ).json<object>();
    expect(freeBody).not.toHaveProperty('nutrition');
  });
});

describe('POST /api/recipes/nutrition/summary', () => {
  test('answers a serving’s figures of each recipe asked, for the plan’s daily totals', async () => {
    const user = await premium.premiumUser();
    const cake = await h.createRecipe(user, { ...CAKE, ingredients: CAKE.ingredients.slice(0, 4) });
    const nothing = await h.createRecipe(user, { ...CAKE, ingredients: ['2 zorblax'] });
    const response = await h.call(user, 'POST', '/api/recipes/nutrition/summary', {
      recipeIds: [cake.id, nothing.id, cake.id],
    });
    expect(response.statusCode).toBe(200);
    const { recipes } = response.json<{
      recipes: { recipeId: string; servings: number; perServing: { energyKcal: number } | null }[];
    }>();
    expect(recipes.map((r) => [r.recipeId, r.servings])).toEqual([
      [cake.id, 4],
      [nothing.id, 4],
    ]);
    expect(recipes[0]?.perServing?.energyKcal).toBeCloseTo(246.25, 1);
    expect(recipes[1]?.perServing).toBeNull();
  });

  test('another user’s recipe 404; bad ids 400; free plan 403', async () => {
    const owner = await premium.premiumUser();
    const recipe = await h.createRecipe(owner, CAKE);
    const other = await premium.premiumUser();
    const url = '/api/recipes/nutrition/summary';
    const answer = await h.call(other, 'POST', url, { recipeIds: [recipe.id] });
    expect({ status: answer.statusCode, message: message(answer) }).toEqual({
      status: 404,
      message: RECIPE_MESSAGES.notFound,
    });
    for (const body of [{ recipeIds: [] }, { recipeIds: ['x'] }, {}]) {
      expect((await h.call(other, 'POST', url, body)).statusCode).toBe(400);
    }
    const many = Array.from({ length: 101 }, () => recipe.id);
    const tooMany = await h.call(other, 'POST', url, { recipeIds: many });
    expect({ status: tooMany.statusCode, message: message(tooMany) }).toEqual({
      status: 400,
      message: NUTRITION_MESSAGES.tooManyRecipes,
    });
    expect((await h.call(await h.createUser(), 'POST', url, { recipeIds: [recipe.id] })).statusCode).toBe(
      403,
    );
  });
});
