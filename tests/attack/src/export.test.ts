import type { Actors } from './actors.ts';
import { call } from './client.ts';
import { attackSetup, clearRateLimits, expectRefusal, type Targets } from './harness.ts';

let actors: Actors;
let targets: Targets;
beforeAll(async () => {
  ({ actors, targets } = await attackSetup('Export target'));
});
beforeEach(clearRateLimits);

/** The export routes name what they print in the body, where the route table's 404 attack does not look. */
describe("exporting another paying user's recipe or list", () => {
  it.each([
    ['/api/recipes/export/pdf', () => ({ recipeIds: [targets.premiumRecipe] })],
    ['/api/grocery-lists/export/pdf', () => ({ listIds: [targets.list] })],
  ])('%s answers 404 and prints nothing of it', async (path, body) => {
    const answer = await call('POST', path, { cookie: actors.rival.cookie, body: body() });
    expectRefusal(answer, 404);
    expect(answer.body).not.toMatch(/water|salt|onion|Export target/i);
  });
});
