/** List items as a reader takes them, and the shape every DOM reading of the page produces. */
import type { IngredientSection, InstructionSection } from '../candidate.ts';
import type { Element } from './dom.ts';
import { findAll, HEADING_TAGS, isBoldOnly, isElement, leafLis, linesOf, partsText, textOf } from './dom.ts';
import { headingText, OTHER_HEADING, STEP_LABEL } from './headings.ts';
import { collapseWs } from './text.ts';

/** A control inside a list item ('Add to shopping list', 'Save'): not part of the item's text. */
const ACTION_LABEL = /^(?:add|save|print|share|remove|buy|order)\b/i;
function isActionLink(el: Element): boolean {
  if (el.name !== 'a' && el.name !== 'span') return false;
  const label = el.attribs['title'] ?? el.attribs['aria-label'];
  return !!label && ACTION_LABEL.test(label.trim());
}

/** Class names that hide an element (a regex alternation); `notShown` below and rules share it. */
export const HIDING_CLASSES = 'hidden|d-none|is-hidden';
const HIDING_CLASS = new RegExp(`(?:^|\\s)(?:${HIDING_CLASSES})(?:\\s|$)`);

/**
 * Hidden from the middle-sized screen up ('d-md-none', 'd-lg-none', 'lg:hidden', 'hidden-lg'): the
 * phone's copy of a part the page also lays out for a wider screen, which the page is read as
 * (issue #30: the class of every line appearing twice).
 */
const DESKTOP_HIDDEN = /(?:^|\s)(?:d-(?:md|lg|xl)-none|(?:md|lg|xl):hidden|hidden-(?:md|lg))(?:\s|$)/;

/**
 * Markup inside an item that the page does not show: the `hidden` attribute, `display: none`, or
 * a class that hides it ('hidden', 'd-none', 'is-hidden') without a breakpoint class that shows it
 * again ('md:block', 'd-md-block'): substitutes behind a 'show substitutes' button, for example.
 * Issue #15: written against half a (services/parser/RULES.md).
 */
export function notShown(el: Element): boolean {
  const a = el.attribs;
  if (a['hidden'] !== undefined || /display\s*:\s*none/i.test(a['style'] ?? '')) return true;
  const cls = a['class'];
  if (cls && DESKTOP_HIDDEN.test(cls)) return true;
  if (!cls || !HIDING_CLASS.test(cls)) return false;
  return !/(?:^|\s)(?:[a-z0-9]+:(?:block|flex|inline|inline-block|grid|table|contents)|d-[a-z]+-(?:block|flex|inline|inline-block|grid|table))(?:\s|$)/.test(
    cls,
  );
}

/**
 * The same amount in the other unit system, kept in the line for a units switch and shown only
 * when it is used ('<span class="…-ingredient-amount">6</span> <span class="…-alt-amount">6</span>').
 */
const ALTERNATE_AMOUNT =
  /(?:^|[\s_-])alt(?:ernate|ernative)?[-_](?:amount|unit|quantity|ingredient)(?:$|[\s_-])/i;
const alternateAmount = (el: Element): boolean => ALTERNATE_AMOUNT.test(el.attribs['class'] ?? '');

/**
 * A photo's caption inside a step ('<figure><img><figcaption>Photo: …</figcaption></figure>'): the
 * photo's credit or label, not the step's text. Issue #30: the class of lists running past
 * their end (docs/parser-log.md).
 */
const photoCaption = (el: Element): boolean => el.name === 'figcaption';

const skipInItem = (el: Element): boolean =>
  isActionLink(el) || notShown(el) || alternateAmount(el) || photoCaption(el);

export function itemText(el: Element): string {
  const t = partsText(el, skipInItem);
  if (!/^\p{L}+\s*\d/u.test(t)) return t;
  const lines = linesOf(el);
  return lines.length > 1 && STEP_LABEL.test(lines[0] as string) ? lines.slice(1).join(' ') : t;
}

/** A list item that names a group of the list ('<li class="category">For the sauce</li>'). */
export const GROUP_ITEM_CLASS =
  /(?:^|\s)(?:[\w-]*[-_])?(?:category|group-?(?:name|title|heading)|heading|header|subheading|subtitle|title|separator)(?:\s|$)/i;
export function isGroupItem(li: Element, t: string): boolean {
  return (
    t.length < 80 &&
    (isBoldOnly(li) ||
      GROUP_ITEM_CLASS.test(li.attribs['class'] ?? '') ||
      (!/\d/.test(t) && boldOnlyWrapped(li)))
  );
}

/**
 * An item whose only content is bold text inside a wrapper or two ('<li><span class="name">
 * <strong>For the noodles:</strong></span></li>'): a group's name set in the list, as a bold-only
 * item is.
 */
function boldOnlyWrapped(li: Element): boolean {
  let el = li;
  for (let depth = 0; depth < 3; depth++) {
    if (isBoldOnly(el)) return true;
    const kids = el.children.filter(
      (k) => isElement(k) || (k.type === 'text' && (k as unknown as { data: string }).data.trim()),
    );
    const only = kids.length === 1 ? kids[0] : undefined;
    if (!only || !isElement(only)) return false;
    el = only;
  }
  return false;
}

export function nonEmpty(arr: string[]): string[] {
  return arr.map(collapseWs).filter((s) => s.length > 0);
}

export interface Found {
  ingredients: string[];
  ingredientSections: IngredientSection[];
  instructions: string[];
  instructionSections: InstructionSection[];
  title: string | null;
  yieldText: string | null;
  total: number | null;
  prep: number | null;
  cook: number | null;
  plugin: string | null;
}

export function emptyFound(): Found {
  return {
    ingredients: [],
    ingredientSections: [],
    instructions: [],
    instructionSections: [],
    title: null,
    yieldText: null,
    total: null,
    prep: null,
    cook: null,
    plugin: null,
  };
}

/** A group of list items; `label` is its heading as shown, `name` the same without a colon. */
export interface ListSection {
  name: string | null;
  label: string | null;
  items: string[];
}

/** A step's counter as its own element's whole text ('2', '2.'). */
const COUNTER_BOX = /^\d{1,2}\s*[.)]?$/;

/**
 * A step's number set apart in the step's first element of text ('<li><p class="num">2</p><div>
 * Cut the bacon…</div></li>'): the page's numbering, shown beside the step, not a word of it. Issue
 * #30: the class of label lines in the steps ('1', '2' read into the method).
 */
export function withoutCounterBox(li: Element, text: string): string {
  const box = firstTextBox(li);
  if (!box || box === li) return text;
  const counter = textOf(box);
  if (!COUNTER_BOX.test(counter) || !text.startsWith(counter)) return text;
  const rest = text.slice(counter.length).trim();
  return rest || text;
}

/** The element holding the first text of `el` (depth first), or null. */
function firstTextBox(el: Element): Element | null {
  for (const c of el.children) {
    if (isElement(c)) {
      const inner = firstTextBox(c);
      if (inner) return inner;
    } else if ((c as { data?: string }).data?.trim()) return el;
  }
  return null;
}

/**
 * Items of a list container: `li` leaves, grouped by headings (h2-h6 / strong-only paragraphs)
 * that sit between lists. Falls back to paragraphs when there are no list items.
 */
export function sectionedList(root: Element, steps = false): ListSection[] {
  const sections: ListSection[] = [];
  let cur: ListSection = { name: null, label: null, items: [] };
  sections.push(cur);
  const lis = leafLis(root);
  if (lis.length) {
    // A heading that starts another part ('You may also like', 'Notes') ends the list: the links
    // to other recipes that a theme puts in the same box are no items. Issue #15: the issue's
    // class of related links taken for ingredients (services/parser/RULES.md).
    let ended = false;
    const walk = (el: Element): void => {
      for (const c of el.children) {
        if (ended) return;
        // Markup the page does not show (a notice shown only once the servings are changed).
        if (!isElement(c) || notShown(c)) continue;
        if (
          HEADING_TAGS.has(c.name) &&
          sections.some((x) => x.items.length) &&
          OTHER_HEADING.test(headingText(textOf(c)))
        ) {
          ended = true;
          return;
        }
        if (c.name === 'li' && lis.includes(c)) {
          const t = steps ? withoutCounterBox(c, itemText(c)) : itemText(c);
          if (t && isGroupItem(c, t)) {
            cur = { name: t.replace(/:$/, ''), label: t, items: [] };
            sections.push(cur);
          } else if (t) cur.items.push(t);
          continue;
        }
        if (
          HEADING_TAGS.has(c.name) ||
          (c.name === 'p' && !findAll(c, (x) => x.name === 'li').length) ||
          (c.name === 'strong' && c.parent === root)
        ) {
          const t = textOf(c);
          if (t && t.length < 80) {
            cur = { name: t.replace(/:$/, ''), label: t, items: [] };
            sections.push(cur);
          }
          continue;
        }
        walk(c);
      }
    };
    walk(root);
  } else {
    // Without list items, the box's lines as shown: a version the page hides (the steps for
    // another appliance behind a switch, 'class="d-none"') is not read.
    for (const line of linesOf(root, notShown)) cur.items.push(line);
  }
  return sections.filter((s) => s.items.length > 0);
}
