import { AlertCircle, BookOpen, Plus, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { errorMessage } from '../../lib/api';
import { addRecipeIntent } from './lazy-add-recipe-panel';
import { RecipeCardSkeleton } from './RecipeCard';

/** Spec §9: skeleton cards while the first page loads. */
const SKELETON_CARDS = 6;

export function LibraryLoading() {
  return (
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
}

export function LibraryError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Card className="p-8 text-center">
      <AlertCircle className="mx-auto h-9 w-9 text-red-500" aria-hidden />
      <h3 className="mt-3 font-semibold text-stone-900">Failed to fetch recipes</h3>
      <p className="mt-1 text-sm text-stone-600">{errorMessage(error, 'Please try again.')}</p>
      <Button variant="outline" className="mt-4" onClick={onRetry}>
        Try again
      </Button>
    </Card>
  );
}

/** A card in the list's place: an icon, what is the matter, what to do, and the button that does it. */
function EmptyState(props: { icon: ReactNode; title: string; hint: string; action: ReactNode }) {
  return (
    <Card className="p-10 text-center">
      {props.icon}
      <h3 className="mt-3 font-display text-xl font-semibold text-stone-900">{props.title}</h3>
      <p className="mx-auto mt-1 max-w-sm text-sm text-stone-600">{props.hint}</p>
      {props.action}
    </Card>
  );
}

export function EmptyLibrary({ onAdd }: { onAdd: () => void }) {
  return (
    <EmptyState
      icon={<BookOpen className="mx-auto h-10 w-10 text-brand-500" aria-hidden />}
      title="No recipes yet"
      hint="Paste a link from your favourite recipe site or type one in by hand."
      action={
        <Button className="mt-5" onClick={onAdd} {...addRecipeIntent}>
          <Plus className="h-4 w-4" aria-hidden />
          Add Your First Recipe
        </Button>
      }
    />
  );
}

export function NoMatchingRecipes({ onClear }: { onClear: () => void }) {
  return (
    <EmptyState
      icon={<SearchX className="mx-auto h-10 w-10 text-stone-400" aria-hidden />}
      title="No recipes found"
      hint="Try a different search or clear the filters."
      action={
        <Button variant="outline" className="mt-5" onClick={onClear}>
          Clear filters
        </Button>
      }
    />
  );
}
