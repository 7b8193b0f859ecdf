/** Scaling bounds and wording that screens use without validating anything (no zod here). */

/** Spec §9 'Scaling': the largest multiplier the server accepts (the scaler's own bounds are tighter). */
export const SCALE_MULTIPLIER_MAX = 100;

/** Wording the server and the web app share (spec §8 'Premium gating'). */
export const SCALING_MESSAGES = {
  multiplierInvalid: `Multiplier must be a number greater than 0 and at most ${SCALE_MULTIPLIER_MAX}`,
  systemInvalid: "System must be 'US' or 'Metric'",
  /** Spec §8 'Feature Temporarily Disabled'; answered with 503 while the scaling flag is off. */
  disabled: 'Recipe scaling is temporarily disabled for this version.',
} as const;

export const MEASURE_SYSTEMS = ['US', 'Metric'] as const;
export type MeasureSystemName = (typeof MEASURE_SYSTEMS)[number];
