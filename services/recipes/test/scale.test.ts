import { RECIPE_MESSAGES, SCALING_MESSAGES, type ScaledRecipe } from '@cookmark/contracts';
import type { BillingStandIn } from '@cookmark/service-kit/testing';
import { type Harness, type PremiumHarness, startHarness, startPremiumHarness } from './helpers.ts';

const TOKEN = 'test-internal-token-scale-0123456789';

let premium: PremiumHarness;
let h: Harness;
let billing: BillingStandIn;
beforeAll(async () => {
  premium = await startPremiumHarness(TOKEN);
  ({ h, billing } = premium);
});
afterAll(() => premium.close());

const premiumUser = () => premium.premiumUser();

const CAKE = {
  title: 'Sponge cake',
  description: 'Light and airy.',
  ingredients: [
    '1 cup flour',
    '3 eggs',
    '2 tbsp butter, melted',
    'salt to taste',
    'For the glaze:',
    '100 g sugar',
  ],
  instructions: ['Whisk 1 cup of the flour with the eggs.', 'Bake at 350°F for 25 minutes in an 8-inch pan.'],
  servings: 4,
  tags: ['Baking'],
};

describe('POST /api/recipes/:id/scale', () => {
  test('answers the recipe with its ingredients and servings scaled, nothing stored', async () => {
    const user = await premiumUser();
    const recipe = await h.createRecipe(user, CAKE);
    const response = await h.call(user, 'POST', `/api/recipes/${recipe.id}/scale`, { multiplier: 0.5 });
    expect(response.statusCode).toBe(200);
    const halved = [
      '½ cup flour',
      '1 ½ eggs (beat 1 egg, use half)',
      '1 tbsp butter, melted',
      'salt to taste',
      'For the glaze:',
      '50 g sugar',
    ];
    const steps = [
      'Whisk ½ cup of the flour with the eggs.',
      'Bake at 350°F for 25 minutes in an 8-inch pan.',
    ];
    expect(response.json<ScaledRecipe>()).toEqual({
      ...recipe,
      ingredients: halved,
      ingredientGroups: [{ name: null, lines: halved }],
      instructions: steps,
      instructionGroups: [{ name: null, lines: steps }],
      servings: 2,
      multiplier: 0.5,
      originalServings: 4,
      system: null,
    });
    expect((await h.call(user, 'GET', `/api/recipes/${recipe.id}`)).json()).toEqual(recipe);
  });

  test('with a system the units are converted too: weighed foods in grams, the oven in °C', async () => {
    const user = await premiumUser();
    const recipe = await h.createRecipe(user, CAKE);
    const response = await h.call(user, 'POST', `/api/recipes/${recipe.id}/scale`, {
      multiplier: 2,
      system: 'Metric',
    });
    expect(response.statusCode).toBe(200);
    const scaled = response.json<ScaledRecipe>();
    expect(scaled.ingredients).toEqual([
      '250 g flour',
      '6 eggs',
      '55 g butter, melted',
      'salt to taste',
      'For the glaze:',
      '200 g sugar',
    ]);
    expect(scaled.instructions).toEqual([
      'Whisk 250 g of the flour with the eggs.',
      'Bake at 180°C for 25 minutes in a 20 cm pan.',
    ]);
    expect(scaled).toMatchObject({ servings: 8, system: 'Metric' });
  });

  test('a grouped recipe keeps its group names, each group scaled', async () => {
    const user = await premiumUser();
    const recipe = await h.createRecipe(user, {
      ...CAKE,
      ingredientGroups: [
        { name: 'Sponge', lines: ['1 cup flour', '3 eggs'] },
        { name: 'Glaze', lines: ['100 g sugar'] },
      ],
    });
    const response = await h.call(user, 'POST', `/api/recipes/${recipe.id}/scale`, { multiplier: 2 });
    expect(response.json<ScaledRecipe>()).toMatchObject({
      ingredients: ['2 cups flour', '6 eggs', '200 g sugar'],
      ingredientGroups: [
        { name: 'Sponge', lines: ['2 cups flour', '6 eggs'] },
        { name: 'Glaze', lines: ['200 g sugar'] },
      ],
    });
  });

  test('a tiny multiplier keeps at least one serving', async () => {
    const user = await premiumUser();
    const recipe = await h.createRecipe(user, { ...CAKE, servings: 1 });
    const response = await h.call(user, 'POST', `/api/recipes/${recipe.id}/scale`, { multiplier: 0.25 });
    expect(response.json()).toMatchObject({ servings: 1, originalServings: 1 });
  });

  test('signed out 401, free plan 403, another user’s or a missing recipe 404', async () => {
    const owner = await premiumUser();
    const recipe = await h.createRecipe(owner, CAKE);
    const url = `/api/recipes/${recipe.id}/scale`;
    expect((await h.call(null, 'POST', url, { multiplier: 2 })).statusCode).toBe(401);
    const free = await h.createUser();
    const refused = await h.call(free, 'POST', url, { multiplier: 2 });
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({
      status: 403,
      body: { message: 'Premium subscription required' },
    });
    const other = await premiumUser();
    for (const path of [
      url,
      '/api/recipes/00000000-0000-4000-8000-000000000000/scale',
      '/api/recipes/x/scale',
    ]) {
      const answer = await h.call(other, 'POST', path, { multiplier: 2 });
      expect({ path, status: answer.statusCode, body: answer.json() }).toEqual({
        path,
        status: 404,
        body: { message: RECIPE_MESSAGES.notFound },
      });
    }
  });

  test.each([[0], [-2], [100.01], [1e308], ['2'], [null], [[2]]])(
    'multiplier %p answers 400 with a clear message',
    async (multiplier) => {
      const user = await premiumUser();
      const recipe = await h.createRecipe(user, CAKE);
      const response = await h.call(user, 'POST', `/api/recipes/${recipe.id}/scale`, { multiplier });
      expect({ status: response.statusCode, message: response.json<{ message: string }>().message }).toEqual({
        status: 400,
        message: SCALING_MESSAGES.multiplierInvalid,
      });
    },
  );

  test('an unknown system answers 400', async () => {
    const user = await premiumUser();
    const recipe = await h.createRecipe(user, CAKE);
    const response = await h.call(user, 'POST', `/api/recipes/${recipe.id}/scale`, {
      multiplier: 2,
      system: 'Imperial',
    });
    expect(response.json()).toMatchObject({ message: SCALING_MESSAGES.systemInvalid });
  });

  test('GET /api/features says scaling is on, to anyone', async () => {
    const response = await h.call(null, 'GET', '/api/features');
    expect({ status: response.statusCode, body: response.json() }).toEqual({
      status: 200,
      body: { recipeScaling: true },
    });
  });
});

describe('with RECIPE_SCALING_ENABLED=false', () => {
  let off: Harness;
  beforeAll(async () => {
    off = await startHarness({
      BILLING_URL: billing.url,
      INTERNAL_TOKEN: TOKEN,
      RECIPE_SCALING_ENABLED: 'false',
    });
  });
  afterAll(async () => {
    await off.close();
  });

  test("scaling answers 503 'Recipe scaling is temporarily disabled for this version.', and the flag says off", async () => {
    const user = await off.createUser();
    billing.premium.add(user.id);
    const recipe = await off.createRecipe(user, CAKE);
    const response = await off.call(user, 'POST', `/api/recipes/${recipe.id}/scale`, { multiplier: 2 });
    expect({ status: response.statusCode, body: response.json() }).toEqual({
      status: 503,
      body: { message: 'Recipe scaling is temporarily disabled for this version.' },
    });
    expect(
      (await off.call(null, 'POST', `/api/recipes/${recipe.id}/scale`, { multiplier: 2 })).statusCode,
    ).toBe(401);
    expect((await off.call(null, 'GET', '/api/features')).json()).toEqual({ recipeScaling: false });
  });
});
