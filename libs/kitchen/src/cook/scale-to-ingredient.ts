import { parseIngredientLine, type ParsedIngredient } from '../ingredients/parse-line.ts';
import { UNIT_INFO, unitLabel, type CanonicalUnit } from '../ingredients/units.ts';
import { findWeighedFoodOf, gramsPerMillilitre } from '../weights/weighed-food.ts';

/** What 'Scale to this' tells the cook when the amount they have cannot set the scale. */
export const SCALE_TO_MESSAGES = {
  noAmount: 'This ingredient has no amount to scale from.',
  haveInvalid: 'Enter the amount you have, e.g. 300 g.',
  tooLarge: (max: number) => `That amount would scale the recipe beyond ${max}×.`,
  units: (have: string, line: string) => `Cannot convert ${have} to ${line} for this ingredient.`,
} as const;

export type ScaleToOutcome = { ok: true; factor: number } | { ok: false; message: string };

/** An amount in its dimension's base (ml, g, or a count), with what it is counted in. */
interface BaseAmount {
  value: number;
  unit: CanonicalUnit | null;
}

function baseOf(parsed: ParsedIngredient, unit: CanonicalUnit | null): BaseAmount | null {
  if (parsed.quantity === null || !(parsed.quantity > 0)) return null;
  return { value: parsed.quantity * (unit ? UNIT_INFO[unit].base : 1), unit };
}

const dimensionOf = (unit: CanonicalUnit | null) => (unit ? UNIT_INFO[unit].dimension : 'count');

/** Grams of a volume or millilitres of a weight, by the line's food; null when it is not a weighed food. */
function crossDimension(have: BaseAmount, line: ParsedIngredient, to: CanonicalUnit | null): number | null {
  const from = dimensionOf(have.unit);
  const target = dimensionOf(to);
  const food = findWeighedFoodOf(line.ingredient, line.notes);
  if (!food) return null;
  if (from === 'weight' && target === 'volume') return have.value / gramsPerMillilitre(food);
  if (from === 'volume' && target === 'weight') return have.value * gramsPerMillilitre(food);
  return null;
}

/**
 * The scale that makes an ingredient line call for the amount a cook has ('I have 300 g chicken'
 * against '500 g chicken' → 0.6), converted between units of one kind (oz to g, cups to ml), and
 * between volume and weight for the foods that are weighed ('1 cup flour' against '250 g'). An
 * amount without a unit is taken in the line's unit. Rounded to hundredths; more than 0 and at
 * most `max`.
 */
export function scaleToIngredient(line: string, have: string, max: number): ScaleToOutcome {
  const parsedLine = parseIngredientLine(line);
  const lineAmount = baseOf(parsedLine, parsedLine.unit);
  if (!lineAmount) return { ok: false, message: SCALE_TO_MESSAGES.noAmount };
  const parsedHave = parseIngredientLine(have.trim());
  const haveAmount = baseOf(parsedHave, parsedHave.unit ?? parsedLine.unit);
  if (!haveAmount) return { ok: false, message: SCALE_TO_MESSAGES.haveInvalid };
  const sameKind =
    dimensionOf(haveAmount.unit) === dimensionOf(lineAmount.unit) &&
    (dimensionOf(lineAmount.unit) !== 'count' || haveAmount.unit === lineAmount.unit);
  const haveValue = sameKind ? haveAmount.value : crossDimension(haveAmount, parsedLine, lineAmount.unit);
  if (haveValue === null) {
    const name = (unit: CanonicalUnit | null) => (unit ? unitLabel(unit, 2) : 'a count');
    return { ok: false, message: SCALE_TO_MESSAGES.units(name(haveAmount.unit), name(lineAmount.unit)) };
  }
  const factor = Math.round((haveValue / lineAmount.value) * 100) / 100;
  if (factor > max) return { ok: false, message: SCALE_TO_MESSAGES.tooLarge(max) };
  return { ok: true, factor: Math.max(0.01, factor) };
}
