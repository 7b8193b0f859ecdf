import { readNumber, readRangeEnd } from '../ingredients/quantity.ts';
import { matchUnit, UNIT_INFO } from '../ingredients/units.ts';
import { findWeighedFood, type WeighedFood } from '../weights/weighed-food.ts';
import { convertAmount, type MeasureSystem } from './convert.ts';
import { convertSizes } from './sizes.ts';
import { convertTemperatures } from './temperature.ts';

/** Where an amount may start: a digit or a vulgar fraction not inside a word or another number. */
const AMOUNT_START = /(?<![\p{L}\p{N}.,/])[\d¼½¾⅓⅔⅛]/gu;
/** One-letter cups and spoons ('2 C', '1 t') are too often something else in prose ('180 C'). */
const PROSE_AMBIGUOUS = /^[cCtT]\.?$/;
/** Words between a measure and its food: 'of the', 'of your reserved'. */
const LEAD_IN = /\s*(?:of\s+)?(?:(?:the|your|reserved|remaining|prepared|rest of the)\s+)*/iy;
/** Words that end a food's name in a step ('3 cups flour into the bowl'). */
const NAME_END =
  /[^\p{L}\s'’-]|\s(?:and|or|to|into|in|with|until|on|over|for|at|then|from|while|if|before|after|so)\s/iu;
const MAX_NAME = 40;
/** Step text longer than this is left as it is (untrusted input; a stored step is at most 2,000). */
export const MAX_STEP_LENGTH = 5000;
/** Amounts rewritten in one step; the rest stay as written (a real step has a handful). */
export const MAX_STEP_AMOUNTS = 50;
/** Words of an ingredient's name a step may call it by ('the flour' of 'unbleached bread flour'). */
const MAX_NAME_WORDS = 4;

/** The weighed food a step's words name, by the recipe's own ingredients first. */
export type StepFoods = (phrase: string) => WeighedFood | null;

/**
 * The foods a recipe's steps may name: 'the flour' of a recipe whose ingredient is bread flour is
 * bread flour (each ending of an ingredient's name points at that ingredient's food, the first
 * ingredient winning); other words are looked up in the weighed-foods table.
 */
export function stepFoods(ingredientNames: readonly string[]): StepFoods {
  const byEnding = new Map<string, WeighedFood>();
  for (const name of ingredientNames) {
    const food = findWeighedFood(name);
    if (!food) continue;
    const words = name.toLowerCase().trim().split(/\s+/);
    for (let n = 1; n <= Math.min(MAX_NAME_WORDS, words.length); n++) {
      const ending = words.slice(words.length - n).join(' ');
      if (!byEnding.has(ending)) byEnding.set(ending, food);
    }
  }
  return (phrase) => byEnding.get(phrase) ?? findWeighedFood(phrase);
}

const TABLE_ONLY = stepFoods([]);

function foodAfter(text: string, at: number, foods: StepFoods): WeighedFood | null {
  LEAD_IN.lastIndex = at;
  LEAD_IN.test(text);
  const rest = ` ${text.slice(LEAD_IN.lastIndex, LEAD_IN.lastIndex + MAX_NAME)} `;
  const stop = NAME_END.exec(rest);
  const phrase = (stop ? rest.slice(0, stop.index) : rest).trim().toLowerCase();
  return phrase === '' ? null : foods(phrase);
}

/**
 * A step's measured amounts ('Mix 3 cups of the flour', 'add 250 ml of the stock') scaled by
 * `factor` and, with `system`, written in it (by weight for weighed foods, recognised from the
 * words after the measure through `foods`, best made from the recipe's ingredients); its oven and
 * cooking temperatures and its sizes ('a 9-inch pan' → 'a 23 cm pan') written in `system`. Counts
 * ('2 eggs', '4 pieces'), times and sizes are not scaled.
 */
export function scaleStepText(
  text: string,
  factor: number,
  system: MeasureSystem | null = null,
  foods: StepFoods = TABLE_ONLY,
): string {
  if (text.length > MAX_STEP_LENGTH) return text;
  const scale = Number.isFinite(factor) && factor > 0 ? factor : 1;
  let out = '';
  let at = 0;
  let rewritten = 0;
  AMOUNT_START.lastIndex = 0;
  for (
    let match = AMOUNT_START.exec(text);
    match && rewritten < MAX_STEP_AMOUNTS;
    match = AMOUNT_START.exec(text)
  ) {
    const start = match.index;
    if (start < at) continue;
    const low = readNumber(text, start);
    if (!low) continue;
    const high = readRangeEnd(text, low.end, low.value);
    let unitAt = high?.end ?? low.end;
    if (text[unitAt] === ' ' || text[unitAt] === '-') unitAt++;
    const unit = matchUnit(text, unitAt);
    if (!unit || PROSE_AMBIGUOUS.test(text.slice(unitAt, unit.end))) continue;
    const info = UNIT_INFO[unit.unit];
    if (info.dimension === 'count') continue;
    const target = system !== null && info.system !== system ? system : null;
    if (scale === 1 && target === null) continue;
    const own = info.system === 'Metric' ? 'Metric' : 'US';
    const food = target ? foodAfter(text, unit.end, foods) : null;
    const expressed = convertAmount(
      low.value * scale,
      high ? high.value * scale : null,
      unit.unit,
      target ?? own,
      food,
    );
    out += `${text.slice(at, start)}${expressed.text}`;
    at = unit.end;
    rewritten++;
    AMOUNT_START.lastIndex = unit.end;
  }
  const amounts = out + text.slice(at);
  return system ? convertSizes(convertTemperatures(amounts, system), system) : amounts;
}
