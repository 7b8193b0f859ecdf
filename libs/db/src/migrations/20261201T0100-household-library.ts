import { type Kysely, sql } from 'kysely';

/**
 * Issue #32: a recipe its owner put in the household library; the other members of the owner's
 * household read, cook, plan and copy it. Private (false) unless the owner chooses.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table recipes.recipes add column household_shared boolean not null default false`.execute(
    db,
  );
  await sql`create index recipes_household_shared_idx on recipes.recipes (user_id, title)
    where household_shared`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index recipes.recipes_household_shared_idx`.execute(db);
  await sql`alter table recipes.recipes drop column household_shared`.execute(db);
}
