import { REQUEST_BODY_MAX } from '@cookmark/contracts';
import type { Actors } from './actors.ts';
import { call } from './client.ts';
import { clearRateLimits, attackSetup, ownerOf, expectRefusal, pathOf, type Targets } from './harness.ts';
import { label, ROUTES, withBody } from './routes.ts';

let actors: Actors;
let targets: Targets;
beforeAll(async () => {
  ({ actors, targets } = await attackSetup('Hostile body target'));
});

/**
 * Bodies that once made services answer 500, or could. Those marked `true` are never acceptable
 * (a 400); a value of the wrong type may be acceptable where a field is optional, but never a 5xx.
 */
function hostileBodies(seed: Record<string, unknown>): [string, string, boolean][] {
  const bodies: [string, string, boolean][] = [];
  for (const [field, value] of Object.entries(seed)) {
    const withField = (v: unknown) => JSON.stringify({ ...seed, [field]: v });
    if (typeof value === 'string') bodies.push([`NUL in ${field}`, withField(`${value}\u0000`), true]);
    if (Array.isArray(value))
      bodies.push([`NUL in a line of ${field}`, withField([...value, 'x\u0000y']), true]);
    bodies.push([
      `${field} nested 100,000 deep`,
      `{"${field}":${'['.repeat(100_000)}${']'.repeat(100_000)}}`,
      true,
    ]);
    bodies.push([`a huge number as ${field}`, `{"${field}":1e999}`, false]);
    bodies.push([`a 400-digit number as ${field}`, `{"${field}":${'9'.repeat(400)}}`, false]);
    for (const wrong of [[], {}, 12, true, null, 'x'.repeat(100_000)]) {
      if (typeof wrong === typeof value && Array.isArray(wrong) === Array.isArray(value)) continue;
      bodies.push([`${field} as ${JSON.stringify(wrong).slice(0, 12)}`, withField(wrong), false]);
    }
  }
  const rest = JSON.stringify(seed).slice(1);
  const joined = (first: string) => (rest === '}' ? `{${first}}` : `{${first},${rest}`);
  bodies.push(['a NUL in a key', JSON.stringify({ ...seed, ['k\u0000']: 1 }), true]);
  bodies.push(['objects nested 100,000 deep', `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`, true]);
  bodies.push(['a prototype key', joined('"__proto__":{"isPremium":true}'), true]);
  bodies.push(['a constructor key', joined('"constructor":{"prototype":{"isPremium":true}}'), true]);
  bodies.push(['broken JSON', JSON.stringify(seed).slice(0, -1), true]);
  return bodies;
}

describe('hostile bodies are refused with a 400, never a 500', () => {
  it.each(withBody(ROUTES).map((r) => [label(r), r] as const))('%s', async (_label, route) => {
    for (const [what, body, mustRefuse] of hostileBodies(route.body ?? {})) {
      await clearRateLimits();
      const answer = await call(route.method, pathOf(route, targets), {
        cookie: route.access === 'public' ? undefined : ownerOf(route, actors).cookie,
        body,
      });
      if (!mustRefuse && answer.status < 400) continue;
      expect({ what, status: answer.status }).toEqual({ what, status: 400 });
      expectRefusal(answer, 400);
    }
  });
});

describe('a body over the bound is refused with a 413 before it is read, never a 503', () => {
  // Routes with a larger bound of their own (pasted page source, photos, collection uploads) have their own tests.
  const ownBound = ['/api/parse-recipe', '/api/recipe-photos', '/api/collection-imports'];
  const routes = withBody(ROUTES).filter((r) => !ownBound.some((prefix) => r.path.startsWith(prefix)));
  it.each(routes.map((r) => [label(r), r] as const))('%s', async (_label, route) => {
    await clearRateLimits();
    const answer = await call(route.method, pathOf(route, targets), {
      cookie: route.access === 'public' ? undefined : ownerOf(route, actors).cookie,
      body: JSON.stringify({ ...route.body, padding: 'x'.repeat(REQUEST_BODY_MAX) }),
    });
    expectRefusal(answer, 413);
    expect(answer.json).toEqual({ message: 'Request body is too large' });
  });
});

describe('hostile addresses', () => {
  it.each([
    ['/api/recipes?tags=%00'],
    ['/api/recipes?q=%00'],
    ['/api/recipes?cursor=%00'],
    [
      `/api/recipes?cursor=${Buffer.from('["0000-13-45T99:99:99.000000Z","00000000-0000-4000-8000-000000000000"]').toString('base64url')}`,
    ],
    ['/api/recipes?limit=1e999'],
    ['/api/recipes?limit=-1'],
    ['/api/recipes/%00'],
    ['/api/recipes/..%2F..%2Fauth%2Fuser'],
    ['/api/recipes?q=' + 'a'.repeat(5000)],
  ])('GET %s answers a clear 4xx', async (path) => {
    const answer = await call('GET', path, { cookie: actors.victim.cookie });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expectRefusal(answer, answer.status);
  });
});
