import { useRef, type KeyboardEvent } from 'react';
import { cn } from './cn';

export interface SegmentedOption<T extends string> {
  value: T;
  label: string;
  /** Accessible name when the label alone says too little ('2×' → 'Scale 2×'). */
  ariaLabel?: string;
}

interface SegmentedProps<T extends string> {
  label: string;
  options: readonly SegmentedOption<T>[];
  /** null: none chosen. */
  value: T | null;
  onChange: (value: T) => void;
  disabled?: boolean;
  className?: string;
}

/** Arrow keys move the focus along the row (round from the end to the start), Home and End to its ends. */
const STEPS: Record<string, (at: number, count: number) => number> = {
  ArrowRight: (at, count) => (at + 1) % count,
  ArrowDown: (at, count) => (at + 1) % count,
  ArrowLeft: (at, count) => (at - 1 + count) % count,
  ArrowUp: (at, count) => (at - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * A row of mutually exclusive choices (a radio group); choosing the current one again keeps it. One
 * stop in the tab order (the chosen one, else the first); the arrow keys move between the choices
 * and Space or Enter chooses. Plain buttons, not Radix's toggle group: the recipe page's units switch
 * and scale panel use it, and Radix's roving focus, collection and toggle modules cost the page's
 * start-up their download and evaluation (issue #31).
 */
export function Segmented<T extends string>({
  label,
  options,
  value,
  onChange,
  disabled,
  className,
}: SegmentedProps<T>) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const tabStop = Math.max(
    0,
    options.findIndex((option) => option.value === value),
  );
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, at: number) => {
    const step = STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    buttons.current[step(at, options.length)]?.focus();
  };
  return (
    <div
      role="radiogroup"
      aria-label={label}
      className={cn('inline-flex rounded-lg border border-stone-300 bg-white p-0.5', className)}
    >
      {options.map((option, at) => {
        const on = option.value === value;
        return (
          <button
            key={option.value}
            ref={(button) => {
              buttons.current[at] = button;
            }}
            type="button"
            role="radio"
            aria-checked={on}
            aria-label={option.ariaLabel}
            data-state={on ? 'on' : 'off'}
            disabled={disabled}
            tabIndex={at === tabStop ? 0 : -1}
            onKeyDown={(event) => onKeyDown(event, at)}
            onClick={() => {
              if (!on) onChange(option.value);
            }}
            className="h-8 min-w-11 cursor-pointer rounded-md px-3 text-sm font-semibold text-stone-700 transition-colors hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50 data-[state=on]:bg-brand-600 data-[state=on]:text-white"
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
