/** Main readable text of a page: the <main>/<article> (or body) text without page chrome. */
import type { ChildNode } from 'domhandler';
import type { DomIndex, Element } from './dom.ts';
import { isElement } from './dom.ts';
import { collapseWs } from './text.ts';

const CHROME_TAGS = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'iframe',
  'nav',
  'header',
  'footer',
  'aside',
  'form',
  'button',
  'select',
  'head',
]);
const CHROME_CLASS =
  /(?:^|[\s_-])(?:nav|navbar|menu|sidebar|footer|header|comments?|cookie|banner|advert|ads?|share|social|related|newsletter|popup|modal|breadcrumbs?)(?:$|[\s_-])/i;
const BLOCK = /^(?:p|div|li|h[1-6]|tr|br|section|article|ul|ol|table|blockquote|pre|dd|dt|figcaption)$/;

export function readableTextFromIndex(idx: DomIndex): string {
  const candidates = [...(idx.byTag.get('main') ?? []), ...(idx.byTag.get('article') ?? [])];
  let root: Element | undefined = candidates.sort((a, b) => textLen(b) - textLen(a))[0];
  if (!root || textLen(root) < 200) root = idx.byTag.get('body')?.[0] ?? idx.byTag.get('html')?.[0];
  if (!root) return '';
  let out = '';
  const walk = (n: ChildNode): void => {
    if (n.type === 'text') {
      out += (n as unknown as { data: string }).data;
      return;
    }
    if (!isElement(n)) return;
    if (CHROME_TAGS.has(n.name)) return;
    const cls = (n.attribs['class'] ?? '') + ' ' + (n.attribs['id'] ?? '');
    if (cls.trim() && CHROME_CLASS.test(cls) && n !== root) return;
    const block = BLOCK.test(n.name);
    if (block) out += '\n';
    for (const c of n.children) walk(c);
    if (block) out += '\n';
  };
  for (const c of root.children) walk(c);
  // Lead with the page heading when the main text does not contain it.
  const h1 = idx.byTag.get('h1')?.find((h) => textLen(h) > 0);
  if (h1) {
    let head = '';
    const grab = (n: ChildNode): void => {
      if (n.type === 'text') head += (n as unknown as { data: string }).data;
      else if (isElement(n)) for (const c of n.children) grab(c);
    };
    grab(h1);
    head = collapseWs(head);
    if (head && !collapseWs(out).includes(head)) out = `${head}\n${out}`;
  }
  return out
    .split('\n')
    .map(collapseWs)
    .filter((l) => l.length > 0)
    .join('\n');
}

function textLen(el: Element): number {
  let n = 0;
  const walk = (x: ChildNode): void => {
    if (x.type === 'text') n += (x as unknown as { data: string }).data.trim().length;
    else if (isElement(x) && x.name !== 'script' && x.name !== 'style') for (const c of x.children) walk(c);
  };
  walk(el);
  return n;
}
