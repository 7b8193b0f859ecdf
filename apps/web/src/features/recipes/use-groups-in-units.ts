import type { LineGroup } from '@cookmark/contracts';
import { useMemo } from 'react';
import type { Units } from '../../lib/settings-storage';
import { convertGroups, convertStepGroups } from '../scaling/scale-groups';
import type { RecipeDetails } from './recipe-types';

/**
 * The same groups (the same object) while they hold the same lines: the recipe page builds its groups
 * afresh on each render (each small query that answers renders it again), and converting them parses
 * every line (issue #31: most of the recipe page's blocking time, once per render).
 */
function useSameGroups(groups: readonly LineGroup[]): readonly LineGroup[] {
  // A recipe's text is a few KB: writing it out costs far less than parsing its lines again.
  const text = JSON.stringify(groups);
  return useMemo(() => JSON.parse(text) as LineGroup[], [text]);
}

/**
 * The recipe's ingredients and steps in the units the switch chose (null: as written). The steps
 * follow too: their amounts (by weight for weighed foods) and oven temperatures. Converted again
 * only when the lines or the units change.
 */
export function useGroupsInUnits(recipe: RecipeDetails, units: Units | null) {
  const ingredients = useSameGroups(recipe.ingredientGroups);
  const instructions = useSameGroups(recipe.instructionGroups);
  const ingredientGroups = useMemo(
    () => (units ? convertGroups(ingredients, units) : ingredients),
    [ingredients, units],
  );
  const instructionGroups = useMemo(
    () => (units ? convertStepGroups(instructions, units, ingredients) : instructions),
    [instructions, ingredients, units],
  );
  return { ingredientGroups, instructionGroups };
}
