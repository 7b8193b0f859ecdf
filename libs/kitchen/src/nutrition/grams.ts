import { matchUnit, UNIT_INFO, type CanonicalUnit } from '../ingredients/units.ts';
import { allFoods, type Food, type Portion } from './food.ts';

/**
 * Millilitres in one of a recipe's volume unit. US measures at their true size (a US cup is
 * 236.6 ml), so that they agree with USDA's portion weights; metric ones exactly.
 */
const RECIPE_ML: Readonly<Partial<Record<CanonicalUnit, number>>> = {
  cup: 236.59,
  tablespoon: 14.79,
  teaspoon: 4.93,
  'fluid ounce': 29.57,
  pint: 473.18,
  quart: 946.35,
  gallon: 3785.41,
  milliliter: 1,
  centiliter: 10,
  deciliter: 100,
  liter: 1000,
  /** A pinch is 1/16 teaspoon, a dash 1/8. */
  pinch: 0.31,
  dash: 0.62,
};

/** Volume measures of USDA's portions, by their first words, in millilitres for one. */
const PORTION_ML: readonly (readonly [RegExp, number])[] = [
  [/^cups?\b/, 236.59],
  [/^(?:tbsp|tablespoons?)\b/, 14.79],
  [/^(?:tsp|teaspoons?)\b/, 4.93],
  [/^fl oz\b/, 29.57],
  [/^pints?\b/, 473.18],
  [/^quarts?\b/, 946.35],
  [/^gallons?\b/, 3785.41],
  [/^(?:liters?|litres?|l)\b/, 1000],
  [/^(?:ml|milliliters?)\b/, 1],
];

const WEIGHT_MEASURE = /^(?:oz|lb|g|grams?|kg|pounds?|ounces?)\b/;
/**
 * Portions that say nothing about one piece of the food. USDA's 'piece' is left out on purpose (it
 * was once left out by accident, 'pie' reading as the start of 'piece'): it is often a share of a
 * pack ('piece (1/12 of package)') or larger than the piece a recipe means (a boneless chicken breast
 * 'piece' is 272 g); weighing with it made half b of `npm run eval:nutrition` worse (median 18.4% →
 * 19.7%, docs/performance.md).
 */
const NOT_A_PIECE =
  /^(?:dash|pinch|can|total can|serving|nlea serving|package|container|jar|cubic inch|portion|unit \(yield|piece|pouch|packet|bottle|box|bag|scoop|recipe|cake|loaf|pie\b|batch)/;

/** Densities (g/ml) for foods with no volume portion, by USDA food group. */
const GROUP_DENSITY: Readonly<Record<string, number>> = {
  '0100': 1.03, // dairy (yogurts sold by the container)
  '0400': 0.92, // fats and oils
  '0600': 1.0, // soups, sauces and gravies
  '1400': 1.0, // beverages
};

/** Portion words that weigh a food in another state than it comes in. */
const STATES = new Set([
  'whipped',
  'melted',
  'sifted',
  'crumbled',
  'mashed',
  'cooked',
  'ground',
  'grated',
  // 'cup, thawed' of frozen fruit: a cup measured frozen is USDA's 'cup, unthawed'.
  'thawed',
]);

let middle: number | null = null;

/**
 * The density of a food USDA gives no volume for, in no group above: the median of the table's
 * foods weighed by the cup (leaves near 0.3, flours 0.5, grains and chopped produce 0.6 to 0.9, meat
 * near 1; 0.75 g/ml over SR26's 2,259), computed once from the table rather than set by hand.
 */
export function middleDensity(): number {
  if (middle === null) {
    const densities = allFoods()
      .map((f) => f.portions.find((p) => /^cups?\b/.test(p.measure)))
      .filter((p) => p !== undefined)
      .map((p) => p.grams / RECIPE_ML.cup!)
      .sort((a, b) => a - b);
    middle = densities[Math.floor(densities.length / 2)] ?? 1;
  }
  return middle;
}

/** Measures by hand or by eye that no portion weight matches. */
const VAGUE_MEASURE = /\b(?:handfuls?|drizzles?|splash(?:es)?|knobs?|glugs?|dollops?)\b/i;

/**
 * The default order of one piece's size when the line names none: recipes mean large eggs (and
 * USDA's dairy and egg group weighs its pieces by the large one), and medium pieces of the rest.
 */
const EGG_PIECE_PREFERENCE = ['large', 'medium', 'whole', 'each', 'fruit', 'item', 'small', 'piece'];
const PIECE_PREFERENCE = ['medium', 'large', 'whole', 'each', 'fruit', 'item', 'small', 'piece'];
/** USDA's dairy and egg products. */
const DAIRY_AND_EGG = '0100';

const SIZE_HINT_WORDS = ['extra large', 'jumbo', 'large', 'medium', 'small'];

/** Kinds of a food a line names that USDA's pieces name otherwise: a Roma tomato is its 'plum tomato'. */
const PIECE_KINDS: Readonly<Record<string, readonly string[]>> = { roma: ['plum', 'italian'] };

function words(text: string): string[] {
  return text.toLowerCase().match(/[a-z]+/g) ?? [];
}

function portionMl(measure: string): number | null {
  for (const [re, ml] of PORTION_ML) if (re.test(measure)) return ml;
  return null;
}

/** The recipe unit as the parser's canonical unit ('tbsp', 'Tablespoons', 'g' → tablespoon, …, gram). */
export function canonicalUnit(unit: string): CanonicalUnit | null {
  const trimmed = unit.trim();
  if (trimmed in UNIT_INFO) return trimmed as CanonicalUnit;
  const match = matchUnit(trimmed, 0);
  return match && match.end >= trimmed.replace(/\.$/, '').length ? match.unit : null;
}

/**
 * The portion whose qualifier words share most with the hint ('cup, chopped' for 'chopped'), then
 * the one of the measure asked for (`ml`: a cup's portion for cups), then the plainest.
 */
function bestByHint(
  portions: readonly Portion[],
  hint: string | undefined,
  ml?: number,
): Portion | undefined {
  if (portions.length === 0) return undefined;
  // Grated and shredded are one state to a portion table ('1 cup grated cheddar' is USDA's 'cup, shredded').
  const hintWords = new Set(words(hint ?? '').flatMap((w) => (w === 'grated' ? [w, 'shredded'] : [w])));
  let best = portions[0];
  let bestScore = -Infinity;
  for (const p of portions) {
    const measureWords = words(p.measure);
    const shared = measureWords.filter((w) => hintWords.has(w)).length;
    // Among equals, the plainest measure ('cup' over 'cup (1 NLEA serving)').
    const sameMeasure = ml !== undefined && portionMl(p.measure) === ml ? 5 : 0;
    // A state the line does not ask for ('cup, whipped' for cream poured from the carton; a note in
    // brackets, '(yields 2 cups whipped)', says no state).
    const stateWords = words(p.measure.replace(/\([^)]*\)/g, ' '));
    const otherState = stateWords.some((w) => STATES.has(w) && !hintWords.has(w)) ? 8 : 0;
    const score = shared * 10 + sameMeasure - otherState - measureWords.length;
    if (score > bestScore) {
      best = p;
      bestScore = score;
    }
  }
  return best;
}

/** States in which a food lies looser in a cup than whole ('1 cup grated romano'). */
const LOOSE_STATES: readonly (readonly [RegExp, RegExp])[] = [
  [/\b(?:grated|shredded)\b/i, /^cups?\b.*\b(?:grated|shredded)\b/],
  [/\bcrumbled\b/i, /^cups?\b.*\bcrumbled\b/],
];

const looseDensities = new Map<string, number | null>();

/**
 * The density of a food of a group in a loose state, for a food USDA gives no volume of: the median
 * of the group's cups in that state ('cup, shredded' of the cheeses, 113 g; 'cup grated' parmesan,
 * 97 g), computed once from the table; null when the line names no such state or the group has
 * none.
 */
function looseDensity(group: string, hint: string | undefined): number | null {
  const state = LOOSE_STATES.find(([line]) => line.test(hint ?? ''));
  if (!state) return null;
  const key = `${group}|${state[1].source}`;
  if (!looseDensities.has(key)) {
    const densities = allFoods()
      .filter((f) => f.group === group)
      .flatMap((f) => f.portions.filter((p) => state[1].test(p.measure)))
      .map((p) => p.grams / RECIPE_ML.cup!)
      .sort((a, b) => a - b);
    looseDensities.set(key, densities[Math.floor(densities.length / 2)] ?? null);
  }
  return looseDensities.get(key) ?? null;
}

/** True when USDA weighs the food by a volume of its own (a cup, a tablespoon…). */
export function hasVolumePortion(food: Food): boolean {
  return food.portions.some((p) => portionMl(p.measure) !== null);
}

/**
 * Grams per millilitre of the food: from its volume portions, else the group's in the state the line
 * names ('grated'), else its group's density, else a middle one.
 */
export function densityOf(food: Food, hint?: string, ml?: number): number {
  const volumes = food.portions.filter((p) => portionMl(p.measure) !== null);
  const best = bestByHint(volumes, hint, ml);
  if (best) return best.grams / portionMl(best.measure)!;
  return looseDensity(food.group, hint) ?? GROUP_DENSITY[food.group] ?? middleDensity();
}

/**
 * Containers by the words USDA writes their portions with ('packet', 'pkg', 'package (10 oz)'). Not
 * cans: USDA's 'can' is of one maker's size, and a food with none would give way to another that has
 * one ('1 can black beans' as canned snap beans).
 */
const CONTAINERS: Readonly<Record<string, readonly string[]>> = {
  packet: ['packet', 'package', 'pkg', 'envelope'],
  package: ['package', 'pkg', 'packet'],
  envelope: ['envelope', 'packet', 'package', 'pkg'],
  sachet: ['packet', 'envelope', 'package', 'pkg'],
  jar: ['jar'],
  box: ['box', 'package', 'pkg'],
  bag: ['bag', 'package', 'pkg'],
  container: ['container', 'tub', 'carton'],
  tub: ['tub', 'container'],
  carton: ['carton', 'container'],
  bottle: ['bottle'],
};

/**
 * The grams of one container of the food by USDA's own portion of it ('1 packet active dry yeast':
 * 'packet' 7 g), else null: a container's contents as bought, not what it yields prepared.
 */
function containerGrams(food: Food, noun: string): number | null {
  const names = CONTAINERS[noun];
  if (!names) return null;
  for (const name of names) {
    const p = food.portions.find(
      (x) => words(x.measure)[0] === name && !/\b(?:yields?|prepared|drained)\b/.test(x.measure),
    );
    if (p) return p.grams;
  }
  return null;
}

/** The grams of one piece: the portion the hint names ('clove', 'large', 'fillet'), else a medium one. */
export function pieceGrams(food: Food, hint?: string, noun?: string): number | null {
  // A handful, a drizzle or a splash is no piece of the food: the table cannot weigh it.
  if (VAGUE_MEASURE.test(hint ?? '')) return null;
  const pieces = food.portions.filter(
    (p) => portionMl(p.measure) === null && !WEIGHT_MEASURE.test(p.measure) && !NOT_A_PIECE.test(p.measure),
  );
  if (noun) {
    const container = containerGrams(food, noun);
    if (container !== null) return container;
  }
  if (pieces.length === 0) return null;
  if (noun) {
    // A stick or rib of celery is what USDA calls a stalk.
    // A head of broccoli is what USDA weighs as a bunch, a head of fennel its bulb.
    const nouns =
      noun === 'stick' || noun === 'rib'
        ? [noun, 'stalk']
        : noun === 'head'
          ? [noun, 'bunch', 'bulb']
          : [noun];
    const named = pieces.filter((p) =>
      words(p.measure).some((w) => nouns.some((n) => w === n || w === `${n}s`)),
    );
    // Of several ('head large', 'head medium', 'head small'), the medium one.
    const medium = named.find((p) => words(p.measure).includes('medium'));
    return (medium ?? named[0])?.grams ?? null;
  }
  // A mini piece is a small one ('2 mini sweet peppers').
  const hintText = (hint ?? '').toLowerCase().replace(/\bmini\b/g, 'small');
  const hintWords = new Set(words(hintText).flatMap((w) => [w, ...(PIECE_KINDS[w] ?? [])]));
  for (const size of SIZE_HINT_WORDS) {
    if (!hintText.includes(size)) continue;
    const sized = pieces.find((p) => p.measure.startsWith(size) || p.measure.includes(` ${size}`));
    if (sized) return sized.grams;
  }
  // A portion named by a word of the line other than the food's own name ('1 tomato' is no 'plum
  // tomato', '2 Roma tomatoes' are), or by the name alone ('40 saltine crackers': 'cracker').
  const stem = (w: string) => w.replace(/e?s$/, '');
  const own = new Set(words(food.name).map(stem));
  const named = pieces.find((p) => {
    const measure = words(p.measure);
    const alone = measure.every((w) => own.has(stem(w)));
    return measure.some((w) => hintWords.has(w) && w.length > 3 && (alone || !own.has(stem(w))));
  });
  if (named) return named.grams;
  for (const word of food.group === DAIRY_AND_EGG ? EGG_PIECE_PREFERENCE : PIECE_PREFERENCE) {
    // By the word, wherever USDA puts it: 'potato medium (2-1/4" to 3-1/4" dia)' is the medium one.
    const p = pieces.find((x) => words(x.measure.replace(/\([^)]*\)?/g, ' ')).includes(word));
    if (p) return p.grams;
  }
  return pieces[0]!.grams;
}

/**
 * The grams of `quantity` `unit` of `food`, or null when the table cannot weigh it. Mass units
 * convert directly; volumes through the food's portion weights (cup, tbsp, tsp, fl oz), its
 * group's density or a middle one; counts (no unit, 'piece', 'clove', 'slice', 'stick', 'can'…) through the
 * food's portions ('large', 'medium', 'clove'…). `sizeHint` is the rest of the line ('large',
 * 'chopped', 'packed'), used to pick among portions.
 */
export function gramsFor(
  quantity: number,
  unit: string | null,
  food: Food,
  sizeHint?: string,
): number | null {
  if (!Number.isFinite(quantity) || quantity < 0) return null;
  if (unit === null || unit.trim() === '') {
    const piece = pieceGrams(food, sizeHint);
    return piece === null ? null : quantity * piece;
  }
  const canonical = canonicalUnit(unit);
  if (canonical === null) {
    const piece = pieceGrams(food, sizeHint, unit.trim().toLowerCase().replace(/e?s$/, ''));
    return piece === null ? null : quantity * piece;
  }
  const info = UNIT_INFO[canonical];
  if (info.dimension === 'weight') return quantity * info.base;
  const ml = RECIPE_ML[canonical];
  if (ml !== undefined) {
    return quantity * ml * densityOf(food, sizeHint, ml);
  }
  if (canonical === 'piece') {
    const piece = pieceGrams(food, sizeHint);
    return piece === null ? null : quantity * piece;
  }
  const piece = pieceGrams(food, sizeHint, canonical);
  return piece === null ? null : quantity * piece;
}
