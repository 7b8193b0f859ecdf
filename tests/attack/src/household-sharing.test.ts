import { type Actor, becomePremium, signUp } from './actors.ts';
import { call } from './client.ts';
import { clearRateLimits, expectRefusal } from './harness.ts';
import { as, householdWith } from './households.ts';
import { PLAN_DAY, RECIPE_SEED } from './routes.ts';

/**
 * Issue #32: the household meal plan and household library attacked through the gateway, with
 * accounts of this file's own (the suite's shared actors stay out of households). The generic
 * attacks (signed out, cross-site, hostile bodies, another user's recipe) cover the new routes
 * through routes.ts.
 */
beforeEach(clearRateLimits);

interface Entry {
  id: string;
  title: string;
  recipeId: string | null;
}
const planOf = async (who: Actor) => {
  const answer = await as(who, 'GET', `/api/meal-plan?from=${PLAN_DAY}&to=${PLAN_DAY}`);
  return {
    status: answer.status,
    entries: (answer.json as { days?: { entries: Entry[] }[] }).days?.[0]?.entries,
  };
};
async function recipeOf(who: Actor, title: string): Promise<string> {
  const answer = await as(who, 'POST', '/api/recipes', { ...RECIPE_SEED, title });
  expect(answer.status).toBe(201);
  return (answer.json as { id: string }).id;
}

let payer: Actor;
let member: Actor;
let removed: Actor;
let stranger: Actor;
let householdId: string;
let shared: string;
let secret: string;
let entry: string;

beforeAll(async () => {
  payer = await signUp('payer');
  member = await signUp('member');
  removed = await signUp('removed');
  stranger = await signUp('stranger');
  await becomePremium(payer);
  await becomePremium(stranger);
  householdId = await householdWith(payer, 'Sharing house', [member, removed]);
  await householdWith(stranger, 'Next door', []);
  shared = await recipeOf(payer, 'Shared soup');
  secret = await recipeOf(payer, 'Secret soup');
  expect((await as(payer, 'PUT', `/api/recipes/${shared}/household`, { shared: true })).status).toBe(200);
  const planned = await as(member, 'POST', '/api/meal-plan/entries', {
    date: PLAN_DAY,
    meal: 'dinner',
    recipeId: shared,
  });
  expect(planned.status).toBe(201);
  entry = (planned.json as Entry).id;
  // The removed member's session is the one made before the removal.
  expect((await as(payer, 'DELETE', `/api/household/${householdId}/members/${removed.id}`)).status).toBe(200);
}, 300_000);

describe('the household plan and library', () => {
  test("the members share the plan and the shared recipe; the owner's private recipe stays private", async () => {
    expect(await planOf(payer)).toEqual({
      status: 200,
      entries: [expect.objectContaining({ id: entry, title: 'Shared soup', recipeId: shared })],
    });
    expect((await as(member, 'GET', `/api/recipes/${shared}`)).status).toBe(200);
    for (const [method, path, body] of [
      ['GET', `/api/recipes/${secret}`, undefined],
      ['POST', `/api/recipes/${secret}/copy`, undefined],
      ['PUT', `/api/recipes/${shared}/household`, { shared: false }],
      ['PUT', `/api/recipes/${shared}`, { title: 'Taken' }],
      ['DELETE', `/api/recipes/${shared}`, undefined],
      ['POST', '/api/meal-plan/entries', { date: PLAN_DAY, meal: 'lunch', recipeId: secret }],
    ] as const) {
      expectRefusal(await as(member, method, path, body), 404);
    }
    expect((await as(payer, 'GET', `/api/recipes/${shared}`)).json).toMatchObject({
      title: 'Shared soup',
      inHousehold: true,
    });
  });

  test("another household's member and a removed member's old session reach none of it", async () => {
    // The removed member is free again (the household's Premium no longer covers them): 403 on the plan.
    expectRefusal(await as(removed, 'GET', `/api/meal-plan?from=${PLAN_DAY}&to=${PLAN_DAY}`), 403);
    for (const outsider of [removed, stranger]) {
      for (const [method, path, body] of [
        ['GET', `/api/recipes/${shared}`, undefined],
        ['POST', `/api/recipes/${shared}/copy`, undefined],
        ['PUT', `/api/recipes/${shared}/household`, { shared: false }],
      ] as const) {
        const answer = await as(outsider, method, path, body);
        expectRefusal(answer, 404);
        expect(answer.body).not.toContain('Shared soup');
      }
      const library = await as(outsider, 'GET', '/api/recipes/household');
      expect(library.json).toEqual({ recipes: [] });
    }
    // A paying member of another household: the entry's id is a 404, their plan does not show it.
    for (const [method, path, body] of [
      ['PATCH', `/api/meal-plan/entries/${entry}`, { servings: 9 }],
      ['POST', `/api/meal-plan/entries/${entry}/copy`, { date: PLAN_DAY, meal: 'lunch' }],
      ['DELETE', `/api/meal-plan/entries/${entry}`, undefined],
      ['POST', '/api/meal-plan/entries', { date: PLAN_DAY, meal: 'lunch', recipeId: shared }],
    ] as const) {
      expectRefusal(await as(stranger, method, path, body), 404);
    }
    expect(await planOf(stranger)).toEqual({ status: 200, entries: [] });
    const cleared = await as(stranger, 'POST', '/api/meal-plan/clear', { from: PLAN_DAY, to: PLAN_DAY });
    expect(cleared.json).toMatchObject({ count: 0 });
    expect((await planOf(member)).entries?.map((e) => e.id)).toEqual([entry]);
  });

  test('a free person outside any household is refused the plan (403); signed out is 401', async () => {
    const free = await signUp('free');
    expectRefusal(await as(free, 'GET', `/api/meal-plan?from=${PLAN_DAY}&to=${PLAN_DAY}`), 403);
    expectRefusal(
      await as(free, 'POST', '/api/meal-plan/entries', { date: PLAN_DAY, meal: 'dinner', text: 'x' }),
      403,
    );
    expectRefusal(await as(null, 'GET', '/api/recipes/household'), 401);
    expectRefusal(await as(null, 'POST', `/api/recipes/${shared}/copy`), 401);
  });

  test('cross-site: sharing, copying and planning from another site are refused', async () => {
    for (const [method, path, body] of [
      ['PUT', `/api/recipes/${shared}/household`, { shared: false }],
      ['POST', `/api/recipes/${shared}/copy`, undefined],
      ['POST', '/api/recipes/household/share-all', undefined],
      ['PATCH', `/api/meal-plan/entries/${entry}`, { servings: 9 }],
    ] as const) {
      const answer = await call(method, path, {
        cookie: member.cookie,
        headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
        body,
      });
      expectRefusal(answer, 403);
    }
    expect((await as(payer, 'GET', `/api/recipes/${shared}`)).json).toMatchObject({ inHousehold: true });
  });
});
