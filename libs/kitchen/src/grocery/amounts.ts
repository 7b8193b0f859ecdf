import { UNIT_INFO, type CanonicalUnit } from '../ingredients/units.ts';
import { displayUnit, expressAmount, type MeasureSystem } from '../scaling/convert.ts';

/** A total as a shopping list writes it: '1 ⅓' and 'cups', '3' and no unit. */
export interface ListAmount {
  value: number;
  /** '1 ⅓', '½', '250'. */
  text: string;
  unit: CanonicalUnit | null;
}

type Fractions = ReadonlyArray<readonly [number, string]>;

const THIRDS_AND_QUARTERS: Fractions = [
  [1 / 4, '¼'],
  [1 / 3, '⅓'],
  [1 / 2, '½'],
  [2 / 3, '⅔'],
  [3 / 4, '¾'],
];
/** A tablespoon is three teaspoons: its parts are thirds, and the half-tablespoon. */
const TABLESPOON_PARTS: Fractions = [
  [1 / 3, '⅓'],
  [1 / 2, '½'],
  [2 / 3, '⅔'],
];
/** Measuring spoons go down to ⅛ teaspoon. */
const TEASPOON_PARTS: Fractions = [
  [1 / 8, '⅛'],
  [1 / 4, '¼'],
  [1 / 2, '½'],
  [3 / 4, '¾'],
];
const QUARTERS: Fractions = [
  [1 / 4, '¼'],
  [1 / 2, '½'],
  [3 / 4, '¾'],
];
const HALVES: Fractions = [[1 / 2, '½']];

/** The parts of a unit a cook measures or a shop sells. */
function partsOf(unit: CanonicalUnit, value: number): Fractions {
  switch (unit) {
    case 'cup':
      return THIRDS_AND_QUARTERS;
    case 'tablespoon':
      return TABLESPOON_PARTS;
    case 'teaspoon':
      return TEASPOON_PARTS;
    case 'pound':
    case 'pint':
    case 'quart':
    case 'gallon':
      return QUARTERS;
    case 'ounce':
    case 'fluid ounce':
      return value < 10 ? HALVES : [];
    default:
      return [];
  }
}

/**
 * The nearest whole number or listed fraction, never nothing: 1.42 → '1 ½', 0.3 → '⅓', 0.04 in
 * eighths → '⅛'.
 */
export function nearestKitchenFraction(value: number, parts: Fractions): { value: number; text: string } {
  const whole = Math.floor(value);
  const part = value - whole;
  let best: readonly [number, string] = [1, ''];
  // From zero the whole number is not a choice: an amount is never rounded down to nothing.
  for (const c of whole === 0
    ? [...parts, [1, ''] as const]
    : [[0, ''] as const, ...parts, [1, ''] as const]) {
    if (Math.abs(part - c[0]) < Math.abs(part - best[0])) best = c;
  }
  const total = whole + best[0];
  const wholeText = best[0] === 1 ? String(whole + 1) : whole > 0 ? String(whole) : '';
  return { value: total, text: [wholeText, best[1]].filter((t) => t !== '').join(' ') };
}

const KEPT_US_VOLUMES: ReadonlySet<CanonicalUnit> = new Set(['pint', 'quart', 'gallon', 'fluid ounce']);

/** Grams to 5 g, from 250 g to 10 g; millilitres to 5 ml, from 100 ml to 25 ml; kg and l to 0.1. */
function metricStep(unit: CanonicalUnit, value: number): number {
  if (unit === 'gram') return value < 250 ? 5 : 10;
  if (unit === 'milliliter') return value < 100 ? 5 : 25;
  return 0.1;
}

function roundMetric(unit: CanonicalUnit, value: number): { value: number; text: string } {
  const step = metricStep(unit, value);
  const rounded = Math.max(step, Math.round(value / step) * step);
  const clean = Math.round(rounded * 10) / 10;
  return { value: clean, text: String(clean) };
}

/**
 * Things bought whole are counted whole, rounded up: ½ onion and ½ onion are 1 onion, 1 ½ onions
 * are 2. A hair over a whole (2.02 from sums of thirds) stays that whole.
 */
export function wholeCount(value: number): number {
  return Math.max(1, Math.ceil(value - 0.02));
}

/**
 * A list total in kitchen terms (issue #34): volumes and weights written in the unit a cook uses
 * (`expressAmount` picks cups, spoons, ounces, pounds, grams, litres) and rounded to the nearest
 * fraction that unit is measured in (cups in quarters and thirds, tablespoons in thirds and halves,
 * teaspoons down to eighths, pounds in quarters, grams to 5 g or 10 g); counts whole.
 *
 * `base` is the total in millilitres or grams for a volume or a weight, else the count; `written`
 * the one unit all the lines used, if they agree.
 */
export function listAmount(
  base: number,
  unit: CanonicalUnit | null,
  system: MeasureSystem,
  written: CanonicalUnit | null = null,
): ListAmount {
  if (unit === null || UNIT_INFO[unit].dimension === 'count') {
    const value = wholeCount(base);
    return { value, text: String(value), unit };
  }
  const baseUnit: CanonicalUnit = UNIT_INFO[unit].dimension === 'volume' ? 'milliliter' : 'gram';
  // Pints, quarts, gallons and fluid ounces every line used are kept: ice cream is sold by the pint.
  const target =
    written !== null && KEPT_US_VOLUMES.has(written) && system === 'US'
      ? written
      : expressAmount(base, null, baseUnit, system).unit;
  const inTarget = base / UNIT_INFO[target].base;
  const rounded =
    UNIT_INFO[target].system === 'Metric'
      ? roundMetric(target, inTarget)
      : partsOf(target, inTarget).length > 0
        ? nearestKitchenFraction(inTarget, partsOf(target, inTarget))
        : { value: Math.max(1, Math.round(inTarget)), text: String(Math.max(1, Math.round(inTarget))) };
  return { ...rounded, unit: target };
}

/** '1 ⅓ cups', '3 heads', '250 g': the amount with its unit, the unit plural after more than one. */
export function amountWithUnit(
  amount: ListAmount,
  extraUnit: string | null,
  plural: (w: string) => string,
): string {
  if (amount.unit !== null) return `${amount.text} ${displayUnit(amount.unit, amount.value)}`;
  if (extraUnit !== null) return `${amount.text} ${amount.value > 1 ? plural(extraUnit) : extraUnit}`;
  return amount.text;
}
