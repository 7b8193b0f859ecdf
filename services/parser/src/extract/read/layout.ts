/**
 * Layout-based DOM rules for ingredient lists that are not written as <ul>/<ol> lists:
 *  - rows of repeated sibling blocks (a grid of <div>s, each holding an amount and a name),
 *  - an ingredient column standing beside the method column.
 */
import type { DomIndex, Element } from './dom.ts';
import { contains, findAll, HEADING_TAGS, isElement, linesOf, partsText, shortText, textOf } from './dom.ts';

const ROW_TAGS = new Set(['div', 'span', 'label', 'section', 'article', 'a']);
const MAX_ROW_CHARS = 200;
const AMOUNT = /\d|[½⅓⅔¼¾⅛]/;
const MAX_ROW_PARTS = 4;

/** An element with text of its own (not only in its children). */
function ownsText(el: Element): boolean {
  return el.children.some((c) => c.type === 'text' && (c as unknown as { data: string }).data.trim() !== '');
}

function elementChildren(el: Element): Element[] {
  return el.children.filter((c): c is Element => isElement(c));
}

/** Whether a block holds a list or a heading: more than one line or part. */
const holdsListOrHeading = (el: Element): boolean =>
  findAll(el, (e) => e.name === 'li' || e.name === 'ul' || e.name === 'ol' || HEADING_TAGS.has(e.name))
    .length > 0;

function signature(el: Element): string {
  return `${el.name}.${(el.attribs['class'] ?? '').trim()}`;
}

/**
 * The rows of a container whose children are mostly blocks of one kind (same tag and class):
 * each a short line of text, most with an amount. Null when the children are not such rows.
 */
export function rowsOf(container: Element): Element[] | null {
  const kids = elementChildren(container);
  if (kids.length < 2) return null;
  const groups = new Map<string, Element[]>();
  for (const k of kids) {
    const sig = signature(k);
    let g = groups.get(sig);
    if (!g) groups.set(sig, (g = []));
    g.push(k);
  }
  let rows: Element[] = [];
  for (const g of groups.values()) if (g.length > rows.length) rows = g;
  if (rows.length < kids.length * 0.6) return null;
  return ingredientRows(rows);
}

/** The blocks as ingredient rows (see rowsOf), or null when they are not such rows. */
function ingredientRows(rows: Element[]): Element[] | null {
  const first = rows[0];
  if (!first || rows.length < 2 || !ROW_TAGS.has(first.name)) return null;
  let withDigits = 0;
  for (const r of rows) {
    const t = shortText(r, MAX_ROW_CHARS);
    if (!t) return null;
    if (holdsListOrHeading(r)) return null;
    // Two paragraphs with amounts are two lines: a block of lines (a tab panel), not one row.
    if (findAll(r, (e) => e.name === 'p' && AMOUNT.test(textOf(e))).length > 1) return null;
    // One row has a few parts (amount, name, note); more is a whole table of lines.
    if (findAll(r, ownsText).length > MAX_ROW_PARTS) return null;
    if (AMOUNT.test(t)) withDigits++;
  }
  return withDigits >= rows.length / 2 ? rows : null;
}

export interface RowSection {
  name: string | null;
  items: string[];
}

/**
 * Rows found in `container`, and in the groups beside it: when an ancestor (up to two levels up)
 * has siblings of its own kind that each hold rows, each is a group, named by its heading.
 */
function rowSections(container: Element, rows: Element[]): RowSection[] {
  const texts = (rs: Element[]): string[] => rs.map((r) => partsText(r)).filter((t) => t.length > 0);
  const rowSig = signature(rows[0] as Element);
  let a: Element = container;
  for (let depth = 0; depth < 3; depth++) {
    const par = a.parent as Element | null;
    if (!par || !isElement(par)) break;
    const sig = signature(a);
    const sibs = elementChildren(par).filter((k) => signature(k) === sig);
    if (sibs.length >= 2) {
      const secs: RowSection[] = [];
      for (const sib of sibs) {
        const rs =
          sib === container
            ? rows
            : findAll(
                sib,
                (e) => signature(e) === rowSig,
                (e) => signature(e) === rowSig,
              );
        if (!rs.length) break;
        const head = findAll(sib, (e) => HEADING_TAGS.has(e.name))[0];
        const name = head ? textOf(head).replace(/:$/, '') : '';
        secs.push({ name: name || null, items: texts(rs) });
      }
      if (secs.length === sibs.length) return secs;
    }
    a = par;
  }
  return [{ name: null, items: texts(rows) }];
}

/** An amount cell: a number with at most a short unit ('0.160', '200 g', '1/2 cup', '½'). */
const AMOUNT_CELL = /^(?:\d+(?:[.,]\d+)?|\d+\/\d+|[½⅓⅔¼¾⅛])(?:\s*\p{L}{1,8}\.?)?$/u;
/** A unit in a column's header cell ('KG', 'Grams', 'ml'). */
const UNIT_HEADER = /^\p{L}{1,8}\.?$/u;
const MAX_PAIR_CELL = 120;

function cellText(el: Element): string | null {
  if (
    findAll(el, (e) => e.name === 'li' || e.name === 'ul' || e.name === 'p' || HEADING_TAGS.has(e.name))
      .length
  )
    return null;
  return shortText(el, MAX_PAIR_CELL);
}

/**
 * A grid row that holds a table without table markup: cells of two kinds (a wide name column, a
 * narrow amount column, '<div class="col-8">Water</div><div class="col-4">0.160</div>' again and
 * again) that alternate, name then amount. One line per pair, as shown: the name, its amount and
 * the unit the amount column's header names ('Water 0.160 KG'). A pair of header cells without
 * digits ('Ingredient' / 'KG') comes first or not at all; a cell of another kind before the pairs
 * ('Group 1') names the group. Null when the cells are not such pairs.
 * Issue #15: written against half a (services/parser/RULES.md).
 */
export function cellPairsOf(container: Element): RowSection | null {
  const kids = elementChildren(container);
  if (kids.length < 4 || kids.length > 400) return null;
  // One cell of another kind before the pairs: a group label.
  const firstSig = signature(kids[0] as Element);
  const start = kids.some((k, i) => i > 0 && signature(k) === firstSig) ? 0 : 1;
  const lead = kids.slice(0, start);
  const pairs = kids.slice(start);
  if (pairs.length % 2 !== 0) return null;
  const nameSig = signature(pairs[0] as Element);
  const amountSig = signature(pairs[1] as Element);
  if (nameSig === amountSig) return null;
  let unit = '';
  const items: string[] = [];
  for (let i = 0; i < pairs.length; i += 2) {
    const a = pairs[i] as Element;
    const b = pairs[i + 1] as Element;
    if (signature(a) !== nameSig || signature(b) !== amountSig) return null;
    const name = cellText(a);
    const amount = cellText(b);
    if (name === null || amount === null) return null;
    if (i === 0 && !AMOUNT.test(name) && !AMOUNT.test(amount)) {
      // The header pair: the amount column's header may name its unit.
      if (UNIT_HEADER.test(amount)) unit = amount;
      continue;
    }
    if (!name || AMOUNT_CELL.test(name) || !AMOUNT_CELL.test(amount)) return null;
    items.push(unit && !/\p{L}/u.test(amount) ? `${name} ${amount} ${unit}` : `${name} ${amount}`);
  }
  if (items.length < 2) return null;
  const label = lead[0] ? (cellText(lead[0]) ?? '') : '';
  return { name: label && label.length <= 60 ? label.replace(/:$/, '') : null, items };
}

/**
 * The groups of cell pairs in `container` and in the siblings of its kind after it (one grid row
 * per group; a row between them without pairs, a 'Total weight' line, is passed over).
 */
function cellPairGroups(container: Element, first: RowSection): RowSection[] {
  const out = [first];
  const sig = signature(container);
  for (let n = container.next; n; n = n.next) {
    if (!isElement(n)) continue;
    if (signature(n) !== sig) break;
    const g = cellPairsOf(n);
    if (g) out.push(g);
  }
  return out;
}

/**
 * Ingredients laid out as rows of blocks after a heading ('<div>2 rúd</div><div>fahéj</div>' in
 * one row, the next row a sibling of the same kind): one line per row, its parts joined with
 * spaces. Scans the elements after the heading until `stop` says a heading ends the part.
 */
export function rowItemsAfter(
  idx: DomIndex,
  heading: Element,
  stop: (el: Element) => boolean,
): { sections: RowSection[]; at: number } | null {
  // The rows may stand right after the heading, as its siblings (issue #15: the class of
  // ingredient rows of divs; services/parser/RULES.md).
  const run = runAfterHeading(heading);
  const rows = run.length >= 2 ? ingredientRows(run) : null;
  if (rows) {
    const items = rows.map((r) => partsText(r)).filter((t) => t.length > 0);
    return { sections: [{ name: null, items }], at: idx.order.get(rows[0] as Element) ?? 0 };
  }
  const start = idx.order.get(heading) ?? 0;
  const end = Math.min(idx.all.length, start + 600);
  for (let i = start + 1; i < end; i++) {
    const el = idx.all[i] as Element;
    if (contains(heading, el)) continue;
    if (stop(el)) return null;
    if (el.children.length < 2) continue;
    const rows = rowsOf(el);
    if (rows) return { sections: rowSections(el, rows), at: i };
    const pairs = cellPairsOf(el);
    if (pairs) return { sections: cellPairGroups(el, pairs), at: i };
  }
  return null;
}

/** A step's own counter or label set apart above or beside its text ('1', '2.', 'Step 3'). */
const STEP_MARK = /^(?:(?:step|schritt|[ée]tape|paso|passo|stap|krok)\s*)?\d{1,2}\s*[.:)]?$/i;
const MAX_STEP_CHARS = 1500;

/**
 * The text of a step block: its lines, without a counter or 'Step N' label set apart in its own
 * line, joined with spaces. Null when it is no step: no sentence (fewer than four words and no
 * full stop), or a block holding lists or headings.
 */
function stepBlockText(el: Element): string | null {
  const t = shortText(el, MAX_STEP_CHARS);
  if (!t) return null;
  if (holdsListOrHeading(el)) return null;
  const lines = linesOf(el);
  while (lines.length > 1 && STEP_MARK.test(lines[0] as string)) lines.shift();
  const text = lines.join(' ');
  return /[.!]$/.test(text) || text.split(' ').length >= 4 ? text : null;
}

/**
 * Steps laid out as a run of blocks after the method heading, no list and no paragraph
 * ('<div class="step"><div>1</div><div>Cook the onion.</div></div>' again and again): the first
 * container after the heading whose children are mostly blocks of one kind, each a step. One step
 * per block, its counter left out. Scans until `stop` says a heading ends the part.
 * Issue #15: the class of steps the DOM reading does not find (services/parser/RULES.md).
 */
/** The elements right after `el`, its siblings of one kind (same tag and class), at most 100. */
function siblingRun(el: Element): Element[] {
  const run: Element[] = [];
  for (let n = el.next; n && run.length < 100; n = n.next) {
    if (!isElement(n)) continue;
    if (run.length && signature(n) !== signature(run[0] as Element)) break;
    run.push(n);
  }
  return run;
}

/**
 * The run of blocks right after a heading: its siblings, or those of the box that holds only the
 * heading ('<div class="title"><h2>Method</h2></div><div class="step">…').
 */
function runAfterHeading(heading: Element): Element[] {
  const run = siblingRun(heading);
  const box = heading.parent;
  if (run.length || !box || !isElement(box) || elementChildren(box).length !== 1) return run;
  return siblingRun(box);
}

export function stepBlocksAfter(idx: DomIndex, heading: Element, stop: (el: Element) => boolean): string[] {
  // The blocks may stand right after the heading, as its siblings.
  const run = runAfterHeading(heading);
  const siblings = run.length >= 2 && ROW_TAGS.has(run[0]?.name ?? '') ? stepsOfBlocks(run) : null;
  if (siblings) return siblings;
  const start = idx.order.get(heading) ?? 0;
  const end = Math.min(idx.all.length, start + 600);
  for (let i = start + 1; i < end; i++) {
    const el = idx.all[i] as Element;
    if (contains(heading, el)) continue;
    if (stop(el)) return [];
    const kids = elementChildren(el);
    if (kids.length < 2 || kids.length > 100) continue;
    const sig = signature(kids[0] as Element);
    const blocks = kids.filter((k) => signature(k) === sig);
    if (blocks.length < 2 || blocks.length < kids.length * 0.6 || !ROW_TAGS.has(blocks[0]?.name ?? ''))
      continue;
    const steps = stepsOfBlocks(blocks);
    if (steps) return steps;
  }
  return [];
}

/** One step per block, or null when a block is no step. */
function stepsOfBlocks(blocks: readonly Element[]): string[] | null {
  const steps: string[] = [];
  for (const b of blocks) {
    const t = stepBlockText(b);
    if (t === null) return null;
    steps.push(t);
  }
  return steps;
}

/**
 * The ingredient column beside a method column: the nearest earlier sibling of the method block
 * (or of one of its three nearest ancestors) that holds a list of at least two items.
 */
export function columnBefore(method: Element, minItems = 2): Element | null {
  let a: Element = method;
  for (let depth = 0; depth < 3; depth++) {
    for (let s = a.prev; s; s = s.prev) {
      if (!isElement(s)) continue;
      if (findAll(s, (e) => e.name === 'li').length >= minItems) return s;
    }
    const par = a.parent;
    if (!par || !isElement(par) || par.name === 'body') break;
    a = par;
  }
  return null;
}
