import { type BillingStatus, isPremiumStatus, type PlanCoverageSource } from '@cookmark/contracts';
import type { Db } from '@cookmark/db';
import { type HouseholdDirectory, invalidateEntitlements, noHouseholds } from '@cookmark/service-kit';
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

/** Stripe's statuses of a subscription that no longer runs (nothing to cancel). */
const ENDED = new Set(['canceled', 'incomplete_expired']);

function ignoreNotFound(error: unknown): void {
  if (!isNotFound(error)) throw error;
}

/** A person's plan and whose subscription it is: `payerId` is the person for 'own', null for 'none'. */
export interface PlanCoverage {
  source: PlanCoverageSource;
  status: BillingStatus;
  row: SubscriptionRow | undefined;
  payerId: string | null;
}

export interface SubscriptionServiceDeps {
  db: Db;
  stripe: Stripe | null;
  redis: Redis;
  log: FastifyBaseLogger;
  now: () => Date;
  /** Who shares a person's Premium (issue #32); nobody by default. */
  households?: HouseholdDirectory;
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
    // A deleted account's customer is deleted at Stripe too: its late events bring nothing back.
    if (!linked && (await this.customerDeleted(stripe, customerId))) {
      this.deps.log.info({ subscriptionId }, 'subscription of a deleted customer; ignored');
      return undefined;
    }
    const userId = linked ?? subscription.metadata['user_id'] ?? userIdHint ?? undefined;
    if (!userId) {
      this.deps.log.warn({ subscriptionId, customerId }, 'subscription of an unknown customer; ignored');
      return undefined;
    }
    if (!linked) await this.customers.link(userId, customerId, trx);
    await this.subscriptions.save(userId, snapshotOf(subscription), trx);
    return userId;
  }

  /**
   * Ends a subscription now (the money-back guarantee's refund) and stores what Stripe then says;
   * one already ended is only looked at again.
   */
  async endNow(trx: Db, subscriptionId: string, userId: string): Promise<void> {
    const stripe = this.deps.stripe;
    if (!stripe) throw new Error('Stripe is not configured');
    const subscription = await stripe.subscriptions.retrieve(subscriptionId);
    if (!ENDED.has(subscription.status)) await stripe.subscriptions.cancel(subscriptionId);
    await this.applyFromStripe(trx, subscriptionId, userId);
  }

  /** The user's subscriptions still running, as last stored. */
  async runningFor(userId: string, trx: Db = this.deps.db): Promise<SubscriptionRow[]> {
    const rows = await this.subscriptions.listForUser(userId, trx);
    return rows.filter((row) => !ENDED.has(row.status));
  }

  private async customerDeleted(stripe: Stripe, customerId: string): Promise<boolean> {
    try {
      const customer = await stripe.customers.retrieve(customerId);
      return customer.deleted === true;
    } catch (error) {
      if (isNotFound(error)) return true;
      throw error;
    }
  }

  /**
   * Everything billing holds of a user, for a deleted account: each subscription still running is
   * cancelled now and each customer deleted at Stripe (a refusal stops here, with our rows intact,
   * so the deletion can be tried again), then our rows and the cached plan go.
   */
  async erase(userId: string): Promise<void> {
    const stripe = this.deps.stripe;
    const rows = await this.subscriptions.listForUser(userId);
    const customerIds = new Set(rows.map((row) => row.stripeCustomerId));
    const linked = await this.customers.findCustomerId(userId);
    if (linked) customerIds.add(linked);
    if (stripe) {
      for (const row of rows.filter((each) => !ENDED.has(each.status))) {
        await stripe.subscriptions.cancel(row.stripeSubscriptionId).catch(ignoreNotFound);
      }
      for (const customerId of customerIds) await stripe.customers.del(customerId).catch(ignoreNotFound);
    }
    await this.deps.db.transaction().execute(async (trx) => {
      // The lock each event about a subscription takes: one being applied now finishes first, and
      // any later one finds no customer of ours and a deleted one at Stripe.
      for (const row of rows) {
        await sql`select pg_advisory_xact_lock(hashtextextended(${row.stripeSubscriptionId}, 0))`.execute(
          trx,
        );
      }
      await trx.deleteFrom('billing.subscriptions').where('userId', '=', userId).execute();
      await trx.deleteFrom('billing.customers').where('userId', '=', userId).execute();
      await trx.deleteFrom('billing.refunds').where('userId', '=', userId).execute();
    });
    await this.invalidate([userId]);
  }

  /**
   * Drops cached entitlements after a committed change, of the user and of every member of the
   * user's household (their Premium is the payer's); a failure only leaves the short TTL.
   */
  async invalidate(userIds: Iterable<string>): Promise<void> {
    const people = new Set(userIds);
    for (const userId of [...people]) {
      const household = await this.households()
        .householdOf(userId)
        .catch((error: unknown) => {
          this.deps.log.error(
            { err: error, userId },
            'could not read the household; its members keep the TTL',
          );
          return null;
        });
      for (const memberId of household?.memberIds ?? []) people.add(memberId);
    }
    for (const userId of people) {
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

  /**
   * Where a person's plan comes from (issue #32): their own when it is Premium, else the first member
   * of their household (oldest first) whose own plan is: the payer, whoever subscribed; else none (the
   * own plan, free). A household that cannot be read leaves the own plan (Premium lost, never gained).
   */
  async coverageFor(userId: string, requestId?: string): Promise<PlanCoverage> {
    const ownRow = await this.currentFor(userId);
    const own = this.statusOf(ownRow);
    if (isPremiumStatus(own)) return { source: 'own', status: own, row: ownRow, payerId: userId };
    const household = await this.households()
      .householdOf(userId, requestId)
      .catch((error: unknown) => {
        this.deps.log.warn({ err: error, userId }, 'household unavailable; answering the own plan');
        return null;
      });
    for (const memberId of household?.memberIds ?? []) {
      if (memberId === userId) continue;
      const row = await this.currentFor(memberId);
      const status = this.statusOf(row);
      if (isPremiumStatus(status)) return { source: 'household', status, row, payerId: memberId };
    }
    return { source: 'none', status: own, row: ownRow, payerId: null };
  }

  /** The plan a person's Premium comes from: their own, or their household payer's. */
  async entitledStatusFor(userId: string, requestId?: string): Promise<BillingStatus> {
    return (await this.coverageFor(userId, requestId)).status;
  }

  private households(): HouseholdDirectory {
    return this.deps.households ?? noHouseholds;
  }
}
