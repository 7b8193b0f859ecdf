import { type SubstitutionResponse, SUBSTITUTION_MESSAGES } from '@cookmark/contracts';
import { type BillingStandIn, startBillingStandIn } from '@cookmark/service-kit/testing';
import { type Harness, startHarness, type TestUser } from './helpers.ts';

const TOKEN = 'test-internal-token-substitute-0123456789';
const URL = '/api/ingredients/substitute';

let billing: BillingStandIn;
let h: Harness;
let premium: TestUser;
beforeAll(async () => {
  billing = await startBillingStandIn(TOKEN);
  h = await startHarness({ BILLING_URL: billing.url, INTERNAL_TOKEN: TOKEN });
  premium = await h.createUser();
  billing.premium.add(premium.id);
});
afterAll(async () => {
  await h.close();
  await billing.close();
});

describe('POST /api/ingredients/substitute', () => {
  test('answers up to 5 suggestions for an ingredient, each with its ratio, reason and confidence', async () => {
    const response = await h.call(premium, 'POST', URL, { ingredient: 'Buttermilk' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const body = response.json<SubstitutionResponse>();
    expect(body).toMatchObject({ success: true, original: 'Buttermilk', message: 'Substitutions found' });
    expect(body.substitutions).toHaveLength(5);
    expect(body.substitutions[0]).toEqual({
      ingredient: 'buttermilk',
      substitute: 'milk + lemon juice',
      reason: expect.stringContaining('rest 5 minutes') as string,
      ratio: '1 cup = 1 cup milk + 1 tbsp lemon juice',
      factor: null,
      replacement: null,
      confidence: 0.9,
      difficulty: 'easy',
      dietary: ['gluten-free'],
    });
  });

  test('a whole ingredient line keeps its amount: 2 cups buttermilk', async () => {
    const response = await h.call(premium, 'POST', URL, { ingredient: '  2 cups buttermilk, cold ' });
    const body = response.json<SubstitutionResponse>();
    expect(body.original).toBe('2 cups buttermilk, cold');
    expect(body.substitutions[0]).toMatchObject({
      ratio: '2 cups = 2 cups milk + 2 tbsp lemon juice',
      replacement: '2 cups milk + 2 tbsp lemon juice',
    });
  });

  test('a typo still finds the ingredient; a vegan egg swap is flagged', async () => {
    const body = (await h.call(premium, 'POST', URL, { ingredient: 'egs' })).json<SubstitutionResponse>();
    expect(body.substitutions[0]).toMatchObject({
      ingredient: 'egg',
      substitute: 'ground flaxseed + water',
      dietary: expect.arrayContaining(['vegan']) as string[],
    });
  });

  test('nothing matching answers success false with the spec message', async () => {
    const response = await h.call(premium, 'POST', URL, { ingredient: 'qqqq zzzz' });
    expect({ status: response.statusCode, body: response.json() }).toEqual({
      status: 200,
      body: {
        success: false,
        substitutions: [],
        original: 'qqqq zzzz',
        message: 'No matching ingredients found. Try a different search term.',
      },
    });
  });

  test('signed out 401, free plan 403 Premium subscription required', async () => {
    expect((await h.call(null, 'POST', URL, { ingredient: 'buttermilk' })).statusCode).toBe(401);
    const free = await h.createUser();
    const refused = await h.call(free, 'POST', URL, { ingredient: 'buttermilk' });
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({
      status: 403,
      body: { message: 'Premium subscription required' },
    });
  });

  test.each([
    ['an empty ingredient', { ingredient: '' }, SUBSTITUTION_MESSAGES.ingredientRequired],
    ['a blank ingredient', { ingredient: '   ' }, SUBSTITUTION_MESSAGES.ingredientRequired],
    ['no ingredient', {}, SUBSTITUTION_MESSAGES.ingredientRequired],
    ['a number', { ingredient: 7 }, SUBSTITUTION_MESSAGES.ingredientInvalid],
    ['a list', { ingredient: ['butter'] }, SUBSTITUTION_MESSAGES.ingredientInvalid],
    ['201 characters', { ingredient: 'b'.repeat(201) }, 'Ingredient must be at most 200 characters'],
  ])('%s answers 400 with a clear message', async (_label, payload, message) => {
    const response = await h.call(premium, 'POST', URL, payload);
    expect({ status: response.statusCode, message: response.json<{ message: string }>().message }).toEqual({
      status: 400,
      message,
    });
  });

  test('a body that is not a JSON object answers 400', async () => {
    const response = await h.app.inject({
      method: 'POST',
      url: URL,
      headers: { cookie: premium.cookie, 'content-type': 'application/json' },
      payload: '"buttermilk"',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: SUBSTITUTION_MESSAGES.ingredientRequired });
  });
});
