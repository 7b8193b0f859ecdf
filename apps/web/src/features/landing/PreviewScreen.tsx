import { ingredientLines } from '@cookmark/contracts';
import { ArrowLeft, BookmarkPlus } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';
import { Logo } from '../../components/ui/logo';
import { RecipeView } from '../recipes/RecipeView';
import { ScalePanel } from '../scaling/ScalePanel';
import { useFeatureFlags } from '../scaling/use-feature-flags';
import { useRecipeScale } from '../scaling/use-recipe-scale';
import { showSubstitutionSignUpToast } from '../substitutions/substitution-toasts';
import type { ExtractionReportDto } from '@cookmark/contracts';
import { detailsFromParsed, summaryFromReport, type ParsedRecipe } from '../recipes/recipe-types';

/** Spec §2 "Preview screen (visitor)". */
interface PreviewScreenProps {
  recipe: ParsedRecipe;
  report?: ExtractionReportDto | null;
  onBack: () => void;
}

export function PreviewScreen({ recipe, report, onBack }: PreviewScreenProps) {
  const details = detailsFromParsed(recipe);
  const { recipeScaling } = useFeatureFlags();
  const scale = useRecipeScale(null, 'preview');
  return (
    <div className="min-h-screen bg-cream">
      <header className="sticky top-0 z-40 border-b border-stone-200/80 bg-white/85 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-5xl items-center justify-between gap-2 px-4 sm:px-6">
          <div className="flex items-center gap-3">
            <span className="hidden md:block">
              <Logo />
            </span>
            <Button variant="ghost" size="sm" onClick={onBack}>
              <ArrowLeft className="h-4 w-4" aria-hidden />
              Back to Home
            </Button>
          </div>
          <div className="flex items-center gap-2">
            <Link to="/auth" className={buttonClasses('outline', 'sm')}>
              Sign In
            </Link>
            <Link to="/auth" className={buttonClasses('primary', 'sm')}>
              <BookmarkPlus className="h-4 w-4" aria-hidden />
              Save Recipe
            </Link>
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
        <p className="mb-4 rounded-xl bg-herb-50 px-4 py-3 text-sm text-herb-900 ring-1 ring-herb-200">
          Here&apos;s your clean, ad-free preview. Sign in to save it to your collection.
        </p>
        <RecipeView
          recipe={details}
          summary={report ? summaryFromReport(report) : null}
          shareUrl={details.sourceUrl ?? undefined}
          unitsFromSettings={false}
          onIngredientClick={showSubstitutionSignUpToast}
          scalePanel={
            recipeScaling ? (
              <ScalePanel scale={scale} lines={ingredientLines(details.ingredientGroups)} />
            ) : null
          }
        />
      </main>
    </div>
  );
}
