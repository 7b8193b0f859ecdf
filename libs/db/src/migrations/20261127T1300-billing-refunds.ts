import { type Kysely, sql } from 'kysely';

/** Refunds under the 30-day money-back guarantee (issue #29): one per account, mailed once. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .withSchema('billing')
    .createTable('refunds')
    .addColumn('stripe_refund_id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull())
    .addColumn('stripe_charge_id', 'text', (c) => c.notNull().unique())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('mailed_at', 'timestamptz')
    .execute();
  await db.schema
    .withSchema('billing')
    .createIndex('refunds_user_id_idx')
    .on('refunds')
    .column('user_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.withSchema('billing').dropTable('refunds').ifExists().execute();
}
