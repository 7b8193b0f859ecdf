import type { LineGroup } from '@cookmark/contracts';
import { Fragment } from 'react';
import { numberedGroups } from './line-groups';
import { RecipeGroupHeading } from './RecipeGroupHeading';

/** The recipe's steps, numbered on across their groups. */
export function RecipeStepList({ groups }: { groups: readonly LineGroup[] }) {
  return (
    <section aria-labelledby="instructions-heading">
      <h2 id="instructions-heading" className="font-display text-xl font-semibold text-stone-900">
        Instructions
      </h2>
      {numberedGroups(groups).map((group, g) => (
        <Fragment key={`${g}-${group.name ?? ''}`}>
          {group.name ? <RecipeGroupHeading>{group.name}</RecipeGroupHeading> : null}
          <ol className="mt-3 space-y-4" start={group.start} aria-label={group.name ?? undefined}>
            {group.lines.map((step, i) => (
              <li key={`${group.start + i}-${step}`} className="flex gap-4">
                <span
                  className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white"
                  aria-hidden
                >
                  {group.start + i}
                </span>
                <p className="min-w-0 pt-0.5 text-stone-800">{step}</p>
              </li>
            ))}
          </ol>
        </Fragment>
      ))}
    </section>
  );
}
