import { MEAL_LABELS, MEAL_PLAN_LIMITS, MEALS, type Meal } from '@cookmark/contracts';
import { Input, Label } from '../../components/ui/input';
import { dayLabel } from './week';

export const selectClasses = 'w-full rounded-md border border-stone-300 bg-white px-2 py-2 text-sm';

interface PlanSelectsProps {
  /** The form's id prefix: the selects are `{id}-day` and `{id}-meal`. */
  id: string;
  days: readonly string[];
  date: string;
  meal: Meal;
  onDate: (date: string) => void;
  onMeal: (meal: Meal) => void;
  /** Labels shown (a form) or read by screen readers only (an entry's menu). */
  visibleLabels?: boolean;
}

/** The day and meal an entry goes to: the add form's and every entry menu's. */
export function PlanSelects({
  id,
  days,
  date,
  meal,
  onDate,
  onMeal,
  visibleLabels = true,
}: PlanSelectsProps) {
  const labelClass = visibleLabels ? undefined : 'sr-only';
  return (
    <>
      <div>
        <Label className={labelClass} htmlFor={`${id}-day`}>
          Day
        </Label>
        <select
          id={`${id}-day`}
          className={selectClasses}
          value={date}
          onChange={(e) => onDate(e.target.value)}
        >
          {days.map((day) => (
            <option key={day} value={day}>
              {dayLabel(day)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <Label className={labelClass} htmlFor={`${id}-meal`}>
          Meal
        </Label>
        <select
          id={`${id}-meal`}
          className={selectClasses}
          value={meal}
          onChange={(e) => onMeal(e.target.value as Meal)}
        >
          {MEALS.map((m) => (
            <option key={m} value={m}>
              {MEAL_LABELS[m]}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}

/** Servings of a recipe entry (a whole number, 1 to MEAL_PLAN_LIMITS.servings), `{id}-servings`. */
export function ServingsField({
  id,
  value,
  onChange,
  placeholder,
  className,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  className?: string;
}) {
  return (
    <div>
      <Label htmlFor={`${id}-servings`}>Servings</Label>
      <Input
        id={`${id}-servings`}
        type="number"
        min={1}
        max={MEAL_PLAN_LIMITS.servings}
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={className}
      />
    </div>
  );
}
