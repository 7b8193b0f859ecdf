import type { RecipeListItem } from '@cookmark/contracts';
import { Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { openedFrom } from '../../lib/back-navigation';
import { RecipePhoto } from '../photos/RecipePhoto';
import { RecipeMeta, TagChips } from './recipe-summary';

/** A card's photo: the grid has one column on phones, two from 640 px, three from 1280 px. */
const CARD_PHOTO_SIZES = '(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw';

/** Spec §5: the browser confirmation before a delete. */
export function deleteConfirmation(title: string | null | undefined): string {
  const name = title?.trim() ? `"${title}"` : 'this recipe';
  return `Are you sure you want to delete ${name}? This action cannot be undone.`;
}

interface RecipeCardProps {
  recipe: RecipeListItem;
  /** The recipe's page. */
  to: string;
  /** The list's address, for the recipe page's Back to Recipes. */
  from: string;
  onDelete: (recipe: RecipeListItem) => void;
  deleting?: boolean;
}

/**
 * Spec §2 recipe card, a link to the recipe's page. The delete button shows on hover and whenever
 * focus is inside the card where there is a pointer that hovers, and always on touch screens
 * (index.css, `.recipe-card-delete`).
 */
export function RecipeCard({ recipe, to, from, onDelete, deleting = false }: RecipeCardProps) {
  return (
    // The browser lays out and paints a card only near the screen (content-visibility), keeping the
    // size it last had: a page of cards cost the dashboard's first render most of its layout time
    // (issue #31). The cards stay in the page, its text and its accessibility tree.
    <li
      className="group relative min-w-0 [contain-intrinsic-size:auto_20rem] [content-visibility:auto]"
      data-testid="recipe-card"
    >
      <Link
        to={to}
        {...openedFrom(from)}
        className="flex h-full w-full min-w-0 cursor-pointer flex-col overflow-hidden break-words [overflow-wrap:anywhere] rounded-2xl border border-stone-200 bg-white text-left shadow-sm transition hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <RecipePhoto photo={recipe.photo} alt="" sizes={CARD_PHOTO_SIZES} />
        <div className="flex flex-1 flex-col p-5">
          <h3 className="pr-8 font-display text-lg font-semibold leading-snug text-stone-900">
            {recipe.title}
          </h3>
          {recipe.description ? (
            <p className="mt-1 line-clamp-2 text-sm text-stone-600">{recipe.description}</p>
          ) : null}
          <RecipeMeta
            times={recipe}
            difficulty={recipe.difficulty}
            servings={recipe.servings}
            className="mt-3 text-xs"
          />
          <TagChips tags={recipe.tags} className="mt-auto pt-4" />
        </div>
      </Link>
      <button
        type="button"
        aria-label={`Delete ${recipe.title}`}
        disabled={deleting}
        onClick={() => onDelete(recipe)}
        className="absolute right-3 top-3 cursor-pointer rounded-lg bg-white/90 p-1.5 recipe-card-delete text-stone-500 transition hover:bg-red-50 hover:text-red-600 focus-visible:outline-2 focus-visible:outline-red-600 disabled:opacity-50"
      >
        <Trash2 className="h-4 w-4" aria-hidden />
      </button>
    </li>
  );
}

export function RecipeCardSkeleton() {
  return (
    <li
      className="animate-pulse overflow-hidden rounded-2xl border border-stone-200 bg-white"
      data-testid="recipe-card-skeleton"
      aria-hidden
    >
      <div className="aspect-[4/3] w-full bg-stone-100" />
      <div className="p-5">
        <div className="h-5 w-2/3 rounded bg-stone-200" />
        <div className="mt-3 h-3 w-full rounded bg-stone-100" />
        <div className="mt-2 h-3 w-4/5 rounded bg-stone-100" />
        <div className="mt-4 flex gap-3">
          <div className="h-3 w-14 rounded bg-stone-100" />
          <div className="h-3 w-14 rounded bg-stone-100" />
        </div>
        <div className="mt-4 flex gap-1.5">
          <div className="h-5 w-12 rounded-full bg-herb-50" />
          <div className="h-5 w-16 rounded-full bg-herb-50" />
        </div>
      </div>
    </li>
  );
}
