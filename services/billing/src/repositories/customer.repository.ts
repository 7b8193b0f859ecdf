import type { Db } from '@cookmark/db';

/** The user ↔ Stripe customer link. */
export class CustomerRepository {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  async findCustomerId(userId: string, trx: Db = this.db): Promise<string | undefined> {
    const row = await trx
      .selectFrom('billing.customers')
      .select('stripeCustomerId')
      .where('userId', '=', userId)
      .executeTakeFirst();
    return row?.stripeCustomerId;
  }

  async findUserId(stripeCustomerId: string, trx: Db = this.db): Promise<string | undefined> {
    const row = await trx
      .selectFrom('billing.customers')
      .select('userId')
      .where('stripeCustomerId', '=', stripeCustomerId)
      .executeTakeFirst();
    return row?.userId;
  }

  /**
   * Links a customer to a user unless the user has one already; answers the customer now linked
   * (the earlier one when two requests raced).
   */
  async link(userId: string, stripeCustomerId: string, trx: Db = this.db): Promise<string> {
    await trx
      .insertInto('billing.customers')
      .values({ userId, stripeCustomerId })
      .onConflict((oc) => oc.doNothing())
      .execute();
    return (await this.findCustomerId(userId, trx)) ?? stripeCustomerId;
  }
}
