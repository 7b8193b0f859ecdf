/** Rules for the ingredient list: where it comes from, its groups, and lines written as shown. */
import type { IngredientSection } from '../candidate.ts';
import { isElement, textOf } from '../read/dom.ts';
import type { ChildNode, Document } from 'domhandler';
import { HIDING_CLASSES, notShown } from '../read/dom-lists.ts';
import { linesUnderGroupNames } from '../read/groups.ts';
import { PLUGIN_CARDS } from '../read/plugins.ts';
import { amountFirst, mayBeNameFirst, mayBeUnspaced, spacedLike } from '../read/shown.ts';
import { digitShare } from '../read/sources.ts';
import { mayHaveSiblingParts, siblingParts } from '../read/subrecipe.ts';
import type { Candidate } from '../candidate.ts';
import { looksLikeNavigation } from '../quality.ts';
import { keepIngredients, type Draft, type Page, type Rule } from './types.ts';
import { stripBullet } from './tidy.ts';
import { groupNameLines } from './group-name-lines.ts';
import { oneUnitSystem } from './unit-system-copies.ts';
import { otherSourceFor } from './reconcile.ts';

const HEADING_OPEN =
  /<(h[1-6]|dt|legend|caption|strong|b|th)\b[^>]*>\s*$|<[a-z][a-z0-9]*\b[^>]*\bclass\s*=\s*["'][^"']*(?:title|head|group-?name|subtitle|section-name)[^"']*["'][^>]*>\s*$/i;
const ITEM_OPEN = /<(li|td|option|a|label|p|span)\b[^>]*>\s*$/i;

/**
 * Structured-data ingredient lines that the page itself shows only as a heading: the JSON-LD
 * generator flattened the ingredient groups ('Yoghurt dressing', 'Décor') into the list. A line is
 * a group heading when it has no digits, is short, and every time it appears in the page markup
 * as a whole element text, that element is a heading (h1-h6, <strong>/<dt>, or a class saying
 * title / head / group name), never a list item.
 */
export function groupHeadingLines(html: string, lines: string[]): Set<string> {
  const out = new Set<string>();
  for (const line of lines) {
    if (line.length > 50 || /\d/.test(line) || line.split(' ').length > 6 || /[<>&"]/.test(line)) continue;
    let heads = 0;
    let items = 0;
    // indexOf is much faster than a regex over the whole page; check the text is a whole element.
    for (let at = html.indexOf(line); at >= 0 && items === 0; at = html.indexOf(line, at + line.length)) {
      let i = at - 1;
      while (i >= 0 && /\s/.test(html[i] as string)) i--;
      if (html[i] !== '>') continue;
      let j = at + line.length;
      while (j < html.length && /[\s:]/.test(html[j] as string)) j++;
      if (html[j] !== '<') continue;
      const before = html.slice(Math.max(0, i - 300), i + 1);
      if (before.lastIndexOf('<li') > before.lastIndexOf('</li')) items++;
      else if (HEADING_OPEN.test(before)) heads++;
      else if (ITEM_OPEN.test(before)) items++;
    }
    if (heads > 0 && items === 0) out.add(line);
  }
  return out;
}

/** The ingredient list is still the structured data's own, with at least `min` lines. */
const structuredListAsIs = (d: Draft, page: Page, min: number): boolean =>
  !!page.structuredData &&
  d.c.ingredients.length >= min &&
  d.c.ingredients === page.structuredData.candidate.ingredients;

/** Is a plugin card the same recipe as the structured data? (title match or similar ingredient count) */
function sameRecipe(a: Candidate, card: Candidate): boolean {
  const n = a.ingredients.length;
  const m = card.ingredients.length;
  if (a.title && card.title && a.title.toLowerCase() === card.title.toLowerCase()) return true;
  return m >= n * 0.6 && m <= n * 1.4 + 1;
}

/** The winner has no ingredients: take another source's (otherSourceFor). */
const fromOtherSource: Rule = {
  name: 'ingredients-from-other-source',
  applies: (d) => !d.c.ingredients.length,
  apply: (d, page) => {
    const o = otherSourceFor(
      page.others,
      d.c.instructions,
      (s) => s.candidate.instructions,
      (s) => s.candidate.ingredients,
    );
    if (!o) return false;
    d.c.ingredients = o.candidate.ingredients;
    d.c.ingredientSections = o.candidate.ingredientSections;
    d.warnings.push(`Ingredients recovered from ${o.detail}`);
    return true;
  },
};

/** Structured data whose own ingredient lines mostly lack amounts ('Tequila'). */
const namesOnly = (d: { c: Candidate }, page: { structuredData: { candidate: Candidate } | null }): boolean =>
  !!page.structuredData &&
  page.structuredData.candidate.ingredients.length > 0 &&
  digitShare(d.c.ingredients) < 0.34;

/** Words of a line, lower case, for 'does this page line name that ingredient'. */
const wordsOf = (s: string): string[] =>
  s
    .normalize('NFKC')
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * Whether every structured line (a bare name, 'Tequila') is named by a line of the page list
 * ('4 cl Tequila'): all its words appear in that line.
 */
export function namesEveryLine(names: readonly string[], pageLines: readonly string[]): boolean {
  const page = pageLines.map((l) => new Set(wordsOf(l)));
  return names.every((n) => {
    const w = wordsOf(n);
    return w.length > 0 && page.some((p) => w.every((x) => p.has(x)));
  });
}

/**
 * Structured names that list each ingredient once ('olivolja') while the page list names one in
 * two places ('4 msk olivolja' in the fish's part and in the dressing's): every page line names
 * one of the structured names, and no structured name appears twice.
 */
export function onceEach(names: readonly string[], pageLines: readonly string[]): boolean {
  const keys = names.map((x) => wordsOf(x).join(' '));
  if (new Set(keys).size !== keys.length) return false;
  return pageLines.every((l) => namesSome(names, l));
}

/** Whether some name's words all appear in the line. */
function namesSome(names: readonly string[], line: string): boolean {
  const w = new Set(wordsOf(line));
  return names.some((n) => {
    const nw = wordsOf(n);
    return nw.length > 0 && nw.every((x) => w.has(x));
  });
}

/**
 * Structured data that only names the ingredients ('Tequila') while the page list shows the
 * amounts ('4 cl Tequila'): take the page list when it has as many lines (or more, when the page
 * names an ingredient in two places that the structured data lists once: `onceEach`), most of
 * them carry an amount, and every structured name is found, word for word, in one of its lines. A page list of
 * other words ('2 pounds chicken thighs' for 'Boneless, Skinless Chicken Thighs') is not taken.
 * Issue #15: the word check was written against half b (see services/parser/RULES.md).
 */
const amountsFromPage: Rule = {
  name: 'ingredient-amounts-from-page',
  applies: namesOnly,
  apply: (d, page) => {
    const n = d.c.ingredients.length;
    const o = page.others.find(
      (s) =>
        digitShare(s.candidate.ingredients) >= 0.5 &&
        namesEveryLine(d.c.ingredients, s.candidate.ingredients) &&
        (s.candidate.ingredients.length === n ||
          (s.candidate.ingredients.length > n && onceEach(d.c.ingredients, s.candidate.ingredients))),
    );
    if (!o) return false;
    d.c.ingredients = o.candidate.ingredients;
    d.c.ingredientSections = o.candidate.ingredientSections;
    d.warnings.push(`Ingredient amounts taken from ${o.detail}`);
    return true;
  },
};

const HAS_AMOUNT = /\d|[½⅓⅔¼¾⅛]/;

/**
 * Cheap look at the markup before the whole page is read: does the page show `name` right after
 * an amount ('<span>2 tsp (10ml)</span> <span>dijon mustard</span>')? The visible text in front of
 * one of its first occurrences ends with a number and at most a unit and an aside.
 */
export function amountShownBefore(html: string, name: string): boolean {
  const n = name.trim();
  if (n.length < 3 || /[<>&]/.test(n)) return false;
  let at = html.indexOf(n);
  for (let k = 0; at >= 0 && k < 8; k++, at = html.indexOf(n, at + n.length)) {
    // Only text of an element, not an attribute value (data-name="dijon mustard").
    let i = at - 1;
    while (i >= 0 && /\s/.test(html[i] as string)) i--;
    if (html[i] !== '>') continue;
    let window = html.slice(Math.max(0, at - 1500), at);
    // A tag cut at the start of the window is not text.
    const close = window.indexOf('>');
    if (close >= 0 && window.lastIndexOf('<', close) < 0) window = window.slice(close + 1);
    const before = window
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    if (/[\d½⅓⅔¼¾⅛]\s*\p{L}{0,12}\.?\s*(?:\([^()]{0,20}\))?$/u.test(before)) return true;
  }
  return false;
}

/**
 * Structured data that left out the amount of some lines ('dijon mustard') that the page list
 * shows with one ('2 tsp (10ml) dijon mustard'): when the page list has as many lines, each
 * sharing most words (amounts aside) with the structured line in its place, the page list is
 * taken.
 * Issue #15: written against half a (services/parser/RULES.md).
 */
const missingAmountsFromPage: Rule = {
  name: 'missing-amounts-from-page',
  applies: (d, page) =>
    structuredListAsIs(d, page, 2) &&
    d.c.ingredients.some((l) => !HAS_AMOUNT.test(l) && amountShownBefore(page.stripped, l)),
  apply: (d, page) => {
    const mine = d.c.ingredients;
    const o = page.wholePageDom().find((s) => {
      const theirs = s.candidate.ingredients;
      if (theirs.length !== mine.length) return false;
      let filled = 0;
      for (let i = 0; i < mine.length; i++) {
        const a = mine[i] as string;
        const b = theirs[i] as string;
        const words = wordsOf(a.replace(/[\d½⅓⅔¼¾⅛]+/g, ' '));
        const shown = wordsOf(b);
        // 'tomato' is 'tomatoes', 'cup' is 'cups'.
        const seen = (w: string): boolean =>
          shown.some(
            (x) => x === w || (x.length >= 3 && w.length >= 3 && (x.startsWith(w) || w.startsWith(x))),
          );
        if (!words.length || words.filter(seen).length < 0.6 * words.length) return false;
        if (!HAS_AMOUNT.test(a) && HAS_AMOUNT.test(b)) filled++;
      }
      return filled > 0;
    });
    if (!o) return false;
    d.c.ingredients = o.candidate.ingredients;
    d.c.ingredientSections = o.candidate.ingredientSections;
    d.warnings.push(`Amounts the structured data left out taken from ${o.detail}`);
    return true;
  },
};

/** Structured data listed only the group names; the page shows each group's ingredients. */
const underGroupNames: Rule = {
  name: 'ingredients-under-group-names',
  applies: namesOnly,
  apply: (d, page) => {
    const groups = linesUnderGroupNames(page.fullDom(), d.c.ingredients);
    if (!groups) return false;
    d.c.ingredients = groups.flatMap((g) => g.ingredients);
    d.c.ingredientSections = groups;
    d.warnings.push('Ingredients read from the groups the page shows');
    return true;
  },
};

/**
 * Recipe-plugin cards know the ingredient groups; structured data generated by the same plugins
 * often lists the group headings as ingredients.
 */
const pluginCardGroups: Rule = {
  name: 'ingredient-groups-from-plugin-card',
  applies: (d, page) => !!page.structuredData && d.c.ingredients.length > 0,
  apply: (d, page) => {
    const card = page.dom.find((s) => PLUGIN_CARDS.has(s.detail) && s.candidate.ingredients.length > 0);
    if (!card || !sameRecipe(d.c, card.candidate) || !card.candidate.ingredientSections.some((x) => x.name))
      return false;
    d.c.ingredientSections = card.candidate.ingredientSections;
    // Group headings that the structured list carries as if they were ingredients.
    const names = new Set(
      card.candidate.ingredientSections.map((x) => (x.name ?? '').toLowerCase().replace(/:$/, '')),
    );
    const filtered = d.c.ingredients.filter((x) => !names.has(x.toLowerCase().replace(/:$/, '')));
    if (filtered.length >= card.candidate.ingredients.length) d.c.ingredients = filtered;
    return true;
  },
};

/** The words of a line that name things: letter runs of three or more, lower case. */
const lineWords = (l: string): Set<string> =>
  new Set((l.toLowerCase().match(/\p{L}{3,}/gu) ?? []) as string[]);

/** Two lists of as many lines, line by line the same ingredients (a shared word in at least 80% of them). */
function sameLines(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length || !a.length) return false;
  let same = 0;
  for (let i = 0; i < a.length; i++) {
    const wa = lineWords(a[i] as string);
    for (const w of lineWords(b[i] as string))
      if (wa.has(w)) {
        same++;
        break;
      }
  }
  return same >= 0.8 * a.length;
}

/**
 * A cheap look at the markup before the whole page is read: between the first and the last
 * ingredient line as the page writes them, something that may head a group (a heading, bold
 * text, a class naming a group or a title).
 */
function mayHaveGroups(stripped: string, lines: readonly string[]): boolean {
  // A line's longest word: words survive the inline markup a page puts in its lines.
  const piece = (l: string): string | undefined =>
    (l.match(/\p{L}{4,}/gu) ?? []).sort((x, y) => y.length - x.length)[0];
  const first = piece(lines[0] as string);
  const last = piece(lines[lines.length - 1] as string);
  if (!first || !last) return false;
  // The first line's word may stand earlier too (the introduction, a summary): try a few places.
  // The last line's word is looked for as far as a list may reach (it may stand in other lines).
  let from = stripped.indexOf(first);
  for (let k = 0; from >= 0 && k < 8; k++, from = stripped.indexOf(first, from + first.length)) {
    const to = stripped.lastIndexOf(last, from + 40_000);
    if (to <= from) continue;
    if (GROUP_MARKUP.test(stripped.slice(from, to))) return true;
  }
  return false;
}

const GROUP_MARKUP =
  /<(?:h[2-6]|strong|b|dt|th)\b|class\s*=\s*["'][^"']*(?:group|heading|title|subtitle|section)/i;

/**
 * The structured list has no groups while the page shows the same lines under group names
 * ('For the salad', 'For the dressing') that a reading of the page finds: the page's groups,
 * fitted to the structured lines by position (as many lines, line by line the same ingredients).
 * Runs after ingredient-groups-from-plugin-card, when a recipe card gave no group names.
 */
const groupsFromPage: Rule = {
  name: 'ingredient-groups-from-page',
  applies: (d, page) =>
    !!page.structuredData &&
    d.c.ingredients.length >= 3 &&
    d.c.ingredients.length <= 200 &&
    !d.c.ingredientSections.some((x) => x.name) &&
    mayHaveGroups(page.stripped, d.c.ingredients),
  apply: (d, page) => {
    const found = page
      .wholePageDom()
      .find(
        (x) =>
          x.candidate.ingredientSections.filter((sec) => sec.name).length >= 1 &&
          x.candidate.ingredientSections.length >= 2 &&
          sameLines(d.c.ingredients, x.candidate.ingredients),
      );
    if (found) {
      d.c.ingredientSections = found.candidate.ingredientSections;
      return true;
    }
    // The page's list holds the group names as lines of their own ('Herb Topping' between the
    // lines): the structured lines, split where those names stand.
    for (const x of page.wholePageDom()) {
      const secs = splitAtNames(d.c.ingredients, x.candidate.ingredients);
      if (secs) {
        d.c.ingredientSections = secs;
        return true;
      }
    }
    return false;
  },
};

/** A line of a page's list that may name a group: short, no amount. */
const nameLike = (l: string): boolean => l.length <= 60 && !/\d|[½⅓⅔¼¾⅛]/.test(l);

/**
 * The structured lines in groups, when the page's list is the same lines (one by one a shared
 * word) with a few more between them that name groups; null when the lists do not line up so.
 */
function splitAtNames(lines: readonly string[], shown: readonly string[]): IngredientSection[] | null {
  const extra = shown.length - lines.length;
  if (extra < 1 || extra > lines.length / 3) return null;
  const secs: IngredientSection[] = [{ name: null, ingredients: [] }];
  let j = 0;
  for (let i = 0; i < lines.length; i++) {
    const words = lineWords(lines[i] as string);
    const shares = (l: string | undefined): boolean =>
      l !== undefined && [...lineWords(l)].some((w) => words.has(w));
    // A name is taken while names are left to place: one that does not share a word with the
    // line, or one followed by the line ('Lemon syrup' over '50 ml lemon juice').
    while (
      shown.length - j > lines.length - i &&
      nameLike(shown[j] as string) &&
      (!shares(shown[j]) || shares(shown[j + 1]))
    ) {
      secs.push({ name: shown[j] as string, ingredients: [] });
      j++;
    }
    if (!shares(shown[j])) return null;
    (secs.at(-1) as IngredientSection).ingredients.push(lines[i] as string);
    j++;
  }
  if (j !== shown.length) return null;
  const kept = secs.filter((sec) => sec.ingredients.length > 0);
  return kept.some((sec) => sec.name) && kept.length === secs.length - (secs[0]?.ingredients.length ? 0 : 1)
    ? kept
    : null;
}

/** Lines of the structured list that the page shows only as headings become group names. */
const groupHeadingsInList: Rule = {
  name: 'group-headings-in-ingredient-list',
  applies: (d, page) => structuredListAsIs(d, page, 3),
  apply: (d, page) => {
    const heads = groupHeadingLines(page.stripped, d.c.ingredients);
    if (!heads.size || heads.size >= d.c.ingredients.length / 2) return false;
    const secs: IngredientSection[] = [];
    let sec: IngredientSection = { name: null, ingredients: [] };
    secs.push(sec);
    for (const line of d.c.ingredients) {
      if (heads.has(line)) secs.push((sec = { name: line, ingredients: [] }));
      else sec.ingredients.push(line);
    }
    d.c.ingredients = d.c.ingredients.filter((x) => !heads.has(x));
    d.c.ingredientSections = secs.filter((x) => x.ingredients.length > 0);
    d.warnings.push('Group headings removed from the ingredient list');
    return true;
  },
};

/**
 * The structured data holds only one part ('… (recipe follows)'); the page shows all parts in
 * the same markup.
 */
const siblingPartsRule: Rule = {
  name: 'all-parts-from-page',
  applies: (d, page) =>
    structuredListAsIs(d, page, 1) && mayHaveSiblingParts(page.stripped, d.c.ingredients[0] ?? ''),
  apply: (d, page) => {
    const parts = siblingParts(page.fullDom(), d.c.ingredients, d.c.instructions);
    if (!parts) return false;
    d.c.ingredients = parts.ingredients.flat();
    d.c.ingredientSections = parts.ingredients.map((ingredients) => ({ name: null, ingredients }));
    if (parts.instructions?.length) {
      d.c.instructions = parts.instructions;
      d.c.instructionSections = [{ name: null, instructions: parts.instructions }];
    }
    d.warnings.push('Structured data held one part of the recipe; all parts read from the page');
    return true;
  },
};

/** Structured data glued amounts to units ('400g', '10cl') while the page spaces them. */
const spacedAsShown: Rule = {
  name: 'ingredients-spaced-as-shown',
  applies: (d, page) => !!page.structuredData && mayBeUnspaced(d.c.ingredients, page.stripped),
  apply: (d, page) => {
    const pages = page.wholePageDom();
    const from =
      pages[
        spacedLike(
          d.c.ingredients,
          pages.map((s) => s.candidate.ingredients),
        )
      ];
    if (!from) return false;
    d.c.ingredients = from.candidate.ingredients;
    d.c.ingredientSections = from.candidate.ingredientSections;
    d.warnings.push('Ingredient lines spaced as the page shows them');
    return true;
  },
};

const WHOLE_DECIMAL = /\b(\d+)\.0+(?!\d)/g;
const withoutZeroDecimals = (l: string): string => l.replace(WHOLE_DECIMAL, '$1');

/**
 * Structured data wrote whole amounts as decimals ('500.0 g Kichererbse', '2.0 Zehen
 * Knoblauch') while the page shows '500 g', '2 Zehen': the page's lines are taken when they are
 * the structured lines without those '.0' (and nothing else differs but spacing). Issue #15:
 * written against half a (services/parser/RULES.md).
 */
const wholeAmountsAsShown: Rule = {
  name: 'whole-amounts-as-shown',
  applies: (d, page) => !!page.structuredData && d.c.ingredients.some((l) => /\d\.0+(?!\d)/.test(l)),
  apply: (d, page) => {
    const bare = (x: string): string => x.replace(/\s+/g, '');
    const want = d.c.ingredients.map((l) => bare(withoutZeroDecimals(l)));
    const from = page
      .wholePageDom()
      .find(
        (s) =>
          s.candidate.ingredients.length === want.length &&
          s.candidate.ingredients.every((x, i) => bare(x) === want[i]),
      );
    if (!from) return false;
    d.c.ingredients = from.candidate.ingredients;
    d.c.ingredientSections = from.candidate.ingredientSections;
    d.warnings.push('Whole amounts written as the page shows them');
    return true;
  },
};

/** A word with an optional plural ending, as templates write units: 'cup(s)', 'ounce(s)', 'pincée(s)'. */
const OPTIONAL_PLURAL = /(?<=\p{L})\((?:s|es|en|e|n)\)/u;

/** Letters and digits of a line, optional plural endings and a word's final 's' aside. */
const singularKey = (l: string): string =>
  stripBullet(l)
    .normalize('NFKC')
    .toLowerCase()
    .replace(new RegExp(OPTIONAL_PLURAL.source, 'gu'), '')
    .replace(/(?<=\p{L}{2})s\b/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * The page's lines when they are the structured lines with each optional plural ending resolved as
 * the page shows it ('2 cup(s) boiling water' shown as '2 cups boiling water'): as many lines, each
 * saying the same but for the endings, and one at least where the page has no '(s)'; the page's
 * lines without digits that say none of the structured lines are group names and left out. Null
 * otherwise.
 */
export function pluralsAsShown(lines: readonly string[], all: readonly string[]): string[] | null {
  // Group names the page shows among the lines, which the draft keeps apart.
  const keys = new Set(lines.map(singularKey));
  const shown = all.filter((l) => /\d/.test(l) || keys.has(singularKey(l)));
  if (lines.length !== shown.length || !lines.length) return null;
  let resolved = 0;
  for (let i = 0; i < lines.length; i++) {
    const mine = lines[i] as string;
    const theirs = shown[i] as string;
    if (singularKey(mine) !== singularKey(theirs)) return null;
    if (OPTIONAL_PLURAL.test(mine) && !OPTIONAL_PLURAL.test(theirs)) resolved++;
  }
  return resolved > 0 ? shown.map(stripBullet) : null;
}

/**
 * Structured data written by a template that leaves the plural open ('1/2 gallon(s)', '2 cup(s)')
 * where the page shows each unit as it reads for its amount ('1/2 gallon', '2 cups'): the page's
 * lines are taken. Issue #30: written against half b (justapinch).
 */
const pluralsAsShownRule: Rule = {
  name: 'unit-plurals-as-shown',
  applies: (d, page) => !!page.structuredData && d.c.ingredients.some((l) => OPTIONAL_PLURAL.test(l)),
  apply: (d, page) => {
    for (const s of page.wholePageDom()) {
      const lines = pluralsAsShown(d.c.ingredients, s.candidate.ingredients);
      if (!lines) continue;
      const as = new Map(d.c.ingredients.map((l, i) => [l, lines[i] as string]));
      d.c.ingredients = lines;
      d.c.ingredientSections = d.c.ingredientSections.map((x) => ({
        name: x.name,
        ingredients: x.ingredients.map((l) => as.get(l) ?? l),
      }));
      d.warnings.push('Units written as the page shows them for their amounts');
      return true;
    }
    return false;
  },
};

/** Letters and digits of a line, lower case: what it says whatever its brackets and commas. */
const saysKey = (l: string): string =>
  stripBullet(l)
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
const JOINERS = ['and', 'und', 'et', 'y', 'e', 'og', 'och', 'en', 'i', ''];

/**
 * The structured lines matched to the card's lines in order: each card line is one structured
 * line saying the same, or two consecutive structured lines that it joins ('Sea salt' +
 * 'Freshly ground black pepper' shown as 'Sea salt and freshly ground black pepper'). Null when
 * the lists do not match that way.
 */
export function joinedAsShown(lines: readonly string[], shown: readonly string[]): string[] | null {
  const out: string[] = [];
  let i = 0;
  let joined = 0;
  for (const card of shown) {
    const k = saysKey(card);
    const a = lines[i];
    if (a !== undefined && saysKey(a) === k) {
      out.push(a);
      i++;
      continue;
    }
    const b = lines[i + 1];
    if (a === undefined || b === undefined) return null;
    const ka = saysKey(a);
    const kb = saysKey(b);
    if (!ka || !kb || !JOINERS.some((j) => ka + j + kb === k)) return null;
    out.push(stripBullet(card));
    i += 2;
    joined++;
  }
  return i === lines.length && joined > 0 ? out : null;
}

/**
 * The recipe card on the page (a recipe plugin's card) shows one line where the structured data
 * has two ('Sea salt', 'Freshly ground black pepper' for 'Sea salt and freshly ground black
 * pepper'): the line is taken as the card shows it; every other line stays as the structured data
 * writes it. Issue #15: written against half b (services/parser/RULES.md).
 */
const linesJoinedAsShown: Rule = {
  name: 'ingredient-lines-joined-as-shown',
  applies: (d, page) =>
    structuredListAsIs(d, page, 3) &&
    page.dom.some(
      (s) =>
        PLUGIN_CARDS.has(s.detail) &&
        s.candidate.ingredients.length > 0 &&
        s.candidate.ingredients.length < d.c.ingredients.length,
    ),
  apply: (d, page) => {
    const card = page.dom.find((s) => PLUGIN_CARDS.has(s.detail) && s.candidate.ingredients.length > 0);
    if (!card) return false;
    const names = new Set(card.candidate.ingredientSections.map((x) => x.name).filter(Boolean));
    const shown = card.candidate.ingredients.filter((l) => !names.has(l));
    const lines = joinedAsShown(d.c.ingredients, shown);
    if (!lines) return false;
    const as = new Map(shown.map((l, i) => [l, lines[i] as string]));
    d.c.ingredients = lines;
    d.c.ingredientSections = card.candidate.ingredientSections.map((x) => ({
      name: x.name,
      ingredients: x.ingredients.map((l) => as.get(l) ?? stripBullet(l)),
    }));
    d.warnings.push(`Ingredient lines joined as the recipe card (${card.detail}) shows them`);
    return true;
  },
};

/** Structured data wrote 'mlieko, 500 ml' where the page shows '500 ml mlieko'. */
const amountFirstAsShown: Rule = {
  name: 'ingredients-amount-first-as-shown',
  applies: (d, page) => !!page.structuredData && mayBeNameFirst(d.c.ingredients),
  apply: (d, page) => {
    const shown = amountFirst(d.c.ingredients, textOf(page.fullDom().doc));
    if (!shown) return false;
    const as = new Map(d.c.ingredients.map((x, i) => [x, shown[i] ?? x]));
    d.c.ingredients = shown;
    d.c.ingredientSections = d.c.ingredientSections.map((s) => ({
      name: s.name,
      ingredients: s.ingredients.map((x) => as.get(x) ?? x),
    }));
    d.warnings.push('Ingredient lines written amount first, as the page shows them');
    return true;
  },
};

const CAPITALS = (l: string): boolean =>
  l.length < 40 && !/\d|[½⅓⅔¼¾⅛]/.test(l) && /\p{Lu}{2}/u.test(l) && l === l.toUpperCase();

/** A line in capitals said twice or more ('TOPPING', '200 g cheese', 'TOPPING', '1 tbsp oregano'). */
function capitalsSaidAgain(lines: readonly string[]): boolean {
  const seen = new Set<string>();
  for (const l of lines) {
    if (!CAPITALS(l)) continue;
    if (seen.has(l)) return true;
    seen.add(l);
  }
  return false;
}

/**
 * Group names written in capitals as lines of the list ('EGGS', '3 eggs', '1 yolk', 'FLOUR',
 * '200 g flour'), or the same name said before every line ('EGGS', '3 eggs', 'EGGS', '1 yolk'):
 * each becomes the name of the group of lines after it (a name said again continues its group).
 * A name said again is a name in any source and wherever it starts (issue #15, the issue's class
 * of group headings repeated in capitals; services/parser/RULES.md); a name said once, in a
 * list that opens with it, only in a list read from the page.
 */
const capitalGroupNames: Rule = {
  name: 'capital-group-names',
  applies: (d, page) =>
    d.c.ingredients.length >= 4 &&
    ((!page.structuredData && CAPITALS(d.c.ingredients[0] as string)) || capitalsSaidAgain(d.c.ingredients)),
  apply: (d) => {
    const lines = d.c.ingredients;
    const heads = lines.filter(CAPITALS);
    // Every name has a line after it; names are at most half the list.
    if (heads.length < 2 || heads.length > lines.length / 2) return false;
    if (lines.some((l, i) => CAPITALS(l) && (i + 1 >= lines.length || CAPITALS(lines[i + 1] as string))))
      return false;
    // A list written all in capitals ('2 EGGS', 'SALT') shouts; it does not name groups.
    const others = lines.filter((l) => !CAPITALS(l));
    if (others.filter((l) => /\p{Lu}/u.test(l) && !/\p{Ll}/u.test(l)).length > others.length / 2)
      return false;
    const secs: IngredientSection[] = [];
    for (const l of lines) {
      if (CAPITALS(l)) {
        const again = secs.at(-1)?.name === l;
        if (!again) secs.push({ name: l, ingredients: [] });
      } else {
        // Lines before the first name: a group without a name.
        if (!secs.length) secs.push({ name: null, ingredients: [] });
        secs.at(-1)?.ingredients.push(l);
      }
    }
    d.c.ingredients = lines.filter((l) => !CAPITALS(l));
    d.c.ingredientSections = secs;
    d.warnings.push('Group names in capitals taken out of the ingredient list');
    return true;
  },
};

/**
 * Lines of the site's menu, footer or a 'related recipes' list that follow (or come before) the
 * ingredient list: a run of such lines at either end, none with an amount or a food, is dropped.
 */
const navigationLines: Rule = {
  name: 'ingredient-navigation-lines',
  applies: (d) => d.c.ingredients.length > 2,
  apply: (d) => {
    const lines = d.c.ingredients;
    const nav = (l: string): boolean => looksLikeNavigation(l) && !/\d|[½⅓⅔¼¾⅛]/.test(l);
    let from = 0;
    while (from < lines.length && nav(lines[from] as string)) from++;
    let to = lines.length;
    while (to > from && nav(lines[to - 1] as string)) to--;
    const kept = lines.slice(from, to);
    // A run of one line may be an odd ingredient; a list that is all navigation is left to the gate.
    if (lines.length - kept.length < 2 || kept.length < 2) return false;
    const dropped = new Set([...lines.slice(0, from), ...lines.slice(to)]);
    keepIngredients(d, (x) => !dropped.has(x));
    d.warnings.push('Links of the site (menu or other recipes) removed from the ingredient list');
    return true;
  },
};

// Controls of a recipe card read with its list: the scaling buttons, the unit switch, cook mode.
const INGREDIENT_UI =
  /^(?:scale|cook mode(?:\s.*)?|prevent (?:your )?screen from (?:going dark|turning off|sleeping)|keep (?:the )?screen (?:on|awake)|\d+(?:[.,]\d+)?x(?:\s*\d+(?:[.,]\d+)?x)+|(?:us|metric|imperial)(?: customary)?(?:\s*[/|]?\s*(?:us|metric|imperial)(?: customary)?)+|add (?:all )?(?:the )?(?:ingredients )?to (?:(?:your|my) )?(?:shopping|grocery) list|convert units?)$/i;

/** The controls of a recipe card ('Scale', '1x 2x 3x', 'US Customary Metric', 'Cook Mode …') in the list: dropped. */
const ingredientInterfaceLabels: Rule = {
  name: 'ingredient-interface-labels',
  applies: (d) => d.c.ingredients.some((l) => l.length < 60 && INGREDIENT_UI.test(l.trim())),
  apply: (d) => {
    const keep = (l: string): boolean => !(l.length < 60 && INGREDIENT_UI.test(l.trim()));
    if (!d.c.ingredients.some(keep)) return false;
    keepIngredients(d, keep);
    return true;
  },
};

const UNIT_WORDS = new Set(
  'cup cups tablespoon tablespoons tbsp teaspoon teaspoons tsp g kg ml l oz ounce ounces pound pounds lb lbs stick sticks pinch'.split(
    ' ',
  ),
);

/** The food a line names: its words without amounts and units ('1 1/2 cups whole milk' is 'whole milk'). */
const foodOf = (l: string): string =>
  wordsOf(l)
    .filter((w) => !/\d/.test(w) && !UNIT_WORDS.has(w))
    .join(' ');

/**
 * Where the ingredient list starts again: the index from which its lines name, in order, the same
 * foods as its first lines (another size or appliance of the same recipe, with other amounts),
 * for at least three lines and three quarters of the first part. -1 when it does not.
 */
export function restartsAt(lines: readonly string[]): number {
  const foods = lines.map(foodOf);
  const n = foods.length;
  for (let m = 3; m <= n - 3; m++) {
    if (!foods[0] || foods[m] !== foods[0]) continue;
    const again = n - m;
    if (again < 0.75 * m || again > m) continue;
    if (foods.slice(m).every((f, i) => f === foods[i])) return m;
  }
  return -1;
}

/** The sections holding the first `count` lines of the list, the last one cut where the list stops. */
function firstLines<K extends 'ingredients' | 'instructions', T extends Record<K, string[]>>(
  sections: readonly T[],
  count: number,
  key: K,
): T[] {
  const out: T[] = [];
  let left = count;
  for (const x of sections) {
    if (left <= 0) break;
    const lines = x[key].slice(0, left);
    left -= lines.length;
    if (lines.length) out.push({ ...x, [key]: lines });
  }
  return out;
}

/** Keeps the first `lines` ingredient lines and, when given, the first `steps` steps, with their groups. */
function keepFirst(d: Draft, lines: number, steps?: number): void {
  d.c.ingredients = d.c.ingredients.slice(0, lines);
  d.c.ingredientSections = firstLines(d.c.ingredientSections, lines, 'ingredients');
  if (steps === undefined) return;
  d.c.instructions = d.c.instructions.slice(0, steps);
  d.c.instructionSections = firstLines(d.c.instructionSections, steps, 'instructions');
}

/** The first words of a step, for 'the method starts again here'. */
const opening = (s: string): string => wordsOf(s).slice(0, 8).join(' ');

/**
 * Structured data that holds two versions of the recipe one after the other (for two sizes or
 * appliances: the same foods with other amounts, then the method again from its first step): the
 * first version is kept, the one the page shows first. Issue #15: written against half b
 * (services/parser/RULES.md).
 */
const firstOfTwoVersions: Rule = {
  name: 'first-of-two-versions',
  // At most 200 lines: the search for the restart compares the list with itself.
  applies: (d, page) =>
    structuredListAsIs(d, page, 6) && d.c.ingredients.length <= 200 && d.c.instructions.length >= 4,
  apply: (d) => {
    const m = restartsAt(d.c.ingredients);
    if (m < 0) return false;
    const steps = d.c.instructions;
    const first = opening(steps[0] as string);
    let k = -1;
    for (let i = 2; i < steps.length && k < 0; i++) if (opening(steps[i] as string) === first) k = i;
    if (k < 0 || wordsOf(steps[0] as string).length < 6) return false;
    keepFirst(d, m, k);
    d.warnings.push('The structured data held two versions of the recipe; the first is kept');
    return true;
  },
};

/** Text without spaces, lower case: markup joins an item's pieces with or without a space. */
const squeezed = (s: string): string => s.normalize('NFKC').toLowerCase().replace(/\s+/g, '');

/** The page's text as shown, and the text of the markup it hides (`notShown`), each squeezed. */
export function shownAndHiddenText(doc: Document): { shown: string; hidden: string } {
  const hidden: string[] = [];
  // One walk: a hidden element's text is taken whole, and nothing inside it is visited again.
  const walk = (n: ChildNode | Document): void => {
    if (isElement(n) && notShown(n)) {
      hidden.push(squeezed(textOf(n)));
      return;
    }
    if ('children' in n) for (const c of n.children) walk(c);
  };
  walk(doc);
  return { shown: squeezed(textOf(doc, notShown)), hidden: hidden.join('\u0000') };
}

/**
 * Where a list goes on only in markup the page hides: the index of the first line of its last
 * part when that part (two lines at least) is found only in hidden markup and the lines before it
 * (three at least) are, all but one in five, shown. -1 otherwise.
 */
export function hiddenTailFrom(lines: readonly string[], shown: string, hidden: string): number {
  // Each line is looked for in the page's text: a bounded number of searches.
  if (lines.length > 500) return -1;
  const keys = lines.map(squeezed);
  const hiddenOnly = keys.map((k) => k.length >= 6 && hidden.includes(k) && !shown.includes(k));
  let m = keys.length;
  while (m > 0 && hiddenOnly[m - 1]) m--;
  if (m < 3 || keys.length - m < 2) return -1;
  const shownBefore = keys.slice(0, m).filter((k) => shown.includes(k)).length;
  return shownBefore >= 0.8 * m ? m : -1;
}

/** Markup that hides what follows it: a hiding class, the hidden attribute or display: none. */
const HIDING_MARKUP = new RegExp(
  `\\bclass\\s*=\\s*["']?[^"'>]*\\b(?:${HIDING_CLASSES})\\b|\\shidden[\\s>=]|display\\s*:\\s*none`,
  'i',
);

/**
 * Cheap look at the markup before the whole page is read: is the line's longest run of words
 * shown in the page after hiding markup (within 4,000 characters)?
 */
function mayBeHidden(stripped: string, line: string): boolean {
  const piece = (line.match(/\p{L}[\p{L} ,'-]{7,}/gu) ?? [])
    .map((x) => x.trim())
    .sort((a, b) => b.length - a.length)[0];
  if (!piece) return false;
  let at = stripped.indexOf(piece);
  for (let k = 0; at >= 0 && k < 4; k++, at = stripped.indexOf(piece, at + piece.length)) {
    if (HIDING_MARKUP.test(stripped.slice(Math.max(0, at - 4000), at))) return true;
  }
  return false;
}

/**
 * Structured data that holds every version of the recipe the page offers (another appliance or
 * size, in tabs), one after the other, while the page shows one and hides the others: the lines
 * found only in hidden markup at the end of the ingredient list, and of the steps, are left out,
 * so the recipe is the version the page shows. Issue #15: written against half b
 * (services/parser/RULES.md).
 */
const shownVersionOnly: Rule = {
  name: 'shown-version-only',
  applies: (d, page) =>
    structuredListAsIs(d, page, 5) &&
    d.c.ingredients.length <= 500 &&
    mayBeHidden(page.stripped, d.c.ingredients[d.c.ingredients.length - 1] as string),
  apply: (d, page) => {
    const { shown, hidden } = shownAndHiddenText(page.fullDom().doc);
    const m = hiddenTailFrom(d.c.ingredients, shown, hidden);
    if (m < 0) return false;
    const k = hiddenTailFrom(d.c.instructions, shown, hidden);
    keepFirst(d, m, k > 0 ? k : undefined);
    d.warnings.push(
      'The structured data held versions of the recipe that the page hides; the one shown is kept',
    );
    return true;
  },
};

/** In order: where the list comes from, then its groups, then its lines as the page shows them. */
export const INGREDIENT_RULES: readonly Rule[] = [
  fromOtherSource,
  firstOfTwoVersions,
  shownVersionOnly,
  navigationLines,
  ingredientInterfaceLabels,
  capitalGroupNames,
  amountsFromPage,
  underGroupNames,
  missingAmountsFromPage,
  linesJoinedAsShown,
  pluginCardGroups,
  groupHeadingsInList,
  groupsFromPage,
  siblingPartsRule,
  spacedAsShown,
  wholeAmountsAsShown,
  pluralsAsShownRule,
  amountFirstAsShown,
  groupNameLines,
  oneUnitSystem,
];
