import type { Actor, Actors } from './actors.ts';
import { call } from './client.ts';
import {
  attackSetup,
  clearRateLimits,
  expectNoInternals,
  expectRefusal,
  ownersView,
  pathOf,
  shareRecipe,
  type Targets,
} from './harness.ts';
import { label, PLAN_DAY, RECIPE_SEED, ROUTES, writes } from './routes.ts';
import { METRICS_PORTS, SERVICE_PORTS } from './stack-env.ts';

let actors: Actors;
let victim: Actor;
let attacker: Actor;
let targets: Targets;
let recipeId: string;
const CROSS_SITE_REFUSED = { message: 'Cross-site request refused' };
const PREMIUM_REQUIRED = { message: 'Premium subscription required' };

beforeAll(async () => {
  ({ actors, targets } = await attackSetup('Victim soup'));
  ({ victim, attacker } = actors);
  recipeId = targets.recipe;
});
beforeEach(clearRateLimits);

describe('signed out', () => {
  it.each(ROUTES.filter((r) => r.access !== 'public').map((r) => [label(r), r] as const))(
    '%s answers 401',
    async (_label, route) => {
      const answer = await call(route.method, pathOf(route, targets), { body: route.body });
      expectRefusal(answer, 401);
    },
  );

  it('a forged session cookie is no session', async () => {
    const forged = `cookmark.sid=${victim.cookie.split('=')[1]?.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))}`;
    expectRefusal(await call('GET', '/api/auth/user', { cookie: forged }), 401);
  });
});

describe('a free user on premium routes', () => {
  it.each(ROUTES.filter((r) => r.access === 'premium').map((r) => [label(r), r] as const))(
    "%s answers 403 'Premium subscription required' and changes nothing",
    async (_label, route) => {
      const before = await ownersView(route, actors, targets);
      for (const freeUser of [attacker, victim]) {
        const answer = await call(route.method, pathOf(route, targets), {
          cookie: freeUser.cookie,
          body: route.body,
        });
        expect({ status: answer.status, body: answer.json }).toEqual({ status: 403, body: PREMIUM_REQUIRED });
      }
      expect(await ownersView(route, actors, targets)).toEqual(before);
    },
  );
});

describe("another paying user's recipe, grocery list or meal plan entry", () => {
  it.each(
    ROUTES.filter((r) => r.access === 'premium' && /:recipe|:list|:entry/.test(r.path)).map(
      (r) => [label(r), r] as const,
    ),
  )('%s answers 404 and changes nothing', async (_label, route) => {
    const before = await ownersView(route, actors, targets);
    const answer = await call(route.method, pathOf(route, targets), {
      cookie: actors.rival.cookie,
      body: route.body,
    });
    expectRefusal(answer, 404);
    expect(await ownersView(route, actors, targets)).toEqual(before);
  });

  it("a preview of another user's recipe answers 404 and shows nothing of it", async () => {
    const answer = await call('POST', '/api/grocery-lists/preview', {
      cookie: actors.rival.cookie,
      body: { recipeIds: [targets.premiumRecipe] },
    });
    expectRefusal(answer, 404);
    expect(answer.body).not.toMatch(/water|salt|Victim/i);
  });

  it("never shows in the rival's own library", async () => {
    const answer = await call('GET', '/api/grocery-lists', { cookie: actors.rival.cookie });
    expect(answer.status).toBe(200);
    expect(answer.body).not.toContain(targets.list);
  });
});

describe('the meal plan', () => {
  it("never shows in the rival's plan, feed state or grocery lists built from the same days", async () => {
    const range = `from=${PLAN_DAY}&to=${PLAN_DAY}`;
    const plan = await call('GET', `/api/meal-plan?${range}`, { cookie: actors.rival.cookie });
    expect(plan.status).toBe(200);
    expect(plan.body).not.toContain(targets.entry);
    expect(plan.body).not.toMatch(/Victim/);
    const built = await call('POST', '/api/grocery-lists/meal-plan', {
      cookie: actors.rival.cookie,
      body: { from: PLAN_DAY, to: PLAN_DAY },
    });
    expect(built.status).toBe(400);
    expect(built.body).not.toMatch(/water|salt|Victim/i);
  });

  it("the calendar feed opens signed out by its token, and shows the owner's plan only", async () => {
    const answer = await call('GET', `/api/meal-plan/feed/${targets.feed}.ics`);
    expect(answer.status).toBe(200);
    expect(answer.body).toContain(`UID:${targets.entry}@cookmark`);
    expect(answer.body).not.toContain(actors.premium.id);
  });

  it('a guessed, malformed or spelled-otherwise token opens no feed', async () => {
    for (const path of [
      `/api/meal-plan/feed/${'A'.repeat(43)}.ics`,
      `/api/meal-plan/feed/${targets.feed}`,
      `/api/meal-plan/feed/${targets.feed.toLowerCase()}.ics`,
    ]) {
      const answer = await call('GET', path);
      expect(answer.status).toBe(404);
      expectNoInternals(answer);
    }
    // Hostile spellings are refused, by the gateway or the service, and open nothing.
    for (const path of [
      '/api/meal-plan/feed/..%2f..%2fapi%2frecipes.ics',
      `/api/meal-plan/feed/${targets.feed}.ics%00`,
    ]) {
      const answer = await call('GET', path);
      expect([400, 404]).toContain(answer.status);
      expect(answer.body).not.toContain('BEGIN:VCALENDAR');
      expectNoInternals(answer);
    }
  });
});

describe("another user's recipe", () => {
  it.each(
    ROUTES.filter((r) => r.access === 'user' && r.path.includes(':recipe')).map(
      (r) => [label(r), r] as const,
    ),
  )('%s answers 404 and changes nothing', async (_label, route) => {
    const before = await call('GET', `/api/recipes/${recipeId}`, { cookie: victim.cookie });
    const answer = await call(route.method, pathOf(route, targets), {
      cookie: attacker.cookie,
      body: route.body,
    });
    expectRefusal(answer, 404);
    const after = await call('GET', `/api/recipes/${recipeId}`, { cookie: victim.cookie });
    expect(after.json).toEqual(before.json);
  });

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

describe('share links', () => {
  it("open to anyone signed out, and show the recipe's public fields only", async () => {
    const answer = await call('GET', `/api/shared/${targets.share}`);
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ title: 'Victim soup', ingredients: ['1 cup water', '1 pinch salt'] });
    expect(answer.body).not.toContain(victim.id);
    expect(answer.body).not.toContain(recipeId);
    expect(answer.body).not.toMatch(/userId|extraction|Raw/);
  });

  it('a guessed, malformed or revoked token opens nothing, as data or as a page', async () => {
    const revokedRecipe = (await call('POST', '/api/recipes', { cookie: victim.cookie, body: RECIPE_SEED }))
      .json as { id: string };
    const revoked = await shareRecipe(victim, revokedRecipe.id);
    await call('DELETE', `/api/recipes/${revokedRecipe.id}/share`, { cookie: victim.cookie });
    const neighbour = targets.share.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    const opensNothing = async (token: string, statuses: number[]) => {
      const answer = await call('GET', `/api/shared/${token}`, { cookie: attacker.cookie });
      expect({ token, status: statuses.includes(answer.status) }).toEqual({ token, status: true });
      expectRefusal(answer, answer.status);
      const page = await call('GET', `/s/${token}`);
      expect({ token, status: statuses.includes(page.status) }).toEqual({ token, status: true });
      for (const body of [answer.body, page.body]) expect(body).not.toContain('water');
    };
    // Well-formed tokens that open nothing: 'Recipe not found', as the app's page too.
    for (const token of [revoked, neighbour, 'A'.repeat(43)]) await opensNothing(token, [404]);
    // Addresses that are no token at all may also be refused as bad requests.
    for (const token of ['..%2F..%2Frecipes', '%00', `${targets.share}%00`])
      await opensNothing(token, [400, 404]);
  });

  it("saving another user's shared recipe copies it and leaves the owner's alone", async () => {
    const before = await call('GET', `/api/recipes/${recipeId}`, { cookie: victim.cookie });
    const saved = await call('POST', `/api/shared/${targets.share}/save`, { cookie: attacker.cookie });
    expect(saved.status).toBe(200);
    const { id } = saved.json as { id: string };
    expect(id).not.toBe(recipeId);
    expect((await call('GET', `/api/recipes/${id}`, { cookie: victim.cookie })).status).toBe(404);
    expect((await call('GET', `/api/recipes/${recipeId}`, { cookie: victim.cookie })).json).toEqual(
      before.json,
    );
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
      for (const path of spellings(pathOf(route, targets))) {
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
  const contents = (userId: string) => ({ userId, ids: [targets.premiumRecipe] });

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
      for (const path of ['/internal/recipes/contents', '/%69nternal/recipes/contents']) {
        const answer = await call('POST', path, {
          base: `http://127.0.0.1:${port}`,
          body: contents(actors.premium.id),
          headers: { 'x-internal-token': 'wrong-internal-token-0123456789' },
        });
        expect({ path, status: answer.status }).toEqual({ path, status: 404 });
        expect(answer.body).not.toContain('water');
      }
    },
  );

  it("auth's refund e-mail is never reached through the gateway, nor without the token", async () => {
    const path = `/internal/users/${victim.id}/refund-mail`;
    const body = { amount: 1999, currency: 'usd' };
    for (const spelled of [
      path,
      `/%69nternal/users/${victim.id}/refund-mail`,
      `/api/..%2F${path.slice(1)}`,
    ]) {
      const through = await call('POST', spelled, { body });
      expect({ spelled, status: through.status }).toEqual({ spelled, status: 404 });
    }
    const direct = await call('POST', path, {
      base: `http://127.0.0.1:${SERVICE_PORTS.auth}`,
      body,
      headers: { 'x-internal-token': 'wrong-internal-token-0123456789' },
    });
    expect(direct.status).toBe(404);
  });

  it('the queue dashboard is never reached through the gateway, and asks for the token on the parser port', async () => {
    for (const path of ['/internal/queues', '/internal/queues/api/queues', '/%69nternal/queues/api/queues']) {
      const through = await call('GET', path);
      expect({ path, status: through.status }).toEqual({ path, status: 404 });
      const direct = await call('GET', path, {
        base: `http://127.0.0.1:${SERVICE_PORTS.parser}`,
        headers: {
          authorization: `Basic ${Buffer.from('ops:wrong-internal-token-0123456789').toString('base64')}`,
        },
      });
      expect({ path, status: direct.status }).toEqual({ path, status: 401 });
      expect(direct.body).not.toContain('"queues"');
    }
  });

  it('recipe contents are never reached through the gateway', async () => {
    for (const path of ['/internal/recipes/contents', '/api/..%2Finternal/recipes/contents']) {
      const answer = await call('POST', path, {
        cookie: actors.premium.cookie,
        body: contents(actors.premium.id),
      });
      expect({ path, status: answer.status }).toEqual({ path, status: 404 });
      expect(answer.body).not.toContain('water');
    }
  });
});

describe('metrics', () => {
  it('are never reached through the gateway, however the path is spelled', async () => {
    for (const path of ['/metrics', '/metrics/', '/%6Detrics', '/api/..%2Fmetrics', '/api/../metrics']) {
      const answer = await call('GET', path);
      expect({ path, status: answer.status }).toEqual({ path, status: 404 });
      expect(answer.body).not.toContain('http_request_duration_seconds');
    }
  });

  it.each(Object.entries(SERVICE_PORTS))('are not on the %s service’s own port', async (_name, port) => {
    const answer = await call('GET', '/metrics', { base: `http://127.0.0.1:${port}` });
    expect(answer.status).toBe(404);
    expect(answer.body).not.toContain('http_request_duration_seconds');
  });

  it.each(Object.entries(METRICS_PORTS))(
    'the %s metrics port serves metrics only, with route patterns and no ids of users or recipes',
    async (name, port) => {
      const base = `http://127.0.0.1:${port}`;
      const metrics = await call('GET', '/metrics', { base });
      expect(metrics.status).toBe(200);
      expect(metrics.body).toContain('nodejs_eventloop_lag_seconds');
      if (name !== 'worker') expect(metrics.body).toContain('http_request_duration_seconds_count');
      for (const secret of [victim.id, recipeId, victim.email, actors.premium.id])
        expect(metrics.body).not.toContain(secret);
      // Nothing of the service answers here: no API, no internal routes, no writes.
      for (const path of ['/api/auth/user', `/internal/entitlements/${victim.id}`, '/api/recipes'])
        expect({ path, status: (await call('GET', path, { base, cookie: victim.cookie })).status }).toEqual({
          path,
          status: 404,
        });
      expect((await call('POST', '/metrics', { base, body: {} })).status).toBe(405);
    },
  );
});
