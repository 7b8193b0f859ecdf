/**
 * Candidate blocks of a page for the trained page reader (issue #30): lists, tables, definition
 * lists and runs of paragraphs, each with its lines and the features a model scores it by.
 *
 * The features are meant to carry across sites and languages: how many lines carry an amount or a
 * unit (kitchen's ingredient parser), food words, how long the lines are and whether they are
 * sentences, the heading before the block, link density, the distance from the title, repeated
 * item structure. block-model.ts turns them into a probability; scripts/train-blocks.ts trains it.
 */
import { parseIngredientLine } from '@cookmark/kitchen';
import type { DomIndex, Element } from './dom.ts';
import { HEADING_TAGS, isElement, textOf } from './dom.ts';
import { headingText, INGREDIENT_HEADING, INSTRUCTION_HEADING, OTHER_HEADING } from './headings.ts';
import { FOOD_RE } from '../quality.ts';
import { stripBullet } from '../rules/tidy.ts';

export interface Block {
  el: Element;
  /** Position of the block's element in document order. */
  at: number;
  lines: string[];
}

const MIN_LINES = 2;
const MAX_LINES = 120;
const LINE_MAX = 600;

const childElements = (el: Element): Element[] => el.children.filter(isElement);

/** Each item's text, without a typed bullet or checkbox ('▢ 2 eggs'). */
function linesOfItems(items: Element[]): string[] {
  return items.map((x) => stripBullet(textOf(x).slice(0, LINE_MAX))).filter((l) => l.length > 0);
}

/** Lists, tables, definition lists, runs of two or more sibling paragraphs, rows of divs. */
export function candidateBlocks(idx: DomIndex): Block[] {
  const out: Block[] = [];
  const add = (el: Element, lines: string[]): void => {
    if (lines.length >= MIN_LINES && lines.length <= MAX_LINES)
      out.push({ el, at: idx.order.get(el) ?? 0, lines });
  };
  for (const tag of ['ul', 'ol']) {
    for (const list of idx.byTag.get(tag) ?? [])
      add(list, linesOfItems(childElements(list).filter((c) => c.name === 'li')));
  }
  for (const table of idx.byTag.get('table') ?? [])
    add(table, linesOfItems((idx.byTag.get('tr') ?? []).filter((tr) => closestTable(tr) === table)));
  for (const dl of idx.byTag.get('dl') ?? [])
    add(dl, linesOfItems(childElements(dl).filter((c) => c.name === 'dd' || c.name === 'dt')));
  // Runs of paragraphs: the children of one element that are <p>, taken together.
  const parents = new Set<Element>();
  for (const p of idx.byTag.get('p') ?? []) if (p.parent && isElement(p.parent)) parents.add(p.parent);
  for (const parent of parents)
    add(parent, linesOfItems(childElements(parent).filter((c) => c.name === 'p')));
  // Rows of divs: the children of one element that are <div>s of one class ('ingredient-row').
  const rowParents = new Set<Element>();
  for (const d of idx.byTag.get('div') ?? [])
    if (d.attribs['class'] && d.parent && isElement(d.parent)) rowParents.add(d.parent);
  for (const parent of rowParents) {
    const rows = rowsOfOneClass(parent);
    if (rows) add(parent, linesOfItems(rows));
  }
  return out;
}

/**
 * The element's <div> children of one class when they are most of its children, or when no two
 * of its other children follow each other between the first and the last of them (a step, a
 * separator, a step: '<div class="step">', '<div class="step-separator">'), else null.
 */
function rowsOfOneClass(parent: Element): Element[] | null {
  const kids = childElements(parent);
  if (kids.length < MIN_LINES) return null;
  const counts = new Map<string, number>();
  for (const k of kids) {
    const cls = k.name === 'div' ? k.attribs['class'] : undefined;
    if (cls) counts.set(cls, (counts.get(cls) ?? 0) + 1);
  }
  let most = 0;
  for (const n of counts.values()) most = Math.max(most, n);
  if (most < MIN_LINES) return null;
  const rowsOf = (cls: string): Element[] =>
    kids.filter((k) => k.name === 'div' && k.attribs['class'] === cls);
  for (const [cls, n] of counts) if (n === most && n >= 0.8 * kids.length) return rowsOf(cls);
  // Rows with others between them: of the classes said most often, the one holding most text
  // (the steps, not the separators numbering them).
  let best: Element[] | null = null;
  let bestText = 0;
  for (const [cls, n] of counts) {
    if (n < MIN_LINES || n < most - 1 || !alternates(kids, cls)) continue;
    const rows = rowsOf(cls);
    const text = rows.reduce((t, r) => t + textOf(r).length, 0);
    if (text > bestText) [best, bestText] = [rows, text];
  }
  return best;
}

/** No two children of another class follow each other between the first and last row. */
function alternates(kids: Element[], cls: string): boolean {
  let first = -1;
  let last = -1;
  kids.forEach((k, i) => {
    if (k.name === 'div' && k.attribs['class'] === cls) {
      if (first < 0) first = i;
      last = i;
    }
  });
  for (let i = first + 1; i < last; i++) {
    const a = kids[i] as Element;
    const b = kids[i + 1] as Element;
    if (a.attribs['class'] !== cls && b.attribs['class'] !== cls) return false;
  }
  return true;
}

function closestTable(el: Element): Element | null {
  let p = el.parent;
  while (p && isElement(p)) {
    if (p.name === 'table') return p;
    p = p.parent;
  }
  return null;
}

/** How far back (elements in document order) the heading of a block is looked for. */
const HEADING_LOOKBACK = 40;

/**
 * The texts of the nearest heading-like elements before the block (h1-h6, a short bold line),
 * nearest first, at most `n`.
 */
function headingsBefore(idx: DomIndex, b: Block, n: number): string[] {
  const out: string[] = [];
  for (let i = b.at - 1; i >= Math.max(0, b.at - HEADING_LOOKBACK) && out.length < n; i--) {
    const el = idx.all[i] as Element;
    if (HEADING_TAGS.has(el.name) || el.name === 'strong' || el.name === 'b' || el.name === 'dt') {
      const t = textOf(el);
      if (t && t.length <= 60) out.push(headingText(t));
    }
  }
  return out;
}

/**
 * The headings that open the block itself, nearest to its rows first: a box holding its heading
 * and then its rows ('<div><h2>Method</h2><div class="step">…').
 */
function headingsInside(b: Block): string[] {
  const out: string[] = [];
  for (const c of childElements(b.el)) {
    if (!HEADING_TAGS.has(c.name)) break;
    const t = textOf(c);
    if (t && t.length <= 60) out.unshift(headingText(t));
  }
  return out;
}

/**
 * How many headings back a part's heading may stand over the block: a part's heading is often
 * followed by the name of its first group ('Ingredients', 'For the dough', then the list).
 */
const PART_HEADING_REACH = 3;

/** How many ancestors up a class or id naming the part is looked for. */
const CLASS_REACH = 6;
/** Class or id words naming the ingredient list (class names are mostly English on any site). */
const INGREDIENT_CLASS = /ingred|zutat|ingr[_-]|(?:^|[\s_-])ingr?(?:$|[\s_-])/i;
/** Class or id words naming the method. */
const METHOD_CLASS =
  /instruction|direction|method|preparation|zubereitung|(?:^|[\s_-])(?:steps?|prep|howto|procedure)(?:$|[\s_-])/i;

/** 1 when the block or one of its ancestors up to CLASS_REACH has a class or id matching `re`. */
function classNames(el: Element, re: RegExp): number {
  let p: Element | null = el;
  for (let i = 0; p && i <= CLASS_REACH; i++) {
    const name = `${p.attribs['class'] ?? ''} ${p.attribs['id'] ?? ''}`;
    if (re.test(name)) return 1;
    p = p.parent && isElement(p.parent) ? p.parent : null;
  }
  return 0;
}

function linkChars(el: Element): number {
  let n = 0;
  const walk = (e: Element): void => {
    for (const c of e.children) {
      if (!isElement(c)) continue;
      if (c.name === 'a') n += textOf(c).length;
      else walk(c);
    }
  };
  walk(el);
  return n;
}

const LEADING_AMOUNT = /^\s*(?:\d|[½⅓⅔¼¾⅛])/;
const STEP_NUMBER = /^\s*(?:\d{1,2}[.)]\s|(?:step|schritt|étape|etape|paso|passo|stap)\s*\d)/i;

export const FEATURE_NAMES = [
  'leading amount',
  'amount read',
  'unit read',
  'food word',
  'mean words (log)',
  'sentences',
  'lines (log)',
  'ingredient heading',
  'method heading',
  'other heading',
  'link density',
  'after the title',
  'distance from the title',
  'same item class',
  'ordered list',
  'step numbers',
  'paragraph run',
  'table',
  'ingredient heading further back',
  'method heading further back',
  'ingredient class',
  'method class',
] as const;

/** The block's features, in the order of FEATURE_NAMES. */
export function blockFeatures(idx: DomIndex, b: Block, titleAt: number): number[] {
  const n = b.lines.length;
  const share = (test: (l: string) => boolean): number => b.lines.filter(test).length / n;
  const parsed = b.lines.map((l) => parseIngredientLine(l));
  const words = b.lines.reduce((s, l) => s + l.split(' ').length, 0) / n;
  const headings = [...headingsInside(b), ...headingsBefore(idx, b, PART_HEADING_REACH)];
  const heading = headings[0] ?? '';
  const text = textOf(b.el).length || 1;
  const items = childElements(b.el);
  const firstClass = items[0]?.attribs['class'] ?? '';
  const sameClass = items.length
    ? items.filter((c) => (c.attribs['class'] ?? '') === firstClass).length / items.length
    : 0;
  const size = idx.all.length || 1;
  return [
    share((l) => LEADING_AMOUNT.test(l)),
    parsed.filter((p) => p.quantity !== null).length / n,
    parsed.filter((p) => p.unit !== null).length / n,
    share((l) => FOOD_RE.test(l.toLowerCase())),
    Math.log1p(words),
    share((l) => /[.!]$/.test(l.trim())),
    Math.log1p(n),
    INGREDIENT_HEADING.test(heading) ? 1 : 0,
    INSTRUCTION_HEADING.test(heading) ? 1 : 0,
    OTHER_HEADING.test(heading) ? 1 : 0,
    Math.min(1, linkChars(b.el) / text),
    titleAt >= 0 && b.at > titleAt ? 1 : 0,
    titleAt >= 0 ? Math.min(1, Math.abs(b.at - titleAt) / size) : 1,
    sameClass,
    b.el.name === 'ol' ? 1 : 0,
    share((l) => STEP_NUMBER.test(l)),
    b.el.name !== 'ul' && b.el.name !== 'ol' && b.el.name !== 'table' && b.el.name !== 'dl' ? 1 : 0,
    b.el.name === 'table' ? 1 : 0,
    headings.some((h) => INGREDIENT_HEADING.test(h)) ? 1 : 0,
    headings.some((h) => INSTRUCTION_HEADING.test(h)) ? 1 : 0,
    classNames(b.el, INGREDIENT_CLASS),
    classNames(b.el, METHOD_CLASS),
  ];
}

/** Where the recipe's title is: the first <h1>, else -1. */
export function titlePosition(idx: DomIndex): number {
  const h1 = idx.byTag.get('h1')?.[0];
  return h1 ? (idx.order.get(h1) ?? -1) : -1;
}
