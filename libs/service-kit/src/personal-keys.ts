import { liveScopeOfUser } from '@cookmark/contracts';
import { USER_BUDGETS } from './budget-limits.ts';
import { householdCacheKey, householdVersionKey } from './households.ts';
import { liveConnectionsKey, liveStreamKey } from './live/live-keys.ts';
import { entitlementsCacheKey, entitlementsVersionKey } from './premium.ts';
import { userBudgetKeys } from './user-budget.ts';

/**
 * Every Redis key that names one user (by id) or one account's address, in every service, so that
 * deleting an account removes exactly its keys. Never a pattern like `*<email>*`: an address is a
 * substring of others (`e@example.org` of `carol.e@example.org`), and deleting by it reset other
 * users' login limits. A new key family named after a user or an address joins this file.
 */

/** Rate limits counted per signed-in user (RateLimits refuses a per-user rule not listed here). */
export const PER_USER_RATE_LIMITS = [
  'delete-account:user',
  'improve:user',
  'ai-substitutions:user',
  'ai:user:day',
  'support:user',
  'household-invite:user',
  'household-accept:user',
] as const;
/** Rate limits counted per e-mail address typed in a body (checked the same way). */
export const PER_EMAIL_RATE_LIMITS = ['signup:email', 'login:email', 'forgot:email'] as const;

export type PerUserRateLimit = (typeof PER_USER_RATE_LIMITS)[number];
export type PerEmailRateLimit = (typeof PER_EMAIL_RATE_LIMITS)[number];

/** The recipes service's version of a user's recipes (bumped after every write). */
export const RECIPES_VERSION_PREFIX = 'recipes:version:';
export const recipesVersionKey = (userId: string): string => `${RECIPES_VERSION_PREFIX}${userId}`;

/** The parser's text of pages a user pasted, one key per page address (a hash): `<prefix><hash>`. */
export const pastedPagePrefix = (userId: string): string => `pasted-page:${userId}:`;

/** The parser's pointer to a user's latest collection import (issue #33). */
export const collectionImportLatestKey = (userId: string): string => `collection-import:latest:${userId}`;

/** Who the keys belong to: the account's id and its address as stored. */
export interface KeyOwner {
  userId: string;
  email: string;
}

/** A rate limit's counter of one user or address: `counterKey(rule name, what it counts)`. */
export type CounterKey = (name: string, counted: string) => string;

/** The exact names of the keys of one account (sessions aside: the session store ends those). */
export function personalKeys(owner: KeyOwner, counterKey: CounterKey): string[] {
  const email = owner.email.trim().toLowerCase();
  return [
    ...PER_USER_RATE_LIMITS.map((name) => counterKey(name, owner.userId)),
    ...PER_EMAIL_RATE_LIMITS.map((name) => counterKey(name, email)),
    entitlementsCacheKey(owner.userId),
    entitlementsVersionKey(owner.userId),
    householdCacheKey(owner.userId),
    householdVersionKey(owner.userId),
    recipesVersionKey(owner.userId),
    collectionImportLatestKey(owner.userId),
    // The live channel's recent events of the person's lists and plan, and their open streams.
    liveStreamKey(liveScopeOfUser(owner.userId)),
    liveConnectionsKey(owner.userId),
    ...Object.values(USER_BUDGETS).flatMap((rule) => userBudgetKeys(rule, owner.userId)),
  ];
}

/** Redis's glob characters taken literally in a SCAN pattern. */
const literal = (text: string) => text.replace(/[*?[\]\\]/g, (c) => `\\${c}`);

/**
 * SCAN patterns of the families whose names carry more than the owner (a page's hash). Each is a
 * fixed family name, the whole user id (a server-made UUID) and a separator before the only
 * wildcard, so it cannot match a key of another user.
 */
export function personalKeyPatterns(owner: KeyOwner): string[] {
  return [`${literal(pastedPagePrefix(owner.userId))}*`];
}
