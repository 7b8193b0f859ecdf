import type { ParsedRecipeDto } from '@cookmark/contracts';
import { Check } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { firstLines, groupsOf, lineCount, numberedGroups } from './line-groups';

/** How many lines of each list the preview shows before 'and N more'. */
const SHOWN_INGREDIENTS = 5;
const SHOWN_STEPS = 3;

function PreviewGroupHeading({ children }: { children: ReactNode }) {
  return <h5 className="mt-3 text-xs font-semibold uppercase tracking-wide text-brand-700">{children}</h5>;
}

/** An empty list in the preview: say so, and where to add it, instead of a bare heading. */
function NoneFound({ what }: { what: 'ingredients' | 'steps' }) {
  return (
    <p className="mt-2 text-sm text-stone-500">
      None found on the page. You can add the {what} after Use This Recipe.
    </p>
  );
}

/** The first ingredients found, under their group headings. */
export function ExtractedIngredients({ recipe }: { recipe: ParsedRecipeDto }) {
  const groups = groupsOf(recipe.ingredientGroups, recipe.ingredients);
  const count = lineCount(groups);
  return (
    <div>
      <h4 className="text-sm font-semibold text-stone-900">Ingredients</h4>
      {firstLines(groups, SHOWN_INGREDIENTS).map((group, g) => (
        <Fragment key={`${g}-${group.name ?? ''}`}>
          {group.name ? <PreviewGroupHeading>{group.name}</PreviewGroupHeading> : null}
          <ul className="mt-2 space-y-1 text-sm text-stone-700" aria-label={group.name ?? undefined}>
            {group.lines.map((line, i) => (
              <li key={`${i}-${line}`} className="flex gap-2">
                <Check className="mt-0.5 h-3.5 w-3.5 shrink-0 text-herb-600" aria-hidden />
                {line}
              </li>
            ))}
          </ul>
        </Fragment>
      ))}
      {count > SHOWN_INGREDIENTS ? (
        <p className="mt-1 text-xs text-stone-500">and {count - SHOWN_INGREDIENTS} more</p>
      ) : null}
      {count === 0 ? <NoneFound what="ingredients" /> : null}
    </div>
  );
}

/** The first steps found, numbered on across their groups. */
export function ExtractedSteps({ recipe }: { recipe: ParsedRecipeDto }) {
  const groups = groupsOf(recipe.instructionGroups, recipe.instructions);
  const count = lineCount(groups);
  const more = count - SHOWN_STEPS;
  return (
    <div>
      <h4 className="text-sm font-semibold text-stone-900">Instructions</h4>
      {numberedGroups(firstLines(groups, SHOWN_STEPS)).map((group, g) => (
        <Fragment key={`${g}-${group.name ?? ''}`}>
          {group.name ? <PreviewGroupHeading>{group.name}</PreviewGroupHeading> : null}
          <ol
            start={group.start}
            className="mt-2 space-y-1 text-sm text-stone-700"
            aria-label={group.name ?? undefined}
          >
            {group.lines.map((line, i) => (
              <li key={`${i}-${line}`} className="flex gap-2">
                <span className="w-5 shrink-0 text-right tabular-nums text-stone-500" aria-hidden>
                  {group.start + i}.
                </span>
                <span className="line-clamp-2">{line}</span>
              </li>
            ))}
          </ol>
        </Fragment>
      ))}
      {more > 0 ? (
        <p className="mt-1 text-xs text-stone-500">
          and {more} more {more === 1 ? 'step' : 'steps'}
        </p>
      ) : null}
      {count === 0 ? <NoneFound what="steps" /> : null}
    </div>
  );
}
