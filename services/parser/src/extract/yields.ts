/**
 * Yields: turn recipeYield-ish values ('4', 4, ['4', '4 servings'], '12 cookies', 'Makes 6',
 * 'Serves 4-6', '2 dozen') into a servings number and a normalised yield string in the
 * style '4 servings' / '1 serving' / '12 cookies' / '6 items'.
 *
 * Rules (general, not site specific):
 *  - from a list, the most descriptive entry (longest one with a number) is used;
 *  - a tight range ('8-10', '10 to 12') counts as its upper bound, else the first number counts;
 *  - the first number is the quantity (decimals kept: '0.75 cups');
 *  - the unit is the longest known countable yield noun found in the text (cookies, slices,
 *    loaves, cups, ...), singular when the quantity is 1; otherwise 'items' when the text says
 *    'makes', and 'servings' by default.
 */

// Countable yield nouns, as [singular, plural]: general baking / batch vocabulary. Anything else
// ('12 bites', '4 tacos', '8 personnes') counts as servings.
const YIELD_TYPES: [string, string][] = [
  ['dozen', 'dozen'],
  ['batch', 'batches'],
  ['cake', 'cakes'],
  ['cupcake', 'cupcakes'],
  ['sandwich', 'sandwiches'],
  ['bun', 'buns'],
  ['cookie', 'cookies'],
  ['muffin', 'muffins'],
  ['loaf', 'loaves'],
  ['pie', 'pies'],
  ['tart', 'tarts'],
  ['cup', 'cups'],
  ['pint', 'pints'],
  ['quart', 'quarts'],
  ['gallon', 'gallons'],
  ['ounce', 'ounces'],
  ['pound', 'pounds'],
  ['gram', 'grams'],
  ['liter', 'liters'],
  ['litre', 'litres'],
  ['piece', 'pieces'],
  ['slice', 'slices'],
  ['layer', 'layers'],
  ['scoop', 'scoops'],
  ['bar', 'bars'],
  ['patty', 'patties'],
  ['pancake', 'pancakes'],
  ['crepe', 'crepes'],
  ['item', 'items'],
  ['roll', 'rolls'],
  ['bowl', 'bowls'],
  ['brownie', 'brownies'],
  ['square', 'squares'],
  ['jar', 'jars'],
  ['scone', 'scones'],
  ['donut', 'donuts'],
  ['doughnut', 'doughnuts'],
  ['wrap', 'wraps'],
  ['fritter', 'fritters'],
  ['turnover', 'turnovers'],
];

const YIELD_RES = YIELD_TYPES.map(([sing, plur]) => ({
  sing,
  plur,
  re: new RegExp(`\\b(?:${sing}|${plur})\\b`, 'i'),
}));

/**
 * Longer than any real yield ('Makes 24 cookies (about 2 dozen, depending on their size)'): such a
 * text is garbage, dropped before any regex so a hostile page's long digit run costs nothing.
 */
export const MAX_YIELD_LENGTH = 200;

export interface YieldInfo {
  servings: number | null;
  yield: string | null;
}

function pickText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (typeof value === 'string') return value.length <= MAX_YIELD_LENGTH ? value : null;
  if (Array.isArray(value)) {
    // ['4', '4-6 servings']: the bare number is the quantity, the longer entry gives the unit.
    const texts = value.map(pickText).filter((t): t is string => t !== null && t.trim().length > 0);
    const bare = texts.find((t) => /^\s*\d+(?:[.,]\d+)?\s*$/.test(t));
    const descr = texts
      .filter((t) => /\d/.test(t) && !/^\s*\d+(?:[.,]\d+)?\s*$/.test(t))
      .sort((a, b) => b.length - a.length)[0];
    if (bare && descr) {
      const words = descr.replace(/\d+(?:[.,]\d+)?(?:\s*(?:-|–|to)\s*\d+(?:[.,]\d+)?)?/g, ' ');
      return `${bare.trim()} ${words.replace(/\s+/g, ' ').trim()}`;
    }
    let best: string | null = null;
    for (const v of value) {
      const t = pickText(v);
      if (t === null || !/\d/.test(t)) continue;
      if (best === null || t.trim().length > best.trim().length) best = t;
    }
    if (best !== null) return best;
    const first = value.find((v) => pickText(v));
    return first === undefined ? null : pickText(first);
  }
  if (typeof value === 'object') {
    const o = value as Record<string, unknown>;
    const v = o['value'] ?? o['@value'] ?? o['name'];
    const unit = typeof o['unitText'] === 'string' ? ` ${o['unitText']}` : '';
    const t = pickText(v);
    return t === null ? null : t + unit;
  }
  return null;
}

function fmtNumber(n: number): string {
  return Number.isInteger(n) ? String(n) : String(Math.round(n * 100) / 100);
}

/** Normalise a recipeYield-like value. */
export function parseYield(value: unknown): YieldInfo {
  const raw = pickText(value);
  if (raw === null) return { servings: null, yield: null };
  if (raw.length > MAX_YIELD_LENGTH) return { servings: null, yield: null }; // object + unitText
  const text = raw.replace(/[\s\u00a0]+/g, ' ').trim();
  if (!text) return { servings: null, yield: null };
  // A tight range ('8-10', 'Serves 10 to 12') counts as its upper bound; otherwise the first
  // number is the quantity ('4 - 6 servings' -> 4, a list ['4', '4-6 servings'] -> 4).
  // Starts only where a number starts: one scan of a digit run, not one per digit.
  const range = /(?<!\d)\d+(?:\s+(?:to|bis|à|a)\s+|-|–)(\d+(?:[.,]\d+)?)/i.exec(text);
  const numMatch = range ? [range[0], range[1]] : /(\d+(?:[.,]\d+)?)/.exec(text);
  if (!numMatch) return { servings: null, yield: null };
  const qty = Number.parseFloat((numMatch[1] ?? '0').replace(',', '.'));
  if (!Number.isFinite(qty) || qty <= 0) return { servings: null, yield: null };
  const lower = text.toLowerCase();
  const one = qty === 1;
  let best: string | null = null;
  let bestLen = 0;
  for (const { sing, plur, re } of YIELD_RES) {
    if (!re.test(lower)) continue;
    const len = Math.max(lower.includes(plur) ? plur.length : 0, sing.length);
    if (len > bestLen) {
      bestLen = len;
      best = one ? sing : plur;
    }
  }
  const q = fmtNumber(qty);
  if (best) return { servings: qty, yield: `${q} ${best}` };
  if (/\bmakes\b|\bmacht\b|\bergibt\b/i.test(text))
    return { servings: qty, yield: `${q} item${one ? '' : 's'}` };
  return { servings: qty, yield: `${q} serving${one ? '' : 's'}` };
}
