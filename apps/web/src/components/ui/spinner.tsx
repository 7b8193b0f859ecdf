import { Loader2 } from 'lucide-react';
import { cn } from './cn';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <Loader2
      className={cn('h-4 w-4 animate-spin', className)}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    />
  );
}

export function FullPageSpinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div
      className="flex min-h-screen flex-col items-center justify-center gap-4 bg-cream"
      role="status"
      aria-live="polite"
    >
      <Spinner className="h-10 w-10 text-brand-600" />
      <p className="text-sm font-medium text-stone-600">{label}</p>
    </div>
  );
}
