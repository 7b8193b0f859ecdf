import type { Db } from '@cookmark/db';
import { sql } from 'kysely';
import type { SubscriptionRow, SubscriptionSnapshot } from '../domain/subscription-state.ts';

const COLUMNS = [
  'stripeSubscriptionId',
  'userId',
  'stripeCustomerId',
  'status',
  'stripePriceId',
  'billingInterval',
  'amount',
  'currency',
  'currentPeriodEnd',
  'cancelAtPeriodEnd',
  'stripeCreatedAt',
  'updatedAt',
] as const;

export class SubscriptionRepository {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  async listForUser(userId: string, trx: Db = this.db): Promise<SubscriptionRow[]> {
    return trx.selectFrom('billing.subscriptions').select(COLUMNS).where('userId', '=', userId).execute();
  }

  /** Stores Stripe's current state of a subscription (the caller holds its lock). */
  async save(userId: string, snapshot: SubscriptionSnapshot, trx: Db = this.db): Promise<void> {
    const { stripeSubscriptionId: _id, ...changes } = snapshot;
    await trx
      .insertInto('billing.subscriptions')
      .values({ ...snapshot, userId })
      .onConflict((oc) =>
        oc.column('stripeSubscriptionId').doUpdateSet({ ...changes, userId, updatedAt: sql<Date>`now()` }),
      )
      .execute();
  }
}
