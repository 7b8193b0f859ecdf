import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import {
  CachedEntitlements,
  entitlementsCacheKey as entitlementsKey,
  InternalClient,
  requirePremium,
} from '@cookmark/service-kit';
import { testRedisUrl } from '@cookmark/db';
import { Redis } from 'ioredis';
import { createEntitlements, freePlanOnly } from '../src/domain/entitlements.ts';

const TOKEN = 'test-internal-token-0123456789';

/** A stand-in for billing's internal entitlement endpoint that counts its calls. */
interface FakeBilling {
  url: string;
  calls: { path: string; token: string | undefined }[];
  premium: Set<string>;
  answer: (userId: string) => unknown;
  close(): Promise<void>;
}

async function startFakeBilling(): Promise<FakeBilling> {
  const server: Server = createHttpServer((request, response) => {
    const path = request.url ?? '';
    const token = request.headers['x-internal-token'];
    fake.calls.push({ path, token: typeof token === 'string' ? token : undefined });
    const match = /^\/internal\/entitlements\/([^/]+)$/.exec(path);
    if (!match?.[1] || token !== TOKEN) {
      response.writeHead(404).end();
      return;
    }
    const body = JSON.stringify(fake.answer(decodeURIComponent(match[1])));
    response.writeHead(200, { 'content-type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const fake: FakeBilling = {
    url: `http://127.0.0.1:${port}`,
    calls: [],
    premium: new Set(),
    answer: (userId) => {
      const isPremium = fake.premium.has(userId);
      return {
        userId,
        isPremium,
        plan: isPremium ? 'premium' : 'free',
        status: 'active',
        features: isPremium
          ? ['grocery_lists', 'pdf_export', 'text_export', 'ai_substitutions', 'recipe_scaling']
          : [],
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;
}

let redis: Redis;
let billing: FakeBilling;
beforeAll(async () => {
  redis = new Redis(testRedisUrl());
  billing = await startFakeBilling();
});
afterAll(async () => {
  await billing.close();
  redis.disconnect();
});
beforeEach(() => {
  billing.calls.length = 0;
});

const viaBilling = () =>
  new CachedEntitlements(new InternalClient({ baseUrl: billing.url, token: TOKEN }), redis, 30);

describe('entitlements', () => {
  test('without BILLING_URL every user is on the free plan and nothing is asked or cached', async () => {
    const userId = randomUUID();
    const entitlements = createEntitlements({ INTERNAL_TOKEN: TOKEN, ENTITLEMENTS_CACHE_SECONDS: 30 }, redis);
    expect(entitlements).toBe(freePlanOnly);
    expect(await entitlements.isPremium(userId)).toBe(false);
    expect(await redis.exists(entitlementsKey(userId))).toBe(0);
  });

  test('asks billing with the internal token, then answers from the Redis cache for 30 s', async () => {
    const userId = randomUUID();
    billing.premium.add(userId);
    const entitlements = createEntitlements(
      { BILLING_URL: billing.url, INTERNAL_TOKEN: TOKEN, ENTITLEMENTS_CACHE_SECONDS: 30 },
      redis,
    );
    expect(await entitlements.isPremium(userId)).toBe(true);
    expect(await entitlements.isPremium(userId)).toBe(true);
    expect(await viaBilling().isPremium(userId)).toBe(true);
    expect(billing.calls).toEqual([{ path: `/internal/entitlements/${userId}`, token: TOKEN }]);
    const ttl = await redis.ttl(entitlementsKey(userId));
    expect(ttl).toBeGreaterThan(25);
    expect(ttl).toBeLessThanOrEqual(30);
    await redis.del(entitlementsKey(userId));
  });

  test('a free answer is cached too, and dropping the key (as billing does on a change) asks again', async () => {
    const userId = randomUUID();
    const entitlements = viaBilling();
    expect(await entitlements.isPremium(userId)).toBe(false);
    billing.premium.add(userId);
    expect(await entitlements.isPremium(userId)).toBe(false);
    await redis.del(entitlementsKey(userId));
    expect(await entitlements.isPremium(userId)).toBe(true);
    expect(billing.calls).toHaveLength(2);
    await redis.del(entitlementsKey(userId));
  });

  test('an unreadable cache entry is ignored', async () => {
    const userId = randomUUID();
    billing.premium.add(userId);
    await redis.set(entitlementsKey(userId), 'not json', 'EX', 30);
    expect(await viaBilling().isPremium(userId)).toBe(true);
    expect(JSON.parse((await redis.get(entitlementsKey(userId))) ?? '')).toMatchObject({ isPremium: true });
    await redis.del(entitlementsKey(userId));
  });

  test('a billing failure or an unexpected answer is an error, never a wrong "free"', async () => {
    const userId = randomUUID();
    const wrongToken = new CachedEntitlements(
      new InternalClient({ baseUrl: billing.url, token: 'wrong-token-0123456789' }),
      redis,
      30,
    );
    await expect(wrongToken.isPremium(userId)).rejects.toMatchObject({ statusCode: 502 });
    const previous = billing.answer;
    billing.answer = () => ({ plan: 'premium' });
    try {
      await expect(viaBilling().isPremium(userId)).rejects.toMatchObject({ statusCode: 502 });
    } finally {
      billing.answer = previous;
    }
    expect(await redis.exists(entitlementsKey(userId))).toBe(0);
  });

  test('requirePremium lets premium users through and answers 403 to others', async () => {
    const premiumUser = randomUUID();
    billing.premium.add(premiumUser);
    const guard = requirePremium('recipe_scaling', viaBilling());
    const request = (userId: string) =>
      ({ id: 'req-1', session: { userId } }) as unknown as Parameters<typeof guard>[0];
    await expect(guard(request(premiumUser), {} as Parameters<typeof guard>[1])).resolves.toBeUndefined();
    await expect(guard(request(randomUUID()), {} as Parameters<typeof guard>[1])).rejects.toMatchObject({
      statusCode: 403,
      message: 'Premium subscription required',
    });
    await redis.del(entitlementsKey(premiumUser));
  });
});
