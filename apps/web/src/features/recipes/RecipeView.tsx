import { servingsText } from '../../lib/servings';
import { Clock, ExternalLink, Gauge, Shuffle, Users } from 'lucide-react';
import { recipeTimes } from '@cookmark/kitchen';
import { Fragment, useMemo, useState, type ReactNode } from 'react';
import { buttonClasses } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { convertGroups, convertStepGroups } from '../scaling/scale-groups';
import { UnitsSwitch } from '../scaling/UnitsSwitch';
import { ShareButton } from '../sharing/ShareButton';
import { shareLink } from '../sharing/share-sheet';
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
  /** Under the tags: the tags the import suggests (SuggestedTags). */
  tagSuggestions?: ReactNode;
  /** What the share button shares; the current address by default. */
  shareUrl?: string;
  /** The share control in place of that button (the owner's share link). */
  share?: ReactNode;
  /** Shown above the card: the 'Back to Recipes' action. */
  back?: ReactNode;
  /** Extra buttons beside share and source (Edit). */
  actions?: ReactNode;
  /** The Scale Recipe panel, beside the units switch above the ingredients. */
  scalePanel?: ReactNode;
  /** The units switch starts at the user's Units setting; off (a visitor) it starts at 'as written'. */
  unitsFromSettings?: boolean;
  /** Keeps the units switch's choice for the tab under this key (a saved recipe's id: its cook mode shares it). */
  unitsKey?: string;
  /** The Find Substitution panel, beside the Scale Recipe panel. */
  substitutionPanel?: ReactNode;
  /**
   * Clicking an ingredient's text asks for a substitution of that line (its place in the whole
   * list); the checkbox beside it still ticks it off. Without it the whole line ticks.
   */
  onIngredientClick?: (index: number) => void;
  /** Replaced lines by place, each with the text the recipe had there: marked as changed. */
  changedIngredients?: ReadonlyMap<number, string>;
  /** Someone else's recipe (a shared link): tags are shown, never offered for editing. */
  readOnly?: boolean;
  /** The recipe's photo (and, for its owner, the controls to change it), at the top of the card. */
  photo?: ReactNode;
}

/** An ingredient line: a checkbox to tick it off, and its text asking for a substitution. */
function SubstitutableLine({
  line,
  checked,
  original,
  onToggle,
  onClick,
}: {
  line: string;
  checked: boolean;
  original: string | undefined;
  onToggle: () => void;
  onClick: () => void;
}) {
  return (
    <div
      className={cn(
        'flex items-start gap-3 rounded-lg',
        original !== undefined && 'bg-amber-50 ring-1 ring-amber-200 -mx-2 px-2 py-1',
      )}
    >
      <input
        type="checkbox"
        checked={checked}
        onChange={onToggle}
        aria-label={line}
        className="mt-1 h-4 w-4 shrink-0 cursor-pointer accent-brand-600"
      />
      <div className="min-w-0 flex-1">
        <button
          type="button"
          onClick={onClick}
          aria-haspopup="dialog"
          aria-label={`Find a substitution for ${line}`}
          title={original === undefined ? 'Find a substitution' : `Was: ${original}`}
          className="group inline-flex cursor-pointer items-start gap-1.5 rounded text-left text-stone-800 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <span className={cn('[overflow-wrap:anywhere]', checked && 'text-stone-400 line-through')}>
            {line}
          </span>
          <Shuffle
            className="mt-1 h-3.5 w-3.5 shrink-0 text-stone-300 group-hover:text-brand-600 group-focus-visible:text-brand-600"
            aria-hidden
          />
        </button>
        {original === undefined ? null : (
          <p className="text-xs text-amber-800 [overflow-wrap:anywhere]">
            <span className="font-semibold">Changed</span> · was {original}
          </p>
        )}
      </div>
    </div>
  );
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
  tagSuggestions,
  shareUrl,
  share,
  back,
  actions,
  scalePanel,
  unitsFromSettings = true,
  unitsKey,
  substitutionPanel,
  onIngredientClick,
  changedIngredients,
  readOnly = false,
  photo,
}: RecipeViewProps) {
  const [units, setUnits] = useUnits(unitsFromSettings, unitsKey);
  const ingredientGroups = useMemo(
    () => (units ? convertGroups(recipe.ingredientGroups, units) : recipe.ingredientGroups),
    [recipe.ingredientGroups, units],
  );
  // The steps follow the switch too: their amounts (by weight for weighed foods) and oven temperatures.
  const instructionGroups = useMemo(
    () =>
      units
        ? convertStepGroups(recipe.instructionGroups, units, recipe.ingredientGroups)
        : recipe.instructionGroups,
    [recipe.instructionGroups, recipe.ingredientGroups, units],
  );
  const [checked, setChecked] = useState<ReadonlySet<number>>(() => new Set());
  const times = recipeTimes(recipe);
  const notes = recipe.notes?.split('\n').filter((line) => line.trim() !== '') ?? [];
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
      {back ? (
        <div className="mb-4" data-print="hide">
          {back}
        </div>
      ) : null}
      <article className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-10">
        {photo}
        <div className="flex flex-wrap items-start justify-between gap-4">
          <Heading className="min-w-0 flex-1 basis-64 font-display text-3xl [overflow-wrap:anywhere] font-bold tracking-tight text-stone-900 sm:text-4xl">
            {recipe.title}
          </Heading>
          <div className="flex flex-wrap gap-2" data-print="hide">
            {actions}
            {share ?? (
              <ShareButton onClick={() => void shareLink(recipe.title, shareUrl ?? window.location.href)} />
            )}
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
          {/* The total first (stated, else prep plus cook), then prep and cook where known. */}
          {times.map(({ label, text }, i) => (
            <div key={label} className="flex items-center gap-1.5">
              {i === 0 ? <Clock className="h-4 w-4 text-brand-600" aria-hidden /> : null}
              <dt className="text-stone-500">{label}</dt>
              <dd className={i === 0 ? 'font-medium text-stone-900' : undefined}>{text}</dd>
            </div>
          ))}
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
            <dd>{servingsText(recipe.servings)}</dd>
          </div>
        </dl>
        <TagEditor tags={recipe.tags} onSave={onSaveTags} readOnly={readOnly} />
        {readOnly ? null : tagSuggestions}

        <div
          className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3 rounded-xl bg-stone-50 px-4 py-3 ring-1 ring-stone-100"
          data-print="hide"
        >
          <div className="flex items-center gap-2">
            <span className="text-sm font-medium text-stone-700">Units</span>
            <UnitsSwitch value={units} onChange={setUnits} />
          </div>
          {scalePanel}
          {substitutionPanel}
        </div>

        <div className="mt-8 grid grid-cols-1 gap-10 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
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
                        {onIngredientClick ? (
                          <SubstitutableLine
                            line={line}
                            checked={checked.has(index)}
                            original={changedIngredients?.get(index)}
                            onToggle={() => toggle(index)}
                            onClick={() => onIngredientClick(index)}
                          />
                        ) : (
                          <label className="flex cursor-pointer items-start gap-3 text-stone-800">
                            <input
                              type="checkbox"
                              checked={checked.has(index)}
                              onChange={() => toggle(index)}
                              className="mt-1 h-4 w-4 shrink-0 accent-brand-600"
                            />
                            <span
                              className={cn('min-w-0', checked.has(index) && 'text-stone-400 line-through')}
                            >
                              {line}
                            </span>
                          </label>
                        )}
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
            {numberedGroups(instructionGroups).map((group, g) => (
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
                      <p className="min-w-0 pt-0.5 text-stone-800">{step}</p>
                    </li>
                  ))}
                </ol>
              </Fragment>
            ))}
          </section>
        </div>
        {notes.length > 0 ? (
          <section
            aria-labelledby="notes-heading"
            className="mt-10 rounded-xl bg-amber-50/60 p-5 ring-1 ring-amber-100"
          >
            <h2 id="notes-heading" className="font-display text-xl font-semibold text-stone-900">
              Notes
            </h2>
            <ul className="mt-3 list-disc space-y-2 pl-5 text-stone-800">
              {notes.map((note, i) => (
                <li key={`${i}-${note}`} className="[overflow-wrap:anywhere]">
                  {note}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
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
