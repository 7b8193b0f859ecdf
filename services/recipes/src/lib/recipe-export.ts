import {
  EXPORT_LIMITS,
  EXPORT_MESSAGES,
  RECIPE_MESSAGES,
  type RecipeExportRequest,
} from '@cookmark/contracts';
import type { ExportPool } from '@cookmark/export';
import { BadRequest, NotFound } from '@cookmark/service-kit';
import type { RecipeRepository } from '../repositories/recipe.repository.ts';

/**
 * The chosen recipes, or all of the user's (by title), as one PDF: 404 when a chosen recipe is not
 * the user's (as every recipe call), 400 for none or more than the export limit.
 */
export async function exportRecipes(
  deps: { recipes: RecipeRepository; pool: ExportPool },
  userId: string,
  input: RecipeExportRequest,
): Promise<{ pdf: Buffer; titles: string[] }> {
  const recipes = input.recipeIds
    ? await deps.recipes.findMany(userId, input.recipeIds)
    : await deps.recipes.all(userId, EXPORT_LIMITS.recipes + 1);
  if (input.recipeIds && recipes.length < input.recipeIds.length)
    throw new NotFound(RECIPE_MESSAGES.notFound);
  if (recipes.length > EXPORT_LIMITS.recipes) throw new BadRequest(EXPORT_MESSAGES.tooManyRecipes);
  if (recipes.length === 0) throw new BadRequest(EXPORT_MESSAGES.noItems);
  const pdf = await deps.pool.render({
    kind: 'recipes',
    recipes,
    options: { includeInstructions: input.includeInstructions, compact: input.compact },
  });
  return { pdf, titles: recipes.map((recipe) => recipe.title) };
}
