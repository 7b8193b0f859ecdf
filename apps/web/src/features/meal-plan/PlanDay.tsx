import { MEAL_LABELS, MEALS, type Meal, type MealPlanDay } from '@cookmark/contracts';
import { Card } from '../../components/ui/card';
import { DayTotals } from './DayTotals';
import { updateEntry } from './meal-plan-api';
import { PlanEntryCard } from './PlanEntryCard';
import { usePlanChange } from './use-meal-plan';
import { dayLabel } from './week';

/**
 * One day: its meals in order, each a drop target for entries dragged from another meal, and at
 * the foot of the card the day's nutrition totals, read from the day itself.
 */
export function PlanDay({ day, days }: { day: MealPlanDay; days: readonly string[] }) {
  const move = usePlanChange(
    ({ id, meal }: { id: string; meal: Meal }) => updateEntry(id, { date: day.date, meal }),
    'Could not move the entry',
  );
  const headingId = `plan-day-${day.date}`;
  return (
    <Card className="p-3" role="region" aria-labelledby={headingId}>
      <h3 id={headingId} className="font-display text-base font-semibold text-stone-900">
        {dayLabel(day.date)}
      </h3>
      {MEALS.map((meal) => {
        const entries = day.entries.filter((entry) => entry.meal === meal);
        return (
          <section
            key={meal}
            aria-label={`${MEAL_LABELS[meal]}, ${dayLabel(day.date)}`}
            className="mt-2"
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => {
              event.preventDefault();
              const id = event.dataTransfer.getData('text/x-cookmark-entry');
              if (id) move.mutate({ id, meal });
            }}
          >
            <h4 className="text-xs font-semibold uppercase tracking-wide text-stone-500">
              {MEAL_LABELS[meal]}
            </h4>
            {entries.length > 0 ? (
              <ul className="mt-1 space-y-1">
                {entries.map((entry) => (
                  <PlanEntryCard key={entry.id} entry={entry} days={days} />
                ))}
              </ul>
            ) : (
              <p className="mt-1 min-h-6 rounded border border-dashed border-stone-200 px-2 text-xs text-stone-500">
                Nothing planned
              </p>
            )}
          </section>
        );
      })}
      <DayTotals nutrition={day.nutrition} dayName={dayLabel(day.date)} />
    </Card>
  );
}
