import type { MeasureSystemName, Recipe, RecipeScaleRequest, ScaledRecipe } from '@cookmark/contracts';
import { scaleLine } from '@cookmark/kitchen';

/** Ingredient lines scaled (and converted to `system`) by libs/kitchen; unscaleable lines stay as written. */
export function scaleLines(
  lines: readonly string[],
  multiplier: number,
  system?: MeasureSystemName,
): string[] {
  const options = system ? { system } : {};
  return lines.map((line) => scaleLine(line, multiplier, options).text);
}

/** Spec §5: servings = rounded original servings times the factor, never below 1. */
export function scaledServings(servings: number, multiplier: number): number {
  return Math.max(1, Math.round(servings * multiplier));
}

/**
 * The recipe as the scaler shows it; nothing is stored. Every list of ingredient lines goes through
 * the one `scale` below: the flat list and each ingredient group's lines (group names kept).
 */
export function scaleRecipe(recipe: Recipe, request: RecipeScaleRequest): ScaledRecipe {
  const scale = (lines: readonly string[]) => scaleLines(lines, request.multiplier, request.system);
  return {
    ...recipe,
    ingredients: scale(recipe.ingredients),
    ingredientGroups: recipe.ingredientGroups.map((group) => ({ ...group, lines: scale(group.lines) })),
    servings: scaledServings(recipe.servings, request.multiplier),
    multiplier: request.multiplier,
    originalServings: recipe.servings,
    system: request.system ?? null,
  };
}
