import Fraction from 'fraction.js';

/** The fractions a kitchen amount is rounded to (spec §9 'Scaling'). */
const NICE_FRACTIONS: ReadonlyArray<readonly [number, string]> = [
  [0, ''],
  [new Fraction(1, 4).valueOf(), '¼'],
  [new Fraction(1, 3).valueOf(), '⅓'],
  [new Fraction(1, 2).valueOf(), '½'],
  [new Fraction(2, 3).valueOf(), '⅔'],
  [new Fraction(3, 4).valueOf(), '¾'],
  [1, ''],
];

/** How far a fractional part may be moved to reach a nice fraction. */
export const FRACTION_TOLERANCE = 0.08;

/** Quantities under this count as 0 (spec §5). */
export const ZERO_QUANTITY = 0.001;

export interface RoundedAmount {
  value: number;
  text: string;
}

function decimalText(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/**
 * Round to the nearest of ¼ ⅓ ½ ⅔ ¾ (or a whole number) when one lies within 0.08, else to two
 * decimals: 1.5 → "1 ½", 0.3333 → "⅓", 1.1 → "1.1". From 10 up, an amount no nice fraction is
 * near is whole (14.11 oz → "14"): a kitchen does not weigh hundredths of an ounce. An amount is
 * never rounded down to nothing.
 */
export function roundToNiceFraction(value: number): RoundedAmount {
  if (!(value >= ZERO_QUANTITY)) return { value: 0, text: '0' };
  const whole = Math.floor(value);
  const part = value - whole;
  let best: readonly [number, string] | null = null;
  for (const candidate of NICE_FRACTIONS) {
    const d = Math.abs(part - candidate[0]);
    if (d <= FRACTION_TOLERANCE && (best === null || d < Math.abs(part - best[0]))) best = candidate;
  }
  if (best === null || (whole === 0 && best[0] === 0)) {
    const rounded = value >= 10 ? Math.round(value) : Math.round(value * 100) / 100;
    return { value: rounded, text: decimalText(rounded) };
  }
  const total = whole + best[0];
  const wholeText = best[0] === 1 ? String(whole + 1) : whole > 0 ? String(whole) : '';
  const text = [wholeText, best[1]].filter((t) => t !== '').join(' ');
  return { value: total, text };
}

/** Round to a multiple of `step`; amounts smaller than one step keep half units ("2.5 ml"). */
function roundToStep(value: number, step: number): number {
  if (value < step) return Math.max(0.5, Math.round(value * 2) / 2);
  return Math.round(value / step) * step;
}

/** Millilitres in steps of 5 below 100 and of 25 from 100 (spec §9). */
export function roundMillilitres(ml: number): number {
  return roundToStep(ml, ml < 100 ? 5 : 25);
}

/** Grams in steps of 5 (spec §9). */
export function roundGrams(g: number): number {
  return roundToStep(g, 5);
}

/** Litres and kilograms to one decimal (spec §9). */
export function roundToOneDecimal(value: number): number {
  return Math.round(value * 10) / 10;
}

/** Eggs to halves, never below half an egg. */
export function roundToHalf(value: number): number {
  return Math.max(0.5, Math.round(value * 2) / 2);
}
