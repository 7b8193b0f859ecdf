import { daysBetween, MEAL_PLAN_LIMITS, planRangeSchema } from '@cookmark/contracts';
import { ShoppingCart } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button';
import { AppDialog } from '../../components/ui/dialog';
import { FieldError } from '../../components/ui/input';
import { TextField } from '../../components/ui/text-field';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { buildGroceryList } from './meal-plan-api';
import { usePlanChange } from './use-meal-plan';
import { dayLabel } from './week';

interface GroceryRangeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The days the dialog starts with: the week on screen. */
  from: string;
  to: string;
}

/**
 * 'Build grocery list': the days to shop for, from one day to another (at most a month), starting
 * at the week on screen. Building the same days again updates that list rather than add one.
 */
export function GroceryRangeDialog({ open, onOpenChange, from, to }: GroceryRangeDialogProps) {
  return (
    <AppDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Build grocery list"
      description="One list of everything the recipes planned on these days need."
    >
      <RangeForm initialFrom={from} initialTo={to} onDone={() => onOpenChange(false)} />
    </AppDialog>
  );
}

function RangeForm({
  initialFrom,
  initialTo,
  onDone,
}: {
  initialFrom: string;
  initialTo: string;
  onDone: () => void;
}) {
  const [from, setFrom] = useState(initialFrom);
  const [to, setTo] = useState(initialTo);
  const [error, setError] = useState<string | undefined>();
  const build = usePlanChange(
    (range: { from: string; to: string }) => buildGroceryList(range.from, range.to),
    'Could not build the grocery list',
    (list) => {
      toast({ title: 'Grocery list ready', description: `${list.name}: open it in Grocery List.` });
      onDone();
    },
  );
  const parsed = planRangeSchema.safeParse({ from, to });
  const days = parsed.success ? daysBetween(from, to) + 1 : null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    build.mutate(parsed.data);
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Days to shop for" className="space-y-4">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <DateField id="grocery-from" label="From" value={from} onChange={setFrom} invalid={!!error} />
        <DateField id="grocery-to" label="To" value={to} min={from} onChange={setTo} invalid={!!error} />
      </div>
      <p id="grocery-range-days" className="text-sm text-stone-600" aria-live="polite">
        {days === null
          ? `Choose up to ${MEAL_PLAN_LIMITS.rangeDays} days.`
          : `${days} ${days === 1 ? 'day' : 'days'}: ${dayLabel(from)} – ${dayLabel(to)}`}
      </p>
      <FieldError id="grocery-range-error" message={error} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={build.isPending}>
          {build.isPending ? <Spinner /> : <ShoppingCart className="h-4 w-4" aria-hidden />}
          {build.isPending ? 'Building the list...' : 'Build the list'}
        </Button>
      </div>
    </form>
  );
}

interface DateFieldProps {
  id: string;
  label: string;
  value: string;
  min?: string;
  invalid: boolean;
  onChange: (value: string) => void;
}

/** One end of the range: a date the phone's own picker fills in. */
function DateField({ id, label, value, min, invalid, onChange }: DateFieldProps) {
  return (
    <TextField
      id={id}
      label={label}
      type="date"
      required
      value={value}
      min={min || undefined}
      onChange={(event) => onChange(event.target.value)}
      invalid={invalid}
      describedBy={invalid ? 'grocery-range-error' : 'grocery-range-days'}
    />
  );
}
