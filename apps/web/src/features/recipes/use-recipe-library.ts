import { keepPreviousData, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { openedFrom } from '../../lib/back-navigation';
import { handleSessionLost } from '../../lib/session';
import { fetchTagChips, libraryQueryOptions, recipeTagsKey } from './recipes-api';
import { useDeleteRecipe } from './use-delete-recipe';
import { useLibraryFilters } from './use-library-filters';
import { useListScrollRestoration } from './use-list-scroll-restoration';

/** The Add Recipe form's own address. */
export const NEW_RECIPE_PATH = '/recipes/new';

/**
 * What the library shows and does: its filters (use-library-filters.ts), the pages of recipes they
 * select with their counts, the tag chips, deleting, the place in the list kept for Back, and
 * opening the add form.
 */
export function useRecipeLibrary(premium: boolean, adding: boolean) {
  const navigate = useNavigate();
  const location = useLocation();
  const filterState = useLibraryFilters(premium, adding);
  const { filters, filtering } = filterState;

  const queryClient = useQueryClient();
  const list = useInfiniteQuery({
    ...libraryQueryOptions(filters, queryClient),
    placeholderData: keepPreviousData,
  });
  // The chips come with the unfiltered first page (libraryQueryOptions); they are asked for on
  // their own only when that page did not bring them (a filter set before it arrived).
  const tagChips = useQuery({
    queryKey: recipeTagsKey,
    queryFn: fetchTagChips,
    enabled: filtering && !list.isPending,
  });
  const { requestDelete, deletingId } = useDeleteRecipe();
  useListScrollRestoration(list.data !== undefined && !adding);

  useEffect(() => {
    if (list.error) handleSessionLost(list.error);
  }, [list.error]);

  const firstPage = list.data?.pages[0];
  const here = `${location.pathname}${location.search}`;
  return {
    ...filterState,
    list,
    firstPage,
    recipes: list.data?.pages.flatMap((page) => page.recipes) ?? [],
    /** The list's counts, once they are the current filters' own (not the previous filters' kept in view). */
    counts:
      firstPage && !list.isPlaceholderData ? { total: firstPage.total, totalAll: firstPage.totalAll } : null,
    /** Whether the filter bar and the order show: the user has recipes, or is filtering. */
    showFilters: filtering || (firstPage?.totalAll ?? 0) > 0,
    tagChips: tagChips.data ?? [],
    requestDelete,
    deletingId,
    here,
    openAdd: () => void navigate(NEW_RECIPE_PATH, openedFrom(here)),
  };
}
