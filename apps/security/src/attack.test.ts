import type { Actor } from './actors.ts';
import { call } from './client.ts';
import {
  signedInActors,
  clearRateLimits,
  createRecipe,
  expectNoInternals,
  expectRefusal,
  pathOf,
} from './harness.ts';
import { label, ROUTES, writes } from './routes.ts';
import { SERVICE_PORTS } from './stack-env.ts';

let victim: Actor;
let attacker: Actor;
const CROSS_SITE_REFUSED = { message: 'Cross-site request refused' };

let recipeId: string;
beforeAll(async () => {
  ({ victim, attacker } = await signedInActors());
  recipeId = (await createRecipe(victim)).id;
});
beforeEach(clearRateLimits);

describe('signed out', () => {
  it.each(ROUTES.filter((r) => r.access !== 'public').map((r) => [label(r), r] as const))(
    '%s answers 401',
    async (_label, route) => {
      const answer = await call(route.method, pathOf(route, recipeId), { body: route.body });
      expectRefusal(answer, 401);
    },
  );

  it('a forged session cookie is no session', async () => {
    const forged = `cookmark.sid=${victim.cookie.split('=')[1]?.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))}`;
    expectRefusal(await call('GET', '/api/auth/user', { cookie: forged }), 401);
  });
});

describe("another user's recipe", () => {
  it.each(ROUTES.filter((r) => r.path.includes(':recipe')).map((r) => [label(r), r] as const))(
    '%s answers 404 and changes nothing',
    async (_label, route) => {
      const before = await call('GET', `/api/recipes/${recipeId}`, { cookie: victim.cookie });
      const answer = await call(route.method, pathOf(route, recipeId), {
        cookie: attacker.cookie,
        body: route.body,
      });
      expectRefusal(answer, 404);
      const after = await call('GET', `/api/recipes/${recipeId}`, { cookie: victim.cookie });
      expect(after.json).toEqual(before.json);
    },
  );

  it('never shows in the attacker’s list or search', async () => {
    const answer = await call('GET', '/api/recipes?q=Victim', { cookie: attacker.cookie });
    expect(answer.status).toBe(200);
    expect(answer.body).not.toContain(recipeId);
  });

  it("another user's checkout session grants nothing", async () => {
    const checkout = await call('POST', '/api/create-checkout-session', {
      cookie: victim.cookie,
      body: { plan: 'monthly' },
    });
    const sessionId = new URL((checkout.json as { url: string }).url).pathname.split('/').pop() ?? '';
    const answer = await call('GET', `/api/verify-checkout/${sessionId}`, { cookie: attacker.cookie });
    expect(answer.json).toMatchObject({ success: false, isPremium: false });
  });
});

describe('cross-site writes', () => {
  const spellings = (path: string) => [
    path,
    path.replace('/api/', '/%61pi/'),
    path.replace(/\/api\/(\w)/, (_m, c: string) => `/api/%${c.charCodeAt(0).toString(16)}`),
  ];
  const headerSets: [string, Record<string, string>][] = [
    ['Origin and Sec-Fetch-Site', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }],
    ['Origin only', { origin: 'https://evil.example' }],
    ['Sec-Fetch-Site only', { 'sec-fetch-site': 'cross-site' }],
    ['an opaque Origin', { origin: 'null' }],
    ['a forged X-Forwarded-Host', { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' }],
  ];

  it.each(writes(ROUTES).map((r) => [label(r), r] as const))(
    '%s is refused however it is spelled and whatever the headers',
    async (_label, route) => {
      for (const path of spellings(pathOf(route, recipeId))) {
        for (const [, headers] of headerSets) {
          const answer = await call(route.method, path, { cookie: victim.cookie, headers, body: route.body });
          expect({ path, headers, status: answer.status, body: answer.json }).toEqual({
            path,
            headers,
            status: 403,
            body: CROSS_SITE_REFUSED,
          });
        }
      }
      // Nothing happened: still signed in, the recipe as it was.
      const user = await call('GET', '/api/auth/user', { cookie: victim.cookie });
      expect(user.status).toBe(200);
      expect((await call('GET', `/api/recipes/${recipeId}`, { cookie: victim.cookie })).status).toBe(200);
    },
  );
});

describe('internal routes', () => {
  const paths = (userId: string) => [
    `/internal/entitlements/${userId}`,
    `/%69nternal/entitlements/${userId}`,
    `/internal/billing-status/${userId}`,
    `/%69nternal/billing-status/${userId}`,
  ];

  it('are never reached through the gateway', async () => {
    for (const path of [...paths(victim.id), `/api/..%2Finternal/entitlements/${victim.id}`]) {
      const answer = await call('GET', path);
      expect({ path, status: answer.status }).toEqual({ path, status: 404 });
      expect(answer.body).not.toContain('plan');
    }
  });

  it.each(Object.entries(SERVICE_PORTS))(
    'need the token on the %s service’s own port',
    async (_name, port) => {
      for (const path of paths(victim.id)) {
        const answer = await call('GET', path, { base: `http://127.0.0.1:${port}` });
        expect({ path, status: answer.status }).toEqual({ path, status: 404 });
        expectNoInternals(answer);
      }
    },
  );
});
