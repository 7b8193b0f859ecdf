import type { MeasureSystemName, Recipe, RecipeScaleRequest, ScaledRecipe } from '@cookmark/contracts';
import { parseIngredientLine, scaleLine, scaleStepText, stepFoods } from '@cookmark/kitchen';

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
 * Steps with their measured amounts scaled (and, with `system`, converted: weighed foods by weight,
 * named by the recipe's own ingredients) and their temperatures in the system's scale.
 */
export function scaleSteps(
  steps: readonly string[],
  multiplier: number,
  system: MeasureSystemName | undefined,
  ingredients: readonly string[],
): string[] {
  const foods = stepFoods(ingredients.map((line) => parseIngredientLine(line).ingredient));
  return steps.map((step) => scaleStepText(step, multiplier, system ?? null, foods));
}

/**
 * The recipe as the scaler shows it; nothing is stored. Every list of ingredient lines goes through
 * the one `scale` below: the flat list and each ingredient group's lines (group names kept); every
 * list of steps through `steps`.
 */
export function scaleRecipe(recipe: Recipe, request: RecipeScaleRequest): ScaledRecipe {
  const scale = (lines: readonly string[]) => scaleLines(lines, request.multiplier, request.system);
  const steps = (lines: readonly string[]) =>
    scaleSteps(lines, request.multiplier, request.system, recipe.ingredients);
  return {
    ...recipe,
    ingredients: scale(recipe.ingredients),
    ingredientGroups: recipe.ingredientGroups.map((group) => ({ ...group, lines: scale(group.lines) })),
    instructions: steps(recipe.instructions),
    instructionGroups: recipe.instructionGroups.map((group) => ({ ...group, lines: steps(group.lines) })),
    servings: scaledServings(recipe.servings, request.multiplier),
    multiplier: request.multiplier,
    originalServings: recipe.servings,
    system: request.system ?? null,
  };
}
