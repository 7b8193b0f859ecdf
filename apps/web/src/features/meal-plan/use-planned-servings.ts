import { MEAL_PLAN_LIMITS, type ScaledRecipe } from '@cookmark/contracts';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { scaleRecipe } from '../scaling/scaling-api';

/**
 * A recipe opened from a meal plan entry (`/recipe/{id}?servings=6`) is shown at the entry's
 * servings, by the same scaling call as the Scale Recipe panel (Premium, as the plan is). Null
 * when there is no such address, for the recipe's own servings, or off the Premium plan.
 */
export function usePlannedServings(
  recipeId: string,
  recipeServings: number | null | undefined,
  isPremium: boolean,
): ScaledRecipe | null {
  const [params] = useSearchParams();
  const wanted = Number(params.get('servings'));
  const valid = Number.isInteger(wanted) && wanted >= 1 && wanted <= MEAL_PLAN_LIMITS.servings;
  const own = recipeServings ?? null;
  const enabled = isPremium && valid && own !== null && own > 0 && wanted !== own;
  const query = useQuery({
    queryKey: ['/api/recipes', recipeId, 'planned-servings', wanted],
    queryFn: () => scaleRecipe(recipeId, { multiplier: wanted / (own ?? 1) }),
    enabled,
    retry: false,
  });
  return enabled ? (query.data ?? null) : null;
}
