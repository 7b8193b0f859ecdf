import type { Recipe } from '@cookmark/contracts';
import { useMutation } from '@tanstack/react-query';
import { Plus, X } from 'lucide-react';
import { toast } from '../../components/ui/use-toast';
import { handleSessionLost } from '../../lib/session';
import { settleSuggestedTag } from './recipes-api';

interface SuggestedTagsProps {
  recipe: Recipe;
  /** Takes the recipe as the server answered it (its tags and suggestions changed). */
  onStored: (recipe: Recipe) => Promise<unknown>;
}

/**
 * 'Suggested tags': the tags an import's keywords suggest (cleaned by the server). One tap on a
 * chip accepts it (it becomes a tag); its cross dismisses it. Nothing shows without suggestions.
 */
export function SuggestedTags({ recipe, onStored }: SuggestedTagsProps) {
  const settle = useMutation({
    scope: { id: `recipe-tags:${recipe.id}` },
    mutationFn: ({ tag, accept }: { tag: string; accept: boolean }) =>
      settleSuggestedTag(recipe.id, tag, accept),
    onSuccess: onStored,
    onError: (error) => {
      if (handleSessionLost(error)) return;
      toast({ title: 'Failed to update tags', description: 'Please try again', variant: 'destructive' });
    },
  });
  if (recipe.suggestedTags.length === 0) return null;
  const busy = settle.isPending ? settle.variables.tag : null;
  return (
    <section aria-labelledby="suggested-tags-heading" className="mt-3" data-print="hide">
      <h2
        id="suggested-tags-heading"
        className="text-xs font-semibold uppercase tracking-wide text-stone-600"
      >
        Suggested tags
      </h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {recipe.suggestedTags.map((tag) => (
          <li
            key={tag}
            className="inline-flex items-center rounded-full border border-dashed border-herb-300 bg-white text-xs font-medium text-herb-800"
          >
            <button
              type="button"
              aria-label={`Add tag ${tag}`}
              disabled={busy === tag}
              onClick={() => settle.mutate({ tag, accept: true })}
              className="inline-flex min-h-8 cursor-pointer items-center gap-1 rounded-l-full py-1 pl-3 pr-1.5 hover:bg-herb-50 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-60"
            >
              <Plus className="h-3 w-3" aria-hidden />
              {tag}
            </button>
            <button
              type="button"
              aria-label={`Dismiss suggested tag ${tag}`}
              disabled={busy === tag}
              onClick={() => settle.mutate({ tag, accept: false })}
              className="inline-flex min-h-8 cursor-pointer items-center rounded-r-full py-1 pl-1 pr-2 text-stone-500 hover:bg-stone-100 hover:text-stone-800 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-60"
            >
              <X className="h-3 w-3" aria-hidden />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
