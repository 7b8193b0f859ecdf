import type { Db } from '@cookmark/db';

/** Stripe event ids already applied; recorded in the transaction that applies the event. */
export class ProcessedEventRepository {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  /**
   * Records the event; false when it was recorded before. A concurrent delivery of the same event
   * waits here on the first one's row until that transaction ends, then sees it as recorded.
   */
  async record(eventId: string, type: string, trx: Db = this.db): Promise<boolean> {
    const inserted = await trx
      .insertInto('billing.processedEvents')
      .values({ eventId, type })
      .onConflict((oc) => oc.column('eventId').doNothing())
      .returning('eventId')
      .executeTakeFirst();
    return inserted !== undefined;
  }
}
