/**
 * Structured data that describes only a part of the recipe the page shows: a main recipe whose
 * list ends with 'Lemon Vinaigrette (recipe follows)', then the vinaigrette in the same markup,
 * and the JSON-LD holds only the vinaigrette. The page builds every part from one template (the
 * same list and text blocks, with the same classes, in the same kind of container); the parts
 * together are the recipe.
 */
import type { DomIndex, Element } from './dom.ts';
import { isElement, leafLis, textOf } from './dom.ts';
import { looseKey } from './text.ts';

/** Tag, classes, and the parent's tag and classes: what blocks of one template share. */
function templateKey(el: Element): string | null {
  const cls = (el.attribs['class'] ?? '').trim();
  const p = el.parent;
  if (!cls || !p || !isElement(p)) return null;
  return `${el.name}.${cls}|${p.name}.${(p.attribs['class'] ?? '').trim()}`;
}

/** Every element of the page made from the same template as `el`, in page order. */
function sameTemplate(idx: DomIndex, el: Element): Element[] {
  const key = templateKey(el);
  if (!key) return [el];
  return idx.all.filter((x) => x.name === el.name && templateKey(x) === key);
}

/**
 * Cheap test on the page source before any DOM is built: the first structured ingredient line is
 * in a list whose opening tag (with its classes) already occurs earlier in the page.
 */
export function mayHaveSiblingParts(html: string, firstLine: string): boolean {
  const at = html.indexOf(firstLine);
  if (at < 0) return false;
  const open = Math.max(html.lastIndexOf('<ul', at), html.lastIndexOf('<ol', at));
  if (open < 0) return false;
  const end = html.indexOf('>', open);
  const tag = html.slice(open, end + 1);
  if (!/\bclass\s*=/.test(tag)) return false;
  return html.indexOf(tag) < open;
}

function leafItems(list: Element): string[] {
  return leafLis(list)
    .map((li) => textOf(li))
    .filter(Boolean);
}

export interface SiblingParts {
  ingredients: string[][];
  instructions: string[] | null;
}

/**
 * The ingredient lists (and method blocks) of all parts of the recipe, when the structured
 * ingredients are exactly one list on the page and lists of the same template come before it
 * (the main recipe, then the part the structured data describes); null otherwise. The method comes from the text blocks of one template when the structured
 * steps are exactly one such block.
 */
export function siblingParts(idx: DomIndex, ingredients: string[], steps: string[]): SiblingParts | null {
  const want = looseKey(ingredients.join(' '));
  const list = idx.all.find(
    (x) => (x.name === 'ul' || x.name === 'ol') && looseKey(leafItems(x).join(' ')) === want,
  );
  if (!list) return null;
  // Parts before it: the main recipe, with the structured part following ('recipe follows').
  const all = sameTemplate(idx, list);
  const lists = all.slice(0, all.indexOf(list) + 1);
  if (lists.length < 2) return null;
  const parts = lists.map(leafItems).filter((l) => l.length > 0);
  if (parts.reduce((n, l) => n + l.length, 0) > 80) return null;
  let instructions: string[] | null = null;
  const stepText = looseKey(steps.join(' '));
  if (stepText) {
    const block = idx.all.find(
      (x) =>
        x.name !== 'p' &&
        !!x.attribs['class'] &&
        x.children.some((k) => isElement(k) && k.name === 'p') &&
        looseKey(textOf(x)) === stepText,
    );
    const blocks = block ? sameTemplate(idx, block) : [];
    if (blocks.length === lists.length)
      instructions = blocks.flatMap((b) =>
        b.children.filter((k): k is Element => isElement(k) && k.name === 'p').map((p) => textOf(p)),
      );
  }
  return { ingredients: parts, instructions: instructions?.filter(Boolean) ?? null };
}
