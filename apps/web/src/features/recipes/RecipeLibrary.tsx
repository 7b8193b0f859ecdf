import { Plus } from 'lucide-react';
import { HouseholdLibraryLink } from '../household/HouseholdLibraryLink';
import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { useMatch } from 'react-router';
import { lazyDialog } from '../../components/lazy-dialog';
import { Button } from '../../components/ui/button';
import { useBackTo } from '../../lib/back-navigation';
import { dashboardPathFor } from '../auth/use-auth';
import { AdvancedFilterPanel } from './AdvancedFilterPanel';
import { InlineAddRecipe } from './InlineAddRecipe';
import { addRecipeIntent } from './lazy-add-recipe-panel';
import { EmptyLibrary, LibraryError, LibraryLoading, NoMatchingRecipes } from './LibraryStates';
import { RecipeFilterBar } from './RecipeFilterBar';
import { RecipeGrid } from './RecipeGrid';
import { SortControl } from './SortControl';
import { takeAddRecipeFocus, useAddRecipeGuard } from './use-add-recipe-guard';
import { NEW_RECIPE_PATH, useRecipeLibrary } from './use-recipe-library';

const TagManagerDialog = lazyDialog(() => import('./TagManagerDialog'), 'TagManagerDialog');
const loadFullScreenAddRecipe = () => import('./FullScreenAddRecipe');
// Premium's full-screen form (Radix's dialog, its focus scope and scroll lock, about 9 KB gzipped)
// is not part of the dashboard's start-up: its code comes with the form's, on the button's intent.
const FullScreenAddRecipe = lazyDialog(loadFullScreenAddRecipe, 'FullScreenAddRecipe');
const alsoFullScreen = (load: () => void) => () => {
  load();
  void loadFullScreenAddRecipe();
};
const fullScreenAddIntent = {
  onPointerEnter: alsoFullScreen(addRecipeIntent.onPointerEnter),
  onPointerDown: alsoFullScreen(addRecipeIntent.onPointerDown),
  onFocus: alsoFullScreen(addRecipeIntent.onFocus),
};

/**
 * The dashboards' main column (spec §2 "Free dashboard" / "Premium dashboard"): search and tag
 * filters, Add Recipe and the card grid with its empty and loading states. A card opens the
 * recipe's own page (/recipe/{id}); Add Recipe opens /recipes/new, in the column for free users and
 * full screen for premium users. The filters live in the address, so Back returns to them.
 */
export function RecipeLibrary({ premium }: { premium: boolean }) {
  const adding = useMatch(NEW_RECIPE_PATH) !== null;
  const library = useRecipeLibrary(premium, adding);
  const guard = useAddRecipeGuard(adding, useBackTo(dashboardPathFor(premium)));
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const [managingTags, setManagingTags] = useState(false);

  // Back on the dashboard after the form closed: the keyboard is where it was, on Add Recipe.
  useEffect(() => {
    if (!adding && takeAddRecipeFocus()) addButtonRef.current?.focus({ preventScroll: true });
  }, [adding]);

  const form = { onClose: guard.requestClose, onSaved: guard.leave, onDirtyChange: guard.setDirty };
  if (adding && !premium) return <InlineAddRecipe {...form} />;

  return (
    <section aria-labelledby="library-heading" className="scroll-mt-20 space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="library-heading" className="font-display text-2xl font-semibold text-stone-900">
          My Recipes
        </h2>
        <div className="flex flex-wrap items-center gap-3">
          {library.showFilters ? (
            <SortControl
              sort={library.advanced.sort}
              onChange={(next) => library.setAdvanced({ sort: next })}
            />
          ) : null}
          <HouseholdLibraryLink />
          <Button
            ref={addButtonRef}
            onClick={library.openAdd}
            {...(premium ? fullScreenAddIntent : addRecipeIntent)}
          >
            <Plus className="h-4 w-4" aria-hidden />
            Add Recipe
          </Button>
        </div>
      </div>
      {library.showFilters ? (
        <RecipeFilterBar
          search={library.search}
          onSearchChange={library.setSearch}
          tags={library.tagChips}
          selectedTags={library.selectedTags}
          onToggleTag={library.toggleTag}
          onClear={library.clearFilters}
          counts={library.counts}
          moreActive={library.advancedOn}
          onManageTags={() => setManagingTags(true)}
        >
          <AdvancedFilterPanel
            premium={premium}
            filters={library.advanced}
            onChange={library.setAdvanced}
            resetKey={library.clearCount}
          />
        </RecipeFilterBar>
      ) : null}
      <LibraryBody library={library} />
      <TagManagerDialog open={managingTags} onOpenChange={setManagingTags} />
      {premium ? <FullScreenAddRecipe open={adding} {...form} /> : null}
    </section>
  );
}

/** The list, or what stands in its place: loading, an error, no recipes yet, none matching. */
function LibraryBody({ library }: { library: ReturnType<typeof useRecipeLibrary> }) {
  const { list, firstPage, recipes } = library;
  // The first page's arrival shows the cards in a transition (short tasks), not in the one task of
  // the query's synchronous update: 24 cards blocked a phone's main thread for 0.2-0.8 s at 4x.
  const pending = useDeferredValue(list.isPending);
  if (pending || list.isPending) return <LibraryLoading />;
  if (list.isError && !list.data)
    return <LibraryError error={list.error} onRetry={() => void list.refetch()} />;
  if (firstPage && firstPage.totalAll === 0) return <EmptyLibrary onAdd={library.openAdd} />;
  if (recipes.length === 0) return <NoMatchingRecipes onClear={library.clearFilters} />;
  return (
    <RecipeGrid
      recipes={recipes}
      total={library.counts?.total ?? null}
      stale={list.isPlaceholderData}
      deletingId={library.deletingId}
      onDelete={library.requestDelete}
      from={library.here}
      hasMore={list.hasNextPage}
      loadingMore={list.isFetchingNextPage}
      onLoadMore={() => void list.fetchNextPage()}
    />
  );
}
