import type { ScaledRecipe } from '@cookmark/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { scaleRecipe } from './scaling-api';
import { showScaleErrorToast, showScalingPremiumToast, showScalingSignUpToast } from './scale-toasts';

/** Spec §9: the detail panel's multipliers. */
export const DETAIL_MULTIPLIERS = [0.5, 1, 2] as const;
export type DetailMultiplier = (typeof DETAIL_MULTIPLIERS)[number];

/** Who is asking: a visitor on the preview, a free user, or a premium user. */
export type ScaleAccess = 'preview' | 'free' | 'premium';

export interface RecipeScaleState {
  multiplier: DetailMultiplier;
  /** The server's scaled recipe for the current multiplier; null at 1×. */
  scaled: ScaledRecipe | null;
  /** The multiplier being fetched, if any. */
  pending: DetailMultiplier | null;
  choose: (multiplier: DetailMultiplier) => void;
}

/**
 * The detail view's Scale Recipe panel (spec §4: starts at 1×). Premium users get the server's
 * scaled recipe; free users and visitors are told why they cannot (spec §8).
 */
export function useRecipeScale(recipeId: string | null, access: ScaleAccess): RecipeScaleState {
  const [multiplier, setMultiplier] = useState<DetailMultiplier>(1);
  const [scaled, setScaled] = useState<ScaledRecipe | null>(null);
  const scale = useMutation({
    mutationFn: (next: DetailMultiplier) => scaleRecipe(recipeId ?? '', { multiplier: next }),
    onSuccess: (recipe, next) => {
      setScaled(recipe);
      setMultiplier(next);
    },
    onError: showScaleErrorToast,
  });

  const choose = (next: DetailMultiplier) => {
    if (access === 'preview' || recipeId === null) return showScalingSignUpToast();
    if (access === 'free') return showScalingPremiumToast();
    if (next === 1) {
      scale.reset();
      setScaled(null);
      setMultiplier(1);
      return;
    }
    scale.mutate(next);
  };

  return { multiplier, scaled, pending: scale.isPending ? scale.variables : null, choose };
}
