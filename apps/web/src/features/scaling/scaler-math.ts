/** Spec §5/§9: the Recipe Scaler's bounds. */
export const SCALER_SERVINGS = { min: 1, max: 50 } as const;
export const SCALER_FACTOR = { min: 0.25, max: 5, step: 0.25 } as const;

export interface ScalerSetting {
  servings: number;
  /** The slider's position; follows the servings when they are set with + and −. */
  factor: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export const originalSetting = (original: number): ScalerSetting => ({ servings: original, factor: 1 });

/** Servings set directly: a whole number from 1 to 50; the slider moves to the nearest step. */
export function withServings(original: number, servings: number): ScalerSetting {
  const whole = clamp(Math.round(servings), SCALER_SERVINGS.min, SCALER_SERVINGS.max);
  const step = Math.round(whole / original / SCALER_FACTOR.step) * SCALER_FACTOR.step;
  return { servings: whole, factor: clamp(step, SCALER_FACTOR.min, SCALER_FACTOR.max) };
}

/** The slider moved: servings = rounded original servings × factor (spec §5), kept within 1 to 50. */
export function withFactor(original: number, factor: number): ScalerSetting {
  const f = clamp(factor, SCALER_FACTOR.min, SCALER_FACTOR.max);
  return {
    factor: f,
    servings: clamp(Math.round(original * f), SCALER_SERVINGS.min, SCALER_SERVINGS.max),
  };
}
