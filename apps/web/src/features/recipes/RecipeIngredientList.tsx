import type { LineGroup } from '@cookmark/contracts';
import { Shuffle } from 'lucide-react';
import { Fragment, useState } from 'react';
import { cn } from '../../components/ui/cn';
import { numberedGroups } from './line-groups';
import { RecipeGroupHeading } from './RecipeGroupHeading';

interface RecipeIngredientListProps {
  groups: readonly LineGroup[];
  /** Clicking a line's text asks for a substitution of it (its place in the whole list). */
  onIngredientClick: ((index: number) => void) | undefined;
  /** Replaced lines by place, each with the text the recipe had there. */
  changedIngredients: ReadonlyMap<number, string> | undefined;
}

/** The ingredients under their group headings, each with a box to tick it off while cooking. */
export function RecipeIngredientList({
  groups,
  onIngredientClick,
  changedIngredients,
}: RecipeIngredientListProps) {
  const [checked, setChecked] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = (index: number) =>
    setChecked((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  return (
    <section aria-labelledby="ingredients-heading">
      <h2 id="ingredients-heading" className="font-display text-xl font-semibold text-stone-900">
        Ingredients
      </h2>
      {numberedGroups(groups).map((group, g) => (
        <Fragment key={`${g}-${group.name ?? ''}`}>
          {group.name ? <RecipeGroupHeading>{group.name}</RecipeGroupHeading> : null}
          <ul className="mt-3 space-y-2" aria-label={group.name ?? undefined}>
            {group.lines.map((line, i) => {
              // Checked lines are kept by their place in the whole list: headings are never ticked.
              const index = group.start - 1 + i;
              return (
                <li key={`${index}-${line}`}>
                  {onIngredientClick ? (
                    <SubstitutableLine
                      line={line}
                      checked={checked.has(index)}
                      original={changedIngredients?.get(index)}
                      onToggle={() => toggle(index)}
                      onClick={() => onIngredientClick(index)}
                    />
                  ) : (
                    <label className="flex cursor-pointer items-start gap-3 text-stone-800">
                      <input
                        type="checkbox"
                        checked={checked.has(index)}
                        onChange={() => toggle(index)}
                        className="mt-1 h-4 w-4 shrink-0 accent-brand-600"
                      />
                      <span className={cn('min-w-0', checked.has(index) && 'text-stone-400 line-through')}>
                        {line}
                      </span>
                    </label>
                  )}
                </li>
              );
            })}
          </ul>
        </Fragment>
      ))}
    </section>
  );
}

interface SubstitutableLineProps {
  line: string;
  checked: boolean;
  original: string | undefined;
  onToggle: () => void;
  onClick: () => void;
}

/** An ingredient line: a checkbox to tick it off, and its text asking for a substitution. */
function SubstitutableLine({ line, checked, original, onToggle, onClick }: SubstitutableLineProps) {
  return (
    <div
      className={cn(
        'flex items-start gap-3 rounded-lg',
        original !== undefined && 'bg-amber-50 ring-1 ring-amber-200 -mx-2 px-2 py-1',
      )}
    >
      <input
        type="checkbox"
        checked={checked}
        onChange={onToggle}
        aria-label={line}
        className="mt-1 h-4 w-4 shrink-0 cursor-pointer accent-brand-600"
      />
      <div className="min-w-0 flex-1">
        <button
          type="button"
          onClick={onClick}
          aria-haspopup="dialog"
          aria-label={`Find a substitution for ${line}`}
          title={original === undefined ? 'Find a substitution' : `Was: ${original}`}
          className="group inline-flex cursor-pointer items-start gap-1.5 rounded text-left text-stone-800 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <span className={cn('[overflow-wrap:anywhere]', checked && 'text-stone-400 line-through')}>
            {line}
          </span>
          <Shuffle
            className="mt-1 h-3.5 w-3.5 shrink-0 text-stone-300 group-hover:text-brand-600 group-focus-visible:text-brand-600"
            aria-hidden
          />
        </button>
        {original === undefined ? null : (
          <p className="text-xs text-amber-800 [overflow-wrap:anywhere]">
            <span className="font-semibold">Changed</span> · was {original}
          </p>
        )}
      </div>
    </div>
  );
}
