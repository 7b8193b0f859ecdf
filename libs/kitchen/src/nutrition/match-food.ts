import pluralize from 'pluralize';
import { allFoods, foodById, type Food } from './food.ts';
import { FOOD_ALIASES } from './aliases.ts';

/** The longest food name looked at (untrusted input; names are short). */
export const MAX_FOOD_QUERY_LENGTH = 200;
/** Words of a name that are looked at. */
const MAX_QUERY_WORDS = 12;

/** Words that say how a food is prepared or sized, not which food it is. */
const IGNORED = new Set(
  (
    'a an and or of the for to with without into in on at as about approx approximately plus extra more ' +
    'chopped diced minced sliced grated shredded crushed cubed halved quartered peeled cored seeded pitted ' +
    'trimmed rinsed drained washed cut torn julienned thinly finely roughly coarsely freshly lightly ' +
    'softened melted cooled room temperature beaten divided packed loosely firmly sifted heaping level ' +
    'large medium small big jumbo good quality optional taste needed garnish serving divided ' +
    'inch inches cm mm piece pieces bite size sized thick thin wedges wedge strips ' +
    'homemade store bought storebought organic best favorite favourite your preferred such like'
  ).split(' '),
);

/** Words of a USDA name that neither help nor hurt a match. */
const NEUTRAL = new Set(
  (
    'raw fresh whole regular plain all commercial ns as to form type mature seeds with salt added ' +
    'without year round average varieties variety dry unenriched enriched prepared from recipe'
  ).split(' '),
);

/** Words of a USDA name that mark a form a recipe's line seldom means unless it says so. */
const UNLIKELY = new Set(
  (
    'cooked boiled canned frozen dried dehydrated fried roasted baked braised broiled stewed simmered ' +
    'microwaved steamed toasted smoked reduced low nonfat imitation substitute powder concentrate ' +
    'solids drained unheated heated infant babyfood industrial frosted sweetened unsweetened'
  ).split(' '),
);

/** USDA names that open with a category before the food ('Spices, paprika', 'Oil, sesame'). */
const CATEGORY_HEADS = new Set([
  'spices',
  'leavening agents',
  'oil',
  'sugars',
  'syrups',
  'seeds',
  'nuts',
  'vinegar',
  'sauce',
  'beverages',
  'cheese',
  'cream',
  'milk',
  'flour',
  'alcoholic beverage',
  'soup',
]);

interface IndexedFood {
  food: Food;
  tokens: ReadonlySet<string>;
  /** The words of the name's first part ('wheat flour' of 'Wheat flour, white, all-purpose…'). */
  head: readonly string[];
  size: number;
}

const singularCache = new Map<string, string>();
function singular(word: string): string {
  let s = singularCache.get(word);
  if (s === undefined) {
    s = word.length > 3 && !word.endsWith('ss') ? pluralize.singular(word) : word;
    if (singularCache.size < 50_000) singularCache.set(word, s);
  }
  return s;
}

function tokenize(text: string): string[] {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .match(/[a-z]+/g) ?? []
  ).map(singular);
}

let index: { foods: IndexedFood[]; postings: Map<string, IndexedFood[]> } | null = null;

function buildIndex(): NonNullable<typeof index> {
  const foods: IndexedFood[] = [];
  const postings = new Map<string, IndexedFood[]>();
  for (const food of allFoods()) {
    const nameTokens = tokenize(food.name);
    const tokens = new Set([...nameTokens, ...food.commonNames.flatMap(tokenize)]);
    const [first = '', second = ''] = food.name.split(',');
    // 'Spices, cumin seed', 'Oil, olive': a category first, then the food.
    const head = CATEGORY_HEADS.has(first.toLowerCase()) ? tokenize(`${first} ${second}`) : tokenize(first);
    const entry: IndexedFood = { food, tokens, head, size: new Set(nameTokens).size };
    foods.push(entry);
    for (const t of tokens) {
      const list = postings.get(t) ?? [];
      list.push(entry);
      postings.set(t, list);
    }
  }
  return { foods, postings };
}

/** The words of an ingredient's name that say which food it is ('2 cups chopped red onions' → red onion). */
export function foodWords(name: string): string[] {
  const text = name
    .slice(0, MAX_FOOD_QUERY_LENGTH)
    .replace(/\([^)]*\)?/g, ' ')
    .split(/[,;]| - /)[0]!;
  return tokenize(text)
    .filter((w) => !IGNORED.has(w) && w.length > 1)
    .slice(0, MAX_QUERY_WORDS);
}

function score(entry: IndexedFood, query: readonly string[]): number {
  const q = new Set(query);
  let weight = 0;
  let matched = 0;
  query.forEach((w, i) => {
    // The last word is the food's noun ('red onion' is an onion); it weighs most.
    const wWeight = i === query.length - 1 ? 3 : 1;
    weight += wWeight;
    if (entry.tokens.has(w)) matched += wWeight;
  });
  if (weight === 0) return 0;
  let s = matched / weight;
  if (entry.head.length > 0 && entry.head.every((w) => q.has(w))) s += 0.25;
  else if (entry.head.some((w) => q.has(w))) s += 0.1;
  for (const t of entry.tokens) {
    if (q.has(t) || NEUTRAL.has(t)) continue;
    s -= UNLIKELY.has(t) ? 0.08 : 0.03;
  }
  // Unless the line says otherwise: the raw food, the whole one.
  if (entry.tokens.has('raw')) s += 0.03;
  if (entry.tokens.has('whole')) s += 0.02;
  return s;
}

/** Foods for a name, best first, with their scores (at most `limit`). */
export function rankFoods(name: string, limit: number): { food: Food; score: number }[] {
  const query = foodWords(name);
  if (query.length === 0) return [];
  index ??= buildIndex();
  const candidates = new Set<IndexedFood>();
  for (const w of query) for (const entry of index.postings.get(w) ?? []) candidates.add(entry);
  const ranked: { food: Food; score: number }[] = [];
  for (const entry of candidates) ranked.push({ food: entry.food, score: score(entry, query) });
  ranked.sort((a, b) => b.score - a.score || a.food.name.length - b.food.name.length);
  return ranked.slice(0, Math.max(0, limit));
}

/** Below this score a name matches no food (most of its words, and its noun, must be found). */
const MATCH_THRESHOLD = 0.75;

/**
 * The food a recipe's ingredient name means, or null: first the common names of the alias list
 * ('all-purpose flour'), then the closest USDA description by shared words.
 */
export function matchFood(name: string): Food | null {
  const words = foodWords(name);
  if (words.length === 0) return null;
  // The longest run of trailing words that is a known common name ('unsalted butter', then 'butter').
  for (let start = 0; start < words.length; start++) {
    const id = FOOD_ALIASES[words.slice(start).join(' ')];
    if (id !== undefined) {
      const food = foodById(id);
      if (food) return food;
    }
  }
  const [best] = rankFoods(name, 1);
  return best && best.score >= MATCH_THRESHOLD ? best.food : null;
}

/** Foods whose names share words with the query, best first, for a person picking one. */
export function searchFoods(query: string, limit = 20): Food[] {
  return rankFoods(query, limit)
    .filter((r) => r.score > 0)
    .map((r) => r.food);
}
