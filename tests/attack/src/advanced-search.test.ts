import type { Actors } from './actors.ts';
import { call } from './client.ts';
import { attackSetup, clearRateLimits, expectNoInternals, expectRefusal, type Targets } from './harness.ts';

let actors: Actors;
let targets: Targets;
beforeAll(async () => {
  ({ actors, targets } = await attackSetup('Search target'));
});
beforeEach(clearRateLimits);

const list = (query: string, cookie: string) => call('GET', `/api/recipes?${query}`, { cookie });

/** Advanced search's parameters (Premium), sent by a paying user: hostile values are refused plainly. */
describe('hostile advanced search parameters', () => {
  it.each([
    ['a negative time', 'maxTime=-30'],
    ['a time that is not a number', 'maxTime=NaN'],
    ['a time in exponent form', 'maxTime=3e1'],
    ['a huge time', `maxTime=${'9'.repeat(400)}`],
    ['negative calories', 'maxKcal=-1'],
    ['calories of Infinity', 'maxKcal=Infinity'],
    ['an unknown order', "sort=title';--"],
    ['a huge list of ingredients', `include=${Array.from({ length: 2000 }, (_, i) => `w${i}`).join(',')}`],
    // (Thousands more make an address over the server's header limit: 431 before any service.)
    ['500 repeated exclusions', Array.from({ length: 500 }, (_, i) => `exclude=w${i}`).join('&')],
    ['an ingredient term of 10,000 characters', `exclude=${'n'.repeat(10_000)}`],
    [
      'a cursor of another order',
      'sort=quickest&cursor=WyJ0aXRsZSIsImEiLCIzZjI1MDRlMC00Zjg5LTQxZDMtOWEwYy0wMzA1ZTgyYzMzMDEiXQ',
    ],
  ])('%s answers 400 with a message and no internals', async (_label, query) => {
    const answer = await list(query, actors.premium.cookie);
    expectRefusal(answer, 400);
  });

  it.each([
    ['SQL in an ingredient', `include=${encodeURIComponent("water'); drop table recipes.recipes; --")}`],
    ['SQL in an exclusion', `exclude=${encodeURIComponent("' or '1'='1")}`],
    [
      'LIKE wildcards and a backslash',
      `include=${encodeURIComponent('%,_,\\')}&q=${encodeURIComponent('%_\\')}`,
    ],
    ['a search of 200 one-letter words', `q=${encodeURIComponent('a '.repeat(100))}`],
    [
      'words of every script',
      `q=${encodeURIComponent('crêpe 鸡 курица ﷺ 🥜')}&exclude=${encodeURIComponent('🥜,ナッツ')}`,
    ],
  ])('%s is only words: 200, and only the user’s own recipes', async (_label, query) => {
    const answer = await list(query, actors.premium.cookie);
    expect(answer.status).toBe(200);
    expectNoInternals(answer);
    expect(answer.body).not.toContain(targets.recipe);
  });
});

describe("advanced search never reaches another user's recipes", () => {
  it("a rival's ingredient search and orders list only the rival's own", async () => {
    for (const query of [
      'include=water',
      'exclude=nuts&maxTime=10080',
      'sort=title',
      'sort=quickest',
      'sort=cooked',
    ]) {
      const answer = await list(query, actors.rival.cookie);
      expect({ query, status: answer.status }).toEqual({ query, status: 200 });
      expect(answer.body).not.toContain(targets.premiumRecipe);
      expect(answer.body).not.toContain(targets.recipe);
    }
  });

  it("marking another user's recipe cooked changes nothing of it", async () => {
    const before = await call('GET', `/api/recipes/${targets.premiumRecipe}`, {
      cookie: actors.premium.cookie,
    });
    const answer = await call('POST', `/api/recipes/${targets.premiumRecipe}/cooked`, {
      cookie: actors.rival.cookie,
    });
    expectRefusal(answer, 404);
    const after = await call('GET', `/api/recipes/${targets.premiumRecipe}`, {
      cookie: actors.premium.cookie,
    });
    expect(after.json).toEqual(before.json);
  });
});
