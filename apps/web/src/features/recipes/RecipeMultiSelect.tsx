import { Check, Search, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { cn } from '../../components/ui/cn';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { handleSessionLost } from '../../lib/session';
import { useRecipeChoices } from './use-recipe-choices';

interface RecipeMultiSelectProps {
  selected: readonly string[];
  onChange: (ids: string[]) => void;
  label?: string;
}

/** Spec §5: pick recipes from the collection; the search (title or description) is debounced 200 ms. */
export function RecipeMultiSelect({ selected, onChange, label = 'Recipes' }: RecipeMultiSelectProps) {
  const [search, setSearch] = useState('');
  const { all, matching, isLoading, error } = useRecipeChoices(search);
  const searchId = useId();
  const chosen = new Set(selected);

  useEffect(() => {
    if (error) handleSessionLost(error);
  }, [error]);

  const toggle = (id: string) =>
    onChange(chosen.has(id) ? selected.filter((s) => s !== id) : [...selected, id]);

  const selectedRecipes = selected.flatMap((id) => all.filter((r) => r.id === id));

  return (
    <div>
      <label htmlFor={searchId} className="mb-1.5 block text-sm font-medium text-stone-800">
        {label}
      </label>
      {selectedRecipes.length > 0 ? (
        <ul className="mb-2 flex flex-wrap gap-1.5" aria-label="Selected recipes">
          {selectedRecipes.map((recipe) => (
            <li key={recipe.id} className="min-w-0 max-w-full">
              <button
                type="button"
                onClick={() => toggle(recipe.id)}
                className="inline-flex max-w-full cursor-pointer items-center gap-1 rounded-full bg-brand-50 py-1 pl-3 pr-2 text-sm font-medium text-brand-800 ring-1 ring-brand-200 hover:bg-brand-100"
                aria-label={`Remove ${recipe.title}`}
              >
                <span className="min-w-0 truncate">{recipe.title}</span>
                <X className="h-3.5 w-3.5 shrink-0" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="relative">
        <Search
          className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-stone-400"
          aria-hidden
        />
        <Input
          id={searchId}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="Search by title or description"
          className="pl-9"
        />
      </div>
      <div className="mt-2 max-h-64 overflow-y-auto rounded-lg border border-stone-200">
        {isLoading ? (
          <div className="flex justify-center p-4">
            <Spinner className="h-5 w-5 text-brand-600" label="Loading recipes..." />
          </div>
        ) : matching.length === 0 ? (
          <p className="p-4 text-center text-sm text-stone-500">
            {all.length === 0 ? 'No recipes yet' : 'No recipes found'}
          </p>
        ) : (
          <ul aria-label="Recipe choices" className="divide-y divide-stone-100">
            {matching.map((recipe) => {
              const on = chosen.has(recipe.id);
              return (
                <li key={recipe.id}>
                  <label
                    className={cn(
                      'flex cursor-pointer items-start gap-3 px-3 py-2.5 hover:bg-stone-50',
                      on && 'bg-brand-50/60',
                    )}
                  >
                    <input
                      type="checkbox"
                      checked={on}
                      onChange={() => toggle(recipe.id)}
                      className="mt-0.5 h-4 w-4 shrink-0 accent-brand-600"
                    />
                    <span className="min-w-0">
                      <span className="block truncate text-sm font-medium text-stone-900">
                        {recipe.title}
                      </span>
                      {recipe.description ? (
                        <span className="block truncate text-xs text-stone-500">{recipe.description}</span>
                      ) : null}
                    </span>
                    {on ? <Check className="ml-auto h-4 w-4 shrink-0 text-brand-600" aria-hidden /> : null}
                  </label>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}
