import { ACIDS } from './data/acids.ts';
import { DAIRY } from './data/dairy.ts';
import { EGGS } from './data/eggs.ts';
import { FATS } from './data/fats.ts';
import { FLOURS } from './data/flours.ts';
import { HERBS } from './data/herbs.ts';
import { LEAVENERS } from './data/leaveners.ts';
import { NUTS } from './data/nuts.ts';
import { PANTRY } from './data/pantry.ts';
import { PRODUCE } from './data/produce.ts';
import { PROTEINS } from './data/proteins.ts';
import { SAUCES } from './data/sauces.ts';
import { SPICES } from './data/spices.ts';
import { SUGARS } from './data/sugars.ts';
import type { IngredientEntry } from './types.ts';

/**
 * The built-in substitution knowledge base: common ingredients and what a cook can use instead,
 * from general cooking knowledge. It answers substitution searches without any AI service.
 */
export const SUBSTITUTION_KNOWLEDGE: readonly IngredientEntry[] = [
  ...DAIRY,
  ...EGGS,
  ...FLOURS,
  ...SUGARS,
  ...FATS,
  ...LEAVENERS,
  ...ACIDS,
  ...HERBS,
  ...SPICES,
  ...PROTEINS,
  ...PRODUCE,
  ...SAUCES,
  ...NUTS,
  ...PANTRY,
];
