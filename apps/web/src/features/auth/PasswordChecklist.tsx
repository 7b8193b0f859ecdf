import type { PasswordChecks } from '@cookmark/kitchen';
import { Check, Circle } from 'lucide-react';
import { cn } from '../../components/ui/cn';

const CHECKLIST: { key: keyof PasswordChecks; label: string }[] = [
  { key: 'length', label: 'At least 10 characters' },
  { key: 'uppercase', label: 'Uppercase letter (A-Z)' },
  { key: 'lowercase', label: 'Lowercase letter (a-z)' },
  { key: 'digit', label: 'Number (0-9)' },
  { key: 'symbol', label: 'Symbol (!@#$%^&*)' },
];

/** The new password's rules, each ticked as it is met (and read as met or not met). */
export function PasswordChecklist({ checks }: { checks: PasswordChecks }) {
  return (
    <ul className="mt-3 grid gap-1 text-xs sm:grid-cols-2" aria-label="Password requirements">
      {CHECKLIST.map(({ key, label }) => {
        const met = checks[key];
        return (
          <li key={key} className={cn('flex items-center gap-1.5', met ? 'text-herb-700' : 'text-stone-500')}>
            {met ? <Check className="h-3.5 w-3.5" aria-hidden /> : <Circle className="h-3 w-3" aria-hidden />}
            {label}
            <span className="sr-only">{met ? '(met)' : '(not met)'}</span>
          </li>
        );
      })}
    </ul>
  );
}
