import { keepPreviousData, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertCircle, BookOpen, Plus, SearchX, X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api';
import { handleSessionLost } from '../../lib/session';
import { RecipeCard, RecipeCardSkeleton } from './RecipeCard';
import { RecipeFilterBar } from './RecipeFilterBar';
import { fetchTagChips, libraryQueryOptions, recipeTagsKey, type RecipeFilters } from './recipes-api';
import { useDebouncedValue } from './use-debounced-value';
import { useDeleteRecipe } from './use-delete-recipe';

// A recipe's detail and the add form are their own chunks, loaded when opened.
const RecipeDetail = lazy(() =>
  import('./RecipeDetail').then((module) => ({ default: module.RecipeDetail })),
);
const AddRecipePanel = lazy(() =>
  import('./AddRecipePanel').then((module) => ({ default: module.AddRecipePanel })),
);
const loadingPanel = <Spinner className="mx-auto my-10 h-8 w-8 text-brand-500" label="Loading…" />;

/** Spec §5 search debounce. */
export const SEARCH_DEBOUNCE_MS = 200;
/** Spec §9: skeleton cards while the first page loads. */
const SKELETON_CARDS = 6;

type LibraryView = { kind: 'list' } | { kind: 'add' } | { kind: 'detail'; id: string };

/**
 * The dashboards' main column (spec §2 "Free dashboard" / "Premium dashboard"): search and tag
 * filters, Add Recipe, the card grid with its empty and loading states, and a recipe's detail.
 * Free users get the add panel in the column; premium users get it full screen.
 */
export function RecipeLibrary({ premium }: { premium: boolean }) {
  const [view, setView] = useState<LibraryView>({ kind: 'list' });
  const [search, setSearch] = useState('');
  const [selectedTags, setSelectedTags] = useState<string[]>([]);
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const filters = useMemo<RecipeFilters>(() => ({ q, tags: selectedTags }), [q, selectedTags]);
  const filtering = filters.q !== '' || filters.tags.length > 0;
  const topRef = useRef<HTMLElement>(null);

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

  useEffect(() => {
    if (list.error) handleSessionLost(list.error);
  }, [list.error]);

  const show = (next: LibraryView) => {
    setView(next);
    topRef.current?.scrollIntoView?.({ block: 'start' });
  };
  const backToList = () => show({ kind: 'list' });

  const toggleTag = (tag: string) =>
    setSelectedTags((current) =>
      current.some((t) => t.toLowerCase() === tag.toLowerCase())
        ? current.filter((t) => t.toLowerCase() !== tag.toLowerCase())
        : [...current, tag],
    );
  const clearFilters = () => {
    setSearch('');
    setSelectedTags([]);
  };

  if (view.kind === 'detail') {
    return (
      <section ref={topRef} aria-label="Recipe" className="scroll-mt-20">
        <Suspense fallback={loadingPanel}>
          <RecipeDetail id={view.id} onBack={backToList} headingLevel="h2" />
        </Suspense>
      </section>
    );
  }

  if (view.kind === 'add' && !premium) {
    return (
      <section ref={topRef} aria-label="Add recipe" className="scroll-mt-20">
        <Suspense fallback={loadingPanel}>
          <AddRecipePanel onClose={backToList} />
        </Suspense>
      </section>
    );
  }

  const firstPage = list.data?.pages[0];
  const recipes = list.data?.pages.flatMap((page) => page.recipes) ?? [];
  const counts =
    firstPage && !list.isPlaceholderData ? { total: firstPage.total, totalAll: firstPage.totalAll } : null;
  const openAdd = () => show({ kind: 'add' });

  let body;
  if (list.isPending) {
    body = (
      <>
        <p role="status" className="sr-only">
          Loading recipes...
        </p>
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {Array.from({ length: SKELETON_CARDS }, (_, i) => (
            <RecipeCardSkeleton key={i} />
          ))}
        </ul>
      </>
    );
  } else if (list.isError && !list.data) {
    body = (
      <Card className="p-8 text-center">
        <AlertCircle className="mx-auto h-9 w-9 text-red-500" aria-hidden />
        <h3 className="mt-3 font-semibold text-stone-900">Failed to fetch recipes</h3>
        <p className="mt-1 text-sm text-stone-600">{errorMessage(list.error, 'Please try again.')}</p>
        <Button variant="outline" className="mt-4" onClick={() => void list.refetch()}>
          Try again
        </Button>
      </Card>
    );
  } else if (firstPage && firstPage.totalAll === 0) {
    body = (
      <Card className="p-10 text-center">
        <BookOpen className="mx-auto h-10 w-10 text-brand-500" aria-hidden />
        <h3 className="mt-3 font-display text-xl font-semibold text-stone-900">No recipes yet</h3>
        <p className="mx-auto mt-1 max-w-sm text-sm text-stone-600">
          Paste a link from your favourite recipe site or type one in by hand.
        </p>
        <Button className="mt-5" onClick={openAdd}>
          <Plus className="h-4 w-4" aria-hidden />
          Add Your First Recipe
        </Button>
      </Card>
    );
  } else if (recipes.length === 0) {
    body = (
      <Card className="p-10 text-center">
        <SearchX className="mx-auto h-10 w-10 text-stone-400" aria-hidden />
        <h3 className="mt-3 font-display text-xl font-semibold text-stone-900">No recipes found</h3>
        <p className="mx-auto mt-1 max-w-sm text-sm text-stone-600">
          Try a different search or clear the filters.
        </p>
        <Button variant="outline" className="mt-5" onClick={clearFilters}>
          Clear filters
        </Button>
      </Card>
    );
  } else {
    body = (
      <>
        <ul
          className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
          aria-label="Recipes"
          aria-busy={list.isPlaceholderData}
        >
          {recipes.map((recipe) => (
            <RecipeCard
              key={recipe.id}
              recipe={recipe}
              deleting={deletingId === recipe.id}
              onOpen={(id) => show({ kind: 'detail', id })}
              onDelete={requestDelete}
            />
          ))}
        </ul>
        {list.hasNextPage ? (
          <div className="flex justify-center">
            <Button
              variant="outline"
              disabled={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              {list.isFetchingNextPage ? <Spinner /> : null}
              {list.isFetchingNextPage ? 'Loading...' : 'Load more'}
            </Button>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <section ref={topRef} aria-labelledby="library-heading" className="scroll-mt-20 space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="library-heading" className="font-display text-2xl font-semibold text-stone-900">
          My Recipes
        </h2>
        <Button onClick={openAdd}>
          <Plus className="h-4 w-4" aria-hidden />
          Add Recipe
        </Button>
      </div>
      {filtering || (firstPage?.totalAll ?? 0) > 0 ? (
        <RecipeFilterBar
          search={search}
          onSearchChange={setSearch}
          tags={tagChips.data ?? []}
          selectedTags={selectedTags}
          onToggleTag={toggleTag}
          onClear={clearFilters}
          counts={counts}
        />
      ) : null}
      {body}
      {premium ? <FullScreenAddRecipe open={view.kind === 'add'} onClose={backToList} /> : null}
    </section>
  );
}

/** Spec §2 premium dashboard: 'Add Recipe' opens a full-screen form with Cancel. */
function FullScreenAddRecipe({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Content
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => event.preventDefault()}
          className="fixed inset-0 z-50 overflow-y-auto bg-cream focus:outline-none"
        >
          <div className="sticky top-0 z-10 border-b border-stone-200/80 bg-white/90 backdrop-blur">
            <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6">
              <RadixDialog.Title className="font-display text-xl font-semibold text-stone-900">
                New recipe
              </RadixDialog.Title>
              <RadixDialog.Close asChild>
                <Button variant="ghost" size="sm">
                  <X className="h-4 w-4" aria-hidden />
                  Close
                </Button>
              </RadixDialog.Close>
            </div>
          </div>
          <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
            {open ? (
              <Suspense fallback={loadingPanel}>
                <AddRecipePanel onClose={onClose} />
              </Suspense>
            ) : null}
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
