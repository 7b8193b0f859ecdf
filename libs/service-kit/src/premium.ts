import {
  type Entitlements,
  entitlementsSchema,
  PREMIUM_FEATURES,
  type PremiumFeature,
} from '@cookmark/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { PremiumRequired, Unauthorized } from './errors.ts';
import { InternalCallError, InternalClient } from './internal.ts';
import { bumpVersion, readThrough } from './versioned-cache.ts';

export { PREMIUM_FEATURES, type PremiumFeature };

/** Billing drops the cache on every subscription change; the TTL only bounds a missed drop. */
export const ENTITLEMENTS_CACHE_TTL_SECONDS = 60;

export const entitlementsCacheKey = (userId: string): string => `entitlements:${userId}`;
export const entitlementsVersionKey = (userId: string): string => `entitlements:version:${userId}`;

/** Throws 'Unknown premium feature' for an id outside spec §3's list. */
export function assertPremiumFeature(feature: string): asserts feature is PremiumFeature {
  if (!(PREMIUM_FEATURES as readonly string[]).includes(feature)) {
    throw new Error(`Unknown premium feature: ${feature}`);
  }
}

/** Tells whether a user is premium; services get it from billing, tests may stub it. */
export interface EntitlementSource {
  isPremium(userId: string, requestId?: string): Promise<boolean>;
}

/**
 * preHandler: 401 without a signed-in user, 403 `{ message: 'Premium subscription required' }`
 * for a user who is not premium. An unknown feature id fails when the route is registered.
 */
export function requirePremium(
  feature: PremiumFeature,
  source: EntitlementSource,
): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  assertPremiumFeature(feature);
  return async (request) => {
    const userId = request.session?.userId;
    if (!userId) throw new Unauthorized();
    if (!(await source.isPremium(userId, request.id))) throw new PremiumRequired();
  };
}

/** Entitlements from billing's `/internal/entitlements/:userId`, cached briefly in Redis. */
export class CachedEntitlements implements EntitlementSource {
  private readonly client: InternalClient;
  private readonly redis: Redis;
  private readonly ttlSeconds: number;

  constructor(client: InternalClient, redis: Redis, ttlSeconds = ENTITLEMENTS_CACHE_TTL_SECONDS) {
    this.client = client;
    this.redis = redis;
    this.ttlSeconds = ttlSeconds;
  }

  async isPremium(userId: string, requestId?: string): Promise<boolean> {
    return (await this.entitlements(userId, requestId)).isPremium;
  }

  async entitlements(userId: string, requestId?: string): Promise<Entitlements> {
    const keys = { key: entitlementsCacheKey(userId), versionKey: entitlementsVersionKey(userId) };
    return readThrough(this.redis, keys, {
      schema: entitlementsSchema,
      ttlSeconds: this.ttlSeconds,
      ask: () => this.client.get<unknown>(`/internal/entitlements/${encodeURIComponent(userId)}`, requestId),
      unexpected: () => new InternalCallError('Billing answered entitlements in an unexpected shape'),
    });
  }
}

/** Drops a user's cached entitlements everywhere; billing calls it after every change it commits. */
export async function invalidateEntitlements(redis: Redis, userId: string): Promise<void> {
  await bumpVersion(redis, { key: entitlementsCacheKey(userId), versionKey: entitlementsVersionKey(userId) });
}

/** Without a billing service every user is on the free plan. */
export const freePlanOnly: EntitlementSource = { isPremium: async () => false };

export interface EntitlementsConfig {
  BILLING_URL?: string | undefined;
  INTERNAL_TOKEN: string;
  ENTITLEMENTS_CACHE_SECONDS: number;
}

/** Billing's answer, cached in Redis (the cache billing drops on every subscription change). */
export function createEntitlements(config: EntitlementsConfig, redis: Redis): EntitlementSource {
  if (!config.BILLING_URL) return freePlanOnly;
  const client = new InternalClient({ baseUrl: config.BILLING_URL, token: config.INTERNAL_TOKEN });
  return new CachedEntitlements(client, redis, config.ENTITLEMENTS_CACHE_SECONDS);
}
