import { servingsText } from '../../lib/servings';
import { Clock, Gauge, Users } from 'lucide-react';
import { DEFAULT_SERVINGS } from '@cookmark/contracts';
import { recipeTimes, type RecipeTimeFields } from '@cookmark/kitchen';
import { cn } from '../../components/ui/cn';
import { splitTags } from './recipe-types';

/**
 * The times (the total first, then prep and cook where known: recipeTimes in @cookmark/kitchen),
 * difficulty and servings (4 when missing, spec §3), as cards and previews show them.
 */
export function RecipeMeta({
  times,
  difficulty,
  servings,
  className,
}: {
  times: RecipeTimeFields;
  difficulty?: string | null;
  servings?: number | string | null;
  className?: string;
}) {
  const shownServings =
    servings === null || servings === undefined || servings === '' ? DEFAULT_SERVINGS : servings;
  const known = recipeTimes(times);
  return (
    <span className={cn('flex flex-wrap gap-x-4 gap-y-1 text-stone-600', className)}>
      {known.length > 0 ? (
        <span className="inline-flex flex-wrap items-center gap-x-1.5" data-testid="recipe-times">
          <Clock className="h-3.5 w-3.5 text-brand-600" aria-hidden />
          {known.map(({ label, text }, i) => (
            <span key={label} className={i === 0 ? 'font-medium text-stone-700' : undefined}>
              {i > 0 ? <span aria-hidden>· </span> : null}
              {label} {text}
            </span>
          ))}
        </span>
      ) : null}
      {difficulty ? (
        <span className="inline-flex items-center gap-1 capitalize">
          <Gauge className="h-3.5 w-3.5 text-brand-600" aria-hidden />
          {difficulty}
        </span>
      ) : null}
      <span className="inline-flex items-center gap-1">
        <Users className="h-3.5 w-3.5 text-brand-600" aria-hidden />
        {servingsText(Number(shownServings))}
      </span>
    </span>
  );
}

/** The first 3 tags and '+N more' (spec §2 and §9); nothing when there are no tags. */
export function TagChips({ tags, className }: { tags: readonly string[]; className?: string }) {
  const { visible, more } = splitTags(tags);
  if (visible.length === 0) return null;
  return (
    <span className={cn('flex flex-wrap gap-1.5', className)}>
      {visible.map((tag) => (
        <span
          key={tag}
          className="rounded-full bg-herb-50 px-2.5 py-0.5 text-xs font-medium text-herb-800 ring-1 ring-herb-200"
        >
          {tag}
        </span>
      ))}
      {more > 0 ? <span className="px-1 py-0.5 text-xs font-medium text-stone-500">+{more} more</span> : null}
    </span>
  );
}
