import { servingsText } from '../../lib/servings';
import type { Meal, MealPlanEntry } from '@cookmark/contracts';
import { MoreHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { copyEntry, removeEntry, updateEntry } from './meal-plan-api';
import { usePlanChange } from './use-meal-plan';
import { PlanSelects, ServingsField } from './PlanSelects';

/**
 * One entry: its recipe (opened at the entry's servings) or its text. Dragging it onto another
 * meal moves it (desktop); its menu moves, copies, changes servings or removes it (touch, keyboard).
 */
export function PlanEntryCard({ entry, days }: { entry: MealPlanEntry; days: readonly string[] }) {
  const [open, setOpen] = useState(false);
  const [date, setDate] = useState(entry.date);
  const [meal, setMeal] = useState<Meal>(entry.meal);
  const [servings, setServings] = useState(String(entry.servings ?? ''));
  const id = useId();
  const move = usePlanChange(() => updateEntry(entry.id, { date, meal }), 'Could not move the entry');
  const copy = usePlanChange(() => copyEntry(entry.id, { date, meal }), 'Could not copy the entry');
  const resize = usePlanChange(
    () => updateEntry(entry.id, { servings: Number(servings) }),
    'Could not change servings',
  );
  const remove = usePlanChange(() => removeEntry(entry.id), 'Could not remove the entry');

  return (
    <li
      draggable
      onDragStart={(event) => event.dataTransfer.setData('text/x-cookmark-entry', entry.id)}
      className="rounded-md border border-stone-200 bg-white p-2 text-sm shadow-sm"
      data-testid="plan-entry"
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          {entry.recipeId ? (
            <Link
              to={`/recipe/${entry.recipeId}?servings=${entry.servings}`}
              className="font-medium text-emerald-800 underline-offset-2 hover:underline"
            >
              {entry.title}
            </Link>
          ) : (
            <span className="font-medium text-stone-800">{entry.title}</span>
          )}
          {entry.servings ? <p className="text-xs text-stone-500">{servingsText(entry.servings)}</p> : null}
        </div>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Actions for ${entry.title}`}
          aria-expanded={open}
          aria-controls={`${id}-menu`}
          onClick={() => setOpen((value) => !value)}
        >
          <MoreHorizontal className="h-4 w-4" aria-hidden />
        </Button>
      </div>
      {open ? (
        <div id={`${id}-menu`} className="mt-2 space-y-2 border-t border-stone-100 pt-2">
          <div className="grid grid-cols-2 gap-2">
            <PlanSelects
              id={id}
              days={days}
              date={date}
              meal={meal}
              onDate={setDate}
              onMeal={setMeal}
              visibleLabels={false}
            />
          </div>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={() => move.mutate(undefined)} disabled={move.isPending}>
              Move here
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => copy.mutate(undefined)}
              disabled={copy.isPending}
            >
              Copy here
            </Button>
            <Button
              size="sm"
              variant="destructive"
              onClick={() => remove.mutate(undefined)}
              disabled={remove.isPending}
            >
              Remove
            </Button>
          </div>
          {entry.recipeId ? (
            <form
              className="flex items-end gap-2"
              onSubmit={(event) => {
                event.preventDefault();
                resize.mutate(undefined);
              }}
            >
              <ServingsField id={id} value={servings} onChange={setServings} className="w-20" />
              <Button size="sm" variant="outline" type="submit" disabled={resize.isPending}>
                Set servings
              </Button>
            </form>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
