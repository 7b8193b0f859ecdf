import { Megaphone } from 'lucide-react';
import { cn } from './cn';

const SIZES = {
  leaderboard: 'h-24 w-full',
  rectangle: 'h-64 w-full',
  banner: 'h-28 w-full',
} as const;

/** Reserved space for an advertisement (free tier and visitors). */
export function AdPlaceholder({ size, className }: { size: keyof typeof SIZES; className?: string }) {
  return (
    <aside
      aria-label="Advertisement"
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
