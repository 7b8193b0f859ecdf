import type { RecipeListItem } from '@cookmark/contracts';
import { useEffect, useRef } from 'react';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { RecipeCard } from './RecipeCard';

interface RecipeGridProps {
  recipes: RecipeListItem[];
  /** How many recipes the filters select, when known. */
  total: number | null;
  /** The previous filters' cards, kept in view while the new ones load. */
  stale: boolean;
  deletingId: string | null;
  onDelete: (recipe: RecipeListItem) => void;
  /** The list's address, for the recipe page's Back to Recipes. */
  from: string;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

/**
 * The library's cards, a page (recipes-api.ts's LIBRARY_PAGE_SIZE) at a time: a library of 1,000
 * recipes renders as fast as one of 24, and 'Load more' adds the next page. The keyboard moves on to
 * the first card it added (the button itself goes once the last page is in, which would otherwise
 * drop focus to the page's start).
 */
export function RecipeGrid(props: RecipeGridProps) {
  const { recipes, total, hasMore, loadingMore } = props;
  const grid = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const index = focusFrom.current;
    if (index === null || recipes.length <= index) return;
    focusFrom.current = null;
    grid.current?.children[index]?.querySelector<HTMLElement>('a')?.focus();
  }, [recipes.length]);

  const loadMore = () => {
    focusFrom.current = recipes.length;
    props.onLoadMore();
  };
  return (
    <>
      <ul
        ref={grid}
        className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
        aria-label="Recipes"
        aria-busy={props.stale}
      >
        {recipes.map((recipe) => (
          <RecipeCard
            key={recipe.id}
            recipe={recipe}
            deleting={props.deletingId === recipe.id}
            to={`/recipe/${recipe.id}`}
            from={props.from}
            onDelete={props.onDelete}
          />
        ))}
      </ul>
      {hasMore ? (
        <div className="flex flex-col items-center gap-2">
          <Button variant="outline" disabled={loadingMore} onClick={loadMore}>
            {loadingMore ? <Spinner /> : null}
            {loadingMore ? 'Loading...' : 'Load more'}
          </Button>
          {total !== null ? (
            <p className="text-sm text-stone-600">
              {recipes.length} of {total} shown
            </p>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
