import type { ReactNode } from 'react';
import { Crown } from 'lucide-react';
import { cn } from './cn';

export function Badge({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold',
        className,
      )}
    >
      {children}
    </span>
  );
}

export function PlanBadge({ premium }: { premium: boolean }) {
  return premium ? (
    <Badge className="bg-gradient-to-r from-amber-400 to-brand-500 text-white">
      <Crown className="h-3 w-3" aria-hidden />
      Premium
    </Badge>
  ) : (
    <Badge className="bg-stone-100 text-stone-700 ring-1 ring-stone-200">Free</Badge>
  );
}
