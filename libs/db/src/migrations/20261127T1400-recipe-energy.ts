import { energyPerServing } from '@cookmark/kitchen/foods';
import { type Kysely, sql } from 'kysely';
import { eachRecipeBatch } from '../recipe-batches.ts';

const BATCH = 200;
/** A recipe saved without servings is answered as 4 (DEFAULT_SERVINGS in @cookmark/contracts). */
const DEFAULT_SERVINGS = 4;

/**
 * Energy per serving for the recipes saved before nutrition existed, so the calories filter finds
 * them too: computed from each recipe's ingredient lines as a save computes it (no chosen foods
 * yet: the table of choices is new), in batches by id. Recipes with no line counted stay unknown.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  type Row = { id: string; ingredients: string[]; servings: number | null };
  await eachRecipeBatch<Row>(db, ['id', 'ingredients', 'servings'], BATCH, async (rows) => {
    const computed = rows.map((row) => ({
      id: row.id,
      kcal: energyPerServing(row.ingredients, row.servings ?? DEFAULT_SERVINGS),
    }));
    await sql`
      update recipes.recipes r set energy_kcal_per_serving = v.kcal
      from jsonb_to_recordset(${JSON.stringify(computed)}::jsonb) as v(id uuid, kcal real)
      where r.id = v.id
    `.execute(db);
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update recipes.recipes set energy_kcal_per_serving = null`.execute(db);
}
