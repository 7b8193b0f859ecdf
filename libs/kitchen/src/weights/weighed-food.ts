import pluralize from 'pluralize';
import { UNIT_INFO } from '../ingredients/units.ts';
import { WEIGHED_FOOD_ROWS } from './weighed-foods.data.ts';

/** A food a metric cook weighs rather than measures by volume, with its USDA portion weight. */
export interface WeighedFood {
  /** USDA SR26 NDB number of the portion the weight comes from. */
  ndb: string;
  /** The food's usual name ('all-purpose flour'). */
  name: string;
  /** Grams in one US cup (240 ml here, as spec §9 counts a cup). */
  gramsPerCup: number;
  /** Fresh produce: US recipes write it by weight (oz, lb), so grams are not turned into cups. */
  fresh: boolean;
}

/** Words a food's name is matched on: its last ones (a long untrusted name costs no more). */
const MATCHED_WORDS = 6;
/** Characters of a name read from its end: more than the longest name in the table. */
const MAX_NAME_LENGTH = 200;

/** The last words of a name, lower-cased, without apostrophes or stray punctuation, each singular. */
function nameWords(name: string): string[] {
  return name
    .slice(-MAX_NAME_LENGTH)
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^\p{L}\p{N}-]+/u)
    .filter((w) => w !== '')
    .slice(-MATCHED_WORDS)
    .map((w) => pluralize.singular(w));
}

const BY_NAME = new Map<string, WeighedFood>();
for (const [ndb, gramsPerCup, names, fresh] of WEIGHED_FOOD_ROWS) {
  const spellings = names.split('|');
  const food: WeighedFood = { ndb, name: spellings[0] ?? '', gramsPerCup, fresh: fresh === 1 };
  for (const spelling of spellings) {
    const key = nameWords(spelling).join(' ');
    if (!BY_NAME.has(key)) BY_NAME.set(key, food);
  }
}

/** The longest name in the table, in words: a look-up tries no more endings than this. */
const LONGEST = Math.max(...[...BY_NAME.keys()].map((k) => k.split(' ').length));

/**
 * The weighed food a line's ingredient name is, or null for a liquid or a food the table does not
 * hold. English puts the food last ('unsalted butter', 'sharp cheddar cheese'), so the name's last
 * words are matched, the longest ending first: 'peanut butter' is peanut butter, not butter, and
 * 'coconut milk' or 'flour tortillas' match nothing (milk and tortillas are not weighed foods).
 */
export function findWeighedFood(name: string): WeighedFood | null {
  const words = nameWords(name);
  for (let n = Math.min(LONGEST, words.length); n >= 1; n--) {
    const food = BY_NAME.get(words.slice(words.length - n).join(' '));
    if (food) return food;
  }
  return null;
}

/**
 * The weighed food of a parsed line, its preparation notes read as part of the name first: '1 cup
 * sliced almonds' (notes 'sliced') is sliced almonds, lighter by the cup than whole ones.
 */
export function findWeighedFoodOf(ingredient: string, notes: string | null): WeighedFood | null {
  const plain = findWeighedFood(ingredient);
  for (const word of (notes ?? '').split(/[\s,;]+/).slice(0, MAX_NOTE_WORDS)) {
    if (word === '') continue;
    const prepared = findWeighedFood(`${word} ${ingredient}`);
    if (prepared && prepared !== plain) return prepared;
  }
  return plain;
}

const MAX_NOTE_WORDS = 6;

/** Grams in one millilitre of `food` (the kitchen's volume base). */
export function gramsPerMillilitre(food: WeighedFood): number {
  return food.gramsPerCup / UNIT_INFO.cup.base;
}

/** How many foods the table holds (for the docs and tests). */
export const WEIGHED_FOOD_COUNT = WEIGHED_FOOD_ROWS.length;
