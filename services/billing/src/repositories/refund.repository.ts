import type { Db } from '@cookmark/db';

export interface RefundRecord {
  stripeRefundId: string;
  userId: string;
  stripeChargeId: string;
  /** Cents. */
  amount: number;
  currency: string;
}

/** Refunds under the 30-day money-back guarantee: one per account, confirmed by e-mail once. */
export class RefundRepository {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  async hasRefund(userId: string, trx: Db = this.db): Promise<boolean> {
    const row = await trx
      .selectFrom('billing.refunds')
      .select('stripeRefundId')
      .where('userId', '=', userId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Records a refund Stripe made (a repeat of one already recorded changes nothing). */
  async record(refund: RefundRecord, trx: Db = this.db): Promise<void> {
    await trx
      .insertInto('billing.refunds')
      .values({ ...refund, mailedAt: null })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }

  /**
   * Claims the confirmation e-mail of a charge's refund: the refund, once (later claims answer
   * undefined), or undefined when no refund of the charge is recorded.
   */
  async claimMail(stripeChargeId: string): Promise<RefundRecord | undefined> {
    return this.db
      .updateTable('billing.refunds')
      .set({ mailedAt: new Date() })
      .where('stripeChargeId', '=', stripeChargeId)
      .where('mailedAt', 'is', null)
      .returning(['stripeRefundId', 'userId', 'stripeChargeId', 'amount', 'currency'])
      .executeTakeFirst();
  }

  /** Gives a claim back when the e-mail could not be sent (a later event may try again). */
  async releaseMail(stripeChargeId: string): Promise<void> {
    await this.db
      .updateTable('billing.refunds')
      .set({ mailedAt: null })
      .where('stripeChargeId', '=', stripeChargeId)
      .execute();
  }

  async deleteForUser(userId: string, trx: Db = this.db): Promise<void> {
    await trx.deleteFrom('billing.refunds').where('userId', '=', userId).execute();
  }
}
