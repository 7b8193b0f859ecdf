import type { BillingStatus } from '@cookmark/contracts';
import type { Db } from '@cookmark/db';
import { invalidateEntitlements } from '@cookmark/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { sql } from 'kysely';
import type Stripe from 'stripe';
import { CustomerRepository } from '../repositories/customer.repository.ts';
import { SubscriptionRepository } from '../repositories/subscription.repository.ts';
import { idOf, isNotFound } from './stripe-client.ts';
import {
  billingStatusOf,
  currentSubscription,
  type SubscriptionRow,
  snapshotOf,
} from './subscription-state.ts';

export interface SubscriptionServiceDeps {
  db: Db;
  stripe: Stripe | null;
  redis: Redis;
  log: FastifyBaseLogger;
  now: () => Date;
}

/** Subscription state: taken from Stripe, kept in `billing.subscriptions`, read as a plan. */
export class SubscriptionService {
  readonly customers: CustomerRepository;
  private readonly subscriptions: SubscriptionRepository;
  private readonly deps: SubscriptionServiceDeps;

  constructor(deps: SubscriptionServiceDeps) {
    this.deps = deps;
    this.customers = new CustomerRepository(deps.db);
    this.subscriptions = new SubscriptionRepository(deps.db);
  }

  /**
   * Stores the subscription's state as Stripe has it now, whatever event brought us here: events
   * arrive late, twice and out of order, but the fetch made under the lock is never older than
   * one an earlier holder stored. Returns the user it belongs to (none for a stranger's).
   */
  async applyFromStripe(
    trx: Db,
    subscriptionId: string,
    userIdHint?: string | null,
  ): Promise<string | undefined> {
    const stripe = this.deps.stripe;
    if (!stripe) throw new Error('Stripe is not configured');
    await sql`select pg_advisory_xact_lock(hashtextextended(${subscriptionId}, 0))`.execute(trx);
    let subscription: Stripe.Subscription;
    try {
      subscription = await stripe.subscriptions.retrieve(subscriptionId);
    } catch (error) {
      if (isNotFound(error)) {
        this.deps.log.warn({ subscriptionId }, 'Stripe does not know this subscription; nothing applied');
        return undefined;
      }
      throw error;
    }
    const customerId = idOf(subscription.customer);
    if (!customerId) return undefined;
    const linked = await this.customers.findUserId(customerId, trx);
    const userId = linked ?? subscription.metadata['user_id'] ?? userIdHint ?? undefined;
    if (!userId) {
      this.deps.log.warn({ subscriptionId, customerId }, 'subscription of an unknown customer; ignored');
      return undefined;
    }
    if (!linked) await this.customers.link(userId, customerId, trx);
    await this.subscriptions.save(userId, snapshotOf(subscription), trx);
    return userId;
  }

  /** Drops cached entitlements after a committed change; a failure only leaves the short TTL. */
  async invalidate(userIds: Iterable<string>): Promise<void> {
    for (const userId of new Set(userIds)) {
      await invalidateEntitlements(this.deps.redis, userId).catch((error: unknown) =>
        this.deps.log.error({ err: error, userId }, 'could not drop cached entitlements'),
      );
    }
  }

  async currentFor(userId: string): Promise<SubscriptionRow | undefined> {
    return currentSubscription(await this.subscriptions.listForUser(userId), this.deps.now());
  }

  statusOf(row: SubscriptionRow | undefined): BillingStatus {
    return billingStatusOf(row, this.deps.now());
  }

  async statusFor(userId: string): Promise<BillingStatus> {
    return this.statusOf(await this.currentFor(userId));
  }
}
