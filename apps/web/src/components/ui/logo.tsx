import { Link } from 'react-router';
import { cn } from './cn';

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={cn('h-8 w-8', className)} aria-hidden>
      <rect width="32" height="32" rx="8" fill="currentColor" />
      <path d="M10 7h12a1 1 0 0 1 1 1v17l-7-4-7 4V8a1 1 0 0 1 1-1z" fill="#fff7ed" />
      <circle cx="16" cy="13" r="3" fill="currentColor" />
    </svg>
  );
}

export function Logo({
  to = '/',
  className,
  compact = false,
}: {
  to?: string;
  className?: string;
  compact?: boolean;
}) {
  return (
    <Link
      to={to}
      aria-label="Cookmark home"
      className={cn(
        'inline-flex shrink-0 items-center gap-2 whitespace-nowrap rounded-lg font-display text-xl font-bold tracking-tight text-stone-900 [overflow-wrap:normal] focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600',
        className,
      )}
    >
      <LogoMark className="text-brand-600" />
      <span className={compact ? 'hidden sm:inline' : undefined}>Cookmark</span>
    </Link>
  );
}
