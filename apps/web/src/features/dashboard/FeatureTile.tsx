import type { LucideIcon } from 'lucide-react';
import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { openedFrom } from '../../lib/back-navigation';

interface FeatureTileProps {
  icon: LucideIcon;
  title: string;
  text: string;
  locked?: boolean;
  /** A tool's own page (opened from `from`), or what the tile does when it is a button. */
  action: { to: string; from: string } | { onClick: () => void };
}

// On a phone a compact tile: the icon over the title, in a row of three; narrow side padding and
// 13 px text so that 'Substitutions' fits a third of a 375 px screen without breaking.
const tileClasses =
  'group relative flex min-w-0 cursor-pointer flex-col items-center gap-2 rounded-2xl border border-stone-200 bg-white px-1.5 py-3 text-center sm:flex-row sm:items-start sm:gap-3 sm:p-4 sm:text-left shadow-sm transition hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

export function FeatureTile({ icon: Icon, title, text, locked = false, action }: FeatureTileProps) {
  const content: ReactNode = (
    <>
      <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 transition group-hover:bg-brand-100">
        <Icon className="h-5 w-5" aria-hidden />
      </span>
      <span className="min-w-0">
        <span className="flex flex-wrap items-center justify-center gap-1.5 text-[13px] font-semibold text-stone-900 sm:justify-start sm:text-base">
          {title}
          {locked ? <Lock className="h-3.5 w-3.5 text-stone-400" aria-label="Premium feature" /> : null}
        </span>
        <span className="mt-0.5 hidden text-sm text-stone-600 sm:block">{text}</span>
      </span>
    </>
  );
  return 'to' in action ? (
    <Link to={action.to} {...openedFrom(action.from)} className={tileClasses}>
      {content}
    </Link>
  ) : (
    <button type="button" onClick={action.onClick} className={tileClasses}>
      {content}
    </button>
  );
}
