/**
 * Advanced search and filtering (Premium): the filters and sorts beyond the free library search,
 * their bounds and wording. No zod here: the library screen reads these without validating.
 */
import { formatCount } from './recipe-limits.ts';

/** The library's orders, for everyone: newest first (the default), A–Z, quickest, recently cooked. */
export const RECIPE_SORTS = ['newest', 'title', 'quickest', 'cooked'] as const;
export type RecipeSort = (typeof RECIPE_SORTS)[number];

export const RECIPE_SORT_LABELS: Record<RecipeSort, string> = {
  newest: 'Newest',
  title: 'A–Z',
  quickest: 'Quickest',
  cooked: 'Recently cooked',
};

export const SEARCH_LIMITS = {
  /** Ingredient terms in each of include and exclude. */
  ingredientTerms: 10,
  /** Characters of each ingredient term. */
  ingredientTerm: 60,
  /** Minutes a 'total time under' filter may ask for (a week). */
  maxTimeMinutes: 10_080,
  /** Calories per serving a 'calories under' filter may ask for. */
  maxKcal: 10_000,
  /** Words of the search text matched (in any order); further ones are left out. */
  searchWords: 10,
} as const;

export const SEARCH_MESSAGES = {
  maxTimeInvalid: `Time must be a whole number of minutes from 1 to ${formatCount(SEARCH_LIMITS.maxTimeMinutes)}`,
  maxKcalInvalid: `Calories must be a whole number from 1 to ${formatCount(SEARCH_LIMITS.maxKcal)}`,
  ingredientsInvalid: 'Ingredients must be a list of text',
  tooManyIngredientTerms: `Search for at most ${formatCount(SEARCH_LIMITS.ingredientTerms)} ingredients to include and ${formatCount(SEARCH_LIMITS.ingredientTerms)} to exclude`,
  ingredientTermTooLong: `Each ingredient searched for must be at most ${formatCount(SEARCH_LIMITS.ingredientTerm)} characters`,
  sortInvalid: `Sort must be one of ${RECIPE_SORTS.join(', ')}`,
  /** Shown by the filter bar while a calories filter is set. */
  caloriesUnknownLeftOut: 'Recipes without calories per serving are left out while this filter is set.',
} as const;

/** What a list query may carry of the Premium filters (the order is free: issue #34). */
export interface AdvancedSearchQuery {
  maxTime?: number | undefined;
  include?: readonly string[] | undefined;
  exclude?: readonly string[] | undefined;
  maxKcal?: number | undefined;
}

/** Whether a list query uses a Premium filter (free users keep text, tags and every order). */
export function isAdvancedSearch(query: AdvancedSearchQuery): boolean {
  return (
    query.maxTime !== undefined ||
    (query.include?.length ?? 0) > 0 ||
    (query.exclude?.length ?? 0) > 0 ||
    query.maxKcal !== undefined
  );
}
