import { UNIT_INFO, type CanonicalUnit } from '../ingredients/units.ts';
import { PREPARATION_WORDS, SIZE_WORDS } from '../ingredients/vocabulary.ts';
import { singularWord } from '../ingredients/word-forms.ts';
import type { MeasureSystem } from '../scaling/convert.ts';
import { findWeighedFood, gramsPerMillilitre } from '../weights/weighed-food.ts';
import { amountWithUnit, listAmount } from './amounts.ts';
import { categorize, GROCERY_CATEGORIES, type GroceryCategory } from './categories.ts';
import { extraUnitPlural, groceryLines, type GroceryLine } from './names.ts';
import { countedName } from './counted-name.ts';

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
  /** The amount alone: '1 ⅓', '3'; '?' when unknown. */
  amount: string;
  /** The unit as shown after the amount: 'cups', 'tbsp', 'heads'; null for a bare count. */
  unitText: string | null;
  /** "1 ½ cups", "3", "450 g", "3 heads"; '?' when the amount is unknown. */
  display: string;
  /** Titles of the recipes the item came from, alphabetically. */
  recipeSources: string[];
  /** 'melted, softened', 'plus to taste', 'to taste'; null when there is nothing to add. */
  notes: string | null;
  /** What the item's lines were merged by ('onion', 'salt'). */
  key: string;
}

export interface GroceryCategoryGroup {
  category: GroceryCategory;
  items: GroceryItem[];
}

/** Shown where an amount is unknown (spec §3 'grocery_lists'). */
export const UNKNOWN_AMOUNT = '?';

const WORD_SPLIT = /[^\p{L}\p{N}'-]+/u;
const ADVERB = /^\p{L}{3,}ly$/u;

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
  words.push(singularWord(last));
  return words.join(' ');
}

/** How amounts of an item add up: volumes with volumes, weights with weights, each count unit alone. */
function amountKind(line: GroceryLine): string {
  if (line.unit === null) return line.extraUnit === null ? 'count' : `count:${line.extraUnit}`;
  const { dimension } = UNIT_INFO[line.unit];
  return dimension === 'count' ? `count:${line.unit}` : dimension;
}

interface Group {
  key: string;
  unit: CanonicalUnit | null;
  extraUnit: string | null;
  /** Amounts in ml, g or the count unit, summed at the end in a fixed order. */
  amounts: number[];
  us: number;
  metric: number;
  /** The units the lines were written in. */
  writtenUnits: Set<CanonicalUnit>;
  /** Names as written, with how many lines wrote each. */
  spellings: Map<string, number>;
  /** Names as written after a count of more than one ('2 onions'), and of one or less ('1 onion'). */
  writtenMany: Map<string, number>;
  writtenOne: Map<string, number>;
  /** A staple's kinds ('kosher' salt); '' for a line that names none. */
  kinds: Set<string>;
  sources: Set<string>;
  notes: Map<string, string>;
  /** 'to taste', 'as needed': how the lines with no amount say it. */
  toTaste: Set<string>;
}

function newGroup(line: GroceryLine): Group {
  return {
    key: line.key,
    unit: line.unit,
    extraUnit: line.extraUnit,
    amounts: [],
    us: 0,
    metric: 0,
    writtenUnits: new Set(),
    spellings: new Map(),
    writtenMany: new Map(),
    writtenOne: new Map(),
    kinds: new Set(),
    sources: new Set(),
    notes: new Map(),
    toTaste: new Set(),
  };
}

/** What a line adds to its group besides its amount: its name, kind, recipe and notes. */
function addWords(g: Group, line: GroceryLine, source: string): void {
  g.spellings.set(line.name, (g.spellings.get(line.name) ?? 0) + 1);
  g.kinds.add(line.kind ?? '');
  g.sources.add(source);
  for (const n of line.notes) {
    const k = n.toLowerCase();
    if (!g.notes.has(k)) g.notes.set(k, n);
  }
  if (line.toTaste) g.toTaste.add(line.toTaste);
}

function mergeInto(g: Group, from: Group): void {
  for (const [name, n] of from.spellings) g.spellings.set(name, (g.spellings.get(name) ?? 0) + n);
  for (const k of from.kinds) g.kinds.add(k);
  for (const s of from.sources) g.sources.add(s);
  for (const u of from.writtenUnits) g.writtenUnits.add(u);
  for (const [k, n] of from.notes) if (!g.notes.has(k)) g.notes.set(k, n);
  for (const t of from.toTaste) g.toTaste.add(t);
}

/** The spelling most lines used; of equals, the first alphabetically (order of recipes never matters). */
function commonSpelling(g: Group, spellings = g.spellings): string {
  let best = g.key;
  let count = 0;
  for (const [name, n] of [...spellings].sort((a, b) => COLLATOR.compare(a[0], b[0]))) {
    if (n > count) {
      best = name;
      count = n;
    }
  }
  return best;
}

/**
 * A staple's name: the one kind every line agrees on, or the kind some name where others name
 * none ('salt' and 'kosher salt' are kosher salt); several kinds are kept as a note.
 */
function stapleName(g: Group, name: string): { name: string; note: string | null } {
  const kinds = [...g.kinds].filter((k) => k !== '').sort();
  if (kinds.length === 0) return { name, note: null };
  if (kinds.length === 1) return { name: `${kinds[0]} ${g.key}`, note: null };
  return { name: g.key, note: kinds.join(' or ') };
}

/** The longest notes a stored list item may have (`GROCERY_LIMITS.notes` in libs/contracts). */
export const GROCERY_NOTES_LIMIT = 500;

function notesOf(g: Group, known: boolean, kindNote: string | null): string | null {
  const notes = [...g.notes.values()].sort((a, b) => COLLATOR.compare(a, b));
  if (kindNote) notes.unshift(kindNote);
  if (g.toTaste.size > 0) {
    const taste = [...g.toTaste].sort().join(' or ');
    notes.unshift(known ? `plus ${taste}` : taste);
  }
  if (notes.length === 0) return null;
  // Many recipes' notes on one food: as many whole phrases as fit, then '…', so the list still saves.
  let text = '';
  for (const note of notes) {
    const next = text ? `${text}, ${note}` : note;
    if (next.length > GROCERY_NOTES_LIMIT - 2)
      return text ? `${text}, …` : `${note.slice(0, GROCERY_NOTES_LIMIT - 1)}…`;
    text = next;
  }
  return text;
}

function toItem(g: Group, system: MeasureSystem | undefined): GroceryItem {
  const recipeSources = [...g.sources].sort();
  const written = stapleName(g, commonSpelling(g));
  const known = g.amounts.length > 0;
  const notes = notesOf(g, known, written.note);
  const base = { recipeSources, notes, key: g.key };
  if (!known) {
    return {
      ...base,
      ingredient: written.name,
      quantity: null,
      unit: g.unit,
      amount: UNKNOWN_AMOUNT,
      unitText: null,
      display: UNKNOWN_AMOUNT,
    };
  }
  // Summed smallest first, so the total is the same bit for bit whatever order the recipes come in.
  const total = g.amounts.sort((a, b) => a - b).reduce((sum, a) => sum + a, 0);
  const target = system ?? (g.metric > g.us ? 'Metric' : 'US');
  const amount = listAmount(
    total,
    g.unit,
    target,
    g.writtenUnits.size === 1 ? ([...g.writtenUnits][0] ?? null) : null,
  );
  const display = amountWithUnit(amount, g.extraUnit, extraUnitPlural);
  const unitText = display === amount.text ? null : display.slice(amount.text.length + 1);
  const ingredient =
    g.unit === null && g.extraUnit === null ? countName(g, written.name, amount.value) : written.name;
  return {
    ...base,
    ingredient,
    quantity: amount.value,
    unit: amount.unit,
    amount: amount.text,
    unitText,
    display,
  };
}

/** Containers of shelf-stable food: tomatoes in cans are on the pantry aisle, not in produce. */
const SHELF_CONTAINERS: ReadonlySet<string> = new Set(['can', 'tin', 'jar']);

function categoryOf(g: Group): GroceryCategory {
  const byName = categorize(g.key);
  const container = g.unit ?? g.extraUnit;
  return container !== null && SHELF_CONTAINERS.has(container) && byName !== 'Frozen' ? 'Pantry' : byName;
}

/**
 * A weighed food bought by weight and measured by volume too ('60 g butter', '2 tbsp butter') is
 * one line in weight: the spoons are weighed (USDA portions, libs/kitchen/src/weights), written in
 * the system the weighed lines use.
 */
function weighVolumes(groups: Map<string, Group>): void {
  for (const [groupKey, volume] of groups) {
    if (!groupKey.endsWith('\u0000volume')) continue;
    const weight = groups.get(`${volume.key}\u0000weight`);
    const food = weight ? findWeighedFood(volume.key) : null;
    if (!weight || !food) continue;
    const density = gramsPerMillilitre(food);
    for (const ml of volume.amounts) weight.amounts.push(ml * density);
    if (weight.metric > weight.us) weight.metric += volume.us + volume.metric;
    else weight.us += volume.us + volume.metric;
    mergeInto(weight, volume);
    groups.delete(groupKey);
  }
}

/** A pinch is 1/16 teaspoon and a dash ⅛ (in ml): with the same food measured by the spoon they add up. */
const SPOONED_COUNTS: ReadonlyMap<string, number> = new Map([
  ['count:pinch', UNIT_INFO.teaspoon.base / 16],
  ['count:dash', UNIT_INFO.teaspoon.base / 8],
]);

/** '1 tsp salt' and 'a pinch of salt' are one line of salt in teaspoons. */
function spoonPinches(groups: Map<string, Group>): void {
  for (const [kind, ml] of SPOONED_COUNTS) {
    for (const [groupKey, pinches] of groups) {
      if (!groupKey.endsWith(`\u0000${kind}`)) continue;
      const volume = groups.get(`${pinches.key}\u0000volume`);
      if (!volume) continue;
      for (const n of pinches.amounts) volume.amounts.push(n * ml);
      mergeInto(volume, pinches);
      groups.delete(groupKey);
    }
  }
}

/**
 * A bare count names the food in the number the count asks for ('1 onion', '2 onions'): more than
 * one as a line wrote it after a count of more than one ('8 strúčikov cesnaku' stays as it is),
 * else made plural or singular by English rules ('1 shallots' is 1 shallot).
 */
function countName(g: Group, name: string, total: number): string {
  if (total > 1 && g.writtenMany.size > 0) return commonSpelling(g, g.writtenMany);
  return countedName(total <= 1 && g.writtenOne.size > 0 ? commonSpelling(g, g.writtenOne) : name, total);
}

function validFactor(f: number | undefined): f is number {
  return f !== undefined && Number.isFinite(f) && f > 0;
}

function lineAmount(line: GroceryLine, factor: number): number | null {
  const q = line.rangeEnd ?? line.quantity;
  if (q === null) return null;
  return line.scaleable ? q * factor : q;
}

/**
 * One grocery list from several recipes (spec §9 'Grocery lists', issue #34): lines merged by
 * name, pantry staples by kind ('salt', 'kosher salt'), amounts turned into millilitres or grams
 * before summing, counts kept apart from weights, totals in kitchen fractions, '?' where an amount
 * is unknown, words the name loses kept as notes; the 7 categories in order, each alphabetical.
 */
export function mergeGroceryItems(
  recipes: readonly GroceryRecipe[],
  options: MergeOptions = {},
): GroceryCategoryGroup[] {
  const listFactor = validFactor(options.servingsFactor) ? options.servingsFactor : 1;
  const groups = new Map<string, Group>();
  const unknown = new Map<string, Group>();
  for (const recipe of recipes) {
    const factor = validFactor(recipe.servingsFactor) ? recipe.servingsFactor : listFactor;
    for (const text of recipe.lines) {
      if (text.trim() === '') continue;
      for (const line of groceryLines(text)) {
        if (line.key === '') continue;
        const amount = lineAmount(line, factor);
        if (amount === null) {
          const g = unknown.get(line.key) ?? newGroup(line);
          // Keep a unit ("pinch") only while every line agrees on it, whatever their order.
          if (g.unit !== line.unit) g.unit = null;
          addWords(g, line, recipe.title);
          unknown.set(line.key, g);
          continue;
        }
        const groupKey = `${line.key}\u0000${amountKind(line)}`;
        const g = groups.get(groupKey) ?? newGroup(line);
        groups.set(groupKey, g);
        const info = line.unit ? UNIT_INFO[line.unit] : null;
        const measured = info !== null && info.dimension !== 'count';
        g.amounts.push(amount * (measured ? info.base : 1));
        if (line.unit) g.writtenUnits.add(line.unit);
        if (line.unit === null && line.extraUnit === null) {
          const written = amount > 1 ? g.writtenMany : g.writtenOne;
          written.set(line.name, (written.get(line.name) ?? 0) + 1);
        }
        if (info?.system === 'US') g.us++;
        if (info?.system === 'Metric') g.metric++;
        addWords(g, line, recipe.title);
      }
    }
  }

  weighVolumes(groups);
  spoonPinches(groups);
  // A line with no amount ("salt to taste") joins the same food's measured items, or stands as '?'.
  const byKey = new Map<string, Group[]>();
  for (const g of groups.values()) byKey.set(g.key, [...(byKey.get(g.key) ?? []), g]);
  for (const u of unknown.values()) {
    const measured = byKey.get(u.key);
    if (!measured) groups.set(`${u.key}\u0000unknown`, u);
    else for (const g of measured) mergeInto(g, u);
  }

  const byCategory = new Map<GroceryCategory, GroceryItem[]>();
  for (const g of groups.values()) {
    const category = categoryOf(g);
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
