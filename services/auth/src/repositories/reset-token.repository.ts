import type { Db } from '@cookmark/db';

export class ResetTokenRepository {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  /** Stores a new token hash; earlier unused tokens of the user stop working. */
  async replaceForUser(userId: string, tokenHash: string, expiresAt: Date): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('auth.passwordResetTokens').where('userId', '=', userId).execute();
      await trx.insertInto('auth.passwordResetTokens').values({ userId, tokenHash, expiresAt }).execute();
    });
  }

  /** The user of a token that is known, unused and unexpired; undefined otherwise. Changes nothing. */
  async findUsable(tokenHash: string, now: Date): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('auth.passwordResetTokens')
      .select('userId')
      .where('tokenHash', '=', tokenHash)
      .where('usedAt', 'is', null)
      .where('expiresAt', '>', now)
      .executeTakeFirst();
    return row?.userId;
  }

  /**
   * Marks the token used and returns its user in one statement, so two simultaneous uses cannot
   * both succeed. Undefined when unknown, already used or expired.
   */
  async consume(tokenHash: string, now: Date, trx: Db = this.db): Promise<string | undefined> {
    const row = await trx
      .updateTable('auth.passwordResetTokens')
      .set({ usedAt: now })
      .where('tokenHash', '=', tokenHash)
      .where('usedAt', 'is', null)
      .where('expiresAt', '>', now)
      .returning('userId')
      .executeTakeFirst();
    return row?.userId;
  }
}
