import { ingredientKeys, toMinutes } from '@cookmark/kitchen';

/** The fields of a recipe that its stored search columns are computed from. */
export interface RecipeSearchSource {
  prepTime?: string | null | undefined;
  cookTime?: string | null | undefined;
  totalTime?: string | null | undefined;
  ingredients?: readonly string[] | undefined;
}

/** Columns the filters read, kept beside the text they come from (set whenever that text is). */
export interface RecipeSearchColumns {
  prepMinutes?: number | null;
  cookMinutes?: number | null;
  totalTimeMinutes?: number | null;
  ingredientKeys?: string[];
}

/**
 * The search columns a write sets, for the fields it sets (a field left out leaves its column
 * alone): each time in whole minutes (null when unknown or unreadable), and the ingredient keys
 * (`ingredientKeys` in @cookmark/kitchen).
 */
export function recipeSearchColumns(source: RecipeSearchSource): RecipeSearchColumns {
  const columns: RecipeSearchColumns = {};
  if (source.prepTime !== undefined) columns.prepMinutes = toMinutes(source.prepTime);
  if (source.cookTime !== undefined) columns.cookMinutes = toMinutes(source.cookTime);
  if (source.totalTime !== undefined) columns.totalTimeMinutes = toMinutes(source.totalTime);
  if (source.ingredients !== undefined) columns.ingredientKeys = ingredientKeys(source.ingredients);
  return columns;
}
