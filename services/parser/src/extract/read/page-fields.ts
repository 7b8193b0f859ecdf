/**
 * Page-level fields read from the DOM when no candidate has them: title sources (meta tags, the
 * content <h1>), image, description, language, author, and the yield, times and notes shown.
 */
import { toMinutes } from '@cookmark/kitchen';
import type { DomIndex, Element } from './dom.ts';
import { byClass, HEADING_TAGS, insideLi, linesOf, metaContent, shortText, textOf } from './dom.ts';
import { headingText } from './headings.ts';
import { NOTES_CLASSES } from './plugins.ts';
import { looseKey } from './text.ts';

/**
 * Classes that hide an element from the screen. 'hidden-print' and 'hidden-xs' hide it only in
 * print or on the smallest screens: such a heading is shown (issue #30, the class of titles).
 */
const HIDDEN_CLASS = /sr-only|visually-?hidden|screen-reader|(?:^|\s)(?:is-)?hidden(?:\s|$)|offscreen/i;

/**
 * A `<header>` inside `<main>` or `<article>` is the header of that content (its title, byline and
 * photo), not the site's banner. Issue #30: the class of titles (docs/parser-log.md).
 */
function inContent(header: Element): boolean {
  for (let p = header.parent as Element | null; p && p.type === 'tag'; p = p.parent as Element | null)
    if (p.name === 'main' || p.name === 'article') return true;
  return false;
}

/** An <h1> that titles the content: visible, not in the page chrome (unless `inChrome`), not the site name. */
function isContentHeading(h: Element, siteName: string | null, inChrome = false): boolean {
  const t = shortText(h, 200);
  if (!t) return false;
  if (siteName && t.toLowerCase() === siteName.toLowerCase()) return false;
  for (let p: Element | null = h; p && p.type === 'tag'; p = p.parent as Element | null) {
    if (HIDDEN_CLASS.test(p.attribs['class'] ?? '')) return false;
    if (
      !inChrome &&
      (p.name === 'nav' ||
        (p.name === 'header' && !inContent(p)) ||
        p.name === 'footer' ||
        p.attribs['role'] === 'navigation' ||
        p.attribs['role'] === 'banner')
    )
      return false;
  }
  return true;
}

/**
 * An <h1> in the page's chrome (the last, active item of a breadcrumb) whose text, two words at
 * least, opens the page's meta title: it names this page, as a content heading does. A site's
 * name in a banner <h1> does not open the title of each of its pages. Issue #30: the class
 * of titles.
 */
function namesThePage(h: Element, titles: (string | null)[]): boolean {
  const t = shortText(h, 200);
  if (!t || t.split(/\s+/).length < 2) return false;
  const key = looseKey(t);
  return titles.some((x) => !!x && looseKey(x).startsWith(key));
}

function nextSiblingElement(el: Element): Element | null {
  for (let n = el.next; n; n = n.next) if (n.type === 'tag') return n as Element;
  return null;
}

/** Page-level metadata (title, image, description, language, author) from meta tags / h1. */
export function pageMeta(idx: DomIndex): {
  title: string | null;
  h1: string | null;
  /** The content <h1> is followed right away by another <h1>: the name set in two headings. */
  h1Split: boolean;
  docTitle: string | null;
  image: string | null;
  description: string | null;
  language: string | null;
  author: string | null;
  siteName: string | null;
} {
  const htmlEl = idx.byTag.get('html')?.[0];
  const siteName = metaContent(idx, 'og:site_name');
  const titleEl = idx.byTag.get('title')?.[0];
  const metaTitle = metaContent(idx, 'og:title') ?? metaContent(idx, 'twitter:title');
  const h1s = idx.byTag.get('h1') ?? [];
  const h1El =
    h1s.find((h) => isContentHeading(h, siteName)) ??
    h1s.find(
      (h) =>
        isContentHeading(h, siteName, true) && namesThePage(h, [metaTitle, titleEl ? textOf(titleEl) : null]),
    );
  return {
    title: metaTitle,
    h1: h1El ? textOf(h1El) || null : null,
    h1Split: !!h1El && nextSiblingElement(h1El)?.name === 'h1',
    docTitle: titleEl ? textOf(titleEl) || null : null,
    image:
      metaContent(idx, 'og:image') ?? metaContent(idx, 'og:image:url') ?? metaContent(idx, 'twitter:image'),
    description: metaContent(idx, 'og:description') ?? metaContent(idx, 'description'),
    language: htmlEl?.attribs['lang'] ?? htmlEl?.attribs['xml:lang'] ?? metaContent(idx, 'og:locale'),
    author: metaContent(idx, 'author') ?? metaContent(idx, 'article:author'),
    siteName,
  };
}

const YIELD_CLASS = /yield|serving|serves|portion/i;
const YIELD_TEXT =
  /^(?:serves|servings?|yields?|makes|ergibt|portions?|portionen|personnes|porciones|porções|porzioni|portioner|antal|for|für|pour|para|per|porcje|porcí|adag)\b\s*:?\s*(?:about\s+)?\d/i;

// Number first ('2 Portionen als Hauptgericht', '4 servings'): only as a short line of its own.
const YIELD_COUNT_FIRST =
  /^\d{1,3}\s*(?:servings?|portions?|portionen|personen|personnes|porciones|porções|porzioni|portioner|porsjon(?:er)?|porties?|porcj[ei]|porcí|adag|annosta|personas|pessoas|persone|people|persons?)\b/i;

/**
 * A short line that only states the servings ('2 personnes', 'Serves 4', 'Servings: 6'): the
 * servings control a page shows between the ingredient heading and the list, not an ingredient.
 */
export function isServingsLine(t: string): boolean {
  return t.length <= 40 && (YIELD_TEXT.test(t) || YIELD_COUNT_FIRST.test(t)) && !/[.,;]\s*\S+\s+\S+/.test(t);
}

/** A yield / servings statement shown on the page ('Serves 4', 'Servings: 6', class="yield"). */
export function domYield(idx: DomIndex): string | null {
  for (const el of idx.all) {
    const cls = (el.attribs['class'] ?? '') + ' ' + (el.attribs['id'] ?? '');
    const byClassName =
      cls.length > 1 && YIELD_CLASS.test(cls) && !/nutrition|icon|per-recipe|size/i.test(cls);
    if (
      !byClassName &&
      !(
        el.name === 'span' ||
        el.name === 'div' ||
        el.name === 'p' ||
        el.name === 'li' ||
        el.name === 'strong' ||
        el.name === 'b' ||
        HEADING_TAGS.has(el.name) ||
        el.name === 'dd' ||
        el.name === 'td'
      )
    )
      continue;
    let t = shortText(el, 60);
    if (!t) continue;
    if (byClassName) {
      if (!/\d/.test(t)) continue;
      if (/^\d+(?:[.,]\d+)?$/.test(t)) {
        // Bare number: the label / unit sits next to it ('6 servings', 'Serves: 6').
        const parentText = el.parent ? (shortText(el.parent as Element, 60) ?? '') : '';
        if (parentText.length <= 60 && /\d/.test(parentText)) t = parentText;
      }
      return t;
    }
    if (YIELD_TEXT.test(t)) return t;
    if (el.name !== 'li' && t.length <= 40 && YIELD_COUNT_FIRST.test(t) && !insideLi(el)) return t;
  }
  return null;
}

const TIME_LABELS: [keyof DomTimes, RegExp][] = [
  [
    'total',
    /^(?:total(?:\s+time)?|ready\s+in|time|gesamtzeit|gesamt|temps\s+total|tiempo\s+total|tempo\s+total(?:e)?|czas\s+ca[łl]kowity|totale\s+tijd|total\s+tid|tid|tillagningstid|elk[ée]sz[íi]t[ée]si\s+id[őo]|celkov[ýy]\s+[čc]as)\b/i,
  ],
  [
    'prep',
    /^(?:prep(?:aration)?(?:\s+time)?|zubereitungszeit|arbeitszeit|vorbereitungszeit|temps\s+de\s+pr[ée]paration|tiempo\s+de\s+preparaci[óo]n|tempo\s+di\s+preparazione|tempo\s+de\s+preparo|voorbereidingstijd|czas\s+przygotowania|hands[\s-]+on(?:\s+time)?|active(?:\s+time)?)\b/i,
  ],
  [
    'cook',
    /^(?:cook(?:ing)?(?:\s+time)?|bake(?:\s+time)?|baking\s+time|kochzeit|backzeit|garzeit|temps\s+de\s+cuisson|tiempo\s+de\s+cocci[óo]n|tempo\s+di\s+cottura|tempo\s+de\s+cozimento|bereidingstijd|kooktijd|czas\s+gotowania|s[üu]t[ée]si\s+id[őo])\b/i,
  ],
];

export interface DomTimes {
  total: number | null;
  prep: number | null;
  cook: number | null;
}

/** Times shown as 'Prep time: 10 mins' / 'Total Time' + value next to it. */
export function domTimes(idx: DomIndex): DomTimes {
  const out: DomTimes = { total: null, prep: null, cook: null };
  let seen = 0;
  for (const el of idx.all) {
    if (seen > 20000) break;
    seen++;
    if (el.name === 'script' || el.name === 'style' || el.name === 'a') continue;
    const t = shortText(el, 60);
    if (!t) continue;
    const label = headingText(t);
    for (const [key, re] of TIME_LABELS) {
      if (out[key] !== null) continue;
      const m = re.exec(label);
      if (!m) continue;
      let valueText = label.slice(m[0].length).replace(/^[\s:：-]+/, '');
      if (!/\d/.test(valueText)) {
        // The value sits in the next element ('<dt>Prep</dt><dd>10 min</dd>').
        let next = el.next;
        while (next && next.type !== 'tag') next = next.next;
        valueText = next ? (shortText(next as Element, 40) ?? '') : '';
      }
      const minutes = valueText ? toMinutes(valueText) : null;
      if (minutes !== null) out[key] = minutes;
      break;
    }
    if (out.total !== null && out.prep !== null && out.cook !== null) break;
  }
  return out;
}

/** Recipe notes / tips from recipe-plugin markup, one entry per paragraph or list item. */
export function domNotes(idx: DomIndex): string[] {
  for (const cls of NOTES_CLASSES) {
    const el = byClass(idx, cls)[0];
    if (!el) continue;
    const lines = linesOf(el).filter((l) => !/^(?:notes?|recipe\s+notes|tips?)\s*:?$/i.test(l));
    if (lines.length) return lines.slice(0, 50);
  }
  return [];
}
