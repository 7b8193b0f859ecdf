import { randomBytes } from 'node:crypto';
import type { Actors } from './actors.ts';
import { call } from './client.ts';
import { attackSetup, clearRateLimits, expectRefusal, type Targets } from './harness.ts';

let actors: Actors;
let targets: Targets;
beforeAll(async () => {
  ({ actors, targets } = await attackSetup('Tags target'));
});
beforeEach(clearRateLimits);

/** The tag manager works on the signed-in user's own tags: another's are never renamed or merged. */
describe("another user's tags", () => {
  it("renaming or merging the victim's tag reaches only the attacker's own (404), and changes nothing", async () => {
    const view = async () => ({
      recipe: (await call('GET', `/api/recipes/${targets.recipe}`, { cookie: actors.victim.cookie })).json,
      tags: (await call('GET', '/api/tags', { cookie: actors.victim.cookie })).json,
    });
    // A tag only the victim has (the suite's users share seeds such as 'test').
    const victimTag = `Victim ${randomBytes(4).toString('hex')}`;
    await call('PATCH', `/api/recipes/${targets.recipe}`, {
      cookie: actors.victim.cookie,
      body: { tags: [victimTag] },
    });
    const before = await view();
    expect(JSON.stringify(before.tags)).toContain(victimTag);
    for (const [path, body] of [
      ['/api/tags/rename', { from: victimTag, to: 'stolen' }],
      ['/api/tags/merge', { tags: [victimTag, 'other'], into: 'stolen' }],
    ] as const) {
      const answer = await call('POST', path, { cookie: actors.attacker.cookie, body });
      expectRefusal(answer, 404);
    }
    expect(await view()).toEqual(before);
  });

  it("the attacker's tag list never shows the victim's tags", async () => {
    const victimTag = `Victim ${randomBytes(4).toString('hex')}`;
    await call('PATCH', `/api/recipes/${targets.recipe}`, {
      cookie: actors.victim.cookie,
      body: { tags: [victimTag] },
    });
    const answer = await call('GET', '/api/tags', { cookie: actors.attacker.cookie });
    expect(answer.status).toBe(200);
    expect(answer.body).not.toContain(victimTag);
  });
});

describe('hostile tag bodies', () => {
  it.each([
    ['a merge of 10,000 tags', { tags: Array.from({ length: 10_000 }, (_, i) => `t${i}`), into: 'x' }],
    ['a tag of 100,000 characters', { tags: ['a', 'b'.repeat(100_000)], into: 'x' }],
    ['SQL as a name', { tags: ["test'); drop table recipes.tags; --", 'b'], into: "' or '1'='1" }],
  ])('%s is refused plainly', async (_label, body) => {
    const answer = await call('POST', '/api/tags/merge', { cookie: actors.attacker.cookie, body });
    expect([400, 404, 413]).toContain(answer.status);
    expectRefusal(answer, answer.status);
  });
});
