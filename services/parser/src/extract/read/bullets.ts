/**
 * Ingredients typed as bulleted lines inside paragraphs, with no list markup and no
 * 'Ingredients' heading ('<p>• 15 g Parmesan<br>• 1 Ei</p>'), as hand-written blog posts do.
 * Used only when no other DOM rule found ingredients.
 */
import type { DomIndex, Element } from './dom.ts';
import { contains, isElement, linesOf } from './dom.ts';

const LINE_BULLET = /^(?:[•▪●◦·]\s*|[-–*]\s+)/;
const AMOUNT = /\d|[½⅓⅔¼¾⅛]/;
const CHROME = /comment|footer|sidebar|widget|related|share|menu|nav/i;
const MIN_LINES = 3;
const MAX_LINE_CHARS = 160;

export interface BulletRecipe {
  ingredients: string[];
  instructions: string[];
}

function inChrome(el: Element): boolean {
  for (let a = el.parent; a && isElement(a); a = a.parent) {
    if (a.name === 'footer' || a.name === 'nav' || a.name === 'aside') return true;
    if (CHROME.test(`${a.attribs['id'] ?? ''} ${a.attribs['class'] ?? ''}`)) return true;
  }
  return false;
}

/** The lines of a paragraph when every one of them starts with a bullet, else null. */
function bulletLines(p: Element): string[] | null {
  const lines = linesOf(p);
  if (!lines.length || !lines.every((l) => LINE_BULLET.test(l) && l.length <= MAX_LINE_CHARS)) return null;
  return lines.map((l) => l.replace(LINE_BULLET, '').trim()).filter(Boolean);
}

/**
 * The method beside a bulleted block: the paragraphs of the blocks that follow it within its
 * row (a column layout), found by climbing at most three ancestors to one with later siblings.
 */
function stepsBeside(block: Element, bulleted: Set<Element>): string[] {
  let a: Element = block;
  for (let depth = 0; depth < 3; depth++) {
    const steps: string[] = [];
    for (let s = a.next; s; s = s.next) {
      if (!isElement(s)) continue;
      if ([...bulleted].some((b) => contains(s as Element, b) || b === s)) break;
      steps.push(...linesOf(s));
    }
    if (steps.length) return steps;
    const par = a.parent;
    if (!par || !isElement(par) || par.name === 'body') break;
    a = par;
  }
  return [];
}

export function bulletRecipe(idx: DomIndex): BulletRecipe | null {
  const blocks: { el: Element; lines: string[] }[] = [];
  for (const p of idx.byTag.get('p') ?? []) {
    const lines = bulletLines(p);
    if (lines && !inChrome(p)) blocks.push({ el: p, lines });
  }
  const ingredients = blocks.flatMap((b) => b.lines);
  if (ingredients.length < MIN_LINES) return null;
  if (ingredients.filter((l) => AMOUNT.test(l)).length < ingredients.length / 2) return null;
  const bulleted = new Set(blocks.map((b) => b.el));
  const instructions = blocks.flatMap((b) => stepsBeside(b.el, bulleted));
  return { ingredients, instructions };
}
