/**
 * Weights of the page reader's block models, written by scripts/train-blocks.ts --write (trained on
 * the whole recipe-pages corpus read without structured data). Features: blocks.ts FEATURE_NAMES.
 */
import type { LogisticModel } from './block-model.ts';

const FEATURE_MEAN = [
  0.08398, 0.08553, 0.05177, 0.24692, 1.86073, 0.1875, 1.64893, 0.03404, 0.03097, 0.07855, 0.47064, 0.72419,
  0.331, 0.64584, 0.04578, 0.00554, 0.30364, 0.00591,
];
const FEATURE_SCALE = [
  0.25313, 0.25394, 0.19992, 0.35404, 0.94866, 0.35725, 0.52878, 0.18132, 0.17324, 0.26903, 0.4387, 0.44692,
  0.25078, 0.35517, 0.20901, 0.06106, 0.45983, 0.07665,
];

export const BLOCK_MODELS: Record<'ingredients' | 'instructions', LogisticModel> = {
  ingredients: {
    mean: FEATURE_MEAN,
    scale: FEATURE_SCALE,
    weights: [
      0.46066, 0.44753, 0.42004, 0.40731, -0.32524, -0.6955, 0.50855, 0.29935, -0.17323, -0.25346, -0.86357,
      0.3052, -0.22292, 0.28161, -0.227, -0.13764, -0.55272, -0.11229,
    ],
    bias: -6.34106,
  },
  instructions: {
    mean: FEATURE_MEAN,
    scale: FEATURE_SCALE,
    weights: [
      -0.03976, -0.0082, -0.11392, 0.08447, 0.76603, 0.82053, 0.35329, 0.0344, 0.63011, -0.73828, -0.79392,
      0.00036, 0.11472, 0.8842, 0.23096, 0.22255, -0.33564, -0.26001,
    ],
    bias: -6.45459,
  },
};
