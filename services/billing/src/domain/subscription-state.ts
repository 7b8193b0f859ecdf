import {
  type BillingInterval,
  type BillingStatus,
  type Entitlements,
  FREE_BILLING_STATUS,
  isPremiumStatus,
  PREMIUM_FEATURES,
} from '@cookmark/contracts';
import type { BillingSubscriptionsTable } from '@cookmark/db';
import type { Insertable, Selectable } from 'kysely';
import type Stripe from 'stripe';
import { idOf } from './stripe-client.ts';

export type SubscriptionRow = Selectable<BillingSubscriptionsTable>;
export type SubscriptionSnapshot = Omit<Insertable<BillingSubscriptionsTable>, 'userId' | 'updatedAt'>;

const unixDate = (seconds: number | null | undefined): Date | null =>
  typeof seconds === 'number' ? new Date(seconds * 1000) : null;

/** What billing keeps of a Stripe subscription. */
export function snapshotOf(subscription: Stripe.Subscription): SubscriptionSnapshot {
  const item = subscription.items.data[0];
  const price = item?.price;
  const interval = price?.recurring?.interval;
  // Newer API versions keep the period on the item; older ones on the subscription.
  const legacyPeriodEnd = (subscription as { current_period_end?: number }).current_period_end;
  const periodEnd = unixDate(item?.current_period_end ?? legacyPeriodEnd);
  const cancelAt = unixDate(subscription.cancel_at);
  const ended = subscription.status === 'canceled' || subscription.status === 'incomplete_expired';
  return {
    stripeSubscriptionId: subscription.id,
    stripeCustomerId: idOf(subscription.customer) ?? '',
    status: subscription.status,
    stripePriceId: price?.id ?? null,
    billingInterval: interval === 'month' ? 'month' : interval === 'year' ? 'year' : null,
    amount: price?.unit_amount ?? null,
    currency: price?.currency ?? subscription.currency ?? null,
    // A cancellation date (set by the portal instead of the flag in newer versions) ends service then.
    currentPeriodEnd: cancelAt && periodEnd && cancelAt < periodEnd ? cancelAt : periodEnd,
    cancelAtPeriodEnd: !ended && (subscription.cancel_at_period_end || cancelAt !== null),
    stripeCreatedAt: new Date(subscription.created * 1000),
  };
}

/**
 * Spec §4: premium while Stripe says active or trialing. A subscription set to cancel at period
 * end stays premium until that end, and not after it, even before Stripe's deletion arrives.
 */
export function isEntitled(row: SubscriptionRow, now: Date): boolean {
  if (row.status !== 'active' && row.status !== 'trialing') return false;
  const end = row.currentPeriodEnd ? new Date(row.currentPeriodEnd) : null;
  return !(row.cancelAtPeriodEnd && end && end <= now);
}

/** The subscription that decides a user's plan: an entitled one first, else the newest. */
export function currentSubscription(rows: SubscriptionRow[], now: Date): SubscriptionRow | undefined {
  const newestFirst = rows
    .slice()
    .sort((a, b) => +new Date(b.stripeCreatedAt) - +new Date(a.stripeCreatedAt));
  return newestFirst.find((row) => isEntitled(row, now)) ?? newestFirst[0];
}

const iso = (value: Date | string | null): string | null => (value ? new Date(value).toISOString() : null);

export function billingStatusOf(row: SubscriptionRow | undefined, now: Date): BillingStatus {
  if (!row) return FREE_BILLING_STATUS;
  if (isEntitled(row, now)) {
    return {
      plan: 'premium',
      status: row.status,
      billingInterval: row.billingInterval as BillingInterval | null,
      currentPeriodEnd: iso(row.currentPeriodEnd),
    };
  }
  // Service ended (canceled, or the cancelled period ran out): back on free.
  if (row.status === 'active' || row.status === 'trialing' || row.status === 'canceled') {
    return { ...FREE_BILLING_STATUS, status: 'canceled' };
  }
  // Payment trouble (past_due, unpaid, incomplete...): free until Stripe says paid again.
  return {
    plan: 'free',
    status: row.status,
    billingInterval: row.billingInterval as BillingInterval | null,
    currentPeriodEnd: iso(row.currentPeriodEnd),
  };
}

export function entitlementsOf(userId: string, status: BillingStatus): Entitlements {
  const isPremium = isPremiumStatus(status);
  return {
    userId,
    isPremium,
    plan: status.plan,
    status: status.status,
    features: isPremium ? [...PREMIUM_FEATURES] : [],
  };
}
