import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClasses } from '../../components/ui/button';
import { UnitsSwitch } from '../scaling/UnitsSwitch';
import { useUnits } from '../scaling/use-units';
import { ShareButton } from '../sharing/ShareButton';
import { shareLink } from '../sharing/share-sheet';
import { ExtractionReport } from './ExtractionReport';
import { hostOf, type ExtractionSummary, type RecipeDetails } from './recipe-types';
import { RecipeFacts } from './RecipeFacts';
import { RecipeIngredientList } from './RecipeIngredientList';
import { RecipeNotes } from './RecipeNotes';
import { RecipeStepList } from './RecipeStepList';
import { TagEditor } from './TagEditor';
import { useGroupsInUnits } from './use-groups-in-units';

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
  const { ingredientGroups, instructionGroups } = useGroupsInUnits(recipe, units);
  const Heading = headingLevel;
  const host = hostOf(recipe.sourceUrl);

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
        <RecipeFacts recipe={recipe} />
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
          <RecipeIngredientList
            groups={ingredientGroups}
            onIngredientClick={onIngredientClick}
            changedIngredients={changedIngredients}
          />
          <RecipeStepList groups={instructionGroups} />
        </div>
        <RecipeNotes notes={recipe.notes} />
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
