import { isAdvancedSearch, type RecipeSort } from '@cookmark/contracts';

/*
 * What the list call needs of the library's filters, apart from reading and writing them in the
 * address (library-filters.ts): the list's API (and so the app's entry, which prefetches the library)
 * carries only this, not the filter bar's choices.
 */

/** The library's Premium filters (advanced search) and its order (everyone's), as the address carries them. */
export interface AdvancedFilters {
  /** Total time at most this many minutes. */
  maxTime: number | null;
  /** Ingredients each recipe has ('chicken'), or a family ('nuts'). */
  include: string[];
  /** Ingredients no recipe has. */
  exclude: string[];
  /** Calories per serving at most this. */
  maxKcal: number | null;
  sort: RecipeSort;
}

/** Whether any Premium filter is set (the order is everyone's). */
export const hasAdvancedFilters = (filters: AdvancedFilters): boolean =>
  isAdvancedSearch({
    include: filters.include,
    exclude: filters.exclude,
    maxTime: filters.maxTime ?? undefined,
    maxKcal: filters.maxKcal ?? undefined,
  });

/** The list call's parameters for the advanced filters (the order is `RecipeFilters.sort`). */
export function setAdvancedQuery(params: URLSearchParams, filters: AdvancedFilters): void {
  if (filters.maxTime !== null) params.set('maxTime', String(filters.maxTime));
  if (filters.include.length > 0) params.set('include', filters.include.join(','));
  if (filters.exclude.length > 0) params.set('exclude', filters.exclude.join(','));
  if (filters.maxKcal !== null) params.set('maxKcal', String(filters.maxKcal));
}
