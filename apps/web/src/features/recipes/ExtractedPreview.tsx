import type { ParseRecipeResponseDto } from '@cookmark/contracts';
import { Check, PencilLine, Sparkles } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { ExtractedIngredients, ExtractedSteps } from './ExtractedLines';
import { ExtractionReport } from './ExtractionReport';
import { RecipeMeta, TagChips } from './recipe-summary';
import { summaryFromReport } from './recipe-types';

interface ExtractedPreviewProps {
  extraction: ParseRecipeResponseDto;
  improving: boolean;
  canImprove: boolean;
  /** Why a server with an AI does not offer it now (the day's allowance is spent), else null. */
  aiPaused?: string | null | undefined;
  onUse: () => void;
  onImprove: () => void;
  onEdit: () => void;
}

/** Mode 2 of the Add Recipe panel: the report and a short card of what was found. */
export function ExtractedPreview({
  extraction,
  improving,
  canImprove,
  aiPaused,
  onUse,
  onImprove,
  onEdit,
}: ExtractedPreviewProps) {
  const { recipe, report } = extraction;
  return (
    <div className="mt-5 space-y-4">
      <ExtractionReport summary={summaryFromReport(report)} defaultOpen />
      <section aria-label="Extracted recipe" className="rounded-xl border border-stone-200 p-5">
        <h3 className="font-display text-xl font-semibold text-stone-900">
          {recipe.title || 'Untitled recipe'}
        </h3>
        {recipe.description ? (
          <p className="mt-1 line-clamp-3 text-sm text-stone-600">{recipe.description}</p>
        ) : null}
        <RecipeMeta
          times={recipe}
          difficulty={recipe.difficulty}
          servings={recipe.servings}
          className="mt-2 text-sm"
        />
        <div className="mt-4 grid gap-5 md:grid-cols-2">
          <ExtractedIngredients recipe={recipe} />
          <ExtractedSteps recipe={recipe} />
        </div>
        {recipe.tags.length > 0 ? (
          // The page's keywords are offered as suggestions on the saved recipe, not saved as tags.
          <div className="mt-4">
            <p className="text-xs font-semibold uppercase tracking-wide text-stone-500">
              Suggested tags, to accept on the saved recipe
            </p>
            <TagChips tags={recipe.tags} className="mt-1.5" />
          </div>
        ) : null}
      </section>
      <div className="flex flex-wrap gap-2">
        <Button onClick={onUse} disabled={improving}>
          <Check className="h-4 w-4" aria-hidden />
          Use This Recipe
        </Button>
        {canImprove ? (
          <Button variant="secondary" onClick={onImprove} disabled={improving}>
            {improving ? <Spinner /> : <Sparkles className="h-4 w-4" aria-hidden />}
            {improving ? 'Improving...' : 'Improve with AI'}
          </Button>
        ) : null}
        <Button variant="outline" onClick={onEdit} disabled={improving}>
          <PencilLine className="h-4 w-4" aria-hidden />
          Edit Manually
        </Button>
      </div>
      {!canImprove && aiPaused ? <p className="text-sm text-stone-600">{aiPaused}</p> : null}
    </div>
  );
}
