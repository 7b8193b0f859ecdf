import { CachedEntitlements, type EntitlementSource, InternalClient } from '@cookmark/service-kit';
import type { Redis } from 'ioredis';

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
