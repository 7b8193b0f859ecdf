import { ingredientLines, type LineGroup, type ScaledRecipe } from '@cookmark/contracts';
import { stepIngredients } from '@cookmark/kitchen';
import type { Units } from '../../lib/settings-storage';
import { groupsOf } from '../recipes/line-groups';
import type { RecipeDetails } from '../recipes/recipe-types';
import { convertGroups, convertStepGroups } from '../scaling/scale-groups';

/** One step of cook mode, with the ingredient lines it uses as the reader shows them. */
export interface CookStep {
  /** The step's text as shown (scaled, in the chosen units). */
  text: string;
  /** The group it belongs to ('For the sauce'), if named. */
  group: string | null;
  /** The lines it uses: their place in the recipe's ingredient list, as shown and as stored. */
  ingredients: Array<{ index: number; shown: string; stored: string }>;
}

const flatSteps = (groups: readonly LineGroup[]) =>
  groups.flatMap((group) => group.lines.map((text) => ({ text, group: group.name })));

/**
 * The recipe's steps as the reader shows them: the server's scaled recipe when one is chosen, then
 * the units switch (the reader's own functions, so both screens agree), each with the lines it uses
 * (matched on the stored text, whose words scaling does not change).
 */
export function cookSteps(
  details: RecipeDetails,
  scaled: ScaledRecipe | null,
  units: Units | null,
): CookStep[] {
  const ingredientGroups = scaled
    ? groupsOf(scaled.ingredientGroups, scaled.ingredients)
    : details.ingredientGroups;
  const instructionGroups = scaled
    ? groupsOf(scaled.instructionGroups, scaled.instructions)
    : details.instructionGroups;
  const shownLines = ingredientLines(units ? convertGroups(ingredientGroups, units) : ingredientGroups);
  const shownSteps = flatSteps(
    units ? convertStepGroups(instructionGroups, units, ingredientGroups) : instructionGroups,
  );
  const storedLines = ingredientLines(details.ingredientGroups);
  const used = stepIngredients(
    storedLines,
    flatSteps(details.instructionGroups).map((step) => step.text),
  );
  return shownSteps.map((step, i) => ({
    ...step,
    ingredients: (used[i] ?? []).map((index) => ({
      index,
      shown: shownLines[index] ?? storedLines[index] ?? '',
      stored: storedLines[index] ?? '',
    })),
  }));
}
