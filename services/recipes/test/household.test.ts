import {
  addDays,
  HOUSEHOLD_LIBRARY_MESSAGES,
  liveScopeOfUser,
  type HouseholdRecipesResponse,
  type MealPlan,
  type MealPlanEntry,
  type MealPlanContentsResponse,
  type Recipe,
  type RecipeContentsResponse,
} from '@cookmark/contracts';
import {
  type HouseholdDirectory,
  type HouseholdOf,
  INTERNAL_TOKEN_HEADER,
  liveStreamKey,
} from '@cookmark/service-kit';
import { callAs } from '@cookmark/service-kit/testing';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { PRIVATE_RECIPE } from '../src/repositories/meal-plan.repository.ts';
import {
  type Harness,
  NEXT_MONDAY,
  type PremiumHarness,
  startPremiumHarness,
  type TestUser,
} from './helpers.ts';

/**
 * Issue #32: a household's members share one meal plan (each entry keeps who added it) and read,
 * plan and copy the recipes each member put in the household library. Auth's answer is given as its
 * internal route gives it (the whole stack's tests ask auth itself).
 */
const TOKEN = 'test-internal-token-household-0123456789';
let premium: PremiumHarness;
let h: Harness;
let app: FastifyInstance;
let call: ReturnType<typeof callAs>;
const households = new Map<string, HouseholdOf>();
const directory: HouseholdDirectory = { householdOf: async (userId) => households.get(userId) ?? null };

beforeAll(async () => {
  premium = await startPremiumHarness(TOKEN);
  ({ h } = premium);
  app = await buildApp(h.config, { db: h.db, redis: h.redis, logger: false, households: directory });
  call = callAs(app);
});
afterAll(async () => {
  await app.close();
  await premium.close();
});

function household(...members: TestUser[]): void {
  const ids = members.map((member) => member.id);
  const entry = { id: `house-${ids[0]}`, ownerId: ids[0] ?? '', memberIds: ids };
  for (const id of ids) households.set(id, entry);
}
const leave = (member: TestUser) => households.delete(member.id);

const MONDAY = NEXT_MONDAY;
const SUNDAY = addDays(MONDAY, 6);

async function recipe(user: TestUser, title: string, servings = 4): Promise<Recipe> {
  const response = await call(user, 'POST', '/api/recipes', {
    title,
    ingredients: [`400 g ${title.toLowerCase()}`, '1 onion'],
    instructions: ['Cook.'],
    servings,
  });
  expect(response.statusCode).toBe(201);
  return response.json<Recipe>();
}

async function share(user: TestUser, id: string, shared = true) {
  return call(user, 'PUT', `/api/recipes/${id}/household`, { shared });
}

async function week(user: TestUser): Promise<MealPlan> {
  const response = await call(user, 'GET', `/api/meal-plan?from=${MONDAY}&to=${SUNDAY}`);
  expect(response.statusCode).toBe(200);
  return response.json<MealPlan>();
}

const entries = (plan: MealPlan) => plan.days.flatMap((day) => day.entries);
const planEvents = async (user: TestUser) =>
  (await h.redis.xrange(liveStreamKey(liveScopeOfUser(user.id)), '-', '+')).filter((event) =>
    JSON.stringify(event).includes('meal-plan'),
  ).length;

describe('the household meal plan', () => {
  test("every member sees and edits the same plan; each change reaches every member's live scope", async () => {
    const a = await premium.premiumUser();
    const b = await premium.premiumUser();
    const outsider = await premium.premiumUser();
    const soup = await recipe(a, 'Soup', 2);
    household(a, b);
    await share(a, soup.id);

    const before = { a: await planEvents(a), b: await planEvents(b), outsider: await planEvents(outsider) };
    const added = await call(b, 'POST', '/api/meal-plan/entries', {
      date: MONDAY,
      meal: 'dinner',
      recipeId: soup.id,
      servings: 6,
    });
    expect(added.statusCode).toBe(201);
    const entry = added.json<MealPlanEntry>();
    expect(entry).toMatchObject({ title: 'Soup', recipeId: soup.id, servings: 6, recipeServings: 2 });
    expect(await planEvents(a)).toBe(before.a + 1);
    expect(await planEvents(b)).toBe(before.b + 1);
    expect(await planEvents(outsider)).toBe(before.outsider);

    // A sees B's entry of A's recipe, and moves it; B sees it moved.
    expect(entries(await week(a)).map((e) => [e.id, e.date, e.title])).toEqual([[entry.id, MONDAY, 'Soup']]);
    const moved = await call(a, 'PATCH', `/api/meal-plan/entries/${entry.id}`, { date: addDays(MONDAY, 2) });
    expect(moved.statusCode).toBe(200);
    expect(entries(await week(b)).map((e) => e.date)).toEqual([addDays(MONDAY, 2)]);
    expect(await planEvents(b)).toBe(before.b + 2);

    // Someone else's household: the same 404 as a missing entry, and an empty plan.
    expect(entries(await week(outsider))).toEqual([]);
    for (const [method, url, body] of [
      ['PATCH', `/api/meal-plan/entries/${entry.id}`, { servings: 1 }],
      ['POST', `/api/meal-plan/entries/${entry.id}/copy`, { date: MONDAY, meal: 'lunch' }],
      ['DELETE', `/api/meal-plan/entries/${entry.id}`, undefined],
    ] as const) {
      expect((await call(outsider, method, url, body)).statusCode).toBe(404);
    }
    // A recipe of A's that is not shared cannot be planned by B.
    const secret = await recipe(a, 'Secret stew');
    const refused = await call(b, 'POST', '/api/meal-plan/entries', {
      date: MONDAY,
      meal: 'lunch',
      recipeId: secret.id,
    });
    expect(refused.statusCode).toBe(404);

    // The data export holds the entries the person added: B's entry is B's.
    const exported = async (user: TestUser) =>
      (
        await app.inject({
          method: 'GET',
          url: `/internal/users/${user.id}/meal-plan`,
          headers: { [INTERNAL_TOKEN_HEADER]: TOKEN },
        })
      ).json<{ mealPlan: MealPlanEntry[] }>().mealPlan;
    expect((await exported(b)).map((e) => e.id)).toEqual([entry.id]);
    expect(await exported(a)).toEqual([]);

    // B leaves: B's entries leave with B; A's plan is A's again.
    leave(b);
    households.set(a.id, { id: 'house-a-alone', ownerId: a.id, memberIds: [a.id] });
    expect(entries(await week(a))).toEqual([]);
    const bAlone = entries(await week(b));
    // B no longer sees A's recipe: the entry stays B's, its recipe private now.
    expect(bAlone.map((e) => [e.id, e.title, e.recipeId])).toEqual([[entry.id, PRIVATE_RECIPE, null]]);
  });

  test("a member's private recipe shows as private until its owner shares it; the grocery list takes what the builder may see", async () => {
    const a = await premium.premiumUser();
    const b = await premium.premiumUser();
    household(a, b);
    const curry = await recipe(b, 'Curry', 4);
    const rice = await recipe(a, 'Rice', 2);
    for (const [user, id, date] of [
      [b, curry.id, MONDAY],
      [a, rice.id, addDays(MONDAY, 1)],
    ] as const) {
      expect(
        (await call(user, 'POST', '/api/meal-plan/entries', { date, meal: 'dinner', recipeId: id }))
          .statusCode,
      ).toBe(201);
    }
    const contents = async (user: TestUser) =>
      (
        await app.inject({
          method: 'POST',
          url: '/internal/meal-plan/contents',
          headers: { [INTERNAL_TOKEN_HEADER]: TOKEN },
          payload: { userId: user.id, range: { from: MONDAY, to: SUNDAY } },
        })
      )
        .json<MealPlanContentsResponse>()
        .recipes.map((r) => r.title);

    expect(entries(await week(a)).map((e) => [e.title, e.recipeId, e.servings])).toEqual([
      [PRIVATE_RECIPE, null, null],
      ['Rice', rice.id, 2],
    ]);
    expect(await contents(a)).toEqual(['Rice']);
    expect(await contents(b)).toEqual(['Curry']);

    expect((await share(b, curry.id)).json()).toEqual({
      shared: true,
      message: HOUSEHOLD_LIBRARY_MESSAGES.sharedOn,
    });
    expect(entries(await week(a)).map((e) => [e.title, e.recipeId, e.servings, e.recipeServings])).toEqual([
      ['Curry', curry.id, 4, 4],
      ['Rice', rice.id, 2, 2],
    ]);
    expect(await contents(a)).toEqual(['Curry', 'Rice']);
    // The day's nutrition counts the member's shared recipe as the owner's plan does.
    const mondayOf = async (user: TestUser) => (await week(user)).days[0]?.nutrition;
    expect(await mondayOf(b)).toMatchObject({ status: 'counted', partial: false });
    expect(await mondayOf(a)).toEqual(await mondayOf(b));
  });
});

describe('the household library', () => {
  test('members list, read, add to lists and copy shared recipes; private ones and outsiders get 404', async () => {
    const a = await h.createUser();
    const b = await h.createUser();
    const outsider = await h.createUser();
    household(a, b);
    const pie = await recipe(a, 'Apple pie', 8);
    const secret = await recipe(a, 'Family secret');
    expect((await share(a, pie.id)).statusCode).toBe(200);

    const listed = await call(b, 'GET', '/api/recipes/household');
    expect(listed.statusCode).toBe(200);
    expect(listed.json<HouseholdRecipesResponse>().recipes.map((r) => [r.title, r.userId])).toEqual([
      ['Apple pie', a.id],
    ]);
    // Their own shared recipes are not listed to the owner: the household view is the others'.
    expect((await call(a, 'GET', '/api/recipes/household')).json<HouseholdRecipesResponse>().recipes).toEqual(
      [],
    );
    const read = await call(b, 'GET', `/api/recipes/${pie.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json<Recipe>()).toMatchObject({ title: 'Apple pie', userId: a.id, inHousehold: true });

    for (const [user, id] of [
      [b, secret.id],
      [outsider, pie.id],
      [outsider, secret.id],
    ] as const) {
      expect((await call(user, 'GET', `/api/recipes/${id}`)).statusCode).toBe(404);
      expect((await call(user, 'POST', `/api/recipes/${id}/copy`)).statusCode).toBe(404);
    }
    // Only the owner edits, deletes or shares it.
    expect((await call(b, 'PUT', `/api/recipes/${pie.id}`, { title: 'Mine now' })).statusCode).toBe(404);
    expect((await call(b, 'DELETE', `/api/recipes/${pie.id}`)).statusCode).toBe(404);
    expect((await share(b, pie.id, false)).statusCode).toBe(404);
    expect((await call(outsider, 'GET', '/api/recipes/household')).json()).toEqual({ recipes: [] });

    // The grocery service's preview reads the shared recipe for B, not the private one.
    const previewed = await app.inject({
      method: 'POST',
      url: '/internal/recipes/contents',
      headers: { [INTERNAL_TOKEN_HEADER]: h.config.INTERNAL_TOKEN },
      payload: { userId: b.id, ids: [pie.id, secret.id] },
    });
    expect(previewed.json<RecipeContentsResponse>().recipes.map((r) => r.title)).toEqual(['Apple pie']);

    // A copy is B's own: private, editable, and it stays when A takes the original back.
    const copied = await call(b, 'POST', `/api/recipes/${pie.id}/copy`);
    expect(copied.statusCode).toBe(201);
    const copy = copied.json<Recipe>();
    expect(copy).toMatchObject({
      title: 'Apple pie',
      userId: b.id,
      servings: 8,
      ingredients: pie.ingredients,
      inHousehold: false,
    });
    expect(copy.id).not.toBe(pie.id);
    expect((await call(b, 'PUT', `/api/recipes/${copy.id}`, { title: 'Our apple pie' })).statusCode).toBe(
      200,
    );

    // Leaving ends access both ways.
    leave(b);
    households.set(a.id, { id: 'house-a-alone', ownerId: a.id, memberIds: [a.id] });
    expect((await call(b, 'GET', `/api/recipes/${pie.id}`)).statusCode).toBe(404);
    expect((await call(b, 'GET', '/api/recipes/household')).json()).toEqual({ recipes: [] });
    expect((await share(b, copy.id)).statusCode).toBe(200);
    expect((await call(a, 'GET', `/api/recipes/${copy.id}`)).statusCode).toBe(404);
    expect((await call(b, 'GET', `/api/recipes/${copy.id}`)).json<Recipe>().title).toBe('Our apple pie');
  });

  test('share all puts every recipe of the person in the library; a hostile body is 400', async () => {
    const a = await h.createUser();
    const b = await h.createUser();
    household(a, b);
    await recipe(a, 'One');
    await recipe(a, 'Two');
    const shared = await call(a, 'POST', '/api/recipes/household/share-all');
    expect(shared.json()).toEqual({ count: 2, message: HOUSEHOLD_LIBRARY_MESSAGES.sharedAll(2) });
    expect(
      (await call(b, 'GET', '/api/recipes/household'))
        .json<HouseholdRecipesResponse>()
        .recipes.map((r) => r.title),
    ).toEqual(['One', 'Two']);
    const pie = await recipe(a, 'Three');
    for (const body of [{}, { shared: 'yes' }, { shared: true, extra: 1 }, [true]]) {
      const refused = await call(a, 'PUT', `/api/recipes/${pie.id}/household`, body);
      expect(refused.statusCode).toBe(400);
    }
    expect((await call(a, 'PUT', '/api/recipes/not-a-uuid/household', { shared: true })).statusCode).toBe(
      404,
    );
  });
});
