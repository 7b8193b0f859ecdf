import { Check, Search, X } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { cn } from '../../components/ui/cn';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { useDebouncedValue } from './use-debounced-value';
import { matchesTitleOrDescription, PICKER_DEBOUNCE_MS } from './use-recipe-choices';

/** Something to pick: a recipe, a grocery list. */
export interface Choice {
  id: string;
  title: string;
  description?: string | null;
}

export interface MultiSelectProps {
  selected: readonly string[];
  onChange: (ids: string[]) => void;
  label: string;
  choices: readonly Choice[];
  isLoading: boolean;
  /** What is picked, plural: 'recipes', 'grocery lists'. */
  noun: string;
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Spec §5: pick several items; the search (title or description, ignoring case) is debounced
 * 200 ms. Chosen items show as removable chips above the search, in the order chosen.
 */
export function MultiSelect({ selected, onChange, label, choices, isLoading, noun }: MultiSelectProps) {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search, PICKER_DEBOUNCE_MS);
  const matching = useMemo(
    () => choices.filter((c) => matchesTitleOrDescription(c, debounced)),
    [choices, debounced],
  );
  const searchId = useId();
  const chosen = new Set(selected);

  const toggle = (id: string) =>
    onChange(chosen.has(id) ? selected.filter((s) => s !== id) : [...selected, id]);

  const selectedChoices = selected.flatMap((id) => choices.filter((c) => c.id === id));

  return (
    <div>
      <label htmlFor={searchId} className="mb-1.5 block text-sm font-medium text-stone-800">
        {label}
      </label>
      {selectedChoices.length > 0 ? (
        <ul className="mb-2 flex flex-wrap gap-1.5" aria-label={`Selected ${noun}`}>
          {selectedChoices.map((choice) => (
            <li key={choice.id} className="min-w-0 max-w-full">
              <button
                type="button"
                onClick={() => toggle(choice.id)}
                className="inline-flex max-w-full cursor-pointer items-center gap-1 rounded-full bg-brand-50 py-1 pl-3 pr-2 text-sm font-medium text-brand-800 ring-1 ring-brand-200 hover:bg-brand-100"
                aria-label={`Remove ${choice.title}`}
              >
                <span className="min-w-0 truncate">{choice.title}</span>
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
            <Spinner className="h-5 w-5 text-brand-600" label={`Loading ${noun}...`} />
          </div>
        ) : matching.length === 0 ? (
          <p className="p-4 text-center text-sm text-stone-500">
            {choices.length === 0 ? `No ${noun} yet` : `No ${noun} found`}
          </p>
        ) : (
          <ul
            aria-label={`${capitalized(noun.replace(/s$/, ''))} choices`}
            className="divide-y divide-stone-100"
          >
            {matching.map((choice) => {
              const on = chosen.has(choice.id);
              return (
                <li key={choice.id}>
                  <label
                    className={cn(
                      'flex cursor-pointer items-start gap-3 px-3 py-2.5 hover:bg-stone-50',
                      on && 'bg-brand-50/60',
                    )}
                  >
                    <input
                      type="checkbox"
                      checked={on}
                      onChange={() => toggle(choice.id)}
                      className="mt-0.5 h-4 w-4 shrink-0 accent-brand-600"
                    />
                    <span className="min-w-0">
                      <span className="block truncate text-sm font-medium text-stone-900">
                        {choice.title}
                      </span>
                      {choice.description ? (
                        <span className="block truncate text-xs text-stone-500">{choice.description}</span>
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
