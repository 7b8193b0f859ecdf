import { type Kysely, sql } from 'kysely';

/**
 * Grocery lists, owned by a user and removed with them. Items (category groups) and recipe ids
 * are jsonb copies: a list is what the user saved, so deleting a source recipe leaves it intact
 * (recipe ids are references only, with no foreign key into the recipes schema).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create schema if not exists grocery`.execute(db);
  await db.schema
    .withSchema('grocery')
    .createTable('lists')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('auth.users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('items', 'jsonb', (c) => c.notNull().check(sql`jsonb_typeof(items) = 'array'`))
    .addColumn('recipe_ids', 'jsonb', (c) => c.notNull().check(sql`jsonb_typeof(recipe_ids) = 'array'`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // The library order (newest first) per owner; also serves the per-user count.
  await sql`create index lists_user_created_idx on grocery.lists (user_id, created_at desc, id desc)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop schema if exists grocery cascade`.execute(db);
}
