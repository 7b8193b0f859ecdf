import { Megaphone } from 'lucide-react';
import { cn } from './cn';

const SIZES = {
  leaderboard: 'h-24 w-full',
  rectangle: 'h-64 w-full',
  banner: 'h-28 w-full',
} as const;

/** Each advertisement landmark on a page is named apart. */
const LABELS = {
  leaderboard: 'Advertisement',
  rectangle: 'Sidebar advertisement',
  banner: 'Advertisement',
} as const;

/** Reserved space for an advertisement (free tier and visitors). */
export function AdPlaceholder({
  size,
  label = LABELS[size],
  className,
}: {
  size: keyof typeof SIZES;
  /** The landmark's name, where a page has two of one size. */
  label?: string;
  className?: string;
}) {
  return (
    <aside
      aria-label={label}
      className={cn(
        'flex flex-col items-center justify-center gap-1 rounded-xl border border-dashed border-stone-300 bg-stone-50/80 text-stone-600',
        SIZES[size],
        className,
      )}
    >
      <Megaphone className="h-5 w-5" aria-hidden />
      <span className="text-[11px] font-semibold uppercase tracking-[0.2em]">Advertisement</span>
    </aside>
  );
}
