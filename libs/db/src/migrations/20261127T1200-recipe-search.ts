import { type Kysely, sql } from 'kysely';
import { eachRecipeBatch } from '../recipe-batches.ts';
import { recipeSearchColumns } from '../recipe-search-columns.ts';

/**
 * Advanced search: each time in whole minutes and the total a cook waits (`total_minutes`: the
 * stated total, else prep plus cook as known), the ingredient keys (words and food families of
 * the ingredient lines, `ingredientKeys` in @cookmark/kitchen), calories per serving (filled by
 * nutrition), and when the owner last cooked the recipe. Indexes serve each sort's keyset
 * pagination per owner and the ingredient filters.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table recipes.recipes
      add column prep_minutes integer check (prep_minutes > 0),
      add column cook_minutes integer check (cook_minutes > 0),
      add column total_time_minutes integer check (total_time_minutes > 0),
      add column total_minutes integer generated always as (
        coalesce(total_time_minutes, case when prep_minutes is null and cook_minutes is null then null
          else coalesce(prep_minutes, 0) + coalesce(cook_minutes, 0) end)
      ) stored,
      add column ingredient_keys text[] not null default '{}',
      add column energy_kcal_per_serving real check (energy_kcal_per_serving >= 0),
      add column last_cooked_at timestamptz
  `.execute(db);
  await rekeyRecipes(db);
  await sql`create index recipes_ingredient_keys_idx on recipes.recipes using gin (ingredient_keys)`.execute(
    db,
  );
  await sql`create index recipes_user_title_idx on recipes.recipes (user_id, recipes.fold(title), id)`.execute(
    db,
  );
  await sql`
    create index recipes_user_quickest_idx on recipes.recipes (user_id, coalesce(total_minutes, 2147483647), id)
  `.execute(db);
  await sql`
    create index recipes_user_cooked_idx on recipes.recipes
      (user_id, coalesce(last_cooked_at, timestamptz '1970-01-01 00:00:00+00') desc, created_at desc, id desc)
  `.execute(db);
}

const BATCH = 500;

/**
 * Computes every recipe's search columns again, in batches by id: after a change to how they are
 * computed (a new food family), a migration calls this.
 */
export async function rekeyRecipes(db: Kysely<unknown>): Promise<void> {
  type Row = {
    id: string;
    prep_time: string | null;
    cook_time: string | null;
    total_time: string | null;
    ingredients: string[];
  };
  const columns = ['id', 'prep_time', 'cook_time', 'total_time', 'ingredients'] as const;
  await eachRecipeBatch<Row>(db, columns, BATCH, async (rows) => {
    const computed = rows.map((row) => ({
      id: row.id,
      ...recipeSearchColumns({
        prepTime: row.prep_time,
        cookTime: row.cook_time,
        totalTime: row.total_time,
        ingredients: row.ingredients,
      }),
    }));
    await sql`
      update recipes.recipes r set
        prep_minutes = v."prepMinutes", cook_minutes = v."cookMinutes",
        total_time_minutes = v."totalTimeMinutes",
        ingredient_keys = array(select jsonb_array_elements_text(v."ingredientKeys"))
      from jsonb_to_recordset(${JSON.stringify(computed)}::jsonb) as v(
        id uuid, "prepMinutes" integer, "cookMinutes" integer, "totalTimeMinutes" integer, "ingredientKeys" jsonb
      )
      where r.id = v.id
    `.execute(db);
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // The title order's index names no dropped column: it goes by name (the others go with their columns).
  await sql`drop index if exists recipes.recipes_user_title_idx`.execute(db);
  await sql`
    alter table recipes.recipes
      drop column total_minutes,
      drop column prep_minutes,
      drop column cook_minutes,
      drop column total_time_minutes,
      drop column ingredient_keys,
      drop column energy_kcal_per_serving,
      drop column last_cooked_at
  `.execute(db);
}
