import type { Db } from '@cookmark/db';
import { sql } from 'kysely';

/** The foods people chose for their recipes' ingredient lines (recipes.nutrition_choices). */
export class NutritionChoiceRepository {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  /** A recipe's choices, line → food id. The caller has checked the recipe is the user's. */
  async forRecipe(recipeId: string): Promise<Record<string, string>> {
    const rows = await this.db
      .selectFrom('recipes.nutrition_choices')
      .select(['line', 'foodId'])
      .where('recipeId', '=', recipeId)
      .execute();
    return Object.fromEntries(rows.map((r) => [r.line, r.foodId]));
  }

  /** Several recipes' choices, by recipe id (for an export). The caller has checked they are the user's. */
  async forRecipes(recipeIds: readonly string[]): Promise<Map<string, Record<string, string>>> {
    const byRecipe = new Map<string, Record<string, string>>();
    if (recipeIds.length === 0) return byRecipe;
    const rows = await this.db
      .selectFrom('recipes.nutrition_choices')
      .select(['recipeId', 'line', 'foodId'])
      .where('recipeId', 'in', recipeIds)
      .execute();
    for (const row of rows)
      byRecipe.set(row.recipeId, { ...byRecipe.get(row.recipeId), [row.line]: row.foodId });
    return byRecipe;
  }

  /** Keeps the food for a line of the user's recipe; false when the recipe is not theirs. */
  async choose(userId: string, recipeId: string, line: string, foodId: string): Promise<boolean> {
    // The insert selects the recipe by owner, so another user's recipe gets no row.
    const result = await this.db
      .insertInto('recipes.nutrition_choices')
      .columns(['recipeId', 'line', 'foodId'])
      .expression(
        this.db
          .selectFrom('recipes.recipes')
          .select((eb) => [eb.ref('id').as('recipeId'), eb.val(line).as('line'), eb.val(foodId).as('foodId')])
          .where('id', '=', recipeId)
          .where('userId', '=', userId),
      )
      .onConflict((oc) => oc.columns(['recipeId', 'line']).doUpdateSet({ foodId, updatedAt: sql`now()` }))
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  /** Forgets the food chosen for a line (it is matched again). */
  async forget(userId: string, recipeId: string, line: string): Promise<void> {
    await this.db
      .deleteFrom('recipes.nutrition_choices')
      .where('recipeId', '=', recipeId)
      .where('line', '=', line)
      .where('recipeId', 'in', (eb) =>
        eb.selectFrom('recipes.recipes').select('id').where('id', '=', recipeId).where('userId', '=', userId),
      )
      .execute();
  }
}
