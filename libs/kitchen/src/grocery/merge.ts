import { parseIngredientLine, type ParsedIngredient } from '../ingredients/parse-line.ts';
import { pluralPhrase, singularWord } from '../ingredients/word-forms.ts';
import { UNIT_INFO, type CanonicalUnit } from '../ingredients/units.ts';
import { PREPARATION_WORDS, SIZE_WORDS } from '../ingredients/vocabulary.ts';
import { displayUnit, expressAmount, type MeasureSystem } from '../scaling/convert.ts';
import { roundToNiceFraction } from '../scaling/round.ts';
import { categorize, GROCERY_CATEGORIES, type GroceryCategory } from './categories.ts';

export interface GroceryRecipe {
  title: string;
  /** Ingredient lines as written. */
  lines: readonly string[];
  /** This recipe's own factor (its servings to the servings wanted); `servingsFactor` otherwise. */
  servingsFactor?: number;
}

export interface MergeOptions {
  /** Multiplies every scaleable amount (a servings change); 1 by default. */
  servingsFactor?: number;
  /** Write totals in this system; by default the one most of an item's lines use. */
  system?: MeasureSystem;
}

export interface GroceryItem {
  ingredient: string;
  /** Total in `unit`, or null when some amount is unknown and none is known. */
  quantity: number | null;
  unit: CanonicalUnit | null;
  /** "1 ½ cups", "3", "450 g"; '?' when the amount is unknown. */
  display: string;
  /** Titles of the recipes the item came from, alphabetically. */
  recipeSources: string[];
  notes: string | null;
}

export interface GroceryCategoryGroup {
  category: GroceryCategory;
  items: GroceryItem[];
}

/** Shown where an amount is unknown (spec §3 'grocery_lists'). */
export const UNKNOWN_AMOUNT = '?';

const WORD_SPLIT = /[^\p{L}\p{N}'-]+/u;
const ADVERB = /^\p{L}{3,}ly$/u;

const singular = singularWord;
const plural = pluralPhrase;

/**
 * The name ingredients are merged by: lower case, preparation and size words left out, the last
 * word singular ("Chopped Onions" and "onion" meet).
 */
export function normaliseIngredientName(ingredient: string): string {
  const words = ingredient
    .toLowerCase()
    .split(WORD_SPLIT)
    .filter((w) => w !== '' && !PREPARATION_WORDS.has(w) && !SIZE_WORDS.has(w) && !ADVERB.test(w));
  const last = words.pop();
  if (last === undefined) return ingredient.toLowerCase().trim();
  words.push(singular(last));
  return words.join(' ');
}

/** How amounts of an item add up: volumes with volumes, weights with weights, each count unit alone. */
function amountKind(unit: CanonicalUnit | null): string {
  if (unit === null) return 'count';
  const { dimension } = UNIT_INFO[unit];
  return dimension === 'count' ? `count:${unit}` : dimension;
}

interface Group {
  name: string;
  kind: string;
  unit: CanonicalUnit | null;
  /** Amounts in ml, g or the count unit, summed at the end in a fixed order. */
  amounts: number[];
  known: boolean;
  us: number;
  metric: number;
  /** The ingredient as written (lower case), for display. */
  spellings: Set<string>;
  sources: Set<string>;
  notes: Set<string>;
}

function lineAmount(p: ParsedIngredient, factor: number): number | null {
  const q = p.rangeEnd ?? p.quantity;
  if (q === null) return null;
  return p.scaleable ? q * factor : q;
}

function newGroup(name: string, kind: string, unit: CanonicalUnit | null): Group {
  return {
    name,
    kind,
    unit,
    amounts: [],
    known: false,
    us: 0,
    metric: 0,
    spellings: new Set(),
    sources: new Set(),
    notes: new Set(),
  };
}

function toItem(g: Group, system: MeasureSystem | undefined): GroceryItem {
  const recipeSources = [...g.sources].sort();
  const notes = g.notes.size ? [...g.notes].sort().join('; ') : null;
  // The first spelling alphabetically: the same whatever order the recipes come in.
  const ingredient = [...g.spellings].sort()[0] ?? g.name;
  if (!g.known) {
    return { ingredient, quantity: null, unit: g.unit, display: UNKNOWN_AMOUNT, recipeSources, notes };
  }
  // Summed smallest first, so the total is the same bit for bit whatever order the recipes come in.
  const total = g.amounts.sort((a, b) => a - b).reduce((sum, a) => sum + a, 0);
  if (g.unit === null) {
    const r = roundToNiceFraction(total);
    const counted = r.value > 1 ? plural(g.name) : g.name;
    return { ingredient: counted, quantity: r.value, unit: null, display: r.text, recipeSources, notes };
  }
  if (UNIT_INFO[g.unit].dimension === 'count') {
    const r = roundToNiceFraction(total);
    const display = `${r.text} ${displayUnit(g.unit, r.value)}`;
    return { ingredient, quantity: r.value, unit: g.unit, display, recipeSources, notes };
  }
  const base: CanonicalUnit = g.kind === 'volume' ? 'milliliter' : 'gram';
  const target = system ?? (g.metric > g.us ? 'Metric' : 'US');
  const e = expressAmount(total, null, base, target);
  return { ingredient, quantity: e.quantity, unit: e.unit, display: e.text, recipeSources, notes };
}

/**
 * One grocery list from several recipes (spec §9 'Grocery lists'): lines merged by normalised
 * name, amounts turned into millilitres or grams before summing (cups with spoons, grams with
 * kilograms, ounces with pounds), counts kept apart from weights, '?' where an amount is unknown;
 * the 7 categories in order, each sorted alphabetically.
 */
export function mergeGroceryItems(
  recipes: readonly GroceryRecipe[],
  options: MergeOptions = {},
): GroceryCategoryGroup[] {
  const validFactor = (f: number | undefined) => f !== undefined && Number.isFinite(f) && f > 0;
  const listFactor = validFactor(options.servingsFactor) ? (options.servingsFactor as number) : 1;
  const groups = new Map<string, Group>();
  const unknown = new Map<string, Group>();
  for (const recipe of recipes) {
    const factor = validFactor(recipe.servingsFactor) ? (recipe.servingsFactor as number) : listFactor;
    for (const line of recipe.lines) {
      if (line.trim() === '') continue;
      const p = parseIngredientLine(line);
      const name = normaliseIngredientName(p.ingredient);
      if (name === '') continue;
      const amount = lineAmount(p, factor);
      if (amount === null) {
        const g = unknown.get(name) ?? newGroup(name, 'unknown', p.unit);
        // Keep a unit ("pinch") only while every line agrees on it, whatever their order.
        if (g.unit !== p.unit) g.unit = null;
        g.sources.add(recipe.title);
        g.spellings.add(p.ingredient.toLowerCase());
        if (p.notes) g.notes.add(p.notes);
        unknown.set(name, g);
        continue;
      }
      const kind = amountKind(p.unit);
      const key = `${name}\u0000${kind}`;
      let g = groups.get(key);
      if (!g) {
        g = newGroup(name, kind, p.unit);
        groups.set(key, g);
      }
      const info = p.unit ? UNIT_INFO[p.unit] : null;
      const measured = info !== null && info.dimension !== 'count';
      g.amounts.push(amount * (measured ? info.base : 1));
      g.known = true;
      if (info?.system === 'US') g.us++;
      if (info?.system === 'Metric') g.metric++;
      g.sources.add(recipe.title);
      g.spellings.add(p.ingredient.toLowerCase());
      if (p.notes) g.notes.add(p.notes);
    }
  }

  // A line with no amount ("salt to taste") joins the same food's measured items, or stands as '?'.
  const byName = new Map<string, Group[]>();
  for (const g of groups.values()) {
    const list = byName.get(g.name);
    if (list) list.push(g);
    else byName.set(g.name, [g]);
  }
  for (const u of unknown.values()) {
    const measured = byName.get(u.name);
    if (!measured) {
      groups.set(`${u.name}\u0000unknown`, u);
      continue;
    }
    for (const g of measured) for (const s of u.sources) g.sources.add(s);
  }

  const byCategory = new Map<GroceryCategory, GroceryItem[]>();
  for (const g of groups.values()) {
    const category = categorize(g.name);
    const items = byCategory.get(category) ?? [];
    items.push(toItem(g, options.system));
    byCategory.set(category, items);
  }
  return GROCERY_CATEGORIES.filter((c) => byCategory.has(c)).map((category) => ({
    category,
    items: (byCategory.get(category) ?? []).sort(compareItems),
  }));
}

/** One collator for every comparison: `localeCompare` with a locale builds a new one per call. */
const COLLATOR = new Intl.Collator('en');

function compareItems(a: GroceryItem, b: GroceryItem): number {
  return (
    COLLATOR.compare(a.ingredient, b.ingredient) ||
    COLLATOR.compare(a.unit ?? '', b.unit ?? '') ||
    COLLATOR.compare(a.display, b.display)
  );
}
