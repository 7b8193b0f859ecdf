import pluralize from 'pluralize';
import { allFoods, foodById, type Food } from './food.ts';
import { FOOD_ALIASES } from './aliases.ts';
import { COMPOUND_MIN_PART, OTHER_LANGUAGE_WORDS } from './other-languages.ts';

const singularCache = new Map<string, string>();
function singular(word: string): string {
  let s = singularCache.get(word);
  if (s === undefined) {
    s = word.length > 3 && !word.endsWith('ss') ? pluralize.singular(word) : word;
    if (singularCache.size < 50_000) singularCache.set(word, s);
  }
  return s;
}

/** A set of words as `tokenize` writes them (singular). */
function wordSet(text: string): ReadonlySet<string> {
  return new Set(text.split(' ').map(singular));
}

/** The longest food name looked at (untrusted input; names are short). */
export const MAX_FOOD_QUERY_LENGTH = 200;
/** Words of a name that are looked at. */
const MAX_QUERY_WORDS = 12;

/** Words that say how a food is prepared or sized, not which food it is. */
const IGNORED = wordSet(
  'a an and or of the for to with without into in on at as about approx approximately plus extra more ' +
    'chopped diced minced sliced grated shredded crushed cubed halved quartered peeled cored seeded pitted ' +
    'trimmed rinsed drained washed cut torn julienned thinly finely roughly coarsely freshly lightly ' +
    'softened melted cooled room temperature temp beaten divided packed loosely firmly sifted heaping level ' +
    'large medium small mini big jumbo good quality optional taste needed garnish serving divided ' +
    'inch inches cm mm piece pieces bite size sized thick thin wedges wedge strips ' +
    'can cans tin tins jar jars package packages packet packets envelope envelopes sachet sachets ' +
    'box boxes bag bags carton cartons tub tubs container containers bottle bottles pkg ounce ounces oz pound pounds lb lbs fillet fillets filet filets ' +
    'sprig sprigs leaf leaves stalk stalks bunch bunches handful handfuls head heads floret florets ' +
    'homemade store bought storebought organic best favorite favourite your preferred such like choice flesh ' +
    // Little words of other languages ('de farine', 'di zucchero', 'van de kip')
    'de du des la le les di del della dello al au aux het een van und mit et',
);

/** Words of a USDA name that neither help nor hurt a match. */
const NEUTRAL = wordSet(
  'raw fresh whole regular plain all commercial ns as to form type mature seeds with salt added ' +
    'without year round average varieties variety dry unenriched enriched prepared from recipe ' +
    'and or in of includes nfs broiler fryer meat only kernel separable spice ground usda commodity a',
);

/** Words of a USDA name that mark a form a recipe's line seldom means unless it says so. */
const UNLIKELY = wordSet(
  'cooked boiled canned frozen dried dehydrated fried roasted baked braised broiled stewed simmered ' +
    'microwaved steamed toasted smoked reduced low nonfat imitation substitute powder concentrate ' +
    'solids drained unheated heated infant babyfood industrial frosted sweetened unsweetened mix sprouted',
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
  'fish',
  'crustaceans',
  'mollusks',
  'game meat',
]);

/** Categories that are the food itself: 'walnut' is no 'Oil, walnut', 'coconut' no 'Milk, coconut'. */
const DEFINING_CATEGORIES = new Set(['oil', 'milk', 'cream', 'sauce', 'soup']);

/** Words that say which form of a food, never which food: the noun is the last word before them. */
const FORM = new Set(['ground', 'dried', 'fresh', 'frozen', 'whole', 'raw', 'cooked', 'canned', 'puree']);

interface IndexedFood {
  food: Food;
  tokens: ReadonlySet<string>;
  /** The words of the name's first part ('wheat flour' of 'Wheat flour, white, all-purpose…'). */
  head: readonly string[];
  /** The category word a name must say for this food ('oil' of 'Oil, walnut'), if any. */
  category: string | null;
  /** The part of a food this one is alone ('skin' of 'Potatoes, raw, skin'), if any. */
  part: string | null;
  /** USDA says the food is sweetened ('Peaches, frozen, sliced, sweetened'; not 'not sweetened'). */
  sweetened: boolean;
}

/** Parts of a food USDA describes on their own ('Potatoes, raw, skin', 'Chicken, skin (drumsticks…)'). */
const PARTS = new Set(['skin', 'peel']);

/** The part a description names alone as one of its comma parts ('skin' of 'Potatoes, raw, skin'), else null. */
function partOf(name: string): string | null {
  for (const piece of name.split(',').slice(1)) {
    const words = piece
      .replace(/\([^)]*\)?/g, ' ')
      .trim()
      .toLowerCase()
      // 'skin only' ('Chicken, broilers or fryers, skin only, cooked, rotisserie…').
      .replace(/\s+only$/, '');
    if (PARTS.has(words)) return words;
  }
  return null;
}

/** British and other spellings of a food word, as USDA writes it. */
const SPELLINGS: Readonly<Record<string, string>> = {
  chilli: 'chili',
  chile: 'chili',
  yoghurt: 'yogurt',
  courgette: 'zucchini',
  aubergine: 'eggplant',
  prawn: 'shrimp',
  granule: 'powder',
  scallion: 'green onion',
  mince: 'ground',
  icing: 'powdered',
  caster: 'granulated',
  wholemeal: 'whole wheat',
  breadcrumb: 'bread crumb',
  panko: 'bread crumb',
};

/**
 * Everyday foods of other languages (`other-languages.ts`), by the word as written and as `singular`
 * writes it, in USDA's English.
 */
const OTHER_LANGUAGES: ReadonlyMap<string, string> = new Map(
  OTHER_LANGUAGE_WORDS.flatMap(([word, english]) => [
    [word, english],
    [singular(word), english],
  ]),
);

/** The shortest first part of a compound. */
const MIN_HEAD = 3;

/** The joining letters between the parts of a compound ('Zitrone-n-saft', 'Hühner-brust'). */
const JOINS = ['s', 'n', 'e', 'en', 'er', 'es'];

/** Last parts too general to stand for the compound alone: juices, sauces and powders differ ('Holundersaft'). */
const GENERAL_PARTS = new Set(['juice', 'sauce', 'powder']);

/**
 * A Dutch or German compound of foods the table does not know as one word ('Knoblauchzehe',
 * 'Limettensaft', 'Strauchtomaten'), as the English of its parts: its longest last part of the
 * other languages' words, and the part before it when that is one too (a joining 's', 'n', 'en', 'er'
 * dropped) or a word of the table; null when no last part is such a word, or when the part before is
 * unknown and the last one too general to name the food ('Holundersaft').
 */
function compound(word: string): string[] | null {
  if (word.length < 2 * COMPOUND_MIN_PART - 1 || buildingIndex) return null;
  index ??= buildIndex();
  if (index.postings.has(word)) return null;
  for (let at = 1; at <= word.length - COMPOUND_MIN_PART; at++) {
    const last = OTHER_LANGUAGES.get(word.slice(at));
    if (last === undefined) continue;
    const head = word.slice(0, at);
    // A first part of a letter or two is no word ('st-arter' of 'starter' is no peas).
    if (head.length < MIN_HEAD) continue;
    const heads = [head, ...JOINS.filter((j) => head.endsWith(j)).map((j) => head.slice(0, -j.length))];
    const first = heads
      .map(
        (h) =>
          OTHER_LANGUAGES.get(h) ?? (h.length >= COMPOUND_MIN_PART && index!.postings.has(h) ? h : undefined),
      )
      .find((e) => e !== undefined);
    if (first === undefined && GENERAL_PARTS.has(last)) return null;
    return `${first ?? ''} ${last}`.split(' ').filter((w) => w !== '');
  }
  return null;
}

function tokenize(text: string): string[] {
  return (
    (
      text
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/œ/g, 'oe')
        .replace(/æ/g, 'ae')
        .replace(/ß/g, 'ss')
        // Letters that no accent stripping reaches (Danish and Norwegian 'løg', Polish 'łyżka').
        .replace(/ø/g, 'oe')
        .replace(/ł/g, 'l')
        .match(/[a-z]+/g) ?? []
    )
      .map(singular)
      .flatMap((w) => (SPELLINGS[w] ?? OTHER_LANGUAGES.get(w))?.split(' ') ?? compound(w) ?? [w])
  );
}

let index: { foods: IndexedFood[]; postings: Map<string, IndexedFood[]> } | null = null;

/** True while the index tokenizes the table's names (no compound is read in them). */
let buildingIndex = false;

function buildIndex(): NonNullable<typeof index> {
  buildingIndex = true;
  const foods: IndexedFood[] = [];
  const postings = new Map<string, IndexedFood[]>();
  for (const food of allFoods()) {
    const nameTokens = tokenize(food.name);
    const tokens = new Set([...nameTokens, ...food.commonNames.flatMap(tokenize)]);
    const [first = '', second = ''] = food.name.split(',');
    // 'Spices, cumin seed', 'Oil, olive': a category first, then the food.
    const firstLower = first.toLowerCase();
    const isCategory = CATEGORY_HEADS.has(firstLower);
    const head = isCategory ? tokenize(second) : tokenize(first);
    const category = DEFINING_CATEGORIES.has(firstLower) ? singular(firstLower) : null;
    const entry: IndexedFood = {
      food,
      tokens,
      head,
      category,
      part: partOf(food.name),
      sweetened: /(?<!not )\bsweetened\b/i.test(food.name),
    };
    foods.push(entry);
    for (const t of tokens) {
      const list = postings.get(t) ?? [];
      list.push(entry);
      postings.set(t, list);
    }
  }
  buildingIndex = false;
  return { foods, postings };
}

/** The words of an ingredient's name that say which food it is ('2 cups chopped red onions' → red onion). */
/** The alternatives a name offers ('arrowroot starch or cornstarch' → both), as written. */
function alternatives(name: string): string[] {
  const parts = name
    .slice(0, MAX_FOOD_QUERY_LENGTH)
    .replace(/\([^)]*\)?/g, ' ')
    .split(/[,;]| - /);
  // 'boneless, skinless chicken breasts': a first part of describing words only goes with the next.
  let first = parts[0]!;
  for (let i = 1; i < parts.length && describesOnly(first); i++) first = `${first} ${parts[i]!}`;
  return first.split(/\/| or | oder | ou /i);
}

/** Words that describe a food before its name, in a list of them ('boneless, skinless'). */
const LEADING = wordSet(
  'boneless skinless bone in skin on fresh frozen ripe unsalted salted low sodium reduced fat',
);

function describesOnly(part: string): boolean {
  const words = tokenize(part);
  return words.length > 0 && words.every((w) => LEADING.has(w) || IGNORED.has(w));
}

export function foodWords(name: string): string[] {
  const parts = alternatives(name);
  const keep = (text: string): string[] => tokenize(text).filter((w) => !IGNORED.has(w) && w.length > 1);
  // The first of alternatives ('vanilla extract or vanilla bean paste'), with the noun they share
  // when it names it only once ('cherry or grape tomatoes', 'vegetable or chicken broth').
  const first = keep(parts[0] ?? '');
  const second = parts.length > 1 ? keep(parts[1]!) : [];
  const shared = first.some((w) => second.includes(w));
  // 'store-bought or homemade tomato paste': an alternative of no food words gives way to the next.
  if (first.length === 0) return second.slice(0, MAX_QUERY_WORDS);
  const words = second.length === 2 && !shared ? [...first, second[1]!] : first;
  return words.slice(0, MAX_QUERY_WORDS);
}

/** The word of a name that says which food it is: the last one that is no form word ('cumin' of 'cumin ground'). */
function nounIndex(query: readonly string[]): number {
  for (let i = query.length - 1; i >= 0; i--) if (!FORM.has(query[i]!)) return i;
  return query.length - 1;
}

/**
 * How well a food fits a name's words: the share of the words it has (the noun weighs three), a
 * bonus when the name holds its description's first part ('onions' of 'Onions, raw'), a small cost
 * for each further word of the description (a cooked or canned form costs more), so the plainest
 * food that has the words wins. 0 when the food lacks the noun, or when neither its first part nor
 * all the name's words are found (a 'mix' is no 'Sauce, alfredo mix').
 */
function score(entry: IndexedFood, query: readonly string[]): number {
  const q = new Set(query);
  const noun = query[nounIndex(query)]!;
  if (!entry.tokens.has(noun)) return 0;
  let weight = 0;
  let matched = 0;
  // A form word ('frozen', 'ground') counts for the food itself in that form, not for another
  // food that opens with it ('Frozen novelties, ice type, pineapple-coconut' is no frozen pineapple).
  const itself = entry.head.includes(noun);
  for (const w of query) {
    const wWeight = w === noun ? 3 : 1;
    weight += wWeight;
    if (FORM.has(w) && w !== noun && !itself && entry.head.includes(w)) continue;
    // 'fresh spinach' is USDA's raw spinach, not a fresh pasta that says 'spinach'.
    if (entry.tokens.has(w) || (w === 'fresh' && entry.tokens.has('raw'))) matched += wWeight;
  }
  const head = entry.head.filter((w) => !NEUTRAL.has(w));
  const headFound = head.length > 0 && head.every((w) => q.has(w));
  // Either the description's first part is in the name, or every word of the name that says which
  // food (not a form word: 'ground', 'fresh') is in the description.
  if (!headFound && !query.every((w) => FORM.has(w) || entry.tokens.has(w))) return 0;
  if (entry.category !== null && !q.has(entry.category)) return 0;
  let s = matched / weight;
  // The description's first part in the name, or (a little less) every word of the name in the
  // description: 'peanut butter' is 'Peanut butter, …', not 'Cookies, peanut butter'.
  if (headFound) s += 0.25;
  else if (matched === weight) s += 0.2;
  for (const t of entry.tokens) {
    if (q.has(t) || NEUTRAL.has(t)) continue;
    s -= UNLIKELY.has(t) ? 0.08 : 0.03;
  }
  // Meat as bought, with its fat, unless the line says lean ('pork butt' is no 'separable lean only').
  if (entry.tokens.has('lean') && entry.tokens.has('only') && !q.has('lean')) s -= 0.1;
  // A part of a food alone ('Potatoes, raw, skin') only when the line names it: '4 potatoes' are whole.
  if (entry.part !== null && !q.has(entry.part)) s -= 0.3;
  // Sweetened fruit only when the line says so ('frozen strawberries' are the plain frozen ones).
  // (Frozen only: dried cranberries are sold sweetened, and USDA has no other dried ones.)
  if (entry.sweetened && entry.tokens.has('frozen') && !q.has('sweetened')) s -= 0.15;
  // 'skinless chicken thighs' are no 'thigh, meat and skin' (nor the skin alone).
  if (q.has('skinless') && entry.tokens.has('skin') && !entry.tokens.has('skinless')) s -= 0.2;
  // Unless the line says otherwise: the raw food, the whole one.
  if (entry.tokens.has('raw')) s += 0.03;
  if (entry.tokens.has('whole')) s += 0.02;
  return s;
}

/**
 * The words of a food's description that name it, without a category before them ('spaghetti' of
 * 'Spaghetti, dry, enriched', 'romano' of 'Cheese, romano').
 */
export function headWords(food: Food): string {
  const [first = '', second = ''] = food.name.split(',');
  return CATEGORY_HEADS.has(first.toLowerCase()) ? second.trim() : first.trim();
}

/** Foods for a name, best first, with their scores (at most `limit`). */
export function rankFoods(name: string, limit: number): { food: Food; score: number }[] {
  return rankWords(foodWords(name), limit);
}

function rankWords(query: readonly string[], limit: number): { food: Food; score: number }[] {
  if (query.length === 0) return [];
  index ??= buildIndex();
  // A food without the name's noun scores 0: only the foods that have it are looked at.
  const candidates = index.postings.get(query[nounIndex(query)]!) ?? [];
  const ranked: { food: Food; score: number }[] = [];
  for (const entry of candidates) {
    const s = score(entry, query);
    if (s > 0) ranked.push({ food: entry.food, score: s });
  }
  ranked.sort((a, b) => b.score - a.score || a.food.name.length - b.food.name.length);
  return ranked.slice(0, Math.max(0, limit));
}

/** Below this score a name matches no food (most of its words, and its noun, must be found). */
const MATCH_THRESHOLD = 0.65;

/** Words before a common name that describe it, never name another food ('lean ground beef'). */
const DESCRIBING = wordSet('lean extra ripe vine sharp mild fine coarse hot warm cold boiling');

/** Candidates this close to the best one are as good a match (see matchFoods). */
const CLOSE_SCORE = 0.15;

/** The common name of the alias list a name's trailing words make, if no longer food name holds them. */
function aliasFood(words: readonly string[]): Food | null {
  // The longest run of trailing words that is a known common name ('unsalted butter', then 'butter').
  for (let start = 0; start < words.length; start++) {
    const id = FOOD_ALIASES[words.slice(start).join(' ')];
    const food = id === undefined ? undefined : foodById(id);
    if (!food) continue;
    // A name of a kind of food ('berries') only alone or after a describing or form word: 'goji
    // berries' are no blueberries.
    const before = words[start - 1];
    if (
      before !== undefined &&
      KIND_ALIASES.has(words[start]!) &&
      !FORM.has(before) &&
      !DESCRIBING.has(before)
    )
      return null;
    // 'peanut butter', 'sesame oil': a food of the table named by the word before is meant.
    if (start > 0 && !DESCRIBING.has(words[start - 1]!)) {
      const longer = words.slice(start - 1);
      const [best] = rankWords(longer, 1);
      if (best && best.score >= MATCH_THRESHOLD && matchesAll(best.food, longer)) return null;
      // 'almond flour', 'tapioca flour': a nut, pulse or grain the table has no flour of, ground.
      const ground = groundFood(words[start - 1]!, words[start]!);
      if (ground) return ground;
      // 'oat milk', 'cashew cream': a dairy name after a plant food the table has no such drink of
      // is no cow's milk or cream.
      if (food.group === DAIRY && plantWord(words[start - 1]!)) return null;
    }
    return food;
  }
  return null;
}

/** USDA's dairy and egg products. */
const DAIRY = '0100';
/** USDA's groups of plant foods: fruit, vegetables, nuts and seeds, pulses, cereals and grains. */
const PLANT_GROUPS = new Set(['0800', '0900', '1100', '1200', '1600', '2000']);

/** True when a word's own best food is a plant food ('oat', 'cashew', 'hemp'). */
function plantWord(word: string): boolean {
  const [best] = rankWords([word], 1);
  return best !== undefined && best.score >= MATCH_THRESHOLD && PLANT_GROUPS.has(best.food.group);
}

/** Aliases that name a kind of food by a stand-in of it ('berry' → blueberries), never a kind of them. */
const KIND_ALIASES = new Set(['berry']);

/** Words of a ground food ('almond flour', 'tapioca starch', 'almond meal'). */
const GROUND = wordSet('flour meal starch');
/** USDA's nuts and seeds, pulses, and grains: what a flour of no wheat is ground from. */
const GROUND_GROUPS = new Set(['1200', '1600', '2000']);

/**
 * The food a flour of something other than wheat is ground from ('almond flour' is almonds, 'tapioca
 * flour' tapioca), when it is a nut, seed, pulse or grain of the table; else null.
 */
function groundFood(food: string, ground: string): Food | null {
  if (!GROUND.has(ground)) return null;
  // The food as matched (the alias first: 'almond' is USDA's plain almonds), among as good matches
  // one USDA weighs ground ('Nuts, almonds': 'cup, ground' 95 g, not 145 g whole).
  const foods = matchWords([food], 5);
  if (!foods[0] || !GROUND_GROUPS.has(foods[0].group)) return null;
  return foods.find((f) => f.portions.some((p) => /\bground\b/.test(p.measure))) ?? foods[0];
}

function matchesAll(food: Food, words: readonly string[]): boolean {
  index ??= buildIndex();
  const entry = index.postings.get(words[words.length - 1]!)?.find((e) => e.food === food);
  return entry !== undefined && words.every((w) => entry.tokens.has(w));
}

/**
 * The foods a recipe's ingredient name may mean, best first: the common name of the alias list
 * ('all-purpose flour'), else the closest USDA descriptions by shared words, those within
 * CLOSE_SCORE of the best (a caller that cannot weigh the line with the first tries the next).
 */
export function matchFoods(name: string, limit = 5): Food[] {
  const words = foodWords(name);
  // Form words alone ('whole', 'fresh') name no food.
  if (words.every((w) => FORM.has(w))) return [];
  // 'arrowroot starch or cornstarch': when the first alternative is no food of the table, the next.
  const later = alternatives(name)
    .slice(1)
    .map(foodWords)
    .filter((w) => w.length > 0 && !w.every((x) => FORM.has(x)));
  const key = `${limit}|${[words, ...later].map((w) => w.join(' ')).join('|')}`;
  const cached = matchCache.get(key);
  if (cached) return cached;
  let found = matchWords(words, limit);
  for (const next of later) {
    if (found.length > 0) break;
    found = matchWords(next, limit);
  }
  // 'serrano chile': USDA's 'Peppers, serrano, raw', when it names that kind.
  if (found.length === 0 && words.length > 1 && words[words.length - 1] === 'chili') {
    const kind = words.slice(0, -1);
    found = matchWords([...kind, 'pepper'], limit).filter((f) =>
      kind.every((w) => f.name.toLowerCase().includes(w)),
    );
  }
  // 'mascarpone cheese', 'hanger steak': a kind the table lacks, the generic food of its noun.
  if (found.length === 0 && words.length > 1 && CATEGORY_NOUNS.has(words[words.length - 1]!)) {
    found = matchWords(words.slice(-1), limit);
  }
  // 'Fokhagyma zúzva', 'Cukor ízlés szerint': a line of another language whose food word the
  // dictionary knows, among words no food of the table holds.
  if (found.length === 0 && words.length > 1) {
    const known = foreignFoodWords(name);
    if (known !== null) found = matchWords(known, limit);
  }
  // 'Banana ripe', 'apples cold': describing words after the name, when the name with them is no food.
  if (found.length === 0 && words.length > 1) {
    const plain = words.filter((w) => !DESCRIBING.has(w));
    if (plain.length > 0 && plain.length < words.length) found = matchWords(plain, limit);
  }
  // 'ginger powder', 'cumin powder': a spice the table has ground; 'miso paste', 'tamarind paste':
  // the food the paste is made of.
  if (found.length === 0 && words.length > 1) found = madeOf(words, limit);
  // 'almond meal', 'tapioca starch': no food of the table and no alias, the food it is ground from.
  if (found.length === 0 && words.length > 1) {
    const ground = groundFood(words[words.length - 2]!, words[words.length - 1]!);
    if (ground) found = [ground];
  }
  if (matchCache.size >= MATCH_CACHE_SIZE) matchCache.delete(matchCache.keys().next().value!);
  matchCache.set(key, found);
  return found;
}

/** Nouns that name a kind of food, whose generic food stands for a kind of it the table lacks. */
const CATEGORY_NOUNS = wordSet('cheese sauce steak jam preserve jelly vinegar extract chili');

/**
 * The words of a name in another language that name a food ('gerezd fokhagyma zúzva' → garlic),
 * when a word of it is in the other languages' dictionary and others are no word of the table;
 * else null (an English name keeps all its words).
 */
function foreignFoodWords(name: string): string[] | null {
  index ??= buildIndex();
  const raw = (alternatives(name)[0] ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .match(/[a-z]+/g);
  if (!raw || !raw.some((w) => OTHER_LANGUAGES.has(w) || OTHER_LANGUAGES.has(singular(w)))) return null;
  const words = foodWords(name);
  const known = words.filter((w) => index!.postings.has(w));
  return known.length > 0 && known.length < words.length ? known : null;
}

/** Words for a piece cut or rolled from a food, which no food of the table is named by. */
const CUT_WORDS = wordSet('slice chunk cube ring wrap');

/** USDA's spices and herbs. */
const SPICES = '0200';

/**
 * The food a powder, paste or piece of no food of the table is made of: a spice's powder is the
 * ground spice ('ginger powder' → 'Spices, ginger, ground'), a paste or a slice the food it is made
 * of ('miso paste' → miso, 'banana slices' → bananas); none when the rest names no food, or a
 * powder no spice ('espresso powder').
 */
function madeOf(words: readonly string[], limit: number): Food[] {
  const last = words[words.length - 1];
  const rest = words.slice(0, -1);
  if (last === 'powder') return matchWords(['ground', ...rest], limit).filter((f) => f.group === SPICES);
  if (last === 'paste') return matchWords(rest, limit);
  // 'banana slices', 'cheese slices', 'tortilla wraps': the food cut or rolled so.
  // Not of a kind of food alone ('cheese slices' say no cheese).
  if (CUT_WORDS.has(last ?? '') && !(rest.length === 1 && CATEGORY_NOUNS.has(rest[0]!))) {
    return matchWords(rest, limit);
  }
  return [];
}

/** Names matched lately (recipes repeat their foods): at most MATCH_CACHE_SIZE, oldest out first. */
const MATCH_CACHE_SIZE = 5000;
const matchCache = new Map<string, Food[]>();

function matchWords(words: readonly string[], limit: number): Food[] {
  const alias = aliasFood(words);
  const ranked = rankWords(words, limit).filter((r) => r.score >= MATCH_THRESHOLD);
  const top = ranked[0]?.score ?? 0;
  const close = ranked.filter((r) => r.score >= top - CLOSE_SCORE).map((r) => r.food);
  if (!alias) return close;
  return [alias, ...close.filter((f) => f !== alias)].slice(0, Math.max(1, limit));
}

/** The food a recipe's ingredient name means, or null (the first of matchFoods). */
export function matchFood(name: string): Food | null {
  return matchFoods(name, 5)[0] ?? null;
}

/**
 * How plainly a food is what a person searching for the query means, lower first: the food a cook
 * means by the query as a common name ('flour' → all-purpose wheat flour), then a food whose name
 * opens with just the query's words ('Butter, salted' for 'butter'), then one whose first part ends
 * in the query's noun ('Carob flour'), then the rest ('Croissants, butter'), then foods that have the
 * noun only among their other names.
 */
function searchTier(entry: IndexedFood, query: readonly string[], common: Food | undefined): number {
  if (entry.food === common) return 0;
  const first = tokenize(entry.food.name.split(',')[0] ?? '');
  if (first.length === query.length && query.every((w) => first.includes(w))) return 1;
  const noun = query[nounIndex(query)]!;
  if (first[first.length - 1] === noun) return 2;
  // A food that has the noun only among its other names ('Abiyuch' for 'garlic') comes last.
  return tokenize(entry.food.name).includes(noun) ? 3 : 4;
}

/**
 * Foods whose names share words with the query, for a person picking one: the plainest first
 * (searchTier), then by how well they fit (score), then the shortest description.
 */
export function searchFoods(query: string, limit = 20): Food[] {
  const words = foodWords(query);
  if (words.length === 0 || limit <= 0) return [];
  index ??= buildIndex();
  const aliasId = FOOD_ALIASES[words.join(' ')];
  const common = aliasId === undefined ? undefined : foodById(aliasId);
  const ranked: { food: Food; tier: number; score: number; words: number }[] = [];
  for (const entry of index.postings.get(words[nounIndex(words)]!) ?? []) {
    const s = score(entry, words);
    if (s <= 0) continue;
    const nameWords = entry.food.name.split(/[\s,]+/).length;
    ranked.push({ food: entry.food, tier: searchTier(entry, words, common), score: s, words: nameWords });
  }
  ranked.sort((a, b) => a.tier - b.tier || b.score - a.score || a.words - b.words);
  return ranked.slice(0, limit).map((r) => r.food);
}
