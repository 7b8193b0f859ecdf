import { parseIngredientLine, type ParsedIngredient } from '../ingredients/parse-line.ts';
import { UNIT_INFO } from '../ingredients/units.ts';
import { foodById, NUTRIENT_KEYS, zeroNutrients, type Food, type Nutrients } from './food.ts';
import { gramsFor, hasVolumePortion } from './grams.ts';
import { localizeLine } from './localize-line.ts';
import { foodWords, headWords, matchFoods, rankFoods } from './match-food.ts';

/** Why a line is not in the figures. */
export type NotCountedReason = 'no food' | 'no weight' | 'no amount';

export interface NutritionLine {
  text: string;
  /** The food the line was matched to (or the person chose), if any. */
  food: { id: string; name: string } | null;
  /** True when the food is the person's choice for this line. */
  chosen: boolean;
  /** Grams counted for the whole recipe at its own servings; null when not counted. */
  grams: number | null;
  notCounted: NotCountedReason | null;
}

export interface NutritionResult {
  /** The servings the figures are for (the recipe's own, or those shown). */
  servings: number;
  perServing: Nutrients;
  perRecipe: Nutrients;
  lines: NutritionLine[];
  /** The lines left out of the figures, as written ('1 pinch saffron'). */
  notCounted: string[];
  /** True when lines left out carry real weight, so the figures are too low. */
  partial: boolean;
}

/** A person's food for a line, keyed by the line's text as written (trimmed). */
export type FoodChoices = Readonly<Record<string, string>>;

/** Left-out lines weighing at least this share of the recipe make its figures partial. */
export const PARTIAL_SHARE = 0.1;
/** What an unweighable counted piece ('2 quail') is taken to weigh when judging 'partial'. */
const PIECE_ESTIMATE_GRAMS = 50;
/** The size of a container the line gives in brackets: '1 (14 oz) can', '2 (400 g) tins'. */
const BRACKETED_WEIGHT = /\(\s*(\d+(?:[.,]\d+)?)\s*-?\s*(oz|ounces?|g|grams?|lbs?|pounds?|kg|ml)\b[^)]*\)/i;
/** The same without brackets: '1 15.5-ounce can chickpeas', '2 12- ounce cans evaporated milk'. */
const CONTAINER_WEIGHT =
  /(\d+(?:[.,]\d+)?)\s*-?\s*(oz|ounces?|g|grams?|lbs?|pounds?|kg|ml)\.?\s+(?:cans?|tins?|jars?|packages?|packets?|bags?|box(?:es)?|cartons?|bottles?)\b/i;
/** A weight for each of the pieces counted: '4 salmon fillets (about 6 oz each)'. */
const EACH_WEIGHT = /(\d+(?:[.,]\d+)?)\s*-?\s*(oz|ounces?|g|grams?|lbs?|pounds?|kg)\.?\s*each\b/i;
const BRACKET_GRAMS: Readonly<Record<string, number>> = { oz: 28.35, g: 1, lb: 453.6, kg: 1000, ml: 1 };

export function lineKey(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

/** A line that heads a group ('For the sauce:') rather than naming an ingredient. */
function isHeading(text: string, parsed: ParsedIngredient): boolean {
  return parsed.quantity === null && /:\s*$/.test(text);
}

/**
 * The amount a line counts: a range at its first figure ('2-3 cups' is 2), as the figures recipe
 * pages publish count it.
 */
function amountOf(parsed: ParsedIngredient): number | null {
  return parsed.quantity;
}

/** The weight in grams of a container ('1 (14 oz) can') the line names, else null. */
function bracketedGrams(text: string, amount: number): number | null {
  const m = EACH_WEIGHT.exec(text) ?? BRACKETED_WEIGHT.exec(text) ?? CONTAINER_WEIGHT.exec(text);
  if (!m) return null;
  const unit = m[2]!
    .toLowerCase()
    .replace(/ounces?/, 'oz')
    .replace(/grams?/, 'g')
    .replace(/pounds?|lbs/, 'lb');
  const per = BRACKET_GRAMS[unit];
  return per === undefined ? null : amount * Number(m[1]!.replace(',', '.')) * per;
}

/** A weight in a line's brackets: '(135 g)', '(about 4 ounces, shred it yourself!)', '(about 1 1/2 pounds total)'. */
const STATED_WEIGHT =
  /\(\s*(?:about|approx\.?|approximately|roughly|around|~)?\s*(\d+(?:[.,]\d+)?(?:\s+\d+\/\d+)?|\d+\/\d+|\d*\s*[½¼¾⅓⅔⅛])\s*-?\s*(oz|ounces?|g|grams?|lbs?|pounds?|kg)\b\.?([^)]*)\)/i;

/**
 * The weight the line itself gives for all it measures, in grams, else null: a volume or a count
 * of a measure ('1 cup (135 g) cashews', '2 sticks (8 oz) butter'), or of pieces when it says
 * 'total' ('4 chicken breasts (about 1 1/2 pounds total)'). A weight of each piece is not it.
 */
function statedGrams(text: string, parsed: ParsedIngredient): number | null {
  if (parsed.unit !== null && UNIT_INFO[parsed.unit].dimension === 'weight') return null;
  if (parsed.unit === 'can' || parsed.unit === 'package') return null;
  const m = STATED_WEIGHT.exec(text);
  if (!m || /\beach\b/i.test(m[3]!)) return null;
  if (parsed.unit === null && !/\btotal\b/i.test(m[3]!)) return null;
  const weight = parseIngredientLine(`${m[1]} ${m[2]}`);
  if (weight.quantity === null || weight.unit === null) return null;
  const info = UNIT_INFO[weight.unit];
  return info.dimension === 'weight' ? weight.quantity * info.base : null;
}

/**
 * For a line measured by volume, the foods USDA weighs by a volume first, of those as close to the
 * name: '1 cup parmesan' is the grated cheese a cup holds (100 g), not the hard one at a density.
 */
function byVolume(foods: readonly Food[], parsed: ParsedIngredient): Food[] {
  const volume = parsed.unit !== null && UNIT_INFO[parsed.unit].dimension === 'volume';
  const first = foods[0];
  if (!volume || !first || hasVolumePortion(first)) return [...foods];
  // Only the same food in another form: its description but for the last part ('Cheese, parmesan,
  // hard' → 'Cheese, parmesan, grated'), not a prepared or richer one ('Ice creams, vanilla, rich').
  const parts = first.name.split(', ');
  const sibling = foods.find((f) => {
    const other = f.name.split(', ');
    return (
      hasVolumePortion(f) &&
      other.length === parts.length &&
      other.slice(0, -1).join(', ') === parts.slice(0, -1).join(', ')
    );
  });
  return sibling ? [sibling, ...foods.filter((f) => f !== sibling)] : [...foods];
}

/** Herbs and spices: left out, they weigh next to nothing ('2 bay leaves', '3 sprigs thyme'). */
const HERBS_AND_SPICES = '0200';

/**
 * What a line left out is taken to weigh when judging 'partial': 0 when it has no amount or is a
 * herb or spice, its weight when given in mass or volume, PIECE_ESTIMATE_GRAMS a piece otherwise.
 */
function estimateGrams(parsed: ParsedIngredient, amount: number | null, food?: Food): number {
  if (amount === null || food?.group === HERBS_AND_SPICES) return 0;
  if (parsed.unit === null) return amount * PIECE_ESTIMATE_GRAMS;
  if (parsed.unit === 'pinch' || parsed.unit === 'dash') return 0;
  const info = UNIT_INFO[parsed.unit];
  return info.dimension === 'count' ? amount * PIECE_ESTIMATE_GRAMS : amount * info.base;
}

/**
 * What a line with no amount ('olive oil', 'oil for frying', 'butter for the pan') is taken to use,
 * by USDA food group, as the calculators of recipe pages count it: a tablespoon of a fat or oil.
 */
const TYPICAL_GRAMS: Readonly<Record<string, number>> = { '0400': 13.6 };

/** A line that weighs its meat with the bone: '3 lb bone-in short ribs', '2 lbs ribs (bone in)'. */
const BONE_IN = /\bbone[- ]in\b|\bon the bone\b/i;

/**
 * The grams eaten of a weight as bought: a weight of bone-in meat less USDA's refuse share of the
 * food (its figures are per 100 g eaten); any other weight as it is.
 */
function eatenGrams(grams: number, text: string, parsed: ParsedIngredient, food: Food): number {
  const byWeight = parsed.unit !== null && UNIT_INFO[parsed.unit].dimension === 'weight';
  return byWeight && BONE_IN.test(text) ? grams * (1 - food.refusePct / 100) : grams;
}

/** An amount the line adds to its first: '1/4 cup plus 2 tablespoons', '1 stick + 6 tablespoons'. */
const ADDED_AMOUNT = /^(?:plus|\+|and)\s+([^,;()]+)/i;

/** The grams of what a line adds to its first amount ('plus 2 tablespoons'), 0 when none. */
function addedGrams(parsed: ParsedIngredient, food: Food, text: string): number {
  const m = ADDED_AMOUNT.exec(parsed.notes ?? '');
  if (!m || parsed.unit === null) return 0;
  const added = parseIngredientLine(m[1]!);
  if (added.quantity === null || added.unit === null) return 0;
  return gramsFor(added.quantity, added.unit, food, text) ?? 0;
}

/**
 * A container or a piece named before the food: 'packet active dry yeast', 'head garlic' (a head is
 * no clove: weighed by USDA's 'head' of the food, or not at all).
 */
const LEADING_CONTAINER =
  /^(packets?|envelopes?|sachets?|jars?|box(?:es)?|bags?|containers?|tubs?|cartons?|bottles?|heads?)\s/i;

/** A name of a ground food: 'almond flour', 'tapioca starch', 'flaxseed meal'. */
const GROUND_NAME = /\b(?:flour|meal|starch)\b/i;

function weighLine(
  text: string,
  parsed: ParsedIngredient,
  food: Food,
): { grams: number | null; reason: NotCountedReason | null } {
  const amount = amountOf(parsed);
  if (amount === null) {
    const typical = TYPICAL_GRAMS[food.group];
    return typical === undefined ? { grams: null, reason: 'no amount' } : { grams: typical, reason: null };
  }
  const container = parsed.unit === 'can' || parsed.unit === 'package' || parsed.unit === null;
  const bracketed = container ? bracketedGrams(text, amount) : null;
  // The line's own weight first ('1 cup (135 g) cashews'): the author weighed what the table guesses.
  const stated = statedGrams(text, parsed);
  // 'almond flour' matched to almonds is weighed ground (USDA's 'cup, ground').
  const hint = GROUND_NAME.test(parsed.ingredient) && !GROUND_NAME.test(food.name) ? `${text} ground` : text;
  // '1 packet active dry yeast', '1 jar pesto': a container the parser leaves in the name.
  const unit =
    parsed.unit ?? LEADING_CONTAINER.exec(parsed.ingredient)?.[1]?.toLowerCase().replace(/e?s$/, '') ?? null;
  const grams = stated ?? bracketed ?? gramsFor(amount, unit, food, hint);
  const more = stated === null ? addedGrams(parsed, food, text) : 0;
  return grams === null
    ? { grams: null, reason: 'no weight' }
    : { grams: eatenGrams(grams + more, text, parsed, food), reason: null };
}

/**
 * The foods a line may mean, best first: its name's ('skinless' added when the line says it beside
 * the name), with the form of the food the line names first (STATED_FORMS: '1 (15 oz) can black
 * beans' is no dried beans, '1 cup grated parmesan' no hard cheese, '3 cups cooked rice' no raw rice).
 */
function foodsFor(text: string, parsed: ParsedIngredient): Food[] {
  const name = skinlessName(text, parsed.ingredient);
  let foods = matchFoods(name);
  if (foods.length === 0) return foods;
  for (const state of STATED_FORMS) {
    if (!state.line(text, parsed.ingredient) || state.food.test(foods[0]!.name.replace(/\([^)]*\)?/g, ' ')))
      continue;
    const base = foods[0]!;
    // The same food in that state first ('Rice, white, long-grain, regular, cooked, enriched' for the
    // raw long-grain rice 'rice' means), by the words their descriptions share.
    const query = `${state.word} ${name}`;
    // Also by the best food's own first word when it is another name ('Spaghetti, dry, enriched'
    // for 'pasta').
    const noun = foodWords(name).at(-1) ?? '';
    const own = base.name.toLowerCase().includes(noun) ? [] : [`${state.word} ${headWords(base)}`];
    const inState = [query, ...own]
      .flatMap((q) => [...matchFoods(q, 10), ...rankFoods(q, 100).map((r) => r.food)])
      .concat(foods)
      // The state in the description itself, not in a note ('(liquid expressed from grated meat)').
      .filter((f) => state.food.test(f.name.replace(/\([^)]*\)?/g, ' ')))
      .map((f, i) => ({ f, i, shared: sharedWords(f.name, base.name) }))
      .sort((a, b) => b.shared - a.shared || a.i - b.i)
      .map((x) => x.f);
    if (inState.length > 0) foods = [...new Set([...inState, ...foods])];
  }
  return foods;
}

/** 'skinless' or 'skin removed' said beside the name ('chicken thighs (boneless and skinless)'). */
const SKINLESS_LINE = /\bskinless\b|\bskin(?:s)?\s+(?:removed|off)\b|\bwithout (?:the )?skin\b/i;
/** A line that keeps the skin: 'bone-in and skin-on (can also use skinless)'. */
const SKIN_ON_LINE = /\bskin[- ]on\b|\bwith (?:the )?skin\b/i;

/** The name to match: 'skinless' added when the line says it outside the name. */
function skinlessName(text: string, name: string): string {
  if (/\bskinless\b/i.test(name) || !SKINLESS_LINE.test(text) || SKIN_ON_LINE.test(text)) return name;
  return `skinless ${name}`;
}

/** Words that say a food is cooked ('2 cups cooked rice', 'stewed black beans', 'roasted chicken'). */
const COOKED = /\b(?:cooked|stewed|boiled|steamed|roasted|grilled|braised)\b/i;

/** A line that names a can or tin, or a food from one ('1 (15 oz) can black beans', 'tinned tomatoes'). */
const CANNED_LINE = /\b(?:cans?|tins?|canned|tinned)\b/i;
/**
 * 'can' the verb, not the container: after one who does it ('you can use', 'I can') or before what
 * is done ('can sub for thyme', 'can be used', 'can also use'), so a note says no canned food.
 */
const MODAL_CAN =
  /\b(?:you|i|we|they|it|this|that|which|one)\s+can\b|\bcan\s+(?:also|be|use|sub|substitute|swap|replace|add|omit|skip|make|try|find|buy|get|leave|do|just|easily)\b/gi;

/** The line without 'can' the verb (MODAL_CAN). */
export function withoutModalCan(text: string): string {
  return text.replace(MODAL_CAN, ' ');
}

/**
 * States of a food a line may name that USDA describes a food by ('1 (15 oz) can black beans',
 * '1 cup grated parmesan', '3 cups cooked rice'): when the line says one and the best food is in
 * another, the foods in that state come first, so the food and its portion weights are the cook's.
 * 'cooked' only before the name ('2 cups cooked rice', not '1 lb ground beef, cooked': that weight
 * was bought raw).
 */
const STATED_FORMS: readonly {
  word: string;
  line: (text: string, name: string) => boolean;
  food: RegExp;
}[] = [
  { word: 'canned', line: (text) => CANNED_LINE.test(withoutModalCan(text)), food: /\bcanned\b/i },
  {
    word: 'grated',
    line: (text) => /\b(?:grated|shredded)\b/i.test(text),
    food: /\b(?:grated|shredded)\b/i,
  },
  { word: 'cooked', line: cookedBeforeName, food: COOKED },
];

/** Words of a description that say how it was cooked or sold, not which food it is. */
const PROCESS_WORDS = new Set(
  'raw cooked boiled drained stewed roasted steamed grilled braised simmered baked fried microwaved with without salt added regular enriched unenriched dry canned solids liquids grated shredded'.split(
    ' ',
  ),
);

/** The share of two descriptions' words that say which food they have in common (Jaccard). */
function sharedWords(a: string, b: string): number {
  const kind = (text: string) =>
    new Set((text.toLowerCase().match(/[a-z]+/g) ?? []).filter((w) => !PROCESS_WORDS.has(w)));
  const wa = kind(a);
  const wb = kind(b);
  const both = [...wa].filter((w) => wb.has(w)).length;
  return both / Math.max(1, wa.size + wb.size - both);
}

function cookedBeforeName(text: string, name: string): boolean {
  const lower = text.toLowerCase();
  const cooked = lower.search(COOKED);
  const noun = name
    .toLowerCase()
    .match(/[a-z]+/g)
    ?.at(-1);
  if (cooked < 0 || noun === undefined) return false;
  // Before the name's noun and the first comma: '3 cups cooked white rice', 'stewed black beans',
  // '555 g cooked, cold jasmine rice'; not '1 lb ground beef, cooked and drained' nor '8 ounces
  // macaroni (cooked)', weights bought raw or dry.
  const comma = lower.indexOf(',');
  return lower.indexOf(noun) > cooked && (comma < 0 || cooked < comma);
}

function addScaled(total: Nutrients, per100g: Nutrients, grams: number): void {
  for (const key of NUTRIENT_KEYS) total[key] += (per100g[key] * grams) / 100;
}

function scaled(n: Nutrients, factor: number): Nutrients {
  const out = zeroNutrients();
  for (const key of NUTRIENT_KEYS) out[key] = n[key] * factor;
  return out;
}

export interface ComputeOptions {
  /** Servings shown; the recipe's figures scale to them (per serving stays the same). */
  shownServings?: number;
}

/**
 * A recipe's nutrition from its ingredient lines: each line parsed, its food matched (or the
 * person's choice for it taken), its amount weighed, the foods' figures summed and divided by the
 * servings. Lines that cannot be matched or weighed are listed as not counted; when those carry
 * real weight (at least PARTIAL_SHARE of the recipe), the figures are partial.
 */
export function computeNutrition(
  ingredientLines: readonly string[],
  servings: number,
  choices: FoodChoices = {},
  options: ComputeOptions = {},
): NutritionResult {
  const recipeServings = Number.isFinite(servings) && servings > 0 ? servings : 1;
  const shown =
    options.shownServings !== undefined && Number.isFinite(options.shownServings) && options.shownServings > 0
      ? options.shownServings
      : recipeServings;
  const total = zeroNutrients();
  const lines: NutritionLine[] = [];
  const notCounted: string[] = [];
  let countedGrams = 0;
  let leftOutGrams = 0;
  for (const raw of ingredientLines) {
    const text = lineKey(raw);
    if (text === '') continue;
    // Weighed as the parser reads it ('Zucchero 105 g' → '105 g Zucchero'); shown as written.
    const read = localizeLine(text);
    const parsed = parseIngredientLine(read);
    if (isHeading(text, parsed)) continue;
    const chosenId = Object.hasOwn(choices, text) ? choices[text] : undefined;
    const chosen = chosenId !== undefined ? foodById(chosenId) : undefined;
    const candidates = chosen ? [chosen] : foodsFor(read, parsed);
    // The first candidate that can weigh the line ('¼ cup parmesan': the grated one, which has a cup),
    // of the first one's food group: '2 peppers' that black pepper cannot count are no banana peppers.
    const weighed = byVolume(candidates, parsed)
      .filter((f) => f.group === candidates[0]!.group)
      .map((f) => ({ food: f, ...weighLine(read, parsed, f) }));
    const pick = weighed.find((w) => w.grams !== null) ?? weighed[0];
    if (!pick) {
      lines.push({ text, food: null, chosen: false, grams: null, notCounted: 'no food' });
      notCounted.push(text);
      leftOutGrams += estimateGrams(parsed, amountOf(parsed));
      continue;
    }
    const { food, grams, reason } = pick;
    lines.push({
      text,
      food: { id: food.id, name: food.name },
      chosen: chosen !== undefined,
      grams,
      notCounted: reason,
    });
    if (grams === null) {
      notCounted.push(text);
      leftOutGrams += estimateGrams(parsed, amountOf(parsed), food);
      continue;
    }
    countedGrams += grams;
    addScaled(total, food.per100g, grams);
  }
  const factor = shown / recipeServings;
  return {
    servings: shown,
    perServing: scaled(total, 1 / recipeServings),
    perRecipe: scaled(total, factor),
    lines: lines.map((l) => ({ ...l, grams: l.grams === null ? null : l.grams * factor })),
    notCounted,
    partial: leftOutGrams > 0 && leftOutGrams >= PARTIAL_SHARE * (countedGrams + leftOutGrams),
  };
}

/** Energy (kcal) per serving, or null when no line could be counted (for search's calories filter). */
export function energyPerServing(
  ingredientLines: readonly string[],
  servings: number,
  choices: FoodChoices = {},
): number | null {
  const result = computeNutrition(ingredientLines, servings, choices);
  return result.lines.some((l) => l.grams !== null) ? Math.round(result.perServing.energyKcal) : null;
}
