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

/** The element's <div> children when most of its children are divs of one class, else null. */
function rowsOfOneClass(parent: Element): Element[] | null {
  const kids = childElements(parent);
  const cls = kids[0]?.attribs['class'];
  if (!cls || kids.length < MIN_LINES) return null;
  const rows = kids.filter((k) => k.name === 'div' && k.attribs['class'] === cls);
  return rows.length >= 0.8 * kids.length ? rows : null;
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

/** The text of the nearest heading-like element before the block (h1-h6, a short bold line). */
function headingBefore(idx: DomIndex, b: Block): string {
  for (let i = b.at - 1; i >= Math.max(0, b.at - HEADING_LOOKBACK); i--) {
    const el = idx.all[i] as Element;
    if (HEADING_TAGS.has(el.name) || el.name === 'strong' || el.name === 'b' || el.name === 'dt') {
      const t = textOf(el);
      if (t && t.length <= 60) return headingText(t);
    }
  }
  return '';
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
] as const;

/** The block's features, in the order of FEATURE_NAMES. */
export function blockFeatures(idx: DomIndex, b: Block, titleAt: number): number[] {
  const n = b.lines.length;
  const share = (test: (l: string) => boolean): number => b.lines.filter(test).length / n;
  const parsed = b.lines.map((l) => parseIngredientLine(l));
  const words = b.lines.reduce((s, l) => s + l.split(' ').length, 0) / n;
  const heading = headingBefore(idx, b);
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
  ];
}

/** Where the recipe's title is: the first <h1>, else -1. */
export function titlePosition(idx: DomIndex): number {
  const h1 = idx.byTag.get('h1')?.[0];
  return h1 ? (idx.order.get(h1) ?? -1) : -1;
}
