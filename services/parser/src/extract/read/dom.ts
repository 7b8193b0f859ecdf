/**
 * DOM helpers on top of htmlparser2/domhandler. The document is parsed once and indexed in a
 * single pass (by tag name, class token, id and "interesting" attributes), so that lookups such
 * as "all elements with class wprm-recipe-ingredient" are O(matches) instead of O(document).
 */
import { Parser } from 'htmlparser2';
import { DomHandler, type ChildNode, type Document, type Element } from 'domhandler';
import { collapseWs } from './text.ts';

export type { Element, Document };

export interface DomIndex {
  doc: Document;
  all: Element[];
  /** element -> position in document order */
  order: Map<Element, number>;
  byTag: Map<string, Element[]>;
  byClass: Map<string, Element[]>;
  withItemprop: Element[];
  withItemscope: Element[];
  withProperty: Element[];
  withTypeof: Element[];
}

const SKIP_TEXT_TAGS = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'iframe',
  'button',
  'select',
  'option',
  'textarea',
  'head',
]);
const BLOCK_TAGS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'dd',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'tbody',
  'td',
  'th',
  'thead',
  'tr',
  'ul',
  'summary',
  'details',
]);

/** h1–h6. */
export const HEADING_TAGS: ReadonlySet<string> = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

export function isElement(n: ChildNode | Document | null | undefined): n is Element {
  return !!n && (n.type === 'tag' || n.type === 'script' || n.type === 'style');
}

/**
 * How deep elements nest at most, as in Chromium's HTML parser (512): an element deeper than that
 * is added to the element at that depth, after its children, as the browser shows it. The readers
 * walk the tree recursively; a page of 40,000 nested divs overflowed their stack.
 */
export const MAX_DOM_DEPTH = 512;

class DepthCappedHandler extends DomHandler {
  protected override addNode(node: ChildNode): void {
    // The stack holds the document itself, then one element per level.
    if (this.tagStack.length <= MAX_DOM_DEPTH) return super.addNode(node);
    const parent = this.tagStack[MAX_DOM_DEPTH]!;
    const previous = parent.children[parent.children.length - 1];
    parent.children.push(node);
    if (previous) {
      node.prev = previous;
      previous.next = node;
    }
    node.parent = parent;
    this.lastNode = null;
  }
}

export function parseHtml(html: string): DomIndex {
  const handler = new DepthCappedHandler();
  new Parser(handler, { decodeEntities: true, lowerCaseAttributeNames: true }).end(html);
  const doc = handler.root;
  const idx: DomIndex = {
    doc,
    all: [],
    order: new Map(),
    byTag: new Map(),
    byClass: new Map(),
    withItemprop: [],
    withItemscope: [],
    withProperty: [],
    withTypeof: [],
  };
  const stack: ChildNode[] = [];
  for (let i = doc.children.length - 1; i >= 0; i--) stack.push(doc.children[i] as ChildNode);
  while (stack.length) {
    const n = stack.pop() as ChildNode;
    if (!isElement(n)) continue;
    idx.order.set(n, idx.all.length);
    idx.all.push(n);
    let arr = idx.byTag.get(n.name);
    if (!arr) idx.byTag.set(n.name, (arr = []));
    arr.push(n);
    const a = n.attribs;
    const cls = a['class'];
    if (cls) {
      for (const c of cls.split(/\s+/)) {
        if (!c) continue;
        let ca = idx.byClass.get(c);
        if (!ca) idx.byClass.set(c, (ca = []));
        ca.push(n);
      }
    }
    if (a['itemprop'] !== undefined) idx.withItemprop.push(n);
    if (a['itemscope'] !== undefined || a['itemtype'] !== undefined) idx.withItemscope.push(n);
    if (a['property'] !== undefined) idx.withProperty.push(n);
    if (a['typeof'] !== undefined) idx.withTypeof.push(n);
    if (n.name === 'script' || n.name === 'style') continue;
    const ch = n.children;
    for (let i = ch.length - 1; i >= 0; i--) stack.push(ch[i] as ChildNode);
  }
  return idx;
}

export function byClass(idx: DomIndex, cls: string): Element[] {
  return idx.byClass.get(cls) ?? [];
}

/** Elements whose class list has a token starting with `prefix` (scans class keys, not the DOM). */
export function byClassPrefix(idx: DomIndex, prefix: string): Element[] {
  const out: Element[] = [];
  for (const [k, v] of idx.byClass) if (k.startsWith(prefix)) out.push(...v);
  return sortDocOrder(idx, out);
}

export function sortDocOrder(idx: DomIndex, els: Element[]): Element[] {
  const uniq = [...new Set(els)];
  uniq.sort((a, b) => (idx.order.get(a) ?? 0) - (idx.order.get(b) ?? 0));
  return uniq;
}

export function hasClass(el: Element, cls: string): boolean {
  const c = el.attribs['class'];
  if (!c) return false;
  return (' ' + c.replace(/\s+/g, ' ') + ' ').includes(' ' + cls + ' ');
}

export function contains(ancestor: Element, el: Element): boolean {
  let p = el.parent;
  while (p) {
    if (p === ancestor) return true;
    p = p.parent;
  }
  return false;
}

/** The innermost list items under `root` (items that hold no list items of their own). */
export function leafLis(root: Element): Element[] {
  return findAll(root, (e) => e.name === 'li' && !findAll(e, (x) => x.name === 'li').length);
}

/** Descendants of `root` (document order) matching a predicate. */
export function findAll(
  root: Element,
  pred: (e: Element) => boolean,
  stopAt?: (e: Element) => boolean,
): Element[] {
  const out: Element[] = [];
  const walk = (n: Element): void => {
    for (const c of n.children) {
      if (!isElement(c)) continue;
      if (pred(c)) out.push(c);
      if (stopAt && stopAt(c)) continue;
      walk(c);
    }
  };
  walk(root);
  return out;
}

export function findFirst(root: Element, pred: (e: Element) => boolean): Element | null {
  for (const c of root.children) {
    if (!isElement(c)) continue;
    if (pred(c)) return c;
    const r = findFirst(c, pred);
    if (r) return r;
  }
  return null;
}

/** Raw concatenated text; block elements and <br> produce newlines when `lines` is set. */
export function rawText(node: ChildNode | Document, lines = false, skip?: (el: Element) => boolean): string {
  let out = '';
  const walk = (n: ChildNode | Document): void => {
    if (n.type === 'text') {
      // A line break in the source is only a space on screen; lines come from the markup.
      const data = (n as unknown as { data: string }).data;
      out += lines ? data.replace(/[\r\n]+/g, ' ') : data;
      return;
    }
    if (n.type === 'comment' || n.type === 'directive' || n.type === 'cdata') return;
    if (isElement(n)) {
      if (SKIP_TEXT_TAGS.has(n.name) || (skip && skip(n))) return;
      const block = BLOCK_TAGS.has(n.name);
      if (block) out += lines ? '\n' : ' ';
      for (const c of n.children) walk(c);
      if (block) out += lines ? '\n' : ' ';
      return;
    }
    if ('children' in n) for (const c of (n as Document).children) walk(c);
  };
  walk(node);
  return out;
}

const PART_TAGS = new Set(['span', 'div', 'label', 'data', 'p', 'b', 'strong']);
const PART = '\ue000';
const GLUED_PARTS = /(?<=[\p{L}\p{N}])\ue000+(?=[\p{L}\p{N}])/gu;

/**
 * Text of a row whose parts sit in elements of their own ('<span class="qty">200</span><span
 * class="unit">g</span><span class="name">flour</span>'): the page lays the parts out apart, so
 * a letter or digit that ends one part and one that starts the next are read with a space
 * between them ('200 g flour'). Parts are span/div/label/data/p elements with a class or itemprop;
 * punctuation that starts a part (', chopped') stays where it is.
 */
export function partsText(node: ChildNode | Document, skip?: (el: Element) => boolean): string {
  const mark = (el: Element): boolean =>
    PART_TAGS.has(el.name) && (el.attribs['class'] !== undefined || el.attribs['itemprop'] !== undefined);
  let out = '';
  const walk = (n: ChildNode | Document): void => {
    if (n.type === 'text') {
      out += (n as unknown as { data: string }).data;
      return;
    }
    if (n.type === 'comment' || n.type === 'directive' || n.type === 'cdata') return;
    if (isElement(n)) {
      if (SKIP_TEXT_TAGS.has(n.name) || (skip && skip(n))) return;
      const block = BLOCK_TAGS.has(n.name);
      const part = mark(n);
      if (block) out += ' ';
      else if (part) out += PART;
      for (const c of n.children) walk(c);
      if (block) out += ' ';
      else if (part) out += PART;
      return;
    }
    if ('children' in n) for (const c of (n as Document).children) walk(c);
  };
  walk(node);
  if (!out.includes(PART)) return collapseWs(out);
  return collapseWs(out.replace(GLUED_PARTS, ' ').replaceAll(PART, ''));
}

/** Whitespace-collapsed text of a node. */
export function textOf(node: ChildNode | Document, skip?: (el: Element) => boolean): string {
  return collapseWs(rawText(node, false, skip));
}

/** Text split into non-empty lines at block boundaries (without the elements `skip` says). */
export function linesOf(node: ChildNode | Document, skip?: (el: Element) => boolean): string[] {
  return rawText(node, true, skip)
    .split('\n')
    .map(collapseWs)
    .filter((l) => l.length > 0);
}

export function attr(el: Element, name: string): string | undefined {
  return el.attribs[name];
}

export function metaContent(idx: DomIndex, key: string): string | null {
  for (const m of idx.byTag.get('meta') ?? []) {
    const a = m.attribs;
    if (a['property'] === key || a['name'] === key || a['itemprop'] === key) {
      const c = a['content'];
      if (c && c.trim()) return c.trim();
    }
  }
  return null;
}

/**
 * Collapsed text of a node, or null as soon as its raw text exceeds `max` characters. Lets
 * document-wide scans look at short labels without paying for the text of big containers.
 */
export function shortText(node: Element, max: number): string | null {
  let out = '';
  let budget = max * 4 + 200; // raw text includes indentation whitespace
  let over = false;
  const walk = (n: ChildNode): void => {
    if (over) return;
    if (n.type === 'text') {
      const d = (n as unknown as { data: string }).data;
      budget -= d.length;
      if (budget < 0) {
        over = true;
        return;
      }
      out += d;
      return;
    }
    if (!isElement(n)) return;
    if (SKIP_TEXT_TAGS.has(n.name)) return;
    // Each element costs one from the budget too, so a label wrapping thousands of empty elements
    // is given up early instead of walked whole (from every ancestor, on a deeply nested page).
    budget -= 1;
    if (budget < 0) {
      over = true;
      return;
    }
    const block = BLOCK_TAGS.has(n.name);
    if (block) out += ' ';
    for (const c of n.children) {
      walk(c);
      if (over) return;
    }
    if (block) out += ' ';
  };
  for (const c of node.children) {
    walk(c);
    if (over) return null;
  }
  const t = collapseWs(out);
  return t.length > max ? null : t;
}

/** An element whose only content is one <strong>/<b> (a heading typed as bold text). */
export function isBoldOnly(el: Element): boolean {
  let only: Element | null = null;
  for (const k of el.children) {
    if (k.type === 'text') {
      if ((k as unknown as { data: string }).data.trim()) return false;
      continue;
    }
    if (!isElement(k)) continue;
    if (only) return false;
    only = k;
  }
  return !!only && (only.name === 'strong' || only.name === 'b');
}

/** Whether an element sits inside a list item. */
export function insideLi(el: Element): boolean {
  for (let p = el.parent; p && isElement(p as Element); p = p.parent)
    if ((p as Element).name === 'li') return true;
  return false;
}
