import { Search, Settings2, Tag, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { inputClasses } from '../../components/ui/input';

interface RecipeFilterBarProps {
  search: string;
  onSearchChange: (value: string) => void;
  tags: string[];
  selectedTags: string[];
  onToggleTag: (tag: string) => void;
  onClear: () => void;
  /** Set once the filtered count is known. */
  counts: { total: number; totalAll: number } | null;
  /** Whether filters beyond the text and tags are set (advanced search). */
  moreActive?: boolean;
  /** More filters, under the search box (advanced search). */
  children?: ReactNode;
  /** Opens the tag manager (rename, merge), from beside the tag chips. */
  onManageTags?: () => void;
}

/** Spec §2 "Recipe search and filter bar". */
export function RecipeFilterBar({
  search,
  onSearchChange,
  tags,
  selectedTags,
  onToggleTag,
  onClear,
  counts,
  moreActive = false,
  children,
  onManageTags,
}: RecipeFilterBarProps) {
  const active = search.trim() !== '' || selectedTags.length > 0 || moreActive;
  const selected = new Set(selectedTags.map((t) => t.toLowerCase()));
  const chips = [
    ...selectedTags.filter((t) => !tags.some((x) => x.toLowerCase() === t.toLowerCase())),
    ...tags,
  ];
  return (
    <div className="space-y-3">
      <div className="relative">
        <Search
          className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-stone-400"
          aria-hidden
        />
        <input
          type="search"
          aria-label="Search recipes"
          placeholder="Search by title, ingredient or tag"
          value={search}
          maxLength={200}
          onChange={(e) => onSearchChange(e.target.value)}
          className={cn(inputClasses, 'pl-9')}
        />
      </div>
      {children}
      {chips.length > 0 ? (
        <div role="group" aria-label="Filter by tag" className="flex flex-wrap gap-2">
          {chips.map((tag) => {
            const on = selected.has(tag.toLowerCase());
            return (
              <button
                key={tag}
                type="button"
                aria-pressed={on}
                onClick={() => onToggleTag(tag)}
                className={cn(
                  'inline-flex cursor-pointer items-center gap-1 rounded-full px-3 py-1 text-xs font-medium ring-1 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                  on
                    ? 'bg-brand-600 text-white ring-brand-600 hover:bg-brand-700'
                    : 'bg-white text-stone-700 ring-stone-200 hover:bg-brand-50 hover:ring-brand-200',
                )}
              >
                <Tag className="h-3 w-3" aria-hidden />
                {tag}
              </button>
            );
          })}
          {onManageTags ? (
            <button
              type="button"
              onClick={onManageTags}
              className="inline-flex cursor-pointer items-center gap-1 rounded-full px-3 py-1 text-xs font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <Settings2 className="h-3 w-3" aria-hidden />
              Manage tags
            </button>
          ) : null}
        </div>
      ) : null}
      {active ? (
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-stone-600">
          <p aria-live="polite">
            <span>{counts ? `Showing ${counts.total} of ${counts.totalAll} recipes` : 'Searching...'}</span>
            {selectedTags.length > 0 ? (
              <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">
                {selectedTags.length} {selectedTags.length === 1 ? 'tag' : 'tags'} selected
              </span>
            ) : null}
          </p>
          <Button variant="ghost" size="sm" onClick={onClear}>
            <X className="h-4 w-4" aria-hidden />
            Clear filters
          </Button>
        </div>
      ) : null}
    </div>
  );
}
