/** The units a parsed ingredient line can carry, by their canonical (singular, spelled-out) name. */
export const CANONICAL_UNITS = [
  'cup',
  'tablespoon',
  'teaspoon',
  'ounce',
  'pound',
  'gram',
  'kilogram',
  'milliliter',
  'centiliter',
  'deciliter',
  'liter',
  'clove',
  'can',
  'package',
  'pinch',
  'slice',
  'stick',
  'piece',
  'quart',
  'pint',
  'gallon',
  'fluid ounce',
  'dash',
] as const;

export type CanonicalUnit = (typeof CANONICAL_UNITS)[number];

/** Physical dimension of a unit; 'count' units (can, slice, clove…) are only summed with themselves. */
export type Dimension = 'volume' | 'weight' | 'count';

export interface UnitInfo {
  dimension: Dimension;
  system: 'US' | 'Metric' | 'none';
  /**
   * Size in the dimension's base: millilitres for volume (spec §9: 1 tsp = 5 ml, 1 tbsp = 15 ml,
   * 1 cup = 240 ml, so the teaspoon base and the metric base agree), grams for weight
   * (1 oz = 28.35 g, 1 lb = 453.6 g), 1 for counts.
   */
  base: number;
}

export const UNIT_INFO: Readonly<Record<CanonicalUnit, UnitInfo>> = {
  cup: { dimension: 'volume', system: 'US', base: 240 },
  tablespoon: { dimension: 'volume', system: 'US', base: 15 },
  teaspoon: { dimension: 'volume', system: 'US', base: 5 },
  'fluid ounce': { dimension: 'volume', system: 'US', base: 30 },
  pint: { dimension: 'volume', system: 'US', base: 480 },
  quart: { dimension: 'volume', system: 'US', base: 960 },
  gallon: { dimension: 'volume', system: 'US', base: 3840 },
  milliliter: { dimension: 'volume', system: 'Metric', base: 1 },
  centiliter: { dimension: 'volume', system: 'Metric', base: 10 },
  deciliter: { dimension: 'volume', system: 'Metric', base: 100 },
  liter: { dimension: 'volume', system: 'Metric', base: 1000 },
  ounce: { dimension: 'weight', system: 'US', base: 28.35 },
  pound: { dimension: 'weight', system: 'US', base: 453.6 },
  gram: { dimension: 'weight', system: 'Metric', base: 1 },
  kilogram: { dimension: 'weight', system: 'Metric', base: 1000 },
  clove: { dimension: 'count', system: 'none', base: 1 },
  can: { dimension: 'count', system: 'none', base: 1 },
  package: { dimension: 'count', system: 'none', base: 1 },
  pinch: { dimension: 'count', system: 'none', base: 1 },
  slice: { dimension: 'count', system: 'none', base: 1 },
  stick: { dimension: 'count', system: 'none', base: 1 },
  piece: { dimension: 'count', system: 'none', base: 1 },
  dash: { dimension: 'count', system: 'none', base: 1 },
};

/**
 * Spellings matched case-insensitively, as whole words. Plurals are listed rather than derived so
 * that the matcher stays a single table look-up.
 */
const WORD_UNITS: Readonly<Record<string, CanonicalUnit>> = {
  cup: 'cup',
  cups: 'cup',
  tablespoon: 'tablespoon',
  tablespoons: 'tablespoon',
  tbsp: 'tablespoon',
  tbsps: 'tablespoon',
  tbs: 'tablespoon',
  tbl: 'tablespoon',
  tbls: 'tablespoon',
  tblsp: 'tablespoon',
  tbspn: 'tablespoon',
  teaspoon: 'teaspoon',
  teaspoons: 'teaspoon',
  tsp: 'teaspoon',
  tsps: 'teaspoon',
  tspn: 'teaspoon',
  ounce: 'ounce',
  ounces: 'ounce',
  oz: 'ounce',
  ozs: 'ounce',
  pound: 'pound',
  pounds: 'pound',
  lb: 'pound',
  lbs: 'pound',
  g: 'gram',
  gr: 'gram',
  grs: 'gram',
  gm: 'gram',
  gms: 'gram',
  gram: 'gram',
  grams: 'gram',
  gramme: 'gram',
  grammes: 'gram',
  kg: 'kilogram',
  kgs: 'kilogram',
  kilo: 'kilogram',
  kilos: 'kilogram',
  kilogram: 'kilogram',
  kilograms: 'kilogram',
  kilogramme: 'kilogram',
  kilogrammes: 'kilogram',
  ml: 'milliliter',
  mls: 'milliliter',
  milliliter: 'milliliter',
  milliliters: 'milliliter',
  millilitre: 'milliliter',
  millilitres: 'milliliter',
  cl: 'centiliter',
  centiliter: 'centiliter',
  centiliters: 'centiliter',
  centilitre: 'centiliter',
  centilitres: 'centiliter',
  dl: 'deciliter',
  deciliter: 'deciliter',
  deciliters: 'deciliter',
  decilitre: 'deciliter',
  decilitres: 'deciliter',
  l: 'liter',
  ltr: 'liter',
  ltrs: 'liter',
  liter: 'liter',
  liters: 'liter',
  litre: 'liter',
  litres: 'liter',
  clove: 'clove',
  cloves: 'clove',
  can: 'can',
  cans: 'can',
  tin: 'can',
  tins: 'can',
  package: 'package',
  packages: 'package',
  pkg: 'package',
  pkgs: 'package',
  pinch: 'pinch',
  pinches: 'pinch',
  slice: 'slice',
  slices: 'slice',
  stick: 'stick',
  sticks: 'stick',
  piece: 'piece',
  pieces: 'piece',
  pc: 'piece',
  pcs: 'piece',
  quart: 'quart',
  quarts: 'quart',
  qt: 'quart',
  qts: 'quart',
  pint: 'pint',
  pints: 'pint',
  pt: 'pint',
  pts: 'pint',
  gallon: 'gallon',
  gallons: 'gallon',
  gal: 'gallon',
  gals: 'gallon',
  dash: 'dash',
  dashes: 'dash',
  // German and Dutch spoons (Esslöffel / eetlepel, Teelöffel / theelepel).
  el: 'tablespoon',
  tl: 'teaspoon',
  essl: 'tablespoon',
  teel: 'teaspoon',
  esslöffel: 'tablespoon',
  teelöffel: 'teaspoon',
  eetlepel: 'tablespoon',
  eetlepels: 'tablespoon',
  theelepel: 'teaspoon',
  theelepels: 'teaspoon',
};

/** Spellings whose case decides the unit ("T" is a tablespoon, "t" a teaspoon). */
const CASED_UNITS: Readonly<Record<string, CanonicalUnit>> = {
  T: 'tablespoon',
  Tb: 'tablespoon',
  TB: 'tablespoon',
  Tbl: 'tablespoon',
  t: 'teaspoon',
  ts: 'teaspoon',
  c: 'cup',
  C: 'cup',
};

/** Several-word spellings, tried before single words; matched case-insensitively. */
const PHRASE_UNITS: ReadonlyArray<readonly [RegExp, CanonicalUnit]> = [
  [/fl\.? ?oz\.?|fluid ounces?/iy, 'fluid ounce'],
  [/c\. ?(?:à|a) ?s\.?|cuill(?:è|e)res? (?:à|a) soupe/iy, 'tablespoon'],
  [/c\. ?(?:à|a) ?c\.?|cuill(?:è|e)res? (?:à|a) caf(?:é|e)/iy, 'teaspoon'],
];

export interface UnitMatch {
  unit: CanonicalUnit;
  end: number;
}

const WORD = /[\p{L}]{1,14}/uy;

const LETTER = /\p{L}/u;

function isLetter(ch: string | undefined): boolean {
  return ch !== undefined && LETTER.test(ch);
}

/**
 * The unit spelled at `start` of `s`, if any (the trailing abbreviation dot is consumed).
 * A unit must end at a word boundary, so "g" never matches the start of "garlic".
 */
export function matchUnit(s: string, start: number): UnitMatch | null {
  for (const [re, unit] of PHRASE_UNITS) {
    re.lastIndex = start;
    if (re.test(s) && !isLetter(s[re.lastIndex])) return { unit, end: re.lastIndex };
  }
  WORD.lastIndex = start;
  const m = WORD.exec(s);
  if (!m) return null;
  const word = m[0];
  let end = start + word.length;
  if (isLetter(s[end])) return null;
  const unit = CASED_UNITS[word] ?? WORD_UNITS[word.toLowerCase()];
  if (!unit) return null;
  // A one-letter "c" or "t" is a unit only when followed by a space, a dot or the end.
  if (word.length === 1 && (word === 'c' || word === 't' || word === 'C' || word === 'T')) {
    const next = s[end];
    if (next !== undefined && next !== ' ' && next !== '.') return null;
  }
  if (s[end] === '.') end++;
  return { unit, end };
}

/** The word for `unit` in front of `quantity` ("1 cup", "2 cups", "½ cup"). */
export function unitLabel(unit: CanonicalUnit, quantity: number): string {
  if (quantity > 0 && quantity <= 1) return unit;
  switch (unit) {
    case 'pinch':
      return 'pinches';
    case 'dash':
      return 'dashes';
    case 'fluid ounce':
      return 'fluid ounces';
    default:
      return `${unit}s`;
  }
}

/** Short display names used in scaled and converted text. */
export const UNIT_ABBREVIATIONS: Readonly<Partial<Record<CanonicalUnit, string>>> = {
  tablespoon: 'tbsp',
  teaspoon: 'tsp',
  ounce: 'oz',
  pound: 'lb',
  gram: 'g',
  kilogram: 'kg',
  milliliter: 'ml',
  centiliter: 'cl',
  deciliter: 'dl',
  liter: 'l',
  'fluid ounce': 'fl oz',
};
