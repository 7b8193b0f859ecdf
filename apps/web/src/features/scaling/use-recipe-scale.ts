import type { ScaledRecipe } from '@cookmark/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { scaleRecipe } from './scaling-api';
import { showScaleErrorToast, showScalingPremiumToast, showScalingSignUpToast } from './scale-toasts';

/** Spec §9: the detail panel's multipliers. */
export const DETAIL_MULTIPLIERS = [0.5, 1, 2] as const;
export type DetailMultiplier = (typeof DETAIL_MULTIPLIERS)[number];

/** Who is asking: a visitor on the preview, a free user, or a premium user. */
export type ScaleAccess = 'preview' | 'free' | 'premium';

export interface RecipeScaleState {
  /** One of the panel's multipliers, or the scale 'Scale to this' set from an ingredient (0.6). */
  multiplier: number;
  /** The server's scaled recipe for the current multiplier; null at 1×. */
  scaled: ScaledRecipe | null;
  /** The multiplier being fetched, if any. */
  pending: number | null;
  choose: (multiplier: number) => void;
  /** Whether this user may scale (Premium, on a saved recipe); the server checks again. */
  allowed: boolean;
  /** Tells a visitor or a free user why they cannot scale (spec §8). */
  refuse: () => void;
}

interface ScaleChoice {
  multiplier: number;
  scaled: ScaledRecipe | null;
}

const UNSCALED: ScaleChoice = { multiplier: 1, scaled: null };

/**
 * A recipe's chosen scale, kept in the query cache for the tab: the reader and its cook mode show
 * the same amounts, and opening cook mode asks the server nothing again.
 */
const scaleChoiceKey = (recipeId: string | null) => ['recipe-scale-choice', recipeId] as const;

/**
 * The detail view's Scale Recipe panel (spec §4: starts at 1×). Premium users get the server's
 * scaled recipe; free users and visitors are told why they cannot (spec §8).
 */
export function useRecipeScale(recipeId: string | null, access: ScaleAccess): RecipeScaleState {
  const queryClient = useQueryClient();
  const key = scaleChoiceKey(recipeId);
  const { data: choice } = useQuery({
    queryKey: key,
    queryFn: () => UNSCALED,
    initialData: UNSCALED,
    staleTime: Infinity,
    enabled: recipeId !== null,
  });
  const scale = useMutation({
    mutationFn: (next: number) => scaleRecipe(recipeId ?? '', { multiplier: next }),
    onSuccess: (recipe, next) =>
      queryClient.setQueryData<ScaleChoice>(key, { multiplier: next, scaled: recipe }),
    onError: showScaleErrorToast,
  });

  const allowed = access === 'premium' && recipeId !== null;
  const refuse = () => (access === 'free' ? showScalingPremiumToast() : showScalingSignUpToast());
  const choose = (next: number) => {
    if (!allowed) return refuse();
    if (next === 1) {
      scale.reset();
      queryClient.setQueryData<ScaleChoice>(key, UNSCALED);
      return;
    }
    scale.mutate(next);
  };

  return {
    multiplier: choice.multiplier,
    scaled: choice.scaled,
    pending: scale.isPending ? scale.variables : null,
    choose,
    allowed,
    refuse,
  };
}
