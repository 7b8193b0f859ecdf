import { Clock, ExternalLink, Gauge, Share2, Users } from 'lucide-react';
import { Fragment, useMemo, useState, type ReactNode } from 'react';
import { Button, buttonClasses } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { toast } from '../../components/ui/use-toast';
import { convertGroups } from '../scaling/scale-groups';
import { UnitsSwitch } from '../scaling/UnitsSwitch';
import { useUnits } from '../scaling/use-units';
import { ExtractionReport } from './ExtractionReport';
import { numberedGroups } from './line-groups';
import { hostOf, type ExtractionSummary, type RecipeDetails } from './recipe-types';
import { TagEditor } from './TagEditor';

interface RecipeViewProps {
  recipe: RecipeDetails;
  summary?: ExtractionSummary | null;
  headingLevel?: 'h1' | 'h2';
  /** Saves tag edits. Without it the view is a preview and tag editing is disabled. */
  onSaveTags?: (tags: string[]) => Promise<unknown>;
  /** What the share button shares; the current address by default. */
  shareUrl?: string;
  /** Shown above the card: the 'Back to Recipes' action. */
  back?: ReactNode;
  /** Extra buttons beside share and source (Edit). */
  actions?: ReactNode;
  /** The Scale Recipe panel, beside the units switch above the ingredients. */
  scalePanel?: ReactNode;
  /** The units switch starts at the user's Units setting; off (a visitor) it starts at 'as written'. */
  unitsFromSettings?: boolean;
}

async function shareRecipe(title: string, url: string): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
    } catch {
      // Closing the share sheet rejects too; nothing to report.
    }
    return;
  }
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: 'Link copied', description: 'The recipe link is on your clipboard.' });
  } catch {
    toast({ title: 'Could not copy the link', description: url, variant: 'destructive' });
  }
}

/** A group name ('Dressing') as a subheading of the ingredients or the steps. */
function GroupHeading({ children }: { children: ReactNode }) {
  return (
    <h3 className="mt-6 border-b border-stone-100 pb-1 text-sm font-semibold uppercase tracking-wide text-brand-700">
      {children}
    </h3>
  );
}

/** Spec §2 "Recipe detail", for saved recipes and previews alike. */
export function RecipeView({
  recipe,
  summary,
  headingLevel = 'h1',
  onSaveTags,
  shareUrl,
  back,
  actions,
  scalePanel,
  unitsFromSettings = true,
}: RecipeViewProps) {
  const [units, setUnits] = useUnits(unitsFromSettings);
  const ingredientGroups = useMemo(
    () => (units ? convertGroups(recipe.ingredientGroups, units) : recipe.ingredientGroups),
    [recipe.ingredientGroups, units],
  );
  const [checked, setChecked] = useState<ReadonlySet<number>>(() => new Set());
  const Heading = headingLevel;
  const host = hostOf(recipe.sourceUrl);

  const toggle = (index: number) =>
    setChecked((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });

  return (
    <div>
      {back ? <div className="mb-4">{back}</div> : null}
      <article className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-10">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <Heading className="min-w-0 flex-1 font-display text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">
            {recipe.title}
          </Heading>
          <div className="flex flex-wrap gap-2">
            {actions}
            <Button
              variant="outline"
              size="sm"
              onClick={() => void shareRecipe(recipe.title, shareUrl ?? window.location.href)}
            >
              <Share2 className="h-4 w-4" aria-hidden />
              Share
            </Button>
            {recipe.sourceUrl && host ? (
              <a
                href={recipe.sourceUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClasses('outline', 'sm')}
              >
                <ExternalLink className="h-4 w-4" aria-hidden />
                View Original
              </a>
            ) : null}
          </div>
        </div>
        {recipe.description ? <p className="mt-3 text-lg text-stone-600">{recipe.description}</p> : null}
        <dl className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-sm text-stone-700">
          {recipe.cookTime ? (
            <div className="flex items-center gap-1.5">
              <Clock className="h-4 w-4 text-brand-600" aria-hidden />
              <dt className="sr-only">Cook time</dt>
              <dd>{recipe.cookTime}</dd>
            </div>
          ) : null}
          {recipe.difficulty ? (
            <div className="flex items-center gap-1.5">
              <Gauge className="h-4 w-4 text-brand-600" aria-hidden />
              <dt className="sr-only">Difficulty</dt>
              <dd className="capitalize">{recipe.difficulty}</dd>
            </div>
          ) : null}
          <div className="flex items-center gap-1.5">
            <Users className="h-4 w-4 text-brand-600" aria-hidden />
            <dt className="sr-only">Servings</dt>
            <dd>{recipe.servings} servings</dd>
          </div>
        </dl>
        <TagEditor tags={recipe.tags} onSave={onSaveTags} />

        <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3 rounded-xl bg-stone-50 px-4 py-3 ring-1 ring-stone-100">
          <div className="flex items-center gap-2">
            <span className="text-sm font-medium text-stone-700">Units</span>
            <UnitsSwitch value={units} onChange={setUnits} />
          </div>
          {scalePanel}
        </div>

        <div className="mt-8 grid gap-10 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <section aria-labelledby="ingredients-heading">
            <h2 id="ingredients-heading" className="font-display text-xl font-semibold text-stone-900">
              Ingredients
            </h2>
            {numberedGroups(ingredientGroups).map((group, g) => (
              <Fragment key={`${g}-${group.name ?? ''}`}>
                {group.name ? <GroupHeading>{group.name}</GroupHeading> : null}
                <ul className="mt-3 space-y-2" aria-label={group.name ?? undefined}>
                  {group.lines.map((line, i) => {
                    // Checked lines are kept by their place in the whole list: headings are never ticked.
                    const index = group.start - 1 + i;
                    return (
                      <li key={`${index}-${line}`}>
                        <label className="flex cursor-pointer items-start gap-3 text-stone-800">
                          <input
                            type="checkbox"
                            checked={checked.has(index)}
                            onChange={() => toggle(index)}
                            className="mt-1 h-4 w-4 shrink-0 accent-brand-600"
                          />
                          <span className={cn(checked.has(index) && 'text-stone-400 line-through')}>
                            {line}
                          </span>
                        </label>
                      </li>
                    );
                  })}
                </ul>
              </Fragment>
            ))}
          </section>
          <section aria-labelledby="instructions-heading">
            <h2 id="instructions-heading" className="font-display text-xl font-semibold text-stone-900">
              Instructions
            </h2>
            {numberedGroups(recipe.instructionGroups).map((group, g) => (
              <Fragment key={`${g}-${group.name ?? ''}`}>
                {group.name ? <GroupHeading>{group.name}</GroupHeading> : null}
                <ol className="mt-3 space-y-4" start={group.start} aria-label={group.name ?? undefined}>
                  {group.lines.map((step, i) => (
                    <li key={`${group.start + i}-${step}`} className="flex gap-4">
                      <span
                        className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white"
                        aria-hidden
                      >
                        {group.start + i}
                      </span>
                      <p className="pt-0.5 text-stone-800">{step}</p>
                    </li>
                  ))}
                </ol>
              </Fragment>
            ))}
          </section>
        </div>
        {summary ? (
          <div className="mt-8">
            <ExtractionReport summary={summary} />
          </div>
        ) : null}
        {recipe.sourceUrl && host ? (
          <p className="mt-8 border-t border-stone-100 pt-4 text-sm text-stone-500">
            Originally from{' '}
            <a
              href={recipe.sourceUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline"
            >
              {host}
              <ExternalLink className="h-3.5 w-3.5" aria-hidden />
            </a>
          </p>
        ) : null}
      </article>
    </div>
  );
}
