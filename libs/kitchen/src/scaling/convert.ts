import { UNIT_ABBREVIATIONS, UNIT_INFO, unitLabel, type CanonicalUnit } from '../ingredients/units.ts';
import { gramsPerMillilitre, type WeighedFood } from '../weights/weighed-food.ts';
import { roundGrams, roundMillilitres, roundToNiceFraction, roundToOneDecimal } from './round.ts';
import { expressUsVolume } from './us-volume.ts';

export type MeasureSystem = 'US' | 'Metric';

/** An amount written in one unit, rounded the way the spec asks for that unit. */
export interface ExpressedAmount {
  quantity: number;
  rangeEnd: number | null;
  unit: CanonicalUnit;
  /** "1 ½ cups", "250 ml", "1.2 kg", "2–3 tbsp". */
  text: string;
}

/** US volume units kept as they are when a US line is scaled (they have no teaspoon form worth using). */
const LARGE_US_VOLUMES: ReadonlySet<CanonicalUnit> = new Set(['fluid ounce', 'pint', 'quart', 'gallon']);

/** Teaspoons from which a US volume is written in tablespoons, and in cups (¼ cup). */
const TBSP_FROM_TSP = 3;
const CUP_FROM_TSP = 12;
const OUNCES_PER_POUND = 16;

/** The unit an amount of `base` millilitres or grams is best written in. */
function chooseUnit(base: number, from: CanonicalUnit, system: MeasureSystem): CanonicalUnit {
  const { dimension } = UNIT_INFO[from];
  if (system === 'Metric') {
    if (dimension === 'volume') return roundMillilitres(base) >= 1000 ? 'liter' : 'milliliter';
    return roundGrams(base) >= 1000 ? 'kilogram' : 'gram';
  }
  if (dimension === 'volume') {
    if (LARGE_US_VOLUMES.has(from)) return from;
    const tsp = base / UNIT_INFO.teaspoon.base;
    if (tsp >= CUP_FROM_TSP - 0.5) return 'cup';
    if (tsp >= TBSP_FROM_TSP - 0.25) return 'tablespoon';
    return 'teaspoon';
  }
  const oz = base / UNIT_INFO.ounce.base;
  if (oz >= OUNCES_PER_POUND - 0.5 || (from === 'pound' && oz >= OUNCES_PER_POUND / 4)) return 'pound';
  return 'ounce';
}

function roundIn(unit: CanonicalUnit, value: number): { value: number; text: string } {
  switch (unit) {
    case 'milliliter': {
      const v = roundMillilitres(value);
      return { value: v, text: String(v) };
    }
    case 'gram': {
      const v = roundGrams(value);
      return { value: v, text: String(v) };
    }
    case 'liter':
    case 'kilogram': {
      const v = roundToOneDecimal(value);
      return { value: v, text: String(v) };
    }
    default:
      return roundToNiceFraction(value);
  }
}

/** The unit as shown after an amount: abbreviations for spoons and metric, words otherwise. */
export function displayUnit(unit: CanonicalUnit, quantity: number): string {
  return UNIT_ABBREVIATIONS[unit] ?? unitLabel(unit, quantity);
}

/**
 * A weighed food measured by volume weighs at least this much before metric writes it in grams:
 * under it the line keeps its spoons (1 tsp salt stays 1 tsp, 2 tbsp butter stay 2 tbsp), as a cook
 * would spoon it rather than weigh it (docs/features.md 'Metric by weight').
 */
export const SPOON_LIMIT_GRAMS = 30;

function weighed(
  quantity: number,
  rangeEnd: number | null,
  unit: CanonicalUnit,
  system: MeasureSystem,
  food: WeighedFood,
): ExpressedAmount | null {
  const info = UNIT_INFO[unit];
  const density = gramsPerMillilitre(food);
  if (system === 'Metric' && info.dimension === 'volume') {
    const grams = quantity * info.base * density;
    if (grams < SPOON_LIMIT_GRAMS) return expressAmount(quantity, rangeEnd, unit, 'US');
    const high = rangeEnd === null ? null : rangeEnd * info.base * density;
    return expressAmount(grams, high, 'gram', 'Metric');
  }
  if (system === 'US' && info.dimension === 'weight' && info.system === 'Metric' && !food.fresh) {
    const high = rangeEnd === null ? null : (rangeEnd * info.base) / density;
    return expressUsVolume((quantity * info.base) / density, high);
  }
  return null;
}

/**
 * An amount of a line or a step written in `system` for a cook: with a weighed `food`, US volumes
 * become grams in metric (from 30 g) and grams become cups and spoons in US; metric volumes written
 * in US are cups, tablespoons and teaspoons a cook can measure; anything else as `expressAmount`.
 */
export function convertAmount(
  quantity: number,
  rangeEnd: number | null,
  unit: CanonicalUnit,
  system: MeasureSystem,
  food: WeighedFood | null = null,
): ExpressedAmount {
  const info = UNIT_INFO[unit];
  const byWeight =
    food && info.dimension !== 'count' ? weighed(quantity, rangeEnd, unit, system, food) : null;
  if (byWeight) return byWeight;
  if (system === 'US' && info.dimension === 'volume' && info.system === 'Metric') {
    return expressUsVolume(quantity * info.base, rangeEnd === null ? null : rangeEnd * info.base);
  }
  return expressAmount(quantity, rangeEnd, unit, system);
}

/**
 * Write an amount of `unit` (a volume or a weight) in `system`: spec §9's conversions (cup 240 ml,
 * tbsp 15 ml, tsp 5 ml, oz 28.35 g, lb 453.6 g), 1000 ml or g and more as l or kg, 16 oz and more
 * as lb, small cup amounts as tbsp or tsp, with the spec's rounding for the unit chosen.
 */
export function expressAmount(
  quantity: number,
  rangeEnd: number | null,
  unit: CanonicalUnit,
  system: MeasureSystem,
): ExpressedAmount {
  const info = UNIT_INFO[unit];
  if (info.dimension === 'count') {
    const low = roundToNiceFraction(quantity);
    const high = rangeEnd === null ? null : roundToNiceFraction(rangeEnd);
    const top = high?.value ?? low.value;
    return {
      quantity: low.value,
      rangeEnd: high?.value ?? null,
      unit,
      text: `${low.text}${high ? `–${high.text}` : ''} ${displayUnit(unit, top)}`,
    };
  }
  const target = chooseUnit(quantity * info.base, unit, system);
  const size = UNIT_INFO[target].base;
  const low = roundIn(target, (quantity * info.base) / size);
  const high = rangeEnd === null ? null : roundIn(target, (rangeEnd * info.base) / size);
  const top = high?.value ?? low.value;
  return {
    quantity: low.value,
    rangeEnd: high?.value ?? null,
    unit: target,
    text: `${low.text}${high ? `–${high.text}` : ''} ${displayUnit(target, top)}`,
  };
}
