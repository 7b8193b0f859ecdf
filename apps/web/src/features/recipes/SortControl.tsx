import { RECIPE_SORT_LABELS, RECIPE_SORTS, type RecipeSort } from '@cookmark/contracts';
import { useId } from 'react';
import { cn } from '../../components/ui/cn';
import { selectClasses } from './AdvancedFilterPanel';

/**
 * The library's order, on both dashboards: newest, A–Z, quickest (total time), recently cooked.
 * It lives in the address (`sort=`), as the filters do; the server pages each order by its own key.
 */
export function SortControl({ sort, onChange }: { sort: RecipeSort; onChange: (sort: RecipeSort) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="whitespace-nowrap text-sm font-medium text-stone-700">
        Sort by
      </label>
      <select
        id={id}
        value={sort}
        onChange={(event) => onChange(event.target.value as RecipeSort)}
        className={cn(selectClasses, 'min-h-11 w-auto')}
      >
        {RECIPE_SORTS.map((value) => (
          <option key={value} value={value}>
            {RECIPE_SORT_LABELS[value]}
          </option>
        ))}
      </select>
    </div>
  );
}
