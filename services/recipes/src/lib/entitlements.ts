import { currentUserId, InternalCallError, InternalClient, PremiumRequired } from '@cookmark/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { z } from 'zod';

/** Whether a user may use the premium features (spec §4), as billing knows it. */
export interface Entitlements {
  isPremium(userId: string, requestId?: string): Promise<boolean>;
}

/**
 * Redis key of the cached answer. Billing deletes it whenever a webhook changes the user's
 * subscription, so a change shows at once rather than after the cache time.
 */
export const entitlementsKey = (userId: string) => `entitlements:${userId}`;

/** Billing's `GET /internal/entitlements/:userId`; `isPremium` is what this service reads. */
const billingAnswerSchema = z.object({ isPremium: z.boolean() });
const cachedSchema = z.object({ isPremium: z.boolean() });

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Without a billing service every user is on the free plan. */
export const freePlanOnly: Entitlements = { isPremium: async () => false };

export interface BillingEntitlementsOptions {
  client: InternalClient;
  redis: Redis;
  ttlSeconds: number;
}

/**
 * Asks billing, and keeps the answer in Redis for `ttlSeconds` (shared by every instance). A
 * Redis failure only costs the cache; a billing failure answers 502 rather than wrongly
 * locking out a paying user.
 */
export function entitlementsFromBilling({
  client,
  redis,
  ttlSeconds,
}: BillingEntitlementsOptions): Entitlements {
  return {
    async isPremium(userId, requestId) {
      const key = entitlementsKey(userId);
      const cached = await redis.get(key).catch(() => null);
      if (cached !== null) {
        const parsed = cachedSchema.safeParse(parseJson(cached));
        if (parsed.success) return parsed.data.isPremium;
      }
      const answer = billingAnswerSchema.safeParse(
        await client.get<unknown>(`/internal/entitlements/${encodeURIComponent(userId)}`, requestId),
      );
      if (!answer.success)
        throw new InternalCallError('Billing answered entitlements in an unexpected shape');
      await redis
        .set(key, JSON.stringify({ isPremium: answer.data.isPremium }), 'EX', ttlSeconds)
        .catch(() => undefined);
      return answer.data.isPremium;
    },
  };
}

export interface EntitlementsConfig {
  BILLING_URL?: string | undefined;
  INTERNAL_TOKEN: string;
  ENTITLEMENTS_CACHE_SECONDS: number;
}

export function createEntitlements(config: EntitlementsConfig, redis: Redis): Entitlements {
  if (!config.BILLING_URL) return freePlanOnly;
  const client = new InternalClient({ baseUrl: config.BILLING_URL, token: config.INTERNAL_TOKEN });
  return entitlementsFromBilling({ client, redis, ttlSeconds: config.ENTITLEMENTS_CACHE_SECONDS });
}

/** preHandler for premium routes (after requireUser): 403 'Premium subscription required' otherwise. */
export function requirePremium(entitlements: Entitlements) {
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    if (!(await entitlements.isPremium(currentUserId(request), request.id))) throw new PremiumRequired();
  };
}
