import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create schema if not exists billing`.execute(db);
  await db.schema
    .withSchema('billing')
    .createTable('customers')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey())
    .addColumn('stripe_customer_id', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .withSchema('billing')
    .createTable('subscriptions')
    .addColumn('stripe_subscription_id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull())
    .addColumn('stripe_customer_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('stripe_price_id', 'text')
    .addColumn('billing_interval', 'text', (c) => c.check(sql`billing_interval in ('month', 'year')`))
    .addColumn('amount', 'integer')
    .addColumn('currency', 'text')
    .addColumn('current_period_end', 'timestamptz')
    .addColumn('cancel_at_period_end', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('stripe_created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .withSchema('billing')
    .createIndex('subscriptions_user_id_idx')
    .on('subscriptions')
    .column('user_id')
    .execute();

  await db.schema
    .withSchema('billing')
    .createTable('processed_events')
    .addColumn('event_id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('processed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop schema if exists billing cascade`.execute(db);
}
