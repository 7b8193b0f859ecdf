import { USER_BUDGETS } from '@cookmark/service-kit';
import { type Harness, signIn, startHarness } from './helpers.ts';

/** A pasted page: read in the reading threads, no fetch. */
const PASTE = {
  url: 'https://cook.example/egg',
  html: `<script type="application/ld+json">${JSON.stringify({
    '@type': 'Recipe',
    name: 'Boiled egg',
    recipeIngredient: ['1 egg'],
    recipeInstructions: ['Boil the egg for 7 minutes.'],
  })}</script>`,
};

let h: Harness;
beforeAll(async () => {
  // The per-address limit out of the way: this is the per-user budget.
  h = await startHarness({ env: { PARSER_RATE_LIMIT_PER_MINUTE: '1000' } });
});
afterAll(async () => {
  await h.close();
});

const parse = (cookie?: string) =>
  h.app.inject({
    method: 'POST',
    url: '/api/parse-recipe',
    payload: PASTE,
    ...(cookie ? { headers: { cookie } } : {}),
  });

test("a signed-in user's imports past the minute's budget answer 429 with Retry-After; others are not held", async () => {
  const cookie = await signIn(h);
  const { perMinute } = USER_BUDGETS.recipeImport;
  for (let n = 0; n < perMinute; n++) expect((await parse(cookie)).statusCode).toBe(200);

  const refused = await parse(cookie);
  expect(refused.statusCode).toBe(429);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  expect(refused.json().message).toMatch(/^You can start at most 30 imports a minute\./);

  // Another user, and a visitor (counted per address only), import as before.
  expect((await parse(await signIn(h))).statusCode).toBe(200);
  expect((await parse()).statusCode).toBe(200);
});
