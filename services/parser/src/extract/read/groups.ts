/**
 * Structured data that lists only the ingredient group names ('Biscuit', 'Ganache', 'Syrup')
 * while the page shows each name as a heading with its ingredients under it.
 */
import type { IngredientSection } from '../candidate.ts';
import {
  HEADING_TAGS,
  isElement,
  linesOf,
  sortDocOrder,
  textOf,
  type DomIndex,
  type Element,
} from './dom.ts';

function key(s: string): string {
  return s
    .toLowerCase()
    .replace(/[\s:]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function holdsHeading(el: Element): boolean {
  if (HEADING_TAGS.has(el.name)) return true;
  for (const c of el.children) if (isElement(c) && holdsHeading(c)) return true;
  return false;
}

/** Lines that follow a heading inside its parent, up to the next heading. */
function linesAfter(heading: Element): string[] {
  const out: string[] = [];
  const sibs = heading.parent?.children ?? [];
  for (let i = sibs.indexOf(heading) + 1; i < sibs.length; i++) {
    const s = sibs[i];
    if (!isElement(s)) continue;
    if (holdsHeading(s)) break;
    out.push(...linesOf(s));
  }
  return out;
}

/**
 * When every structured line is the text of a heading on the page, in order, and each of those
 * headings has lines under it: the ingredients grouped by those headings. Otherwise null.
 */
export function linesUnderGroupNames(idx: DomIndex, names: string[]): IngredientSection[] | null {
  if (names.length < 2 || names.some((n) => n.length > 60 || /\d/.test(n))) return null;
  const heads = sortDocOrder(
    idx,
    [...HEADING_TAGS].flatMap((tag) => idx.byTag.get(tag) ?? []),
  );
  const sections: IngredientSection[] = [];
  let from = 0;
  for (const name of names) {
    const k = key(name);
    let found: IngredientSection | null = null;
    for (let i = from; i < heads.length && !found; i++) {
      const h = heads[i] as Element;
      if (key(textOf(h)) !== k) continue;
      const lines = linesAfter(h);
      if (!lines.length) continue;
      found = { name, ingredients: lines };
      from = i + 1;
    }
    if (!found) return null;
    sections.push(found);
  }
  return sections;
}
