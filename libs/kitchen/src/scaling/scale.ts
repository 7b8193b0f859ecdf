import {
  locateIngredient,
  type LocatedIngredient,
  type ParsedIngredient,
} from '../ingredients/parse-line.ts';
import pluralize from 'pluralize';
import { trailingLetters } from '../ingredients/edges.ts';
import { UNIT_INFO, type CanonicalUnit } from '../ingredients/units.ts';
import { findWeighedFoodOf, type WeighedFood } from '../weights/weighed-food.ts';
import { convertAmount, expressAmount, type MeasureSystem } from './convert.ts';
import { convertTemperatures } from './temperature.ts';
import { roundToHalf, roundToNiceFraction, ZERO_QUANTITY } from './round.ts';

/** The note on a line whose eggs were rounded to a half (spec §9). */
export const HALF_EGG_NOTE = 'beat 1 egg, use half';

export interface ScaleOptions {
  /** Write the amount in this system; by default the line keeps its own. */
  system?: MeasureSystem;
}

/** A line after scaling or conversion: display text and the structured amount. */
export interface ScaledLine {
  /** The line with its amount rewritten ("1 ½ cups flour, sifted"); the original when unchanged. */
  text: string;
  quantity: number | null;
  rangeEnd: number | null;
  unit: CanonicalUnit | null;
  /** The rewritten amount alone ("1 ½ cups"), or null when the line was left as it is. */
  amountText: string | null;
  /** 'beat 1 egg, use half' when eggs were rounded to a half. */
  note: string | null;
  /** Whether the amount was rewritten. */
  changed: boolean;
  parsed: ParsedIngredient;
}

function unchanged(located: LocatedIngredient): ScaledLine {
  const { parsed } = located;
  return {
    text: parsed.originalText,
    quantity: parsed.quantity,
    rangeEnd: parsed.rangeEnd,
    unit: parsed.unit,
    amountText: null,
    note: null,
    changed: false,
    parsed,
  };
}

function isEgg(parsed: ParsedIngredient): boolean {
  return (
    parsed.unit === null &&
    /\beggs?\b/i.test(parsed.ingredient) &&
    !/\b(?:yolks?|whites?)\b/i.test(parsed.ingredient)
  );
}

/**
 * A counted food agrees with its new count: '1 egg' × 2 is '2 eggs', '2 onions' × ½ is '1 onion'.
 * The name's last word is the noun ('red bell pepper' → 'red bell peppers'); a name not written
 * as the parser read it is left alone.
 */
function agreeInNumber(after: string, parsed: ParsedIngredient, count: number): string {
  const was = parsed.quantity ?? 0;
  if (parsed.unit !== null || was > 1 === count > 1) return after;
  const name = parsed.ingredient;
  const at = after.indexOf(name);
  const word = trailingLetters(name);
  if (at === -1 || word === '') return after;
  const agreed = count > 1 ? pluralize.plural(word) : pluralize.singular(word);
  const end = at + name.length;
  return `${after.slice(0, end - word.length)}${agreed}${after.slice(end)}`;
}

function rewrite(located: LocatedIngredient, factor: number, system: MeasureSystem | null): ScaledLine {
  const { parsed, amountStart, amountEnd, unitInSpan } = located;
  if (parsed.quantity === null || amountStart < 0) return unchanged(located);
  const low = parsed.quantity < ZERO_QUANTITY ? 0 : parsed.quantity * factor;
  const high = parsed.rangeEnd === null ? null : parsed.rangeEnd * factor;
  const unit = parsed.unit;
  const info = unit ? UNIT_INFO[unit] : null;
  const food =
    system !== null && info !== null && info.system !== system
      ? findWeighedFoodOf(parsed.ingredient, parsed.notes)
      : null;
  const stick = unit !== null && system === 'Metric' && isStickOf(unit, food);
  const converts =
    info !== null && system !== null && ((info.dimension !== 'count' && info.system !== system) || stick);
  if (factor === 1 && !converts) return unchanged(located);

  let quantity: number;
  let rangeEnd: number | null;
  let newUnit = unit;
  let amountText: string;
  let note: string | null = null;
  if (unit && info && (info.dimension !== 'count' || stick) && unitInSpan) {
    const [amount, measure] = stick ? [0.5, 'cup' as const] : [1, unit];
    const own = info.system === 'Metric' ? 'Metric' : 'US';
    const expressed = convertAmount(
      low * amount,
      high === null ? null : high * amount,
      measure,
      system ?? own,
      food,
    );
    ({ quantity, rangeEnd, text: amountText } = expressed);
    newUnit = expressed.unit;
  } else if (isEgg(parsed)) {
    quantity = roundToHalf(low);
    rangeEnd = high === null ? null : roundToHalf(high);
    amountText = `${roundToNiceFraction(quantity).text}${rangeEnd === null ? '' : `–${roundToNiceFraction(rangeEnd).text}`}`;
    if (!Number.isInteger(quantity) || (rangeEnd !== null && !Number.isInteger(rangeEnd)))
      note = HALF_EGG_NOTE;
  } else if (unit && unitInSpan) {
    const expressed = expressAmount(low, high, unit, 'US');
    ({ quantity, rangeEnd, text: amountText } = expressed);
  } else {
    const l = roundToNiceFraction(low);
    const h = high === null ? null : roundToNiceFraction(high);
    quantity = l.value;
    rangeEnd = h?.value ?? null;
    amountText = `${l.text}${h ? `–${h.text}` : ''}`;
  }

  const original = parsed.originalText;
  const after = agreeInNumber(original.slice(amountEnd), parsed, rangeEnd ?? quantity);
  const gap = after !== '' && !/^[\s,;)]/.test(after) ? ' ' : '';
  const text = `${original.slice(0, amountStart)}${amountText}${gap}${after}${note ? ` (${note})` : ''}`;
  return { text, quantity, rangeEnd, unit: newUnit, amountText, note, changed: true, parsed };
}

/** A stick of butter or margarine is half a cup (USDA: 113 g a stick, 227 g a cup). */
function isStickOf(unit: CanonicalUnit, food: WeighedFood | null): boolean {
  return unit === 'stick' && food !== null && /\b(?:butter|margarine)$/.test(food.name);
}

function locate(line: string | ParsedIngredient): LocatedIngredient {
  return locateIngredient(typeof line === 'string' ? line : line.originalText);
}

/**
 * Scale one ingredient line by `factor` (spec §5 and §9). A line is scaled only when it is
 * scaleable, has a quantity and the factor is positive and finite; otherwise its amount is left
 * as it is (though `system` still converts it).
 */
export function scaleLine(
  line: string | ParsedIngredient,
  factor: number,
  options: ScaleOptions = {},
): ScaledLine {
  const located = locate(line);
  const valid = located.parsed.scaleable && Number.isFinite(factor) && factor > 0;
  return withTemperatures(rewrite(located, valid ? factor : 1, options.system ?? null), options.system);
}

/** A temperature on the line ('warm water, 110°F') written in `system` too. */
function withTemperatures(line: ScaledLine, system: MeasureSystem | undefined): ScaledLine {
  if (!system) return line;
  const text = convertTemperatures(line.text, system);
  return text === line.text ? line : { ...line, text, changed: true };
}

/** Write one line's amount in US or metric units, unscaled. */
export function convertLine(line: string | ParsedIngredient, system: MeasureSystem): ScaledLine {
  return withTemperatures(rewrite(locate(line), 1, system), system);
}
