import type { Actors } from './actors.ts';
import { call } from './client.ts';
import { attackSetup, clearRateLimits, expectRefusal, type Targets } from './harness.ts';
import { LIST_SEED, RECIPE_SEED } from './routes.ts';

let actors: Actors;
let targets: Targets;
beforeAll(async () => {
  ({ actors, targets } = await attackSetup('Surrogate target'));
});

/** Stands for a lone surrogate in a body until it is written as JSON text. */
const HALF = 'HALF-A-CHARACTER';
/** `body` as JSON text with each HALF written as the 6 characters `\ud800`: half a character once parsed. */
const withLoneSurrogate = (body: unknown) => JSON.stringify(body).replaceAll(HALF, '\\ud800');

const listItems = (name: string) => [
  {
    category: 'Produce',
    items: [{ id: 'onion', name, quantity: '2', unit: null, checked: false, recipeSources: ['Soup'] }],
  },
];

const recipeWith = (fields: Record<string, unknown>) => ({ ...RECIPE_SEED, ...fields });

describe('half a character (a lone UTF-16 surrogate) in a body is a 400 saying so, never a 500', () => {
  const cases: [string, string, 'user' | 'premium', (t: Targets) => string, unknown][] = [
    ['an ingredient', 'POST', 'user', () => '/api/recipes', recipeWith({ ingredients: [`1 egg${HALF}`] })],
    ['a tag', 'POST', 'user', () => '/api/recipes', recipeWith({ tags: [HALF] })],
    [
      'the raw-ingredient map, as a value',
      'POST',
      'user',
      () => '/api/recipes',
      recipeWith({ ingredientsRaw: { '1 egg': `raw ${HALF}` } }),
    ],
    [
      'the raw-ingredient map, as a key',
      'POST',
      'user',
      () => '/api/recipes',
      recipeWith({ ingredientsRaw: { [HALF]: '1 egg' } }),
    ],
    ['an ingredient', 'PUT', 'user', (t) => `/api/recipes/${t.recipe}`, { ingredients: [`water ${HALF}`] }],
    ['a tag', 'PATCH', 'user', (t) => `/api/recipes/${t.recipe}`, { tags: [`soup${HALF}`] }],
    [
      'the raw-ingredient map',
      'PATCH',
      'user',
      (t) => `/api/recipes/${t.recipe}`,
      { ingredientsRaw: { [`a${HALF}`]: HALF } },
    ],
    [
      'a grocery item',
      'POST',
      'premium',
      () => '/api/grocery-lists',
      { ...LIST_SEED, items: listItems(`onion${HALF}`) },
    ],
    [
      'a grocery item',
      'PATCH',
      'premium',
      (t) => `/api/grocery-lists/${t.list}`,
      { items: listItems(`onion${HALF}`) },
    ],
  ];

  it.each(cases)('%s: %s', async (_what, method, who, path, body) => {
    await clearRateLimits();
    const owner = who === 'premium' ? actors.premium : actors.victim;
    const answer = await call(method, path(targets), { cookie: owner.cookie, body: withLoneSurrogate(body) });
    expect(answer.status).toBe(400);
    expectRefusal(answer, 400);
    expect((answer.json as { message: string }).message).toMatch(/lone UTF-16 surrogate/);
  });
});

/** A recipe page whose JSON-LD writes half a character (as JSON-LD may: `\ud800` in its text). */
const TORN_PAGE = `<!doctype html><html><head><title>Torn soup</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Recipe",
"name":"Torn soup \\ud800","recipeIngredient":["1 cup water\\ud800","1 pinch salt"],
"recipeInstructions":[{"@type":"HowToStep","text":"Boil the water.\\udfff"},{"@type":"HowToStep","text":"Add the salt."}],
"keywords":"soup\\ud800, quick"}</script></head><body><h1>Torn soup</h1></body></html>`;

describe('a page carrying half a character', () => {
  it('imports with U+FFFD in its place and saves as the web app saves it', async () => {
    await clearRateLimits();
    const { cookie } = actors.victim;
    const parsed = await call('POST', '/api/parse-recipe', {
      cookie,
      body: { url: 'https://torn.example/soup', html: TORN_PAGE },
    });
    expect(parsed.status).toBe(200);
    const { recipe } = parsed.json as {
      recipe: {
        title: string;
        description: string;
        ingredients: string[];
        instructions: string[];
        tags: string[];
      };
    };
    expect(recipe.title).toBe('Torn soup \uFFFD');
    expect(recipe.ingredients).toContain('1 cup water\uFFFD');
    expect(JSON.stringify(recipe)).not.toMatch(/\\ud[89a-f]/i);

    const saved = await call('POST', '/api/recipes', {
      cookie,
      body: {
        title: recipe.title,
        ingredients: recipe.ingredients,
        instructions: recipe.instructions,
        tags: recipe.tags,
        sourceUrl: 'https://torn.example/soup',
        ingredientsRaw: recipe.ingredients,
        instructionsRaw: recipe.instructions,
      },
    });
    expect(saved.status).toBe(201);
    expect((saved.json as { title: string }).title).toBe('Torn soup \uFFFD');
  });
});
