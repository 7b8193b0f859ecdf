import { ToggleGroup } from 'radix-ui';
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

/** A row of mutually exclusive choices (a radio group); choosing the current one again keeps it. */
export function Segmented<T extends string>({
  label,
  options,
  value,
  onChange,
  disabled,
  className,
}: SegmentedProps<T>) {
  return (
    <ToggleGroup.Root
      type="single"
      aria-label={label}
      value={value ?? ''}
      disabled={disabled}
      onValueChange={(next) => {
        if (next) onChange(next as T);
      }}
      className={cn('inline-flex rounded-lg border border-stone-300 bg-white p-0.5', className)}
    >
      {options.map((option) => (
        <ToggleGroup.Item
          key={option.value}
          value={option.value}
          aria-label={option.ariaLabel}
          className="h-8 min-w-11 cursor-pointer rounded-md px-3 text-sm font-semibold text-stone-700 transition-colors hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50 data-[state=on]:bg-brand-600 data-[state=on]:text-white"
        >
          {option.label}
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
}
