import { addDays } from '@cookmark/contracts';
import { ChevronLeft, ChevronRight, Copy, ShoppingCart, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { AddToPlan } from './AddToPlan';
import { CalendarFeedCard } from './CalendarFeedCard';
import { GroceryRangeDialog } from './GroceryRangeDialog';
import { clearRange, repeatWeek } from './meal-plan-api';
import { PlanDay } from './PlanDay';
import { useMealPlan, usePlanChange } from './use-meal-plan';
import { dayLabel, localToday, mondayOf } from './week';
import { useLiveUpdates } from '../live/use-live-updates';

/**
 * The meal plan: a week of days (a day list on a phone), each with its meals; add, move, copy,
 * repeat last week, clear the week, build a grocery list of any days (the week's to start), and the
 * calendar feed.
 */
export function MealPlanTool() {
  useLiveUpdates();
  const [monday, setMonday] = useState(() => mondayOf(localToday()));
  const sunday = addDays(monday, 6);
  const plan = useMealPlan(monday, sunday);
  const days = Array.from({ length: 7 }, (_, i) => addDays(monday, i));
  const notify = (result: { message: string }) => toast({ title: result.message });
  const repeat = usePlanChange(
    () => repeatWeek(addDays(monday, -7), monday),
    'Could not repeat last week',
    notify,
  );
  const clear = usePlanChange(() => clearRange(monday, sunday), 'Could not clear the week', notify);
  const [groceriesOpen, setGroceriesOpen] = useState(false);

  return (
    <div className="space-y-4">
      <div>
        <h2 id="tool-heading" className="font-display text-2xl font-semibold text-stone-900">
          Meal plan
        </h2>
        <p className="text-sm text-stone-600">
          Plan the week from your recipes, then shop for it in one list.
        </p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
        {/* One row at any width: the arrows hold the ends, the week's label the middle (one line). */}
        <nav aria-label="Week" className="flex items-center gap-2" data-testid="week-nav">
          <Button
            variant="outline"
            size="icon"
            className="shrink-0"
            aria-label="Previous week"
            onClick={() => setMonday(addDays(monday, -7))}
          >
            <ChevronLeft className="h-4 w-4" aria-hidden />
          </Button>
          <p
            className="min-w-0 flex-1 whitespace-nowrap text-center text-sm font-medium text-stone-800 sm:flex-none sm:text-base"
            aria-live="polite"
          >
            {dayLabel(monday)} – {dayLabel(sunday)}
          </p>
          <Button
            variant="outline"
            size="icon"
            className="shrink-0"
            aria-label="Next week"
            onClick={() => setMonday(addDays(monday, 7))}
          >
            <ChevronRight className="h-4 w-4" aria-hidden />
          </Button>
        </nav>
        <div className="flex flex-wrap gap-2 sm:ml-auto">
          <Button onClick={() => setGroceriesOpen(true)}>
            <ShoppingCart className="h-4 w-4" aria-hidden />
            Build grocery list
          </Button>
          <Button variant="outline" onClick={() => repeat.mutate(undefined)} disabled={repeat.isPending}>
            <Copy className="h-4 w-4" aria-hidden />
            Repeat last week
          </Button>
          <Button variant="outline" onClick={() => clear.mutate(undefined)} disabled={clear.isPending}>
            <Trash2 className="h-4 w-4" aria-hidden />
            Clear week
          </Button>
        </div>
      </div>
      <AddToPlan days={days} />
      {plan.isLoading ? (
        <Spinner className="mx-auto my-10 h-6 w-6" label="Loading the meal plan" />
      ) : plan.error ? (
        <p role="alert" className="text-sm text-red-700">
          The meal plan could not be loaded.{' '}
          <Button variant="outline" size="sm" onClick={() => void plan.refetch()}>
            Try again
          </Button>
        </p>
      ) : (
        <div className="grid grid-cols-1 gap-3 lg:grid-cols-7">
          {plan.data?.days.map((day) => (
            <PlanDay key={day.date} day={day} days={days} />
          ))}
        </div>
      )}
      <CalendarFeedCard />
      <GroceryRangeDialog open={groceriesOpen} onOpenChange={setGroceriesOpen} from={monday} to={sunday} />
    </div>
  );
}
