/** Spec §3 "Parsed recipe response": the fields the preview reads. */
export interface ParsedRecipe {
  title?: string;
  description?: string | null;
  ingredients?: string[];
  instructions?: string[];
  totalTime?: string | null;
  cookTime?: string | null;
  difficulty?: string | null;
  servings?: number | string | null;
  originalUrl?: string | null;
  sourceUrl?: string | null;
  tags?: string[];
}

/** POST /api/parse-recipe answers a recipe, or {recipe, report} for the add panel. */
export type ParseRecipeResponse = ParsedRecipe | { recipe: ParsedRecipe; report?: unknown };

export function recipeFromParseResponse(response: ParseRecipeResponse): ParsedRecipe {
  return 'recipe' in response && typeof response.recipe === 'object' && response.recipe !== null
    ? response.recipe
    : (response as ParsedRecipe);
}
