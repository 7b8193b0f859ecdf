import {
  EXPORT_LIMITS,
  EXPORT_MESSAGES,
  RECIPE_MESSAGES,
  type RecipeExportRequest,
} from '@cookmark/contracts';
import type { ExportPool } from '@cookmark/export';
import { BadRequest, BeyondLimit, NotFound } from '@cookmark/service-kit';
import type { ExportChoice, RecipeRepository } from '../repositories/recipe.repository.ts';
import type { RecipeNutritionService } from './nutrition/recipe-nutrition.ts';
import type { RecipePhotos } from './recipe-photos.ts';

/**
 * Refuses an export before loading it: 404 when a chosen recipe is not the user's (as every recipe
 * call), 400 for none or more than EXPORT_LIMITS.recipes, 422 when the recipes print more than
 * EXPORT_LIMITS.recipeCharacters (Postgres sums the lengths; no text leaves the database).
 */
async function checkExportSize(
  recipes: RecipeRepository,
  userId: string,
  input: RecipeExportRequest,
  choice: ExportChoice,
): Promise<void> {
  const size = await recipes.exportSize(userId, choice);
  if (input.recipeIds && size.recipes < input.recipeIds.length) throw new NotFound(RECIPE_MESSAGES.notFound);
  if (size.recipes > EXPORT_LIMITS.recipes) throw new BadRequest(EXPORT_MESSAGES.tooManyRecipes);
  if (size.recipes === 0) throw new BadRequest(EXPORT_MESSAGES.noItems);
  if (size.characters > EXPORT_LIMITS.recipeCharacters)
    throw new BeyondLimit(EXPORT_MESSAGES.tooMuchRecipeText);
}

/**
 * The chosen recipes, or all of the user's (by title), as one PDF. Only the printed fields are
 * loaded, and only once their size is known to be within the limits.
 */
export async function exportRecipes(
  deps: {
    recipes: RecipeRepository;
    pool: ExportPool;
    nutrition?: RecipeNutritionService;
    /** Each recipe's photo as the PDF shows it (its JPEG copy). */
    photos?: Pick<RecipePhotos, 'pdfImage'>;
  },
  userId: string,
  input: RecipeExportRequest,
): Promise<{ pdf: Buffer; titles: string[] }> {
  const choice: ExportChoice = input.recipeIds
    ? { ids: input.recipeIds }
    : { limit: EXPORT_LIMITS.recipes + 1 };
  await checkExportSize(deps.recipes, userId, input, choice);
  const recipes = await deps.recipes.forExport(userId, choice);
  // A recipe deleted between the two reads.
  if (recipes.length === 0) throw new BadRequest(EXPORT_MESSAGES.noItems);
  // Premium's nutrition block under each recipe's ingredients.
  const nutrition = deps.nutrition ? await deps.nutrition.forExport(recipes) : [];
  const images = await Promise.all(recipes.map((recipe) => deps.photos?.pdfImage(recipe.photo) ?? null));
  const pdf = await deps.pool.render({
    kind: 'recipes',
    recipes: recipes.map((recipe, i) => ({
      ...recipe,
      nutrition: nutrition[i] ?? null,
      image: images[i] ?? null,
    })),
    options: { includeInstructions: input.includeInstructions, compact: input.compact },
  });
  return { pdf, titles: recipes.map((recipe) => recipe.title) };
}
