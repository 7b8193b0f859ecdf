import { RECIPE_SORTS, type RecipeSort, SEARCH_LIMITS, normalizeTags } from '@cookmark/contracts';
import type { AdvancedFilters } from './library-query';

export { type AdvancedFilters, hasAdvancedFilters, setAdvancedQuery } from './library-query';

export const NO_ADVANCED_FILTERS: AdvancedFilters = {
  maxTime: null,
  include: [],
  exclude: [],
  maxKcal: null,
  sort: 'newest',
};

/** The address's parameters: `/dashboard?with=chicken&without=nuts&time=30&sort=quickest`. */
export const FILTER_PARAMS = {
  maxTime: 'time',
  include: 'with',
  exclude: 'without',
  maxKcal: 'kcal',
  sort: 'sort',
} as const;

/** The times and calories the filter bar offers. */
export const TIME_CHOICES = [15, 30, 45, 60, 120] as const;
export const KCAL_CHOICES = [300, 400, 500, 600, 800] as const;

function wholeNumber(value: string | null, max: number): number | null {
  if (value === null || !/^\d{1,6}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 && n <= max ? n : null;
}

/** Ingredient terms as typed ('chicken, lemon') or repeated in the address, without blanks and repeats. */
export function ingredientTerms(values: readonly string[]): string[] {
  return normalizeTags(values)
    .map((term) => term.slice(0, SEARCH_LIMITS.ingredientTerm))
    .slice(0, SEARCH_LIMITS.ingredientTerms);
}

/** The advanced filters an address asks for; values the server would refuse are left out. */
export function readAdvancedFilters(params: URLSearchParams): AdvancedFilters {
  const sort = params.get(FILTER_PARAMS.sort);
  return {
    maxTime: wholeNumber(params.get(FILTER_PARAMS.maxTime), SEARCH_LIMITS.maxTimeMinutes),
    include: ingredientTerms(params.getAll(FILTER_PARAMS.include)),
    exclude: ingredientTerms(params.getAll(FILTER_PARAMS.exclude)),
    maxKcal: wholeNumber(params.get(FILTER_PARAMS.maxKcal), SEARCH_LIMITS.maxKcal),
    sort: (RECIPE_SORTS as readonly string[]).includes(sort ?? '') ? (sort as RecipeSort) : 'newest',
  };
}

/** The address with these advanced filters (others' parameters kept). */
export function writeAdvancedFilters(current: URLSearchParams, filters: AdvancedFilters): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const name of Object.values(FILTER_PARAMS)) next.delete(name);
  if (filters.maxTime !== null) next.set(FILTER_PARAMS.maxTime, String(filters.maxTime));
  for (const term of filters.include) next.append(FILTER_PARAMS.include, term);
  for (const term of filters.exclude) next.append(FILTER_PARAMS.exclude, term);
  if (filters.maxKcal !== null) next.set(FILTER_PARAMS.maxKcal, String(filters.maxKcal));
  if (filters.sort !== 'newest') next.set(FILTER_PARAMS.sort, filters.sort);
  return next;
}

/** How many filters (not the order) are set: the Filters button's count. */
export const advancedFilterCount = (filters: AdvancedFilters): number =>
  (filters.maxTime !== null ? 1 : 0) +
  filters.include.length +
  filters.exclude.length +
  (filters.maxKcal !== null ? 1 : 0);
