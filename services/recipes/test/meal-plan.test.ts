import {
  addDays,
  MEAL_PLAN_LIMITS,
  MEAL_PLAN_MESSAGES,
  type MealPlan,
  type MealPlanEntry,
  type MealPlanFeed,
  type NutrientsFigures,
  NUTRITION_SUMMARY_MAX_RECIPES,
  type NutritionSummary,
  liveScopeOfUser,
} from '@cookmark/contracts';
import { invalidateEntitlements, liveStreamKey, USER_BUDGETS, userBudgetKeys } from '@cookmark/service-kit';
import ICAL from 'ical.js';
import {
  type Harness,
  NEXT_MONDAY,
  type PremiumHarness,
  startPremiumHarness,
  type TestUser,
} from './helpers.ts';

const TOKEN = 'test-internal-token-meal-plan-0123456789';

let premium: PremiumHarness;
let h: Harness;
beforeAll(async () => {
  premium = await startPremiumHarness(TOKEN);
  ({ h } = premium);
});
afterAll(() => premium.close());

const MONDAY = NEXT_MONDAY;
const day = (n: number) => addDays(MONDAY, n);

const LASAGNE = {
  title: 'Lasagne; the big one',
  ingredients: ['500 g minced beef', '12 lasagne sheets', '2 cups milk'],
  instructions: ['Layer.', 'Bake.'],
  servings: 4,
};

async function add(user: TestUser, body: object): Promise<MealPlanEntry> {
  const response = await h.call(user, 'POST', '/api/meal-plan/entries', body);
  expect(response.statusCode).toBe(201);
  return response.json<MealPlanEntry>();
}

async function week(user: TestUser, from = MONDAY): Promise<MealPlan> {
  const response = await h.call(user, 'GET', `/api/meal-plan?from=${from}&to=${addDays(from, 6)}`);
  expect(response.statusCode).toBe(200);
  return response.json<MealPlan>();
}

const titles = (plan: MealPlan) =>
  plan.days.map((d) => d.entries.map((e) => `${e.meal}:${e.title}${e.servings ? `×${e.servings}` : ''}`));

describe('planning a week', () => {
  test('adds recipes and free text to days and meals; the week lists every day in meal order', async () => {
    const user = await premium.premiumUser();
    const lasagne = await h.createRecipe(user, LASAGNE);
    const dinner = await add(user, { date: day(0), meal: 'dinner', recipeId: lasagne.id });
    expect(dinner).toMatchObject({
      date: day(0),
      meal: 'dinner',
      recipeId: lasagne.id,
      title: LASAGNE.title,
      servings: 4,
      recipeServings: 4,
    });
    await add(user, { date: day(0), meal: 'breakfast', text: '  Leftovers  ' });
    await add(user, { date: day(2), meal: 'lunch', recipeId: lasagne.id, servings: 2 });

    const plan = await week(user);
    expect(plan.days.map((d) => d.date)).toEqual([0, 1, 2, 3, 4, 5, 6].map(day));
    expect(titles(plan)).toEqual([
      ['breakfast:Leftovers', `dinner:${LASAGNE.title}×4`],
      [],
      [`lunch:${LASAGNE.title}×2`],
      [],
      [],
      [],
      [],
    ]);
  });

  test('moves an entry to another day and meal, changes its servings, copies it', async () => {
    const user = await premium.premiumUser();
    const lasagne = await h.createRecipe(user, LASAGNE);
    const entry = await add(user, { date: day(0), meal: 'dinner', recipeId: lasagne.id });

    const moved = await h.call(user, 'PATCH', `/api/meal-plan/entries/${entry.id}`, {
      date: day(3),
      meal: 'lunch',
      servings: 6,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ id: entry.id, date: day(3), meal: 'lunch', servings: 6 });

    const copy = await h.call(user, 'POST', `/api/meal-plan/entries/${entry.id}/copy`, {
      date: day(4),
      meal: 'dinner',
    });
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({ date: day(4), meal: 'dinner', recipeId: lasagne.id, servings: 6 });
    expect(copy.json<MealPlanEntry>().id).not.toBe(entry.id);

    expect(titles(await week(user))).toEqual([
      [],
      [],
      [],
      [`lunch:${LASAGNE.title}×6`],
      [`dinner:${LASAGNE.title}×6`],
      [],
      [],
    ]);
  });

  test('repeats a past week onto the next one, then clears it', async () => {
    const user = await premium.premiumUser();
    const lasagne = await h.createRecipe(user, LASAGNE);
    const past = day(-7);
    await add(user, { date: past, meal: 'dinner', recipeId: lasagne.id });
    await add(user, { date: addDays(past, 5), meal: 'snack', text: 'Eat out' });

    const repeated = await h.call(user, 'POST', '/api/meal-plan/repeat', { from: past, to: MONDAY });
    expect(repeated.statusCode).toBe(200);
    expect(repeated.json()).toEqual({ message: '2 entries copied', count: 2 });
    expect(titles(await week(user))).toEqual([
      [`dinner:${LASAGNE.title}×4`],
      [],
      [],
      [],
      [],
      ['snack:Eat out'],
      [],
    ]);
    // The week it came from is as it was.
    expect(titles(await week(user, past)).flat()).toHaveLength(2);

    const cleared = await h.call(user, 'POST', '/api/meal-plan/clear', { from: MONDAY, to: day(6) });
    expect(cleared.json()).toEqual({ message: '2 entries cleared', count: 2 });
    expect(titles(await week(user)).flat()).toEqual([]);
    expect(titles(await week(user, past)).flat()).toHaveLength(2);
  });

  test('removes an entry', async () => {
    const user = await premium.premiumUser();
    const entry = await add(user, { date: day(1), meal: 'lunch', text: 'Soup' });
    const removed = await h.call(user, 'DELETE', `/api/meal-plan/entries/${entry.id}`);
    expect(removed.json()).toEqual({ message: MEAL_PLAN_MESSAGES.deleted });
    expect(titles(await week(user)).flat()).toEqual([]);
    expect((await h.call(user, 'DELETE', `/api/meal-plan/entries/${entry.id}`)).statusCode).toBe(404);
  });
});

describe('live', () => {
  test("each change to the plan is announced on the owner's live channel, in order", async () => {
    const user = await premium.premiumUser();
    const stream = liveStreamKey(liveScopeOfUser(user.id));
    const entry = await add(user, { date: day(0), meal: 'dinner', text: 'Soup' });
    const moved = await h.call(user, 'PATCH', `/api/meal-plan/entries/${entry.id}`, { date: day(1) });
    expect(moved.statusCode).toBe(200);
    expect((await h.call(user, 'DELETE', `/api/meal-plan/entries/${entry.id}`)).statusCode).toBe(200);
    const events = (await h.redis.xrange(stream, '-', '+')) as [string, string[]][];
    expect(events.map(([, fields]) => fields[1])).toEqual(['meal-plan', 'meal-plan', 'meal-plan']);
    const other = await premium.premiumUser();
    await add(other, { date: day(0), meal: 'dinner', text: 'Stew' });
    expect(await h.redis.xlen(stream)).toBe(3);
  });
});

describe('bounds and bad input', () => {
  test.each([
    ['no recipe and no text', { date: MONDAY, meal: 'dinner' }, MEAL_PLAN_MESSAGES.textRequired],
    [
      'both a recipe and a text',
      { date: MONDAY, meal: 'dinner', text: 'x', recipeId: '3f2504e0-4f89-41d3-9a0c-0305e82c3301' },
      MEAL_PLAN_MESSAGES.recipeOrText,
    ],
    ['an unknown meal', { date: MONDAY, meal: 'brunch', text: 'x' }, MEAL_PLAN_MESSAGES.mealInvalid],
    [
      'a day that does not exist',
      { date: '2026-02-30', meal: 'lunch', text: 'x' },
      MEAL_PLAN_MESSAGES.dateInvalid,
    ],
    ['a day far away', { date: '2090-01-01', meal: 'lunch', text: 'x' }, MEAL_PLAN_MESSAGES.dateOutOfRange],
    [
      'a text too long',
      { date: MONDAY, meal: 'lunch', text: 'x'.repeat(MEAL_PLAN_LIMITS.text + 1) },
      MEAL_PLAN_MESSAGES.textTooLong,
    ],
    [
      'servings on a text',
      { date: MONDAY, meal: 'lunch', text: 'Soup', servings: 2 },
      MEAL_PLAN_MESSAGES.servingsOnText,
    ],
  ])('400 for %s, nothing stored', async (_name, body, message) => {
    const user = await premium.premiumUser();
    const response = await h.call(user, 'POST', '/api/meal-plan/entries', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(titles(await week(user)).flat()).toEqual([]);
  });

  test('servings out of bounds on a recipe entry', async () => {
    const user = await premium.premiumUser();
    const recipe = await h.createRecipe(user, LASAGNE);
    for (const servings of [0, 2.5, MEAL_PLAN_LIMITS.servings + 1]) {
      const response = await h.call(user, 'POST', '/api/meal-plan/entries', {
        date: MONDAY,
        meal: 'lunch',
        recipeId: recipe.id,
        servings,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(MEAL_PLAN_MESSAGES.servingsInvalid);
    }
  });

  test('a range runs forwards and spans at most the limit of days', async () => {
    const user = await premium.premiumUser();
    const last = addDays(MONDAY, MEAL_PLAN_LIMITS.rangeDays - 1);
    expect((await h.call(user, 'GET', `/api/meal-plan?from=${MONDAY}&to=${last}`)).statusCode).toBe(200);
    for (const query of [
      `from=${MONDAY}&to=${addDays(last, 1)}`,
      `from=${day(1)}&to=${MONDAY}`,
      `from=${MONDAY}`,
    ]) {
      const response = await h.call(user, 'GET', `/api/meal-plan?${query}`);
      expect(response.statusCode).toBe(400);
    }
    const tooLong = await h.call(user, 'POST', '/api/meal-plan/clear', {
      from: MONDAY,
      to: addDays(last, 1),
    });
    expect(tooLong.json().message).toBe(MEAL_PLAN_MESSAGES.rangeInvalid);
  });

  test('a day holds at most its limit of entries: adding, moving, copying and repeating stop there', async () => {
    const user = await premium.premiumUser();
    for (let i = 0; i < MEAL_PLAN_LIMITS.entriesPerDay; i++)
      await add(user, { date: day(1), meal: 'snack', text: `Snack ${i}` });
    const elsewhere = await add(user, { date: day(2), meal: 'lunch', text: 'Soup' });
    await add(user, { date: day(-6), meal: 'lunch', text: 'Repeated' });
    const attempts = [
      await h.call(user, 'POST', '/api/meal-plan/entries', { date: day(1), meal: 'lunch', text: 'One more' }),
      await h.call(user, 'PATCH', `/api/meal-plan/entries/${elsewhere.id}`, { date: day(1) }),
      await h.call(user, 'POST', `/api/meal-plan/entries/${elsewhere.id}/copy`, {
        date: day(1),
        meal: 'lunch',
      }),
    ];
    for (const response of attempts) {
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(MEAL_PLAN_MESSAGES.dayFull);
    }
    const repeat = await h.call(user, 'POST', '/api/meal-plan/repeat', { from: day(-6), to: day(1) });
    expect(repeat.statusCode).toBe(400);
    expect(repeat.json().message).toBe(MEAL_PLAN_MESSAGES.dayFull);
    const plan = await week(user);
    expect(plan.days[1]?.entries).toHaveLength(MEAL_PLAN_LIMITS.entriesPerDay);
    expect(plan.days[2]?.entries.map((e) => e.title)).toEqual(['Soup']);
  });

  test('a text entry keeps its text; a recipe entry has no text of its own', async () => {
    const user = await premium.premiumUser();
    const recipe = await h.createRecipe(user, LASAGNE);
    const entry = await add(user, { date: MONDAY, meal: 'dinner', recipeId: recipe.id });
    const response = await h.call(user, 'PATCH', `/api/meal-plan/entries/${entry.id}`, { text: 'Pizza' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MEAL_PLAN_MESSAGES.textOnRecipe);
    const nothing = await h.call(user, 'PATCH', `/api/meal-plan/entries/${entry.id}`, {});
    expect(nothing.json().message).toBe(MEAL_PLAN_MESSAGES.nothingToUpdate);
  });
});

describe('ownership and premium', () => {
  test("another user's entry and recipe answer 404, and stay as they were", async () => {
    const owner = await premium.premiumUser();
    const other = await premium.premiumUser();
    const recipe = await h.createRecipe(owner, LASAGNE);
    const entry = await add(owner, { date: MONDAY, meal: 'dinner', recipeId: recipe.id });

    const planOthers = await h.call(other, 'POST', '/api/meal-plan/entries', {
      date: MONDAY,
      meal: 'dinner',
      recipeId: recipe.id,
    });
    expect(planOthers.statusCode).toBe(404);
    expect(planOthers.json().message).toBe(MEAL_PLAN_MESSAGES.recipeNotFound);
    for (const [method, path, body] of [
      ['PATCH', `/api/meal-plan/entries/${entry.id}`, { servings: 9 }],
      ['POST', `/api/meal-plan/entries/${entry.id}/copy`, { date: MONDAY, meal: 'lunch' }],
      ['DELETE', `/api/meal-plan/entries/${entry.id}`, undefined],
      ['DELETE', '/api/meal-plan/entries/not-an-id', undefined],
    ] as const) {
      const response = await h.call(other, method, path, body);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(MEAL_PLAN_MESSAGES.entryNotFound);
    }
    expect(titles(await week(other)).flat()).toEqual([]);
    expect(titles(await week(owner))[0]).toEqual([`dinner:${LASAGNE.title}×4`]);
    // Clearing and repeating touch only the caller's own plan.
    await h.call(other, 'POST', '/api/meal-plan/clear', { from: MONDAY, to: day(6) });
    expect(titles(await week(owner)).flat()).toHaveLength(1);
  });

  test("free users get 403 'Premium subscription required' on every call; signed out 401", async () => {
    const free = await h.createUser();
    const calls = [
      ['GET', `/api/meal-plan?from=${MONDAY}&to=${day(6)}`],
      ['POST', '/api/meal-plan/entries', { date: MONDAY, meal: 'lunch', text: 'Soup' }],
      ['POST', '/api/meal-plan/clear', { from: MONDAY, to: day(6) }],
      ['POST', '/api/meal-plan/repeat', { from: day(-7), to: MONDAY }],
      ['GET', '/api/meal-plan/feed'],
      ['POST', '/api/meal-plan/feed'],
      ['DELETE', '/api/meal-plan/feed'],
    ] as const;
    for (const [method, path, body] of calls) {
      const response = await h.call(free, method, path, body);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Premium subscription required');
      expect((await h.call(null, method, path, body)).statusCode).toBe(401);
    }
  });
});

describe('deleting', () => {
  test("a deleted recipe's entries stay in the plan as text with its title", async () => {
    const user = await premium.premiumUser();
    const recipe = await h.createRecipe(user, LASAGNE);
    const entry = await add(user, { date: MONDAY, meal: 'dinner', recipeId: recipe.id });
    expect((await h.call(user, 'DELETE', `/api/recipes/${recipe.id}`)).statusCode).toBe(200);
    const [kept] = (await week(user)).days[0]?.entries ?? [];
    expect(kept).toMatchObject({ id: entry.id, recipeId: null, title: LASAGNE.title, servings: null });
  });

  test('deleting the account removes the plan and the feed', async () => {
    const user = await premium.premiumUser();
    await add(user, { date: MONDAY, meal: 'dinner', text: 'Soup' });
    const feed = (await h.call(user, 'POST', '/api/meal-plan/feed')).json<MealPlanFeed>();
    await h.db.deleteFrom('auth.users').where('id', '=', user.id).execute();
    const left = await h.db
      .selectFrom('recipes.meal_plan_entries')
      .select('id')
      .where('userId', '=', user.id)
      .execute();
    expect(left).toEqual([]);
    expect((await h.call(null, 'GET', new URL(feed.url).pathname)).statusCode).toBe(404);
  });
});

describe('the calendar feed', () => {
  const feedPath = (feed: MealPlanFeed) => new URL(feed.url).pathname;

  test('is made once, then read by calendar apps as valid iCalendar without signing in', async () => {
    const user = await premium.premiumUser();
    const recipe = await h.createRecipe(user, LASAGNE);
    const dinner = await add(user, { date: day(1), meal: 'dinner', recipeId: recipe.id, servings: 2 });
    const snack = await add(user, { date: day(2), meal: 'snack', text: 'Fruit, nuts; tea' });
    expect((await h.call(user, 'GET', '/api/meal-plan/feed')).json()).toEqual({ feed: null });

    const made = await h.call(user, 'POST', '/api/meal-plan/feed');
    expect(made.statusCode).toBe(201);
    const feed = made.json<MealPlanFeed>();
    expect(feed.url).toMatch(/^https:\/\/cookmark\.example\/api\/meal-plan\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await h.call(user, 'GET', '/api/meal-plan/feed')).json()).toEqual({
      feed: { createdAt: feed.createdAt },
    });
    // Only a hash of the token is kept.
    const token = feedPath(feed).split('/').at(-1)?.replace('.ics', '') ?? '';
    const stored = await h.db
      .selectFrom('recipes.meal_plan_feeds')
      .selectAll()
      .where('userId', '=', user.id)
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(token);

    const response = await h.call(null, 'GET', feedPath(feed));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.body.endsWith('\r\n')).toBe(true);
    expect(response.body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);

    const calendar = new ICAL.Component(ICAL.parse(response.body));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    expect(
      events.map((event) => [event.uid, event.summary, event.startDate.toString(), event.startDate.isDate]),
    ).toEqual([
      [`${dinner.id}@cookmark`, `Dinner: ${LASAGNE.title}`, day(1), true],
      [`${snack.id}@cookmark`, 'Snack: Fruit, nuts; tea', day(2), true],
    ]);
    expect(events[0]?.component.getFirstPropertyValue('url')).toBe(
      `https://cookmark.example/recipe/${recipe.id}?servings=2`,
    );
    for (const event of events) expect(event.component.getFirstPropertyValue('dtstamp')).toBeTruthy();
  });

  test('rotating stops the old address; revoking stops the feed; unknown tokens answer 404', async () => {
    const user = await premium.premiumUser();
    const first = (await h.call(user, 'POST', '/api/meal-plan/feed')).json<MealPlanFeed>();
    const second = (await h.call(user, 'POST', '/api/meal-plan/feed')).json<MealPlanFeed>();
    expect(second.url).not.toBe(first.url);
    expect((await h.call(null, 'GET', feedPath(first))).statusCode).toBe(404);
    expect((await h.call(null, 'GET', feedPath(second))).statusCode).toBe(200);

    const revoked = await h.call(user, 'DELETE', '/api/meal-plan/feed');
    expect(revoked.json()).toEqual({ message: MEAL_PLAN_MESSAGES.feedRevoked });
    expect((await h.call(null, 'GET', feedPath(second))).statusCode).toBe(404);
    expect((await h.call(user, 'GET', '/api/meal-plan/feed')).json()).toEqual({ feed: null });
    for (const path of [
      '/api/meal-plan/feed/short.ics',
      `/api/meal-plan/feed/${'a'.repeat(43)}.ics`,
      `/api/meal-plan/feed/${'a'.repeat(43)}`,
    ]) {
      const response = await h.call(null, 'GET', path);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(MEAL_PLAN_MESSAGES.feedNotFound);
    }
  });

  test('a feed whose owner left Premium answers 403', async () => {
    const user = await premium.premiumUser();
    const feed = (await h.call(user, 'POST', '/api/meal-plan/feed')).json<MealPlanFeed>();
    premium.billing.premium.delete(user.id);
    await invalidateEntitlements(h.redis, user.id);
    const response = await h.call(null, 'GET', feedPath(feed));
    expect(response.statusCode).toBe(403);
    premium.billing.premium.add(user.id);
  });
});

describe('the data export (internal)', () => {
  test("answers the user's whole plan, by day, and nothing of anyone else's", async () => {
    const user = await premium.premiumUser();
    const other = await premium.premiumUser();
    await add(user, { date: day(9), meal: 'dinner', text: 'Later' });
    await add(user, { date: day(-20), meal: 'lunch', text: 'Earlier' });
    await add(other, { date: day(0), meal: 'lunch', text: 'Not theirs' });
    const response = await h.app.inject({
      method: 'GET',
      url: `/internal/users/${user.id}/meal-plan`,
      headers: { 'x-internal-token': TOKEN },
    });
    expect(response.statusCode).toBe(200);
    const { mealPlan } = response.json<{ mealPlan: MealPlanEntry[] }>();
    expect(mealPlan.map((entry) => [entry.date, entry.title])).toEqual([
      [day(-20), 'Earlier'],
      [day(9), 'Later'],
    ]);
  });
});

describe('what a grocery list of planned days is made from (internal)', () => {
  test('each planned recipe once with its days and servings; text entries and others are left out', async () => {
    const user = await premium.premiumUser();
    const other = await premium.premiumUser();
    const recipe = await h.createRecipe(user, LASAGNE);
    await add(user, { date: day(0), meal: 'dinner', recipeId: recipe.id });
    await add(user, { date: day(3), meal: 'lunch', recipeId: recipe.id, servings: 2 });
    await add(user, { date: day(3), meal: 'dinner', text: 'Eat out' });
    await add(user, { date: day(9), meal: 'dinner', recipeId: recipe.id });
    await add(other, { date: day(0), meal: 'dinner', recipeId: (await h.createRecipe(other, LASAGNE)).id });
    const response = await h.app.inject({
      method: 'POST',
      url: '/internal/meal-plan/contents',
      headers: { 'x-internal-token': TOKEN },
      payload: { userId: user.id, range: { from: MONDAY, to: day(6) } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      recipes: [
        {
          id: recipe.id,
          title: LASAGNE.title,
          servings: 4,
          ingredients: LASAGNE.ingredients,
          planned: [
            { date: day(0), servings: 4 },
            { date: day(3), servings: 2 },
          ],
        },
      ],
    });
  });
});

const CAKE = {
  title: 'Plain cake',
  ingredients: ['2 large eggs', '1 cup all-purpose flour', '1/2 cup sugar', 'salt to taste'],
  instructions: ['Mix.', 'Bake.'],
  servings: 4,
};
const PASTE = { ...CAKE, title: 'Zorblax paste', ingredients: ['300 g zorblax paste'] };
const HALF_KNOWN = { ...CAKE, title: 'Half known', ingredients: ['200 g butter', '300 g zorblax paste'] };

async function perServing(user: TestUser, recipeId: string): Promise<NutrientsFigures> {
  const response = await h.call(user, 'POST', '/api/recipes/nutrition/summary', { recipeIds: [recipeId] });
  expect(response.statusCode).toBe(200);
  const figures = response.json<NutritionSummary>().recipes[0]?.perServing;
  if (!figures) throw new Error('the recipe has no figures');
  return figures;
}

const times = (figures: NutrientsFigures, n: number) =>
  Object.fromEntries(Object.entries(figures).map(([key, value]) => [key, Math.round(value * n * 10) / 10]));

describe("the plan's daily nutrition totals", () => {
  test("each day adds its recipes' servings; text counts nothing; a day without recipes has none", async () => {
    const user = await premium.premiumUser();
    const cake = await h.createRecipe(user, CAKE);
    const serving = await perServing(user, cake.id);
    expect(serving.energyKcal).toBeCloseTo(246.25, 1);
    await add(user, { date: day(0), meal: 'breakfast', text: 'Porridge' });
    await add(user, { date: day(0), meal: 'lunch', recipeId: cake.id, servings: 1 });
    await add(user, { date: day(0), meal: 'dinner', recipeId: cake.id, servings: 2 });
    await add(user, { date: day(1), meal: 'dinner', text: 'Eat out' });

    const plan = await week(user);
    expect(plan.days[0]?.nutrition).toEqual({ status: 'counted', totals: times(serving, 3), partial: false });
    expect(plan.days[1]?.nutrition).toBeNull();
    expect(plan.days[2]?.nutrition).toBeNull();
  });

  test('a recipe with partial figures or none makes its day partial', async () => {
    const user = await premium.premiumUser();
    const cake = await h.createRecipe(user, CAKE);
    const paste = await h.createRecipe(user, PASTE);
    const halfKnown = await h.createRecipe(user, HALF_KNOWN);
    await add(user, { date: day(0), meal: 'dinner', recipeId: cake.id, servings: 4 });
    await add(user, { date: day(0), meal: 'snack', recipeId: paste.id, servings: 1 });
    await add(user, { date: day(1), meal: 'dinner', recipeId: halfKnown.id, servings: 2 });

    const plan = await week(user);
    expect(plan.days[0]?.nutrition).toEqual({
      status: 'counted',
      totals: times(await perServing(user, cake.id), 4),
      partial: true,
    });
    // 100 g of butter (half the recipe) is about 81 g of fat; the paste is not counted.
    expect(plan.days[1]?.nutrition).toEqual({
      status: 'counted',
      totals: times(await perServing(user, halfKnown.id), 2),
      partial: true,
    });
    expect(plan.days[1]?.nutrition?.status === 'counted' && plan.days[1].nutrition.totals.fatG).toBeCloseTo(
      81,
      0,
    );
  });

  test('changing servings or removing an entry changes the day; a deleted recipe counts nothing', async () => {
    const user = await premium.premiumUser();
    const cake = await h.createRecipe(user, CAKE);
    const serving = await perServing(user, cake.id);
    const entry = await add(user, { date: day(3), meal: 'dinner', recipeId: cake.id, servings: 1 });
    await add(user, { date: day(3), meal: 'lunch', text: 'Soup' });
    expect(
      (await h.call(user, 'PATCH', `/api/meal-plan/entries/${entry.id}`, { servings: 5 })).statusCode,
    ).toBe(200);
    expect((await week(user)).days[3]?.nutrition).toMatchObject({ totals: times(serving, 5) });
    expect((await h.call(user, 'DELETE', `/api/recipes/${cake.id}`)).statusCode).toBe(200);
    expect((await week(user)).days[3]?.nutrition).toBeNull();
  });

  test('a range of more distinct recipes than one summary takes answers, its totals marked unavailable', async () => {
    const user = await premium.premiumUser();
    const ids: string[] = [];
    for (let i = 0; i <= NUTRITION_SUMMARY_MAX_RECIPES; i++)
      ids.push((await h.createRecipe(user, { ...CAKE, title: `Cake ${i}` })).id);
    const from = day(0);
    const to = addDays(from, MEAL_PLAN_LIMITS.rangeDays - 1);
    for (const [i, recipeId] of ids.entries())
      await add(user, { date: addDays(from, i % MEAL_PLAN_LIMITS.rangeDays), meal: 'dinner', recipeId });
    const month = await h.call(user, 'GET', `/api/meal-plan?from=${from}&to=${to}`);
    expect(month.statusCode).toBe(200);
    const days = month.json<MealPlan>().days;
    expect(days.flatMap((d) => d.entries)).toHaveLength(ids.length);
    expect(new Set(days.map((d) => d.nutrition?.status))).toEqual(new Set(['unavailable']));
    // The week of the same plan holds fewer: its totals are counted.
    expect((await week(user)).days[0]?.nutrition).toMatchObject({ status: 'counted', partial: false });
  });

  test('with the nutrition budget spent the plan still answers, its totals marked unavailable', async () => {
    const user = await premium.premiumUser();
    const cake = await h.createRecipe(user, CAKE);
    await add(user, { date: day(0), meal: 'dinner', recipeId: cake.id });
    await add(user, { date: day(1), meal: 'dinner', text: 'Eat out' });
    const [minute] = userBudgetKeys(USER_BUDGETS.mealPlanNutrition, user.id);
    await h.redis.set(minute, String(USER_BUDGETS.mealPlanNutrition.perMinute), 'PX', 60_000);

    const plan = await week(user);
    expect(plan.days[0]?.entries.map((e) => e.title)).toEqual([CAKE.title]);
    expect(plan.days[0]?.nutrition).toEqual({ status: 'unavailable' });
    expect(plan.days[1]?.nutrition).toBeNull();

    await h.redis.del(minute);
    expect((await week(user)).days[0]?.nutrition).toMatchObject({ status: 'counted' });
  });
});
