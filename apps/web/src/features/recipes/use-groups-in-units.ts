import type { Units } from '../../lib/settings-storage';
import { useMemo } from 'react';
import { convertGroups, convertStepGroups } from '../scaling/scale-groups';
import type { RecipeDetails } from './recipe-types';

/**
 * The recipe's ingredients and steps in the units the switch chose (null: as written). The steps
 * follow too: their amounts (by weight for weighed foods) and oven temperatures.
 */
export function useGroupsInUnits(recipe: RecipeDetails, units: Units | null) {
  const ingredientGroups = useMemo(
    () => (units ? convertGroups(recipe.ingredientGroups, units) : recipe.ingredientGroups),
    [recipe.ingredientGroups, units],
  );
  const instructionGroups = useMemo(
    () =>
      units
        ? convertStepGroups(recipe.instructionGroups, units, recipe.ingredientGroups)
        : recipe.instructionGroups,
    [recipe.instructionGroups, recipe.ingredientGroups, units],
  );
  return { ingredientGroups, instructionGroups };
}
