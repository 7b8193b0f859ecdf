import { ingredientLines } from '@cookmark/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useParams } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { handleSessionLost, isUnauthorizedError } from '../../lib/session';
import { usePageTitle } from '../../lib/page-title';
import { useAuth } from '../auth/use-auth';
import { detailsFromSaved } from '../recipes/recipe-types';
import { RecipeNotFound } from '../recipes/RecipeNotFound';
import { getRecipe, recipeKey } from '../recipes/recipes-api';
import { useFeatureFlags } from '../scaling/use-feature-flags';
import { useRecipeScale } from '../scaling/use-recipe-scale';
import { useUnits } from '../scaling/use-units';
import { cookSteps } from './cook-steps';
import { CookMode } from './CookMode';

/** /recipe/:id/cook: a saved recipe in cook mode, at the reader's scale and units. */
export function CookModePage() {
  const { id = '' } = useParams();
  const { isPremium } = useAuth();
  const { recipeScaling } = useFeatureFlags();
  const query = useQuery({ queryKey: recipeKey(id), queryFn: () => getRecipe(id) });
  const scale = useRecipeScale(id, isPremium ? 'premium' : 'free');
  const [units] = useUnits(true, id);
  usePageTitle(
    query.data ? `Cook: ${query.data.title || 'Recipe'}` : query.isError ? 'Recipe Not Found' : 'Cook',
  );

  useEffect(() => {
    if (query.error) handleSessionLost(query.error);
  }, [query.error]);

  const details = useMemo(() => (query.data ? detailsFromSaved(query.data) : null), [query.data]);
  const steps = useMemo(
    () => (details ? cookSteps(details, scale.scaled, units) : []),
    [details, scale.scaled, units],
  );

  if (query.isPending) {
    return (
      <div className="flex min-h-dvh items-center justify-center bg-cream" role="status">
        <Spinner className="h-8 w-8 text-brand-600" label="Loading recipe..." />
      </div>
    );
  }
  if (query.isError || !details) {
    if (isUnauthorizedError(query.error)) return null;
    return (
      <main className="mx-auto max-w-5xl px-4 py-8">
        <RecipeNotFound />
      </main>
    );
  }
  return (
    <CookMode
      recipeId={id}
      title={details.title}
      steps={steps}
      storedLines={ingredientLines(details.ingredientGroups)}
      scale={recipeScaling ? scale : null}
    />
  );
}
