import { type HouseholdMembership, householdMembershipSchema } from '@cookmark/contracts';
import type { Redis } from 'ioredis';
import { InternalCallError, InternalClient } from './internal.ts';
import { invalidateEntitlements } from './premium.ts';
import { bumpVersion, readThrough } from './versioned-cache.ts';

/**
 * Issue #32: which household a person is in and who its members are, for any service (billing's
 * entitlements now; shared plans, lists and library later). Auth owns the answer
 * (`GET /internal/users/:userId/household`); it is cached in Redis per person and dropped by auth
 * after every membership change it commits, as billing drops entitlements (premium.ts).
 */
export type HouseholdOf = NonNullable<HouseholdMembership['household']>;

export interface HouseholdDirectory {
  /** The person's household (members oldest first, owner included), or null when in none. */
  householdOf(userId: string, requestId?: string): Promise<HouseholdOf | null>;
}

/** Auth drops the cache on every membership change; the TTL only bounds a missed drop. */
export const HOUSEHOLD_CACHE_TTL_SECONDS = 60;

export const householdCacheKey = (userId: string): string => `household:${userId}`;
export const householdVersionKey = (userId: string): string => `household:version:${userId}`;

/** Auth's answer over HTTP, cached briefly in Redis. */
export class CachedHouseholds implements HouseholdDirectory {
  private readonly client: InternalClient;
  private readonly redis: Redis;
  private readonly ttlSeconds: number;

  constructor(client: InternalClient, redis: Redis, ttlSeconds = HOUSEHOLD_CACHE_TTL_SECONDS) {
    this.client = client;
    this.redis = redis;
    this.ttlSeconds = ttlSeconds;
  }

  async householdOf(userId: string, requestId?: string): Promise<HouseholdOf | null> {
    const keys = { key: householdCacheKey(userId), versionKey: householdVersionKey(userId) };
    const membership = await readThrough(this.redis, keys, {
      schema: householdMembershipSchema,
      ttlSeconds: this.ttlSeconds,
      ask: () =>
        this.client.get<unknown>(`/internal/users/${encodeURIComponent(userId)}/household`, requestId),
      unexpected: () => new InternalCallError('Auth answered a household in an unexpected shape'),
    });
    return membership.household;
  }
}

/** Nobody is in a household (a service run without auth). */
export const noHouseholds: HouseholdDirectory = { householdOf: async () => null };

export function createHouseholds(
  config: { AUTH_URL?: string | undefined; INTERNAL_TOKEN: string },
  redis: Redis,
): HouseholdDirectory {
  if (!config.AUTH_URL) return noHouseholds;
  return new CachedHouseholds(
    new InternalClient({ baseUrl: config.AUTH_URL, token: config.INTERNAL_TOKEN }),
    redis,
  );
}

/**
 * After a membership change is committed: each person's cached household is dropped, then their
 * cached entitlements (a household's Premium follows its members), in that order, so an entitlement
 * computed after the drop reads the new household.
 */
export async function invalidateHouseholds(redis: Redis, userIds: Iterable<string>): Promise<void> {
  const people = [...new Set(userIds)];
  for (const userId of people) {
    await bumpVersion(redis, { key: householdCacheKey(userId), versionKey: householdVersionKey(userId) });
  }
  for (const userId of people) await invalidateEntitlements(redis, userId);
}
