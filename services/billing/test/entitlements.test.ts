import { PREMIUM_FEATURES } from '@cookmark/contracts';
import {
  CachedEntitlements,
  createServer,
  entitlementsCacheKey,
  InternalClient,
  type PremiumFeature,
  registerSession,
  requirePremium,
  requireUser,
} from '@cookmark/service-kit';
import type { FastifyInstance } from 'fastify';
import { becomePremium, createUser, type Harness, startHarness } from './helpers.ts';

let h: Harness;
/** Stands for another service (grocery, recipes) guarding a premium route with billing's answer. */
let consumer: FastifyInstance;

beforeAll(async () => {
  h = await startHarness();
  consumer = createServer({ name: 'consumer', logger: false });
  await registerSession(consumer, { secret: h.config.SESSION_SECRET, redis: h.redis, production: false });
  const source = new CachedEntitlements(
    new InternalClient({ baseUrl: h.url, token: h.config.INTERNAL_TOKEN }),
    h.redis,
  );
  consumer.get(
    '/api/grocery-lists',
    { preHandler: [requireUser, requirePremium('grocery_lists', source)] },
    async () => ({
      lists: [],
    }),
  );
});
afterAll(async () => {
  await consumer.close();
  await h.close();
});

const internal = (path: string, token?: string) =>
  h.app.inject({ method: 'GET', url: path, headers: token ? { 'x-internal-token': token } : {} });

describe('entitlements', () => {
  test('a user who never paid is free with no features', async () => {
    const user = await createUser(h);
    const status = await internal(`/internal/billing-status/${user.id}`, h.config.INTERNAL_TOKEN);
    expect(status.json()).toEqual({
      plan: 'free',
      status: 'active',
      billingInterval: null,
      currentPeriodEnd: null,
    });
    const entitlements = await internal(`/internal/entitlements/${user.id}`, h.config.INTERNAL_TOKEN);
    expect(entitlements.json()).toEqual({
      userId: user.id,
      isPremium: false,
      plan: 'free',
      status: 'active',
      features: [],
    });
  });

  test('a premium user gets every premium feature', async () => {
    const user = await createUser(h);
    await becomePremium(h, user, 'monthly');
    const entitlements = await internal(`/internal/entitlements/${user.id}`, h.config.INTERNAL_TOKEN);
    expect(entitlements.json()).toEqual({
      userId: user.id,
      isPremium: true,
      plan: 'premium',
      status: 'active',
      // Every id, in the order the test below pins.
      features: [...PREMIUM_FEATURES],
    });
    const status = (await internal(`/internal/billing-status/${user.id}`, h.config.INTERNAL_TOKEN)).json();
    expect(status).toMatchObject({ plan: 'premium', status: 'active', billingInterval: 'month' });
    expect(new Date(status.currentPeriodEnd).getTime()).toBeGreaterThan(Date.now() + 27 * 24 * 3600 * 1000);
  });

  test('internal routes do not exist without the shared token', async () => {
    const user = await createUser(h);
    expect((await internal(`/internal/entitlements/${user.id}`)).statusCode).toBe(404);
    expect((await internal(`/internal/billing-status/${user.id}`, 'wrong-token-0123456789')).statusCode).toBe(
      404,
    );
  });

  test('an encoded spelling of /internal does not skip the token check', async () => {
    const user = await createUser(h);
    for (const path of [`/%69nternal/entitlements/${user.id}`, `/%69nternal/billing-status/${user.id}`]) {
      const anonymous = await internal(path);
      expect([anonymous.statusCode, anonymous.json()]).toEqual([404, { message: 'Not found' }]);
      expect((await internal(path, 'wrong-token-0123456789')).statusCode).toBe(404);
      expect((await internal(path, h.config.INTERNAL_TOKEN)).statusCode).toBe(200);
    }
  });

  test('an id that is not a uuid is a 400, not a server error', async () => {
    const response = await internal('/internal/entitlements/not-a-uuid', h.config.INTERNAL_TOKEN);
    expect(response.statusCode).toBe(400);
  });

  test('requirePremium answers 403 to a free user and 200 right after the payment webhook', async () => {
    const user = await createUser(h);
    const free = await consumer.inject({
      method: 'GET',
      url: '/api/grocery-lists',
      headers: { cookie: user.cookie },
    });
    expect(free.statusCode).toBe(403);
    expect(free.json()).toEqual({ message: 'Premium subscription required' });
    // The free answer is cached now...
    expect(JSON.parse((await h.redis.get(entitlementsCacheKey(user.id))) ?? '{}')).toMatchObject({
      isPremium: false,
    });

    await becomePremium(h, user);
    // ...and the webhook dropped it: no stale "free" after paying.
    const premium = await consumer.inject({
      method: 'GET',
      url: '/api/grocery-lists',
      headers: { cookie: user.cookie },
    });
    expect(premium.statusCode).toBe(200);
    expect(premium.json()).toEqual({ lists: [] });
  });

  test('requirePremium answers 401 without a session', async () => {
    const response = await consumer.inject({ method: 'GET', url: '/api/grocery-lists' });
    expect(response.statusCode).toBe(401);
  });

  test('an answer that was stale when it arrived is not cached over an invalidation', async () => {
    const user = await createUser(h);
    const client = new InternalClient({ baseUrl: h.url, token: h.config.INTERNAL_TOKEN });
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let answered: () => void = () => undefined;
    const billingAnswered = new Promise<void>((resolve) => {
      answered = resolve;
    });
    // A lookup that reads billing (free) but is slow to store its answer...
    const slowClient = {
      get: async <T>(path: string) => {
        const answer = await client.get<T>(path);
        answered();
        await gate;
        return answer;
      },
    } as unknown as InternalClient;
    const slow = new CachedEntitlements(slowClient, h.redis).isPremium(user.id);
    await billingAnswered;
    // ...while the user pays and billing drops the cache.
    await becomePremium(h, user);
    release();
    expect(await slow).toBe(false);
    expect(await h.redis.get(entitlementsCacheKey(user.id))).toBeNull();
    expect(await new CachedEntitlements(client, h.redis).isPremium(user.id)).toBe(true);
  });

  test('the premium feature ids are the five of the spec and those built since; an unknown one is refused at registration', () => {
    expect(PREMIUM_FEATURES).toEqual([
      'grocery_lists',
      'pdf_export',
      'text_export',
      'ai_substitutions',
      'recipe_scaling',
      'advanced_search',
      'nutrition_analysis',
      'meal_planning',
    ]);
    const source = { isPremium: async () => true };
    expect(() => requirePremium('time_travel' as PremiumFeature, source)).toThrow('Unknown premium feature');
    for (const feature of PREMIUM_FEATURES) expect(() => requirePremium(feature, source)).not.toThrow();
  });
});
