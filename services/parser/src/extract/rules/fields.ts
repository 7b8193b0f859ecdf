/**
 * Rules for the other fields (title, yield, times, image, description, author, tags, notes): a
 * field the winner left empty is taken from the first other source that has it, else from the
 * page itself (headings, meta tags, labelled text).
 */
import { domNotes, domTimes, domYield, pageMeta } from '../read/page-fields.ts';
import { NOTES_LABEL_IN_HTML, notesUnderHeading } from '../read/notes-heading.ts';
import { NOTES_CLASSES } from '../read/plugins.ts';
import type { DomIndex, Element } from '../read/dom.ts';
import { shortText } from '../read/dom.ts';
import type { PageMeta } from '../read/sources.ts';
import { clean, looseKey } from '../read/text.ts';
import { webUrlOn } from '../read/url.ts';
import type { Rule } from './types.ts';

/** Strip a trailing " | Site" / " - Site" from a document title. */
function stripSiteSuffix(t: string, siteName: string | null): string {
  let s = t;
  if (siteName) {
    const esc = siteName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    s = s.replace(new RegExp(`\\s*[|\\-–—:·•]\\s*${esc}\\s*$`, 'i'), '');
  }
  const parts = s.split(/\s+[|–—•·]\s+|\s+-\s+/);
  return (parts[0] ?? s).trim() || s;
}

/**
 * A wiki page's namespace in front of its name ('Cookbook:Pumpkin Pie', 'Recipe:Borscht'): one
 * capitalised word glued to the name by a colon, which the reader takes as the wiki's filing, not
 * the dish's name. A colon followed by a space ('Bento Filler: Orange Juice Carrots') is kept.
 * Issue #15: written against half a (services/parser/RULES.md).
 */
export function stripWikiNamespace(t: string): string {
  const m = /^\p{Lu}\p{Ll}+:(?=\p{L})/u.exec(t);
  return m ? t.slice(m[0].length) : t;
}

/** A name has at least two letters in a row: '2' or '#1' (a broken og:title) names no dish. */
export const namesSomething = (t: string | null | undefined): t is string => !!t && /\p{L}{2}/u.test(t);

/**
 * An <h1> that sets a label in capitals before the name the meta title gives ('THERMOMIX ® REZEPT 1
 * Italienischer Nudelsalat' for 'Italienischer Nudelsalat'): the label is the page's badge, not the
 * dish's name. A lead in lower case ('Easy Taco Seasoning' for 'Taco Seasoning') is part of the
 * name. Issue #30: the class of titles (docs/parser-log.md).
 */
function labelledName(h1: string, metaTitle: string): boolean {
  if (metaTitle.length >= h1.length || !h1.toLowerCase().endsWith(metaTitle.toLowerCase())) return false;
  const label = h1.slice(0, h1.length - metaTitle.length);
  return /\p{L}{2}/u.test(label) && !/\p{Ll}/u.test(label) && /\s$/.test(label);
}

/** A word that joins more of a dish's name ('… with broccoli', '… mit Spargel', '… & eggs'). */
const NAME_GOES_ON = /^(?:with|mit|avec|con|com|met|med|and|und|et|y|e|&|\+)\s/i;

/**
 * The meta title gives the heading's name and goes on with more of it ('<h1>Tofu Salad</h1>' and
 * 'Tofu Salad with Broccoli & Carrot Dressing'): the heading is the short form, the meta title the
 * dish's whole name. A meta title that goes on otherwise ('… recipe', '…: easy and quick') does not.
 * Issue #30: the class of titles; written against half a.
 */
function nameGoesOn(h1: string, metaTitle: string): boolean {
  const head = h1.toLowerCase().trim();
  const meta = metaTitle.toLowerCase().trim();
  return meta.startsWith(`${head} `) && NAME_GOES_ON.test(meta.slice(head.length + 1));
}

/**
 * Title from the page itself: the first <h1>, unless it is shouting (all caps) and the meta
 * title says the same thing, or it is one part of a name set in two headings ('<h1>baba
 * ghanoush</h1><h1>with hand-cut potato chips</h1>', issue #15, written against half a:
 * services/parser/RULES.md) and the meta title gives the name in one piece; otherwise og:title /
 * <title> without the site-name suffix.
 */
export function pageTitle(meta: PageMeta): string | null {
  const og = namesSomething(meta.title)
    ? stripWikiNamespace(stripSiteSuffix(clean(meta.title), meta.siteName))
    : null;
  const doc = namesSomething(meta.docTitle)
    ? stripWikiNamespace(stripSiteSuffix(clean(meta.docTitle), meta.siteName))
    : null;
  const h1 = namesSomething(meta.h1) && meta.h1.length <= 200 ? stripWikiNamespace(clean(meta.h1)) : null;
  const metaTitle = og ?? doc;
  if (h1) {
    if (metaTitle && (meta.h1Split || h1.toLowerCase() === metaTitle.toLowerCase())) return metaTitle;
    if (metaTitle && labelledName(h1, metaTitle)) return metaTitle;
    if (metaTitle && nameGoesOn(h1, metaTitle)) return metaTitle;
    return h1;
  }
  return metaTitle;
}

const title: Rule = {
  name: 'title-from-page',
  applies: (d) => !namesSomething(d.c.title),
  apply: (d, page) => {
    const o = page.others.find((s) => namesSomething(s.candidate.title));
    // The light path parsed only the head and the card: the heading is read from the whole page.
    const t =
      o?.candidate.title ?? pageTitle(page.meta) ?? (page.light ? pageTitle(pageMeta(page.fullDom())) : null);
    if (!t) return false;
    d.c.title = clean(t);
    d.warnings.push('Title taken from page headings/meta tags');
    return true;
  },
};

/** The site's own name from its host: 'www.donalskehan.com' is 'donalskehan', 'madame.lefigaro.fr' 'lefigaro'. */
export function hostName(pageUrl: string): string | null {
  let host: string;
  try {
    host = new URL(pageUrl).hostname;
  } catch {
    return null;
  }
  const labels = host.split('.');
  // The label before the top-level domain, or before a two-letter one after 'co' / 'com' ('co.uk').
  const i =
    labels.length -
    (labels.length > 2 && /^(?:co|com|org|net)$/.test(labels[labels.length - 2] ?? '') ? 3 : 2);
  return labels[i] ?? null;
}

/** Whether `part` names the site: its site name, or its host's name, in any spacing ('Donal Skehan'). */
function namesTheSite(part: string, meta: PageMeta, pageUrl: string): boolean {
  const key = looseKey(part);
  if (key.length < 4) return false;
  if (meta.siteName && looseKey(meta.siteName) === key) return true;
  const host = hostName(pageUrl);
  return !!host && host.length >= 4 && (key === host || key.startsWith(host) || host.startsWith(key));
}

/**
 * A title's last part after a separator ('Pancakes | Donal Skehan'). Its backtracking grows with the
 * square of the length: it only reads names of at most MAX_NAME characters.
 */
const MAX_NAME = 200;
const LAST_PART = /^(.*\p{L}.*?)\s+[|–—•·:-]\s+([^|–—•·:]+)$/u;

/**
 * The site's name after the dish in the structured data's name ('Gingerbread Pancakes | Donal
 * Skehan'): the template's suffix, which the page's heading does not show, goes. Issue #30, the
 * class of titles carrying the site's suffix.
 */
const titleWithoutSite: Rule = {
  name: 'title-without-site-name',
  applies: (d, page) =>
    !!d.c.title &&
    d.c.title.length <= MAX_NAME &&
    d.c.title === page.structuredData?.candidate.title &&
    LAST_PART.test(d.c.title),
  apply: (d, page) => {
    const m = LAST_PART.exec(d.c.title as string);
    if (!m || !namesTheSite(m[2] as string, page.meta, page.pageUrl)) return false;
    d.c.title = (m[1] as string).trim();
    return true;
  },
};

/** Names that say what kind of page it is, not which dish ('Recipe', 'Rezept'). */
const GENERIC_NAME =
  /^(?:recipes?|rezepte?|recettes?|recetas?|ricett[ae]|recept(?:en)?|receitas?|oppskrift(?:er)?|opskrift(?:er)?|przepis(?:y)?|untitled|home)$/iu;

/** Courses and kinds of dish that sites file recipes under ('Desserts', 'Main course', 'Hauptgericht'). */
const COURSE =
  /^(?:desserts?|mains?|main (?:course|dish)e?s?|side (?:dish)e?s?|sides|breakfasts?|brunch|lunch|dinners?|suppers?|snacks?|drinks?|beverages?|appeti[sz]ers?|starters?|soups?|salads?|baking|cakes?|sweets|vegan|vegetarian|nachspeisen?|nachtisch|hauptgerichte?|vorspeisen?|beilagen?|plats? principa(?:l|ux)|entrées?|postres?|primeros?|segundos?|dolci|primi|secondi|antipasti|contorni|hoofdgerecht(?:en)?|nagerecht(?:en)?|voorgerecht(?:en)?)$/iu;

/**
 * The structured data names the recipe by its category ('Desserts': a course that is one of its
 * own categories or keywords; or 'Recipe') while the page's heading names the dish without that
 * word: the heading is the title. A heading that holds the word ('Tomato soup' for 'Soup') is the
 * same dish; a dish's own name among the keywords ('Guacamole') is no course. Issue #30, the class
 * of a generic category as the name.
 */
const titleNotCategory: Rule = {
  name: 'title-not-a-category',
  applies: (d) => {
    const t = d.c.title;
    if (!t) return false;
    const key = looseKey(t);
    return (
      GENERIC_NAME.test(t.trim()) || (COURSE.test(t.trim()) && d.c.tags.some((tag) => looseKey(tag) === key))
    );
  },
  apply: (d, page) => {
    const meta = page.light ? pageMeta(page.fullDom()) : page.meta;
    const heading = pageTitle(meta);
    const key = looseKey(d.c.title as string);
    if (!namesSomething(heading) || looseKey(heading).includes(key)) return false;
    d.c.title = heading;
    d.warnings.push('The structured data names a category; the title was taken from the page heading');
    return true;
  },
};

/**
 * The part of a headline before its colon ('Kohlrabi carpaccio: kohlrabi deserves better than a
 * white sauce'), when it is long enough to name a dish: the name the recipe's own heading may
 * repeat.
 */
export function nameBeforeColon(t: string): string | null {
  const i = t.indexOf(': ');
  if (i < 4) return null;
  const name = t.slice(0, i).trim();
  return /\p{L}{4}/u.test(name) &&
    t
      .slice(i + 2)
      .trim()
      .split(/\s+/).length >= 2
    ? name
    : null;
}

/** The headings (h2, h3) of the page whose text is `name`, in any case and spacing. */
export function headingsNaming(idx: DomIndex, name: string): Element[] {
  const key = looseKey(name);
  const out: Element[] = [];
  for (const tag of ['h2', 'h3', 'h4'])
    for (const h of idx.byTag.get(tag) ?? []) {
      const t = shortText(h, 200);
      if (t !== null && looseKey(t) === key) out.push(h);
    }
  return out;
}

/** ' – Recipe', ' - Rezept' after the name: the word 'recipe' set off by a dash. */
const RECIPE_SUFFIX =
  /\s+[-–—]\s+(?:recipe|rezept|recette|receta|ricetta|recept|receita|oppskrift|opskrift|przepis|resepti)$/i;

/**
 * A title that ends in a dash and the word 'recipe' ('Arretjescake – Recept'): a page template's
 * label after the name, which the page's heading does not show. Issue #15: written against half a
 * (services/parser/RULES.md).
 */
const titleRecipeSuffix: Rule = {
  name: 'title-without-recipe-label',
  applies: (d) => !!d.c.title && RECIPE_SUFFIX.test(d.c.title),
  apply: (d) => {
    const t = (d.c.title as string).replace(RECIPE_SUFFIX, '').trim();
    if (!t) return false;
    d.c.title = t;
    return true;
  },
};

/**
 * A rating after the name ('Lemon Meringue Tartlets Recipe - (4.8/5)'), with the word 'recipe'
 * and the dash that lead into it: a page template's line around the name.
 */
const RATING_SUFFIX =
  /(?:\s+(?:recipe|rezept|recette|receta|ricetta|recept|receita|oppskrift|opskrift|przepis|resepti))?\s*[-–—|:]?\s*\(\s*\d(?:[.,]\d{1,2})?\s*\/\s*(?:5|10)\s*\)$/i;

/**
 * A title that ends in a rating ('Lemon Meringue Tartlets Recipe - (4.8/5)'): the template's
 * rating and the recipe label before it are dropped; no dish is named with its score. Issue #15:
 * written against half b (services/parser/RULES.md).
 */
const titleRating: Rule = {
  name: 'title-without-rating',
  applies: (d) => !!d.c.title && RATING_SUFFIX.test(d.c.title),
  apply: (d) => {
    const t = (d.c.title as string).replace(RATING_SUFFIX, '').trim();
    if (!t) return false;
    d.c.title = t;
    return true;
  },
};

/** A title in capitals ('PURÊ DE BATATA COM FRANGO'): no lower-case letter, at least two capitals. */
const inCapitals = (t: string): boolean => !/\p{Ll}/u.test(t) && /\p{Lu}.*\p{Lu}/u.test(t);

const isWordChar = (c: string | undefined): boolean => !!c && /[\p{L}\p{N}]/u.test(c);

/**
 * The same words as `caps`, as `text` writes them when it writes them in lower and upper case:
 * the span of `text` that says `caps` ignoring case, standing as whole words. Null when `text`
 * does not say them, or says them in capitals too.
 */
export function writtenAs(caps: string, text: string): string | null {
  const want = caps.toLowerCase();
  const low = text.toLowerCase();
  // Lower-casing that changes the length ('İ') would shift the span: leave such text alone.
  if (want.length !== caps.length || low.length !== text.length) return null;
  for (let at = low.indexOf(want); at >= 0; at = low.indexOf(want, at + 1)) {
    if (isWordChar(text[at - 1]) || isWordChar(text[at + want.length])) continue;
    const span = text.slice(at, at + want.length);
    return /\p{Ll}/u.test(span) ? span : null;
  }
  return null;
}

/**
 * A title in capitals (the heading's shouting style, 'CREPIOCA COM BRÓCOLIS E FRANGO') that the
 * page's meta title writes in lower and upper case ('Receita: Crepioca com brócolis e frango -
 * Sabores'): the title is taken as the meta title writes those words. Issue #15: written against
 * half b (services/parser/RULES.md).
 */
const titleAsWritten: Rule = {
  name: 'title-as-written-in-meta',
  applies: (d) => !!d.c.title && d.c.title.length <= 200 && inCapitals(d.c.title),
  apply: (d, page) => {
    const caps = d.c.title as string;
    for (const m of [page.meta.title, page.meta.docTitle]) {
      const t = m ? writtenAs(caps, clean(m)) : null;
      if (t) {
        d.c.title = t;
        return true;
      }
    }
    return false;
  },
};

const empty = (v: unknown): boolean => v === null || v === undefined || v === '';

const yieldRule: Rule = {
  name: 'yield-from-page',
  applies: (d) => empty(d.c.yieldRaw),
  apply: (d, page) => {
    const o = page.others.find((s) => s.candidate.yieldRaw);
    d.c.yieldRaw = o ? o.candidate.yieldRaw : domYield(page.fullDom());
    return !empty(d.c.yieldRaw);
  },
};

const times: Rule = {
  name: 'times-from-page',
  applies: (d) => d.c.total === null && d.c.prep === null && d.c.cook === null,
  apply: (d, page) => {
    const o = page.others.find(
      (s) => s.candidate.total !== null || s.candidate.prep !== null || s.candidate.cook !== null,
    );
    const t = o?.candidate ?? domTimes(page.fullDom());
    d.c.total = t.total;
    d.c.prep = t.prep;
    d.c.cook = t.cook;
    if (t.total === null && t.prep === null && t.cook === null) return false;
    d.warnings.push('Times read from page text');
    return true;
  },
};

const image: Rule = {
  name: 'image-from-page',
  applies: (d) => !d.c.image,
  apply: (d, page) => {
    const o = page.others.find((s) => s.candidate.image);
    d.c.image = o?.candidate.image ?? (page.meta.image ? webUrlOn(page.meta.image, page.pageUrl) : null);
    return !!d.c.image;
  },
};

const description: Rule = {
  name: 'description-from-page',
  applies: (d) => !d.c.description,
  apply: (d, page) => {
    d.c.description =
      page.others.find((s) => s.candidate.description)?.candidate.description ??
      (page.meta.description ? clean(page.meta.description) : null);
    return !!d.c.description;
  },
};

const author: Rule = {
  name: 'author-from-page',
  applies: (d) => !d.c.author,
  apply: (d, page) => {
    d.c.author =
      page.others.find((s) => s.candidate.author)?.candidate.author ??
      (page.meta.author ? clean(page.meta.author) : null);
    return !!d.c.author;
  },
};

const tags: Rule = {
  name: 'tags-from-other-source',
  applies: (d) => !d.c.tags.length,
  apply: (d, page) => {
    d.c.tags = page.others.find((s) => s.candidate.tags.length)?.candidate.tags ?? [];
    return d.c.tags.length > 0;
  },
};

const notes: Rule = {
  name: 'notes-from-page',
  applies: (d) => !d.c.notes.length,
  apply: (d, page) => {
    d.c.notes = page.others.find((s) => s.candidate.notes.length)?.candidate.notes ?? domNotes(page.idx);
    return d.c.notes.length > 0;
  },
};

/** The light path parsed only the card; notes outside it are read from the whole page. */
const notesWholePage: Rule = {
  name: 'notes-from-whole-page',
  applies: (d, page) =>
    !d.c.notes.length && page.light && NOTES_CLASSES.some((k) => page.stripped.includes(k)),
  apply: (d, page) => {
    d.c.notes = domNotes(page.fullDom());
    return d.c.notes.length > 0;
  },
};

/**
 * No plugin marks the notes: a heading of their own ('Notes', 'Recipe Notes', 'Tips') soon after
 * the last step heads them (notes-heading.ts).
 */
const notesUnderHeadingRule: Rule = {
  name: 'notes-under-heading',
  applies: (d, page) =>
    !d.c.notes.length && d.c.instructions.length > 0 && NOTES_LABEL_IN_HTML.test(page.stripped),
  apply: (d, page) => {
    // The light path parsed only the card, which may end before its notes.
    d.c.notes = notesUnderHeading(page.light ? page.fullDom() : page.idx, d.c);
    return d.c.notes.length > 0;
  },
};

export const FIELD_RULES: readonly Rule[] = [
  title,
  titleWithoutSite,
  titleNotCategory,
  titleRecipeSuffix,
  titleRating,
  titleAsWritten,
  yieldRule,
  times,
  image,
  description,
  author,
  tags,
  notes,
  notesWholePage,
  notesUnderHeadingRule,
];
