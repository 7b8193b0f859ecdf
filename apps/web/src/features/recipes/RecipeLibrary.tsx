import { keepPreviousData, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertCircle, BookOpen, Plus, SearchX, X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useBlocker, useLocation, useMatch, useNavigate, useSearchParams } from 'react-router';
import { lazyDialog } from '../../components/lazy-dialog';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { dashboardPathFor } from '../auth/use-auth';
import { errorMessage } from '../../lib/api';
import { openedFrom, useBackTo } from '../../lib/back-navigation';
import { handleSessionLost } from '../../lib/session';
import { RecipeCard, RecipeCardSkeleton } from './RecipeCard';
import { AdvancedFilterPanel } from './AdvancedFilterPanel';
import {
  type AdvancedFilters,
  hasAdvancedFilters,
  NO_ADVANCED_FILTERS,
  readAdvancedFilters,
  writeAdvancedFilters,
} from './library-filters';
import { RecipeFilterBar } from './RecipeFilterBar';
import { SortControl } from './SortControl';
import { fetchTagChips, libraryQueryOptions, recipeTagsKey, type RecipeFilters } from './recipes-api';
import { useDebouncedValue } from './use-debounced-value';
import type * as AddRecipePanelModule from './AddRecipePanel';
import { useDeleteRecipe } from './use-delete-recipe';
import { useListScrollRestoration } from './use-list-scroll-restoration';

// The add form is its own chunk, loaded when opened (a recipe's detail is a page of its own).
let addRecipePanelModule: Promise<typeof AddRecipePanelModule> | undefined;
const loadAddRecipePanel = () => (addRecipePanelModule ??= import('./AddRecipePanel'));
const AddRecipePanel = lazy(() =>
  loadAddRecipePanel().then((module) => ({ default: module.AddRecipePanel })),
);
const TagManagerDialog = lazyDialog(() => import('./TagManagerDialog'), 'TagManagerDialog');
const loadingPanel = <Spinner className="mx-auto my-10 h-8 w-8 text-brand-500" label="Loading…" />;

/** Spec §5 search debounce. */
export const SEARCH_DEBOUNCE_MS = 200;
/** Spec §9: skeleton cards while the first page loads. */
const SKELETON_CARDS = 6;
/** The Add Recipe form's own address. */
export const NEW_RECIPE_PATH = '/recipes/new';
/** Asked before closing the Add Recipe form with typed content. */
export const DISCARD_RECIPE_QUESTION = 'Discard this recipe? What you typed will be lost.';

/** The Add Recipe button to focus again when the dashboard comes back after the form closes. */
let focusAddRecipeOnReturn = false;

/**
 * The Add Recipe form's closing rules: Cancel, Escape, Close, the browser's Back or a link ask
 * before discarding typed content; a reload or closing the tab gets the browser's own prompt.
 */
function useAddRecipeGuard(adding: boolean, close: () => void) {
  const dirty = useRef(false);
  const leaving = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      adding && dirty.current && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );

  // Asked once per blocked navigation: a render that still says 'blocked' after the answer (the
  // router's update comes in a transition) must not ask again, or a second prompt would hang open.
  const answered = useRef(false);
  useEffect(() => {
    if (blocker.state === 'unblocked') answered.current = false;
    if (blocker.state !== 'blocked' || answered.current) return;
    answered.current = true;
    if (window.confirm(DISCARD_RECIPE_QUESTION)) {
      leaving.current = true;
      focusAddRecipeOnReturn = true;
      blocker.proceed();
    } else blocker.reset();
  }, [blocker]);

  useEffect(() => {
    if (!adding) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (dirty.current && !leaving.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [adding]);

  const leave = useCallback(() => {
    leaving.current = true;
    focusAddRecipeOnReturn = true;
    close();
  }, [close]);
  const requestClose = useCallback(() => {
    if (dirty.current && !window.confirm(DISCARD_RECIPE_QUESTION)) return;
    leave();
  }, [leave]);
  const setDirty = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);
  return { requestClose, leave, setDirty };
}

/**
 * Escape closes the free dashboard's inline form as it closes the full-screen one. Whatever is on
 * top (a toast, a menu) takes the press first: Radix marks the key handled, and it stops there.
 */
function InlineEscape({ onEscape }: { onEscape: () => void }) {
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      onEscape();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onEscape]);
  return null;
}

/** The tag filter's address parameter, one per selected tag. */
const TAG_PARAM = 'tag';
const SEARCH_PARAM = 'q';

/**
 * The dashboards' main column (spec §2 "Free dashboard" / "Premium dashboard"): search and tag
 * filters, Add Recipe and the card grid with its empty and loading states. A card opens the
 * recipe's own page (/recipe/{id}); Add Recipe opens /recipes/new, in the column for free users and
 * full screen for premium users. The filters live in the address, so Back returns to them.
 */
export function RecipeLibrary({ premium }: { premium: boolean }) {
  const adding = useMatch(NEW_RECIPE_PATH) !== null;
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const [search, setSearch] = useState(() => searchParams.get(SEARCH_PARAM) ?? '');
  const selectedTags = useMemo(() => searchParams.getAll(TAG_PARAM), [searchParams]);
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  // Premium filters (advanced search) and the order live in the address too; a free user's list
  // leaves the filters out (the server would refuse them) and the Filters panel offers the upgrade.
  const advancedText = JSON.stringify(readAdvancedFilters(searchParams));
  const advanced = useMemo<AdvancedFilters>(
    () => JSON.parse(advancedText) as AdvancedFilters,
    [advancedText],
  );
  const advancedOn = premium && hasAdvancedFilters(advanced);
  const sort = advanced.sort;
  const filters = useMemo<RecipeFilters>(
    () => ({
      q,
      tags: selectedTags,
      ...(sort !== 'newest' ? { sort } : {}),
      ...(advancedOn ? { advanced } : {}),
    }),
    [q, selectedTags, sort, advancedOn, advanced],
  );
  const filtering = filters.q !== '' || filters.tags.length > 0 || advancedOn;
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const closeAdd = useBackTo(dashboardPathFor(premium));
  const guard = useAddRecipeGuard(adding, closeAdd);

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

  // The add form's code arrives while the user looks at the list, so it opens at once.
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
    idle(() => void loadAddRecipePanel());
  }, []);

  useEffect(() => {
    if (list.error) handleSessionLost(list.error);
  }, [list.error]);

  // The debounced search goes into the address (replacing it), so Back and reloads keep it.
  const searchInAddress = searchParams.get(SEARCH_PARAM) ?? '';
  useEffect(() => {
    if (adding || searchInAddress === q) return;
    setSearchParams(
      (current) => {
        if ((current.get(SEARCH_PARAM) ?? '') === q) return current;
        const next = new URLSearchParams(current);
        if (q) next.set(SEARCH_PARAM, q);
        else next.delete(SEARCH_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [q, adding, searchInAddress, setSearchParams]);

  // Back on the dashboard after the form closed: the keyboard is where it was, on Add Recipe.
  useEffect(() => {
    if (adding || !focusAddRecipeOnReturn) return;
    focusAddRecipeOnReturn = false;
    addButtonRef.current?.focus({ preventScroll: true });
  }, [adding]);

  const setTags = (tags: string[]) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(TAG_PARAM);
        for (const tag of tags) next.append(TAG_PARAM, tag);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  const toggleTag = (tag: string) =>
    setTags(
      selectedTags.some((t) => t.toLowerCase() === tag.toLowerCase())
        ? selectedTags.filter((t) => t.toLowerCase() !== tag.toLowerCase())
        : [...selectedTags, tag],
    );
  // Merged into the address as it will be: changes made before the page catches up (a sort chosen
  // while an ingredient box waits to send) all count.
  const latestParams = useRef(searchParams);
  useEffect(() => {
    latestParams.current = searchParams;
  }, [searchParams]);
  const setAdvanced = (change: Partial<AdvancedFilters>) => {
    const current = latestParams.current;
    const next = writeAdvancedFilters(current, { ...readAdvancedFilters(current), ...change });
    latestParams.current = next;
    setSearchParams(next, { replace: true, preventScrollReset: true });
  };
  const [clearCount, setClearCount] = useState(0);
  const [managingTags, setManagingTags] = useState(false);
  const clearFilters = () => {
    setSearch('');
    setClearCount((n) => n + 1);
    setSearchParams(
      (current) => {
        const next = writeAdvancedFilters(current, NO_ADVANCED_FILTERS);
        next.delete(TAG_PARAM);
        next.delete(SEARCH_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  const here = `${location.pathname}${location.search}`;
  const openAdd = () => void navigate(NEW_RECIPE_PATH, openedFrom(here));

  if (adding && !premium) {
    return (
      <section aria-label="Add recipe" className="scroll-mt-20">
        <InlineEscape onEscape={guard.requestClose} />
        <Suspense fallback={loadingPanel}>
          <AddRecipePanel onClose={guard.requestClose} onSaved={guard.leave} onDirtyChange={guard.setDirty} />
        </Suspense>
      </section>
    );
  }

  const firstPage = list.data?.pages[0];
  const recipes = list.data?.pages.flatMap((page) => page.recipes) ?? [];
  const counts =
    firstPage && !list.isPlaceholderData ? { total: firstPage.total, totalAll: firstPage.totalAll } : null;

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
              to={`/recipe/${recipe.id}`}
              from={here}
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
    <section aria-labelledby="library-heading" className="scroll-mt-20 space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="library-heading" className="font-display text-2xl font-semibold text-stone-900">
          My Recipes
        </h2>
        <div className="flex flex-wrap items-center gap-3">
          {filtering || (firstPage?.totalAll ?? 0) > 0 ? (
            <SortControl sort={sort} onChange={(next) => setAdvanced({ sort: next })} />
          ) : null}
          <Button ref={addButtonRef} onClick={openAdd}>
            <Plus className="h-4 w-4" aria-hidden />
            Add Recipe
          </Button>
        </div>
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
          moreActive={advancedOn}
          onManageTags={() => setManagingTags(true)}
        >
          <AdvancedFilterPanel
            premium={premium}
            filters={advanced}
            onChange={setAdvanced}
            resetKey={clearCount}
          />
        </RecipeFilterBar>
      ) : null}
      {body}
      <TagManagerDialog open={managingTags} onOpenChange={setManagingTags} />
      {premium ? (
        <FullScreenAddRecipe
          open={adding}
          onClose={guard.requestClose}
          onSaved={guard.leave}
          onDirtyChange={guard.setDirty}
        />
      ) : null}
    </section>
  );
}

/** Spec §2 premium dashboard: 'Add Recipe' opens a full-screen form with Cancel. */
function FullScreenAddRecipe({
  open,
  onClose,
  onSaved,
  onDirtyChange,
}: {
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
  onDirtyChange: (dirty: boolean) => void;
}) {
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
                <AddRecipePanel onClose={onClose} onSaved={onSaved} onDirtyChange={onDirtyChange} />
              </Suspense>
            ) : null}
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
