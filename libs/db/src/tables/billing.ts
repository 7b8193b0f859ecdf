import type { Generated } from 'kysely';
import type { Timestamp } from './timestamp.ts';

/** Which Stripe customer pays for which user (one each way). */
export interface BillingCustomersTable {
  userId: string;
  stripeCustomerId: string;
  createdAt: Timestamp;
}

/** The last state Stripe reported for each subscription; a user may have several over time. */
export interface BillingSubscriptionsTable {
  stripeSubscriptionId: string;
  userId: string;
  stripeCustomerId: string;
  /** Stripe's status: active, trialing, past_due, canceled, incomplete, unpaid, paused... */
  status: string;
  stripePriceId: string | null;
  billingInterval: 'month' | 'year' | null;
  /** Price in cents per interval. */
  amount: number | null;
  currency: string | null;
  currentPeriodEnd: Timestamp | null;
  cancelAtPeriodEnd: Generated<boolean>;
  /** When Stripe created the subscription; the newest one wins when none is active. */
  stripeCreatedAt: Timestamp;
  updatedAt: Timestamp;
}

/** Stripe event ids already applied, written in the same transaction as their change. */
export interface BillingProcessedEventsTable {
  eventId: string;
  type: string;
  processedAt: Timestamp;
}

/** Refunds under the 30-day money-back guarantee; `mailedAt` once the confirmation e-mail went. */
export interface BillingRefundsTable {
  stripeRefundId: string;
  userId: string;
  stripeChargeId: string;
  /** Cents. */
  amount: number;
  currency: string;
  createdAt: Timestamp;
  mailedAt: Timestamp | null;
}

export interface BillingTables {
  'billing.customers': BillingCustomersTable;
  'billing.subscriptions': BillingSubscriptionsTable;
  'billing.processedEvents': BillingProcessedEventsTable;
  'billing.refunds': BillingRefundsTable;
}
