import { z } from 'zod';
import { recipeSchema } from './recipes.ts';
import { SCALE_MULTIPLIER_MAX, SCALING_MESSAGES, MEASURE_SYSTEMS } from './scaling-limits.ts';

/** `POST /api/recipes/:id/scale` (spec §3 'Scale request'); `system` also converts the units. */
export const recipeScaleRequestSchema = z.object({
  multiplier: z
    .number({ message: SCALING_MESSAGES.multiplierInvalid })
    .gt(0, { message: SCALING_MESSAGES.multiplierInvalid })
    .max(SCALE_MULTIPLIER_MAX, { message: SCALING_MESSAGES.multiplierInvalid }),
  system: z.enum(MEASURE_SYSTEMS, { message: SCALING_MESSAGES.systemInvalid }).optional(),
});
export type RecipeScaleRequestInput = z.input<typeof recipeScaleRequestSchema>;
export type RecipeScaleRequest = z.output<typeof recipeScaleRequestSchema>;

/**
 * The scaled recipe: the recipe with its ingredient lines rewritten (a note such as 'beat 1 egg,
 * use half' stays on its line), its steps' measured amounts too ('Mix 3 cups of the flour'; with a
 * system, by weight for weighed foods and ovens in °C or °F), and servings = rounded original
 * servings × multiplier (at least 1).
 * Nothing is stored.
 */
export const scaledRecipeSchema = recipeSchema.extend({
  multiplier: z.number(),
  originalServings: z.number(),
  system: z.enum(MEASURE_SYSTEMS).nullable(),
});
export type ScaledRecipe = z.infer<typeof scaledRecipeSchema>;

/** `GET /api/features`: the feature flags of spec §9 the web app reads (public, no session needed). */
export const featureFlagsSchema = z.object({
  /** Off: the scaler reads 'Recipe Scaling Temporarily Disabled' and the scale call answers 503. */
  recipeScaling: z.boolean(),
});
export type FeatureFlags = z.infer<typeof featureFlagsSchema>;
