import { UNIT_ABBREVIATIONS, UNIT_INFO, unitLabel, type CanonicalUnit } from '../ingredients/units.ts';
import { roundToNiceFraction } from './round.ts';

/** The fractions each US measure is rounded to: the cups, half tablespoons and quarter teaspoons a cook owns. */
const STEPS: Readonly<Record<'cup' | 'tablespoon' | 'teaspoon', readonly number[]>> = {
  cup: [0, 1 / 4, 1 / 3, 1 / 2, 2 / 3, 3 / 4, 1],
  tablespoon: [0, 1 / 2, 1],
  teaspoon: [0, 1 / 4, 1 / 2, 3 / 4, 1],
};

/** From ¼ cup less a little (3¾ tbsp) an amount is written in cups; from 2¾ tsp in tablespoons. */
const CUP_FROM_ML = 56;
const TBSP_FROM_ML = 13.75;
/** The smallest measure written: ⅛ tsp. */
const EIGHTH_TSP = 1 / 8;

type UsVolume = keyof typeof STEPS;

function unitFor(ml: number): UsVolume {
  if (ml >= CUP_FROM_ML) return 'cup';
  if (ml >= TBSP_FROM_ML) return 'tablespoon';
  return 'teaspoon';
}

function roundIn(unit: UsVolume, ml: number): { value: number; text: string } {
  const value = ml / UNIT_INFO[unit].base;
  if (!(value > 0)) return { value: 0, text: '0' };
  if (unit === 'teaspoon' && value < 3 / 16) return { value: EIGHTH_TSP, text: '⅛' };
  const whole = Math.floor(value);
  const part = value - whole;
  let best = 0;
  for (const step of STEPS[unit]) if (Math.abs(part - step) < Math.abs(part - best)) best = step;
  const rounded = whole + best;
  return { value: rounded, text: roundToNiceFraction(rounded).text };
}

/**
 * `ml` millilitres (and a range's top) as US cups, tablespoons or teaspoons: cups to the nearest
 * ¼ or ⅓, tablespoons to the nearest half, teaspoons to the nearest quarter (at least ⅛ tsp);
 * 250 ml → '1 cup', 100 ml → '⅓ cup', 30 ml → '2 tbsp', 2 ml → '½ tsp'.
 */
export function expressUsVolume(
  ml: number,
  rangeEndMl: number | null,
): { quantity: number; rangeEnd: number | null; unit: CanonicalUnit; text: string } {
  const unit = unitFor(ml);
  const low = roundIn(unit, ml);
  const high = rangeEndMl === null ? null : roundIn(unit, rangeEndMl);
  const top = high?.value ?? low.value;
  const label = UNIT_ABBREVIATIONS[unit] ?? unitLabel(unit, top);
  return {
    quantity: low.value,
    rangeEnd: high?.value ?? null,
    unit,
    text: `${low.text}${high ? `–${high.text}` : ''} ${label}`,
  };
}
