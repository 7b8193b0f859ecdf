import { SEARCH_LIMITS, SEARCH_MESSAGES } from '@cookmark/contracts';
import { ChevronDown, Lock, SlidersHorizontal } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { cn } from '../../components/ui/cn';
import { inputClasses, Label } from '../../components/ui/input';
import { PremiumLockCard } from '../billing/PremiumLockCard';
import {
  type AdvancedFilters,
  advancedFilterCount,
  ingredientTerms,
  KCAL_CHOICES,
  TIME_CHOICES,
} from './library-filters';
import { useDebouncedValue } from './use-debounced-value';

/** Typing in an ingredient box waits this long before the list follows (as the search box does). */
const TERMS_DEBOUNCE_MS = 200;

export const selectClasses = cn(inputClasses, 'cursor-pointer pr-8');

function minutesLabel(minutes: number): string {
  return minutes < 60 ? `Under ${minutes} minutes` : `Under ${minutes / 60} hour${minutes === 60 ? '' : 's'}`;
}

/**
 * An ingredient box: comma-separated terms, given to the list once typing pauses. It starts from
 * the address's terms; the panel remounts it when the filters are cleared.
 */
function TermsField({
  label,
  placeholder,
  terms,
  onTermsChange,
}: {
  label: string;
  placeholder: string;
  terms: string[];
  onTermsChange: (terms: string[]) => void;
}) {
  const id = useId();
  const joined = terms.join(', ');
  const [text, setText] = useState(joined);
  const typed = useDebouncedValue(text, TERMS_DEBOUNCE_MS);
  useEffect(() => {
    const next = ingredientTerms([typed]);
    if (next.join(', ') !== joined) onTermsChange(next);
    // Only a pause in typing sends the terms; the address's own changes come in below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed]);
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <input
        id={id}
        type="text"
        value={text}
        placeholder={placeholder}
        maxLength={SEARCH_LIMITS.ingredientTerms * (SEARCH_LIMITS.ingredientTerm + 2)}
        autoComplete="off"
        onChange={(event) => setText(event.target.value)}
        className={inputClasses}
      />
    </div>
  );
}

function NumberChoice({
  label,
  value,
  choices,
  anyLabel,
  choiceLabel,
  onChange,
}: {
  label: string;
  value: number | null;
  choices: readonly number[];
  anyLabel: string;
  choiceLabel: (n: number) => string;
  onChange: (value: number | null) => void;
}) {
  const id = useId();
  // A bookmarked value outside the offered ones is still shown.
  const offered =
    value !== null && !choices.includes(value) ? [...choices, value].sort((a, b) => a - b) : choices;
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
        className={selectClasses}
      >
        <option value="">{anyLabel}</option>
        {offered.map((n) => (
          <option key={n} value={n}>
            {choiceLabel(n)}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Advanced search and filtering (Premium): total time, ingredients with and without (a family such
 * as 'nuts' counts) and calories per serving, behind a Filters button (one column on a
 * phone). A free user opening it sees the Premium lock card instead.
 */
export function AdvancedFilterPanel({
  premium,
  filters,
  onChange,
  resetKey,
}: {
  premium: boolean;
  filters: AdvancedFilters;
  /** Called with what changed; the rest is taken from the address as it is then. */
  onChange: (change: Partial<AdvancedFilters>) => void;
  /** Changes when the filters are cleared: the ingredient boxes start again from the address. */
  resetKey: number;
}) {
  const panelId = useId();
  const count = advancedFilterCount(filters);
  const [open, setOpen] = useState(() => premium && count > 0);
  const set = onChange;
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-stone-700 ring-1 ring-stone-200 transition hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <SlidersHorizontal className="h-4 w-4" aria-hidden />
        Filters
        {premium ? null : <Lock className="h-3.5 w-3.5 text-stone-500" aria-label="Premium" />}
        {count > 0 ? (
          <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs text-white">{count}</span>
        ) : null}
        <ChevronDown className={cn('h-4 w-4 transition-transform', open && 'rotate-180')} aria-hidden />
      </button>
      <div id={panelId} hidden={!open} className="mt-3">
        {!open ? null : premium ? (
          <div
            role="group"
            aria-label="Advanced filters"
            className="grid gap-4 rounded-xl bg-white p-4 ring-1 ring-stone-200 sm:grid-cols-2 lg:grid-cols-3"
          >
            <NumberChoice
              label="Total time"
              value={filters.maxTime}
              choices={TIME_CHOICES}
              anyLabel="Any time"
              choiceLabel={minutesLabel}
              onChange={(maxTime) => set({ maxTime })}
            />
            <TermsField
              key={`with-${resetKey}`}
              label="With ingredients"
              placeholder="chicken, lemon"
              terms={filters.include}
              onTermsChange={(include) => set({ include })}
            />
            <TermsField
              key={`without-${resetKey}`}
              label="Without ingredients"
              placeholder="nuts, dairy"
              terms={filters.exclude}
              onTermsChange={(exclude) => set({ exclude })}
            />
            <div>
              <NumberChoice
                label="Calories per serving"
                value={filters.maxKcal}
                choices={KCAL_CHOICES}
                anyLabel="Any calories"
                choiceLabel={(n) => `Under ${n} kcal`}
                onChange={(maxKcal) => set({ maxKcal })}
              />
              {filters.maxKcal !== null ? (
                <p className="mt-1.5 text-xs text-stone-600">{SEARCH_MESSAGES.caloriesUnknownLeftOut}</p>
              ) : null}
            </div>
            <p className="text-xs text-stone-600 sm:col-span-2 lg:col-span-3">
              A family counts as its members: without &lsquo;nuts&rsquo; also leaves out walnuts, almonds and
              peanuts; &lsquo;dairy&rsquo;, &lsquo;gluten&rsquo;, &lsquo;eggs&rsquo;, &lsquo;fish&rsquo;,
              &lsquo;shellfish&rsquo; and &lsquo;meat&rsquo; work the same way.
            </p>
          </div>
        ) : (
          <PremiumLockCard description="Advanced search and filtering — total time, ingredients with and without, and calories — is available to Premium subscribers." />
        )}
      </div>
    </div>
  );
}
