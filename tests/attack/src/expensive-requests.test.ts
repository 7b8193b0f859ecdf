import { EXPORT_MESSAGES, GROCERY_MESSAGES, NUTRITION_MESSAGES } from '@cookmark/contracts';
import { USER_BUDGETS } from '@cookmark/service-kit';
import type { Actor, Actors } from './actors.ts';
import { type Answer, call } from './client.ts';
import { attackSetup, clearRateLimits, expectRefusal, type Targets } from './harness.ts';

/**
 * Issue #27, findings 1 and 6: every request whose work grows with its input has a bound (over it:
 * 422 and a message) and a per-user budget (over it: 429 with Retry-After), and one user's flood
 * leaves another user's reads fast. Each row of docs/limits.md is checked here.
 */
let actors: Actors;
let targets: Targets;
beforeAll(async () => {
  ({ actors, targets } = await attackSetup('Expensive target'));
});
beforeEach(clearRateLimits);

const line = (i: number, length: number) => `${i} cup ${'flour '.repeat(length / 6)}`.slice(0, length);

/** A recipe of the paying user's with these ingredient and step lines (every field within its limit). */
async function bigRecipe(owner: Actor, ingredients: string[], instructions: string[]): Promise<string> {
  const answer = await call('POST', '/api/recipes', {
    cookie: owner.cookie,
    body: { title: 'Big', ingredients, instructions, servings: 4 },
  });
  if (answer.status !== 201) throw new Error(`create answered ${answer.status}: ${answer.body}`);
  return (answer.json as { id: string }).id;
}

/** Sends one request more than the budget's minute allows, one at a time: the answers within it and the last. */
async function pastTheRate(
  rule: { perMinute: number },
  send: () => Promise<Answer>,
): Promise<{ within: Answer[]; last: Answer }> {
  const within: Answer[] = [];
  for (let i = 0; i < rule.perMinute; i++) within.push(await send());
  return { within, last: await send() };
}

function expectBudgetRefusal(answer: Answer): void {
  expectRefusal(answer, 429);
  expect(Number(answer.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
}

/** Median milliseconds of another user's read of their own recipe, sampled while `flood` runs. */
async function readLatencyDuring(reader: Actor, recipeId: string, flood: Promise<unknown>): Promise<number> {
  let settled = false;
  const done = flood.finally(() => {
    settled = true;
  });
  const samples: number[] = [];
  while (!settled || samples.length < 5) {
    const started = performance.now();
    const answer = await call('GET', `/api/recipes/${recipeId}`, { cookie: reader.cookie });
    expect(answer.status).toBe(200);
    samples.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  await done;
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)] ?? 0;
}

describe('PDF export of recipes', () => {
  let big: string;
  beforeAll(async () => {
    // 500 lines of 2,000 characters: one recipe past the 1,000,000 characters one PDF holds.
    big = await bigRecipe(
      actors.premium,
      Array.from({ length: 500 }, (_, i) => line(i, 2_000)),
      ['Mix.'],
    );
  });

  it('past the size bound: 422 with a message, before rendering anything', async () => {
    const answer = await call('POST', '/api/recipes/export/pdf', {
      cookie: actors.premium.cookie,
      body: { recipeIds: [big] },
    });
    expectRefusal(answer, 422);
    expect(answer.json).toEqual({ message: EXPORT_MESSAGES.tooMuchRecipeText });
  });

  it("ten exports at once from one user: one runs, the others 429; another user's reads stay fast", async () => {
    const flood = Promise.all(
      Array.from({ length: 10 }, () =>
        call('POST', '/api/recipes/export/pdf', {
          cookie: actors.premium.cookie,
          body: { recipeIds: [targets.premiumRecipe] },
        }),
      ),
    );
    const median = await readLatencyDuring(actors.victim, targets.recipe, flood);
    const answers = await flood;
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(1);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused.length).toBeGreaterThanOrEqual(10 - USER_BUDGETS.recipePdfExport.perMinute);
    for (const answer of refused) expectBudgetRefusal(answer);
    expect(median).toBeLessThan(250);
  });

  it('past the rate: 429 with Retry-After', async () => {
    const { within, last } = await pastTheRate(USER_BUDGETS.recipePdfExport, () =>
      call('POST', '/api/recipes/export/pdf', {
        cookie: actors.premium.cookie,
        body: { recipeIds: [targets.premiumRecipe] },
      }),
    );
    expect(within.map((a) => a.status)).toEqual(within.map(() => 200));
    expectBudgetRefusal(last);
    expect((last.json as { message: string }).message).toMatch(/at most \d+ PDF exports a minute/);
  });
});

describe('scaling hostile lines', () => {
  let hostile: string;
  beforeAll(async () => {
    // 400 lines of 1,200 characters built to make end-anchored regexes rescan a long run of colons.
    hostile = await bigRecipe(
      actors.premium,
      Array.from({ length: 400 }, () => `1 cup x${':'.repeat(1_190)}b c`),
      ['Mix.'],
    );
  });

  it("a flood from one user, eight at a time: past the budget 429; another user's reads stay fast", async () => {
    // More than a minute's budget, eight at once: every one past the rate is refused, whatever the
    // machine's speed (how many also meet the two-at-once limit depends on it, so is not counted).
    const total = USER_BUDGETS.recipeScale.perMinute + 8;
    const scale = () =>
      call('POST', `/api/recipes/${hostile}/scale`, {
        cookie: actors.premium.cookie,
        body: { multiplier: 2 },
      });
    const flood = (async () => {
      const answers: Answer[] = [];
      for (let sent = 0; sent < total; sent += 8) {
        answers.push(...(await Promise.all(Array.from({ length: Math.min(8, total - sent) }, scale))));
      }
      return answers;
    })();
    const median = await readLatencyDuring(actors.victim, targets.recipe, flood);
    const answers = await flood;
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(1);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused.length).toBeGreaterThanOrEqual(total - USER_BUDGETS.recipeScale.perMinute);
    for (const answer of refused) expectBudgetRefusal(answer);
    expect(median).toBeLessThan(250);
  });
});

describe('scaling past the rate', () => {
  it('429 with Retry-After', async () => {
    const { last } = await pastTheRate(USER_BUDGETS.recipeScale, () =>
      call('POST', `/api/recipes/${targets.premiumRecipe}/scale`, {
        cookie: actors.premium.cookie,
        body: { multiplier: 2 },
      }),
    );
    expectBudgetRefusal(last);
    expect((last.json as { message: string }).message).toMatch(/at most \d+ scalings a minute/);
  });
});

describe('import', () => {
  it("a signed-in user's imports past the budget: 429 with Retry-After", async () => {
    // Pasted pages (nothing fetched); the stack's per-address limit is set above the user's budget.
    const page = {
      url: 'https://cook.example/egg',
      html: '<script type="application/ld+json">{"@type":"Recipe","name":"Egg","recipeIngredient":["1 egg"],"recipeInstructions":["Boil it."]}</script>',
    };
    const { last } = await pastTheRate(USER_BUDGETS.recipeImport, () =>
      call('POST', '/api/parse-recipe', {
        cookie: actors.victim.cookie,
        body: page,
      }),
    );
    expectBudgetRefusal(last);
    expect((last.json as { message: string }).message).toMatch(/at most \d+ imports a minute/);
  });
});

describe('recipe photos', () => {
  it("a user's photo imports past the budget: 429 with Retry-After (uploads share it)", async () => {
    // Addresses the parser's fetcher refuses at once (422): each still counts.
    const { within, last } = await pastTheRate(USER_BUDGETS.recipePhoto, () =>
      call('POST', `/api/recipe-photos/${targets.recipe}/import`, {
        cookie: actors.victim.cookie,
        body: { url: 'http://10.0.0.1/pie.jpg' },
      }),
    );
    expect(within.map((answer) => answer.status)).toEqual(within.map(() => 422));
    expectBudgetRefusal(last);
    expect((last.json as { message: string }).message).toMatch(/at most \d+ photo uploads a minute/);
  });
});

describe('grocery list preview', () => {
  it('past the bound of ingredient lines: 422 with a message, nothing loaded', async () => {
    const lines = Array.from({ length: 500 }, (_, i) => `${i + 1} g sugar`);
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push(await bigRecipe(actors.premium, lines, ['Mix.']));
    const answer = await call('POST', '/api/grocery-lists/preview', {
      cookie: actors.premium.cookie,
      body: { recipeIds: ids },
    });
    expectRefusal(answer, 422);
    expect(answer.json).toEqual({ message: GROCERY_MESSAGES.previewTooLarge });
  });

  it('past the rate: 429 with Retry-After', async () => {
    const { last } = await pastTheRate(USER_BUDGETS.groceryPreview, () =>
      call('POST', '/api/grocery-lists/preview', {
        cookie: actors.premium.cookie,
        body: { recipeIds: [targets.premiumRecipe] },
      }),
    );
    expectBudgetRefusal(last);
  });
});

describe('grocery list PDF export', () => {
  it('past the size bound: 422 with a message, before rendering anything', async () => {
    // Three lists of 500 items, each item's name and notes at their limits: past 1,000,000 characters.
    const items = Array.from({ length: 500 }, (_, i) => ({
      id: `item-${i}`,
      name: `${i} ${'sugar '.repeat(40)}`.slice(0, 200),
      quantity: '1',
      unit: 'kg',
      notes: 'sifted '.repeat(80).slice(0, 500),
      checked: false,
      recipeSources: ['Big'],
    }));
    const listIds: string[] = [];
    for (let n = 0; n < 3; n++) {
      const created = await call('POST', '/api/grocery-lists', {
        cookie: actors.premium.cookie,
        body: {
          name: `Big shop ${n}`,
          recipeIds: [targets.premiumRecipe],
          items: [{ category: 'Other', items }],
        },
      });
      expect(created.status).toBe(201);
      listIds.push((created.json as { id: string }).id);
    }
    const answer = await call('POST', '/api/grocery-lists/export/pdf', {
      cookie: actors.premium.cookie,
      body: { listIds },
    });
    expectRefusal(answer, 422);
    expect(answer.json).toEqual({ message: EXPORT_MESSAGES.tooMuchListText });
  });

  it('past the rate: 429 with Retry-After', async () => {
    const { last } = await pastTheRate(USER_BUDGETS.groceryPdfExport, () =>
      call('POST', '/api/grocery-lists/export/pdf', {
        cookie: actors.premium.cookie,
        body: { listIds: [targets.list] },
      }),
    );
    expectBudgetRefusal(last);
  });
});

describe('substitutions and the data export', () => {
  it('substitutions past the rate: 429 with Retry-After', async () => {
    const { last } = await pastTheRate(USER_BUDGETS.substitutions, () =>
      call('POST', '/api/ingredients/substitute', {
        cookie: actors.premium.cookie,
        body: { ingredient: 'butter' },
      }),
    );
    expectBudgetRefusal(last);
  });

  it('the data export past the rate: 429 with Retry-After', async () => {
    const { last } = await pastTheRate(USER_BUDGETS.accountExport, () =>
      call('GET', '/api/auth/account/export', { cookie: actors.victim.cookie }),
    );
    expectBudgetRefusal(last);
  });

  it('support messages past the rate: 429 with Retry-After', async () => {
    const { within, last } = await pastTheRate(USER_BUDGETS.supportMessage, () =>
      call('POST', '/api/auth/support', {
        cookie: actors.victim.cookie,
        body: { subject: 'Budget check', message: 'One of several.' },
      }),
    );
    expect(within.map((answer) => answer.status)).toEqual(within.map(() => 200));
    expectBudgetRefusal(last);
  });
});

describe('nutrition', () => {
  it("a recipe of the most lines, each of the longest, is computed off the event loop while another user's reads stay fast", async () => {
    // Each line other words (no line's match is remembered for the next), the noun of many foods last.
    const lines = Array.from({ length: 500 }, (_, i) =>
      `${i + 1} cups chopped fresh red sweet word${i} ${'x'.repeat(i % 40)} chicken breast ${'raw '.repeat(100)}`.slice(
        0,
        500,
      ),
    );
    const id = await bigRecipe(actors.premium, lines, ['Mix.']);
    const flood = Promise.all(
      Array.from({ length: USER_BUDGETS.nutrition.concurrent }, () =>
        call('GET', `/api/recipes/${id}/nutrition`, { cookie: actors.premium.cookie }),
      ),
    );
    const median = await readLatencyDuring(actors.victim, targets.recipe, flood);
    for (const answer of await flood) expect(answer.status).toBe(200);
    expect(median).toBeLessThan(250);
  });

  it('past the rate: 429 with Retry-After', async () => {
    const { last } = await pastTheRate(USER_BUDGETS.nutrition, () =>
      call('GET', `/api/recipes/${targets.premiumRecipe}/nutrition`, { cookie: actors.premium.cookie }),
    );
    expectBudgetRefusal(last);
    expect((last.json as { message: string }).message).toMatch(/at most \d+ nutrition requests a minute/);
  });

  it('a food search past its bound: 400 with a message; past the rate: 429', async () => {
    const long = await call('GET', `/api/foods?q=${'a'.repeat(101)}`, { cookie: actors.premium.cookie });
    expectRefusal(long, 400);
    expect(long.json).toMatchObject({ message: NUTRITION_MESSAGES.queryTooLong });
    const { last } = await pastTheRate(USER_BUDGETS.foodSearch, () =>
      call('GET', '/api/foods?q=cheddar', { cookie: actors.premium.cookie }),
    );
    expectBudgetRefusal(last);
    expect((last.json as { message: string }).message).toMatch(/at most \d+ food searches a minute/);
  });
});
