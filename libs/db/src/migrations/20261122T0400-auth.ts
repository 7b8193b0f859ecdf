import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create schema if not exists auth`.execute(db);
  await db.schema
    .withSchema('auth')
    .createTable('users')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('profile_image_url', 'text')
    .addColumn('email_verified', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('verification_token', 'text')
    .addColumn('default_servings', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(4)
        .check(sql`default_servings between 1 and 20`),
    )
    .addColumn('units', 'text', (c) =>
      c
        .notNull()
        .defaultTo('US')
        .check(sql`units in ('US', 'Metric')`),
    )
    .addColumn('theme', 'text', (c) =>
      c
        .notNull()
        .defaultTo('system')
        .check(sql`theme in ('light', 'dark', 'system')`),
    )
    .addColumn('email_notifications', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('recipe_notifications', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('grocery_notifications', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index users_email_key on auth.users (lower(email))`.execute(db);

  await db.schema
    .withSchema('auth')
    .createTable('password_reset_tokens')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('auth.users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .withSchema('auth')
    .createIndex('password_reset_tokens_user_id_idx')
    .on('password_reset_tokens')
    .column('user_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop schema if exists auth cascade`.execute(db);
}
