import { parseIngredientLine } from '../ingredients/parse-line.ts';
import { readNumber } from '../ingredients/quantity.ts';
import { matchUnit, UNIT_INFO, type CanonicalUnit } from '../ingredients/units.ts';
import { PREPARATION_WORDS, SIZE_WORDS } from '../ingredients/vocabulary.ts';
import { singularWord } from '../ingredients/word-forms.ts';

/**
 * One ingredient line as a grocery list sees it (issue #34): what it is merged by, the name as a
 * shopper reads it, the words the name loses kept as notes, "to taste" apart.
 */
export interface GroceryLine {
  /** Lines with the same key become one list line. */
  key: string;
  /** The name as written, without preparation and size words ('full-fat coconut milk'). */
  name: string;
  /** For a pantry staple: the kind written before its name ('kosher' salt, 'extra-virgin' olive oil). */
  kind: string | null;
  quantity: number | null;
  rangeEnd: number | null;
  scaleable: boolean;
  unit: CanonicalUnit | null;
  /** A container or bundle the parser has no unit for: 'head' (of broccoli), 'handful', 'bunch'. */
  extraUnit: string | null;
  /** Note phrases: 'melted', 'finely diced', '14 oz' (a can's size). */
  notes: string[];
  /** 'to taste', 'as needed', 'more to taste': said apart, as the list's 'plus to taste'. */
  toTaste: string | null;
}

/**
 * Words that count a food but are not units of the line parser: '3 heads of broccoli', '2 handfuls
 * spinach', '1 bunch cilantro'. A name a unit carries is never made plural.
 */
const EXTRA_UNITS: ReadonlyMap<string, string> = new Map(
  [
    ['handful', 'handfuls'],
    ['head', 'heads'],
    ['bunch', 'bunches'],
    ['sprig', 'sprigs'],
    ['stalk', 'stalks'],
    ['jar', 'jars'],
    ['bottle', 'bottles'],
    ['box', 'boxes'],
    ['bag', 'bags'],
    ['packet', 'packets'],
    ['pack', 'packs'],
    ['tin', 'tins'],
    ['carton', 'cartons'],
    ['container', 'containers'],
    ['tub', 'tubs'],
    ['knob', 'knobs'],
    ['ear', 'ears'],
    ['sheet', 'sheets'],
    ['loaf', 'loaves'],
    ['bulb', 'bulbs'],
  ].flatMap(([one, many]) => [
    [one as string, one as string],
    [many as string, one as string],
  ]),
);

export function extraUnitPlural(unit: string): string {
  for (const [written, one] of EXTRA_UNITS) if (one === unit && written !== unit) return written;
  return unit;
}

const TO_TASTE =
  /^(?:(?:plus|and)\s+)?((?:more |extra )?(?:to taste|as needed|as required|for seasoning|to season))$/i;
/**
 * 'divided' says how a recipe splits an amount between its steps, 'about' qualifies an amount the
 * list has summed: nothing a shopper buys.
 */
const RECIPE_ONLY_NOTES = /^(?:divided|about|approx\.?|approximately|around|roughly)$/i;

/** Tap water is not bought: a list leaves it off (docs/features.md 'Grocery lists a person would write'). */
const WATER_WORDS = new Set([
  'water',
  'cold',
  'warm',
  'hot',
  'boiling',
  'lukewarm',
  'tepid',
  'iced',
  'ice',
  'ice-cold',
  'tap',
  'filtered',
  'room',
  'temperature',
  'room-temperature',
  'very',
  'of',
]);

interface Staple {
  head: string;
  /** Words that may come before the head and still name the same thing bought. */
  kinds: ReadonlySet<string>;
  /** Words that are how it is used ('ground', 'freshly'): notes, not kinds. */
  usage?: ReadonlySet<string>;
}

const SEASONINGS: ReadonlySet<string> = new Set(['salt', 'black pepper']);
const PEPPER_USAGE = new Set([
  'ground',
  'freshly',
  'fresh',
  'cracked',
  'coarsely',
  'finely',
  'coarse',
  'fine',
]);

/** Pantry staples that a list has one line of, whatever kind each recipe names. */
const STAPLES: readonly Staple[] = [
  {
    head: 'salt',
    kinds: new Set([
      'kosher',
      'sea',
      'table',
      'fine',
      'coarse',
      'flaky',
      'flake',
      'iodized',
      'iodised',
      'rock',
      'himalayan',
      'pink',
      'maldon',
      'diamond',
      'crystal',
      'grey',
      'gray',
    ]),
  },
  { head: 'black pepper', kinds: new Set(), usage: PEPPER_USAGE },
  {
    head: 'olive oil',
    kinds: new Set([
      'extra-virgin',
      'extra',
      'virgin',
      'light',
      'mild',
      'good',
      'good-quality',
      'quality',
      'best',
    ]),
  },
  {
    head: 'oil',
    kinds: new Set([
      'vegetable',
      'neutral',
      'cooking',
      'canola',
      'sunflower',
      'rapeseed',
      'corn',
      'flavorless',
      'flavourless',
      'grapeseed',
      'frying',
    ]),
  },
];

/** Spoons, pinches and dashes: 'pepper' measured so is the spice, counted it is the vegetable. */
function seasoningMeasure(unit: CanonicalUnit | null, quantity: number | null): boolean {
  if (quantity === null) return true;
  if (unit === null) return false;
  return unit === 'teaspoon' || unit === 'tablespoon' || unit === 'pinch' || unit === 'dash';
}

interface StapleMatch {
  head: string;
  kind: string | null;
  usage: string | null;
}

/** 'kosher salt' → salt (kosher); 'freshly ground black pepper' → black pepper (freshly ground). */
function staple(name: string, unit: CanonicalUnit | null, quantity: number | null): StapleMatch | null {
  const all = name.toLowerCase().split(/\s+/).filter(Boolean);
  // 'pepper' on its own, measured by the spoon or to taste, is black pepper.
  const isUsage = (w: string) => PEPPER_USAGE.has(w) || isDescriptive(w);
  const pepper = all.filter((w) => !isUsage(w)).join(' ');
  if (pepper === 'black pepper' || (pepper === 'pepper' && seasoningMeasure(unit, quantity))) {
    const usage = all.filter(isUsage).join(' ');
    return { head: 'black pepper', kind: null, usage: usage || null };
  }
  const text = all.filter((w) => !isDescriptive(w)).join(' ');
  for (const s of STAPLES) {
    if (s.head === 'black pepper') continue;
    if (
      !text.endsWith(s.head) ||
      (text.length > s.head.length && text[text.length - s.head.length - 1] !== ' ')
    )
      continue;
    const before = text.slice(0, text.length - s.head.length).trim();
    const kindWords = before === '' ? [] : before.split(' ');
    if (kindWords.every((w) => s.kinds.has(w))) {
      return { head: s.head, kind: before || null, usage: null };
    }
  }
  return null;
}

function isWater(name: string): boolean {
  if (!/water/i.test(name)) return false;
  const words = name
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);
  return words.at(-1) === 'water' && words.every((w) => WATER_WORDS.has(w));
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const LETTERS = /^\p{L}+$/u;

/** A word without the punctuation around it, lower case ('(melted),' → 'melted'). */
function bare(word: string): string {
  let from = 0;
  let to = word.length;
  while (from < to && !LETTER_OR_DIGIT.test(word[from] ?? '')) from++;
  while (to > from && !LETTER_OR_DIGIT.test(word[to - 1] ?? '')) to--;
  return word.slice(from, to).toLowerCase();
}

/** 'finely', 'roughly': five letters or more ending in 'ly'. */
function isAdverb(w: string): boolean {
  return w.length >= 5 && w.endsWith('ly') && LETTERS.test(w);
}

/** Preparation, size and adverb words: how a food is cut or how big, not what is bought. */
function isDescriptive(word: string): boolean {
  const w = bare(word);
  return PREPARATION_WORDS.has(w) || SIZE_WORDS.has(w) || isAdverb(w);
}

/** Split a parser's notes into phrases ('60g, melted; softened' → three). */
export function notePhrases(notes: string | null): string[] {
  if (!notes) return [];
  return notes
    .split(/\s*[;,]\s*/)
    .map((n) => n.replace(/^[\s(]+|[\s).]+$/g, '').trim())
    .filter((n) => n !== '');
}

/** '60g', '14-oz', '2½ pints', 'about 120 ml': an amount that restates the line's own amount. */
function isMeasure(phrase: string): boolean {
  const text = phrase.replace(/^(?:about|approx\.?|approximately|around|roughly|~)\s*/i, '');
  const n = readNumber(text, 0);
  if (!n) return false;
  const at = text.slice(n.end).replace(/^[\s-]+/, '');
  const u = matchUnit(at, 0);
  return u !== null && UNIT_INFO[u.unit].dimension !== 'count' && at.slice(u.end).trim() === '';
}

/**
 * The lines a grocery list makes of one ingredient line: none for tap water, two for 'salt and
 * pepper to taste', else one.
 */
export function groceryLines(text: string): GroceryLine[] {
  const p = parseIngredientLine(text);
  let name = p.ingredient.trim();
  let quantity = p.quantity;
  let rangeEnd = p.rangeEnd;
  const notes: string[] = [];
  let toTaste: string | null = null;
  const measured = p.unit !== null && UNIT_INFO[p.unit].dimension !== 'count';
  for (const phrase of notePhrases(p.notes)) {
    const taste = TO_TASTE.exec(phrase);
    if (taste) toTaste = (taste[1] ?? phrase).toLowerCase();
    else if (RECIPE_ONLY_NOTES.test(phrase)) continue;
    // A second amount restates the first; summed totals make it wrong. A can's size is kept.
    else if (isMeasure(phrase) && (measured || p.unit === null)) continue;
    else notes.push(phrase);
  }
  // 'salt to taste' with no comma: the parser leaves 'to taste' in the name.
  const inName = /\s+(to taste|as needed)$/i.exec(name);
  if (inName) {
    toTaste = (inName[1] ?? 'to taste').toLowerCase();
    name = name.slice(0, inName.index);
  }

  // 'a handful of spinach', '3 heads broccoli': the bundle is the unit.
  let extraUnit: string | null = null;
  const article = /^(?:an?|one)\s+/i.exec(name);
  // A size before the bundle ('large handful parsley') says how big the bundle is: a note.
  const bundle = /^(?:(large|small|big|generous|good)\s+)?(\p{L}+)(?:\s+of)?\s+(.+)$/iu.exec(
    article ? name.slice(article[0].length) : name,
  );
  const bundleUnit = bundle ? EXTRA_UNITS.get((bundle[2] ?? '').toLowerCase()) : undefined;
  if (bundle && bundleUnit && p.unit === null) {
    extraUnit = bundleUnit;
    name = bundle[3] ?? name;
    if (bundle[1]) notes.unshift(bundle[1].toLowerCase());
    if (quantity === null) {
      quantity = 1;
      rangeEnd = null;
    }
  }

  // '½ a lemon': the count is the amount, the article goes.
  if (quantity !== null && extraUnit === null) name = name.replace(/^an?\s+(?=\S)/i, '');

  if (isWater(name)) return [];
  // 'Pinch of salt': one pinch.
  if (quantity === null && (p.unit === 'pinch' || p.unit === 'dash')) quantity = 1;

  const parts = splitStaplePair(name, p.unit, quantity) ?? [name];
  return parts.map((part) => {
    const words = part.split(/\s+/).filter(Boolean);
    // 'full fat' names the milk, not a size.
    const described = words.map((w, i) => isDescriptive(w) && bare(words[i + 1] ?? '') !== 'fat');
    const kept = words.filter((_, i) => !described[i]);
    const dropped = words.filter((_, i) => described[i]);
    const partNotes = [...notes];
    let shown = (kept.length > 0 ? kept : words).join(' ').toLowerCase();
    const s = staple(part, p.unit, quantity);
    let kind: string | null = null;
    let lineToTaste = toTaste;
    if (s) {
      shown = s.head;
      kind = s.kind;
      // Salt or pepper named with no amount ('salt', 'freshly ground pepper') is to taste.
      if (quantity === null && SEASONINGS.has(s.head)) lineToTaste ??= 'to taste';
      if (s.usage) partNotes.unshift(s.usage);
      else if (dropped.length > 0) partNotes.unshift(dropped.join(' ').toLowerCase());
    } else if (kept.length > 0 && dropped.length > 0) {
      const words = dropped.join(' ').toLowerCase();
      // 'onion finely' + 'chopped': the adverb belongs to the note it comes before.
      if (isAdverb(bare(dropped.at(-1) ?? '')) && partNotes.length > 0)
        partNotes[0] = `${words} ${partNotes[0]}`;
      else partNotes.unshift(words);
    }
    return {
      key: s ? s.head : mergeKey(shown),
      name: shown,
      kind,
      quantity,
      rangeEnd,
      scaleable: p.scaleable,
      unit: p.unit,
      extraUnit,
      notes: partNotes,
      toTaste: lineToTaste,
    };
  });
}

/** 'salt and pepper', 'Salt & freshly ground black pepper': two staples written as one line. */
function splitStaplePair(name: string, unit: CanonicalUnit | null, quantity: number | null): string[] | null {
  const m = /^(.+?)\s+(?:and|&)\s+(.+)$/i.exec(name);
  if (!m) return null;
  const [left, right] = [m[1] ?? '', m[2] ?? ''];
  return staple(left, unit, quantity) && staple(right, unit, quantity) ? [left, right] : null;
}

/** The merge key: lower case, the last word singular ('onions' and 'onion' meet). */
function mergeKey(name: string): string {
  const words = name
    .toLowerCase()
    .split(/[^\p{L}\p{N}'-]+/u)
    .filter(Boolean);
  const last = words.pop();
  if (last === undefined) return name.toLowerCase();
  words.push(singularWord(last));
  return words.join(' ');
}
