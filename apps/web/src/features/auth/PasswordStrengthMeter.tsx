import type { PasswordStrength, StrengthLevel } from '@cookmark/kitchen';
import { cn } from '../../components/ui/cn';

const BAR_COUNT = 5;

const LEVEL_STYLE: Record<StrengthLevel, { bars: number; bar: string; text: string }> = {
  'very weak': { bars: 1, bar: 'bg-red-500', text: 'text-red-600' },
  weak: { bars: 2, bar: 'bg-orange-500', text: 'text-orange-600' },
  fair: { bars: 3, bar: 'bg-amber-400', text: 'text-amber-700' },
  strong: { bars: 4, bar: 'bg-lime-500', text: 'text-lime-700' },
  excellent: { bars: 5, bar: 'bg-emerald-600', text: 'text-emerald-700' },
};

export function levelLabel(level: StrengthLevel): string {
  return level.charAt(0).toUpperCase() + level.slice(1);
}

/** Spec §9: five bars, the level's name, and at most three hints. */
export function PasswordStrengthMeter({
  strength,
  showHints = true,
}: {
  strength: PasswordStrength;
  showHints?: boolean;
}) {
  const style = LEVEL_STYLE[strength.level];
  return (
    <div className="mt-2 space-y-1.5">
      <div
        role="meter"
        aria-label="Password strength"
        aria-valuemin={0}
        aria-valuemax={4}
        aria-valuenow={strength.score}
        aria-valuetext={levelLabel(strength.level)}
        className="flex gap-1"
      >
        {Array.from({ length: BAR_COUNT }, (_, i) => (
          <span
            key={i}
            data-testid="strength-bar"
            data-filled={i < style.bars}
            className={cn(
              'h-1.5 flex-1 rounded-full transition-colors',
              i < style.bars ? style.bar : 'bg-stone-200',
            )}
          />
        ))}
      </div>
      <p className="text-xs text-stone-600" aria-live="polite">
        Password strength:{' '}
        <span className={cn('font-semibold', style.text)}>{levelLabel(strength.level)}</span>
      </p>
      {showHints && strength.hints.length > 0 ? (
        <ul className="space-y-0.5 text-xs text-stone-600" aria-label="How to strengthen your password">
          {strength.hints.map((hint) => (
            <li key={hint} className="flex items-center gap-1.5">
              <span className="h-1 w-1 rounded-full bg-stone-400" aria-hidden />
              {hint}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
