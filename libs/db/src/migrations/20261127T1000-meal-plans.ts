import { type Kysely, sql } from 'kysely';

/**
 * The meal plan (Premium), in the recipes service's schema: an entry is a recipe of the owner's
 * library or a text of its own ('Leftovers') on a day and meal, with its own servings. Entries go
 * with their owner (cascade). Deleting a recipe keeps its entries as text: the recipe service's
 * delete copies the title into `text` in the same statement, and the key is set null (so an entry
 * added in a race with the delete still never points at a missing recipe).
 *
 * The calendar feed: one per user, known by the SHA-256 of its secret token only (the token is
 * shown once, when made); rotating replaces the row, revoking deletes it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .withSchema('recipes')
    .createTable('meal_plan_entries')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('auth.users.id').onDelete('cascade'))
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('meal', 'text', (c) =>
      c.notNull().check(sql`meal in ('breakfast', 'lunch', 'dinner', 'snack')`),
    )
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('recipe_id', 'uuid', (c) => c.references('recipes.recipes.id').onDelete('set null'))
    .addColumn('text', 'text', (c) => c.check(sql`length(text) <= 200`))
    .addColumn('servings', 'integer', (c) => c.check(sql`servings between 1 and 1000`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Every read goes by owner and a range of days; a recipe's delete finds its entries by recipe.
  await sql`create index meal_plan_entries_user_day_idx on recipes.meal_plan_entries (user_id, day)`.execute(
    db,
  );
  await sql`create index meal_plan_entries_recipe_idx on recipes.meal_plan_entries (recipe_id) where recipe_id is not null`.execute(
    db,
  );

  await db.schema
    .withSchema('recipes')
    .createTable('meal_plan_feeds')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('auth.users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) =>
      c
        .notNull()
        .unique()
        .check(sql`token_hash ~ '^[0-9a-f]{64}$'`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.withSchema('recipes').dropTable('meal_plan_feeds').execute();
  await db.schema.withSchema('recipes').dropTable('meal_plan_entries').execute();
}
