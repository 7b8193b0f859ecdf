import { randomUUID } from 'node:crypto';
import type {
  GroceryCategoryGroup,
  GroceryItem,
  MeasureSystemName,
  RecipeContents,
} from '@cookmark/contracts';
import {
  type GroceryItem as MergedItem,
  type GroceryRecipe,
  mergeGroceryItems,
  UNKNOWN_AMOUNT,
} from '@cookmark/kitchen';

/** A merged item as a stored one: the amount ('1 ½') apart from its unit ('cups'), unchecked. */
function toItem(merged: MergedItem): GroceryItem {
  return {
    id: randomUUID(),
    name: merged.ingredient,
    quantity: merged.quantity === null ? UNKNOWN_AMOUNT : merged.amount,
    unit: merged.quantity === null ? null : merged.unitText,
    checked: false,
    recipeSources: merged.recipeSources,
    notes: merged.notes,
  };
}

/** Merge inputs (libs/kitchen) as stored items, in the spec's category order. */
export function mergedItems(
  inputs: readonly GroceryRecipe[],
  system?: MeasureSystemName,
): GroceryCategoryGroup[] {
  const merged = mergeGroceryItems(inputs, system ? { system } : {});
  return merged.map((group) => ({ category: group.category, items: group.items.map(toItem) }));
}

/**
 * The grocery list of these recipes (spec §9 'Grocery lists', by libs/kitchen's merge). With
 * `servings`, each recipe is scaled from its own servings to that many; with `system`, totals are
 * written in that system.
 */
export function previewItems(
  recipes: readonly RecipeContents[],
  servings?: number,
  system?: MeasureSystemName,
): GroceryCategoryGroup[] {
  return mergedItems(
    recipes.map((recipe) => ({
      title: recipe.title,
      lines: recipe.ingredients,
      ...(servings === undefined ? {} : { servingsFactor: servings / recipe.servings }),
    })),
    system,
  );
}
