/**
 * Recipe extraction engine: HTML string + page URL in, structured recipe + report out.
 * Pure code: no network, no I/O.
 *
 * Chain (report.method names the step whose data won):
 *   1. 'json-ld'      schema.org Recipe in <script type="application/ld+json">
 *   2. 'microdata'    itemscope/itemtype=schema.org/Recipe + itemprop
 *   3. 'rdfa'         typeof=Recipe + property
 *   4. 'enhanced-dom' recipe-plugin markup, ingredient/instruction class names, headings
 * Fields missing from the winner are filled from the other sources (and page meta tags), each
 * such recovery adds a warning.
 *
 * extractRecipe() always returns a result (never null): `report.success` is false when the page
 * does not give a title plus at least one ingredient and one instruction.
 *
 * Speed: JSON-LD is found with a regex scan of the raw HTML. Scripts, styles, SVG and comments are
 * dropped before the DOM is built. When JSON-LD is complete, only the <head> and the
 * recipe-plugin card are parsed; the whole page is parsed lazily if a fallback needs it.
 */
import type { Candidate, IngredientSection, InstructionSection } from './candidate.ts';
import { emptyCandidate } from './candidate.ts';
import type { DomIndex } from './dom.ts';
import { metaContent, parseHtml, textOf } from './dom.ts';
import {
  domCandidates,
  domNotes,
  domTimes,
  domYield,
  NOTES_CLASSES,
  headingText,
  INGREDIENT_HEADING,
  INSTRUCTION_HEADING,
  pageMeta,
  RECIPE_HEADING,
  STEP_LABEL,
} from './heuristics.ts';
import { appDataRecipe } from './appdata.ts';
import { linesUnderGroupNames } from './groups.ts';
import { fitGroups } from './line-groups.ts';
import { collectJsonLd } from './jsonld.ts';
import type { JsonObject } from './jsonld.ts';
import { amountFirst, mayBeNameFirst, mayBeUnspaced, spacedLike } from './shown.ts';
import { microdataRecipes, rdfaRecipes } from './microdata.ts';
import { readableTextFromIndex } from './readable.ts';
import { fromSchemaRecipe } from './schema.ts';
import { clean, looseKey } from './text.ts';
import { formatMinutes } from '@cookmark/kitchen';
import type {
  ExtractionMethod,
  ExtractionReport,
  ExtractionResult,
  ParsedRecipe,
  RecipeSection,
} from './types.ts';
import { mayHaveSiblingParts, siblingParts } from './subrecipe.ts';
import { webUrlOn } from './url.ts';
import { parseYield } from './yields.ts';

export type {
  ExtractionMethod,
  ExtractionReport,
  ExtractionResult,
  ParsedRecipe,
  RecipeSection,
} from './types.ts';
export { formatMinutes, parseIsoDuration, parseTextDuration, toMinutes } from '@cookmark/kitchen';
export { parseYield } from './yields.ts';

interface Source {
  method: ExtractionMethod;
  candidate: Candidate;
  detail: string;
}

const BULLET = /^(?:[-•▢☐□◦▪●·*–—]|&bull;)\s+/;
const CREDIT_LINE =
  /^(?:photo|image|picture|video)s?\s+(?:credit|by|courtesy)\b|^(?:foto|fotos|photo|bild|kuva|zdj[eę]cie|fotograf[ií]a)\s*:|^©/i;

/**
 * A method written as one paragraph with its own counters ('1. Preheat… 2. Add… 3. Bake…'):
 * split before each counter when they run 1, 2, 3… and each follows the end of a sentence.
 */
export function splitNumberedBlob(step: string): string[] {
  const first = /^(\d{1,2})\s*[.)]\s*(?=\S)/.exec(step);
  if (!first || first[1] !== '1') return [step];
  const parts: string[] = [];
  let from = 0;
  let next = 2;
  const re = /(?<=[.!?)]\s*)(\d{1,2})\s*[.)]\s*(?=\p{Lu})/gu;
  re.lastIndex = first[0].length;
  for (let m = re.exec(step); m; m = re.exec(step)) {
    if (Number(m[1]) !== next) continue;
    parts.push(step.slice(from, m.index).trim());
    from = m.index;
    next++;
  }
  if (!parts.length) return [step];
  parts.push(step.slice(from).trim());
  return parts;
}

const HEAVY_RE =
  /<script\b[^>]*>[\s\S]*?<\/script\s*>|<style\b[^>]*>[\s\S]*?<\/style\s*>|<svg\b[^>]*>[\s\S]*?<\/svg\s*>|<!--[\s\S]*?-->/gi;

/**
 * Drop scripts, styles, inline SVG and comments before building the DOM: they hold no visible
 * recipe text (JSON-LD is read from the raw HTML beforehand) and are often most of the bytes.
 */
function stripHeavy(html: string): string {
  return html.replace(HEAVY_RE, '');
}

const CARD_MARKERS = [
  'wprm-recipe-container',
  'wprm-recipe wprm-recipe-template',
  'tasty-recipes',
  'mv-create-card',
  'mv-create-ingredients',
  'cooked-recipe-ingredients',
  'ERSIngredients',
  'zlrecipe-container',
];
const CARD_CONTENT = [
  'wprm-recipe-ingredient',
  'tasty-recipes-ingredients',
  'mv-create-ingredients',
  'cooked-recipe-ingredients',
  'ERSIngredients',
  'zlrecipe-ingredients',
];
const CARD_WINDOW = 250_000;

/**
 * The <head> (with the <html> tag) plus a window around the first recipe-plugin card; null when
 * plugin content is there but its card cannot be located (then the whole page is parsed).
 */
function lightHtml(html: string): string | null {
  let headEnd = html.search(/<\/head\s*>|<body\b/i);
  if (headEnd < 0) headEnd = Math.min(html.length, 20_000);
  const head = html.slice(0, headEnd);
  let start = -1;
  for (const m of CARD_MARKERS) {
    const i = html.indexOf(m, headEnd);
    if (i >= 0 && (start < 0 || i < start)) start = i;
  }
  if (start < 0)
    return CARD_CONTENT.some((m) => html.includes(m, headEnd)) ? null : `${head}</head><body></body></html>`;
  const tagStart = html.lastIndexOf('<', start);
  return `${head}</head><body>${html.slice(tagStart, tagStart + CARD_WINDOW)}</body></html>`;
}

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

/** Remove list bullets that pages type in front of items ('• 130 g mel', '▢ 2 eggs'). */
function stripBullet(s: string): string {
  return BULLET.test(s) ? s.replace(BULLET, '').trim() : s;
}

const PLUGIN_CARDS = new Set(['wprm', 'tasty', 'mediavine', 'cooked', 'easyrecipe', 'ziplist']);

/** Is a plugin card the same recipe as the structured data? (title match or similar ingredient count) */
function sameRecipe(a: Candidate, card: Candidate): boolean {
  const n = a.ingredients.length;
  const m = card.ingredients.length;
  if (a.title && card.title && a.title.toLowerCase() === card.title.toLowerCase()) return true;
  return m >= n * 0.6 && m <= n * 1.4 + 1;
}

function digitShare(lines: string[]): number {
  if (!lines.length) return 0;
  return lines.filter((l) => /\d|[½⅓⅔¼¾⅛]/.test(l)).length / lines.length;
}

function richness(c: Candidate): number {
  return c.ingredients.length * 2 + c.instructions.length + (c.title ? 1 : 0);
}

function bestOf(nodes: JsonObject[], byId: Map<string, JsonObject>, base: string): Candidate | null {
  let best: Candidate | null = null;
  for (const n of nodes) {
    const c = fromSchemaRecipe(n, byId, base);
    if (!best || richness(c) > richness(best)) best = c;
  }
  return best;
}

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
 * Title from the page itself: the first <h1>, unless it is shouting (all caps) and the meta
 * title says the same thing; otherwise og:title / <title> without the site-name suffix.
 */
function pageTitle(meta: ReturnType<typeof pageMeta>): string | null {
  const og = meta.title ? stripSiteSuffix(clean(meta.title), meta.siteName) : null;
  const doc = meta.docTitle ? stripSiteSuffix(clean(meta.docTitle), meta.siteName) : null;
  const h1 = meta.h1 && meta.h1.length <= 200 ? clean(meta.h1) : null;
  const metaTitle = og ?? doc;
  if (h1) {
    if (metaTitle && h1.toLowerCase() === metaTitle.toLowerCase()) return metaTitle;
    return h1;
  }
  return metaTitle;
}

function buildSections(
  ing: IngredientSection[],
  ins: InstructionSection[],
  ingredients: string[],
  instructions: string[],
): RecipeSection[] {
  const ingS = ing.filter((s) => s.ingredients.length > 0);
  const insS = ins.filter((s) => s.instructions.length > 0);
  if (ingS.length <= 1 && insS.length <= 1) {
    const name = ingS[0]?.name ?? insS[0]?.name ?? null;
    if (!ingredients.length && !instructions.length) return [];
    return [
      {
        name,
        ingredients: ingredients.slice(),
        instructions: insS[0]?.instructions.slice() ?? instructions.slice(),
      },
    ];
  }
  const out: RecipeSection[] = ingS.map((s) => ({
    name: s.name,
    ingredients: s.ingredients.slice(),
    instructions: [],
  }));
  for (const s of insS) {
    const match = out.find(
      (o) => o.name !== null && s.name !== null && o.name.toLowerCase() === s.name.toLowerCase(),
    );
    if (match) match.instructions.push(...s.instructions);
    else out.push({ name: s.name, ingredients: [], instructions: s.instructions.slice() });
  }
  return out;
}

/** How many ingredients and steps were found: lines of the groups, a group name is neither. */
export function foundData(
  recipe: Pick<ParsedRecipe, 'ingredientGroups' | 'instructionGroups'>,
): ExtractionReport['foundData'] {
  const lines = (groups: ParsedRecipe['ingredientGroups']) => groups.reduce((n, g) => n + g.lines.length, 0);
  return {
    ingredientCount: lines(recipe.ingredientGroups),
    instructionCount: lines(recipe.instructionGroups),
  };
}

/**
 * completenessScore (0-100): title 15, ingredients 25, instructions 25, any time 10,
 * servings/yield 10, image 10, description 5.
 */
export function completenessScore(r: ParsedRecipe): number {
  let s = 0;
  if (r.title) s += 15;
  if (r.ingredients.length) s += 25;
  if (r.instructions.length) s += 25;
  if (r.time.total || r.time.prep || r.time.cook) s += 10;
  if (r.servings !== null || r.yield) s += 10;
  if (r.image) s += 10;
  if (r.description) s += 5;
  return s;
}

/**
 * Whether the recipe is good enough to keep without rendering the page in a browser or asking
 * the AI: a title, at least 2 ingredients and at least 1 instruction step.
 */
export function isComplete(recipe: Pick<ParsedRecipe, 'title' | 'ingredients' | 'instructions'>): boolean {
  return !!recipe.title && recipe.ingredients.length >= 2 && recipe.instructions.length >= 1;
}

/**
 * Page source pasted without its address: the address the page gives itself (Open Graph og:url, or
 * its canonical link), when it is a web address; else ''.
 */
function pageOwnUrl(idx: DomIndex): string {
  const canonical = (idx.byTag.get('link') ?? []).find((l) =>
    (l.attribs['rel'] ?? '').toLowerCase().split(/\s+/).includes('canonical'),
  );
  const named = metaContent(idx, 'og:url') ?? canonical?.attribs['href'] ?? null;
  return (named && webUrlOn(named, '')) ?? '';
}

/** `pageUrl` '' when the user pasted a page's source without its address. */
export function extractRecipe(html: string, pageUrl: string): ExtractionResult {
  const warnings: string[] = [];
  const src = html.charCodeAt(0) === 0xfeff ? html.slice(1) : html;

  const ld = collectJsonLd(src);
  if (ld.parseErrors) warnings.push(`${ld.parseErrors} JSON-LD block(s) could not be parsed`);
  const ldC = bestOf(ld.recipes, ld.byId, pageUrl);

  // Fast path: when JSON-LD already gives a complete recipe, build the DOM only from the <head>
  // (meta tags, language) and the recipe-plugin card if there is one (ingredient groups, notes).
  // The whole page is parsed lazily, only if a fallback needs it (missing yield or times).
  const stripped = stripHeavy(src);
  let fullIdx: DomIndex | null = null;
  const fullDom = (): DomIndex => (fullIdx ??= parseHtml(stripped));
  const light =
    !!ldC &&
    !!ldC.title &&
    ldC.ingredients.length > 0 &&
    ldC.instructions.length > 0 &&
    digitShare(ldC.ingredients) >= 0.34;
  const lightSrc = light ? lightHtml(stripped) : null;
  const idx: DomIndex = lightSrc !== null ? parseHtml(lightSrc) : fullDom();
  const meta = pageMeta(idx);

  const sources: Source[] = [];
  if (ldC) sources.push({ method: 'json-ld', candidate: ldC, detail: 'json-ld' });
  if (lightSrc === null) {
    const mdC = bestOf(microdataRecipes(idx), new Map(), pageUrl);
    if (mdC) sources.push({ method: 'microdata', candidate: mdC, detail: 'microdata' });
    const rdC = bestOf(rdfaRecipes(idx), new Map(), pageUrl);
    if (rdC) sources.push({ method: 'rdfa', candidate: rdC, detail: 'rdfa' });
  }
  const structured = sources.filter(
    (s) => s.candidate.ingredients.length > 0 || s.candidate.instructions.length > 0,
  );
  const asSources = (found: ReturnType<typeof domCandidates>): Source[] =>
    found.map((d) => ({ method: 'enhanced-dom' as const, candidate: d.candidate, detail: d.plugin }));
  const dom = asSources(domCandidates(idx));
  // The DOM candidates of the whole page, for rules that need more than the light path parsed.
  let pageDom: Source[] | null = lightSrc === null ? dom : null;
  const wholePageDom = (): Source[] => (pageDom ??= asSources(domCandidates(fullDom())));

  // Winner: first structured source with content, else a recipe in the page's embedded app
  // state (client-rendered pages), else the richest DOM candidate.
  let primary: Source | undefined = structured[0];
  if (!primary) {
    const app = appDataRecipe(src);
    if (app) {
      primary = { method: 'enhanced-dom', candidate: app, detail: 'app-data' };
      sources.push(primary);
    }
  }
  if (!primary) {
    const byRich = [...dom].sort((a, b) => richness(b.candidate) - richness(a.candidate));
    primary = byRich[0] ?? sources[0];
  }
  const c: Candidate = primary ? { ...primary.candidate } : emptyCandidate();
  const method: ExtractionMethod = primary?.method ?? 'enhanced-dom';
  const others = [...sources, ...dom].filter((s) => s !== primary);
  // The winner when it is structured data (JSON-LD, microdata, RDFa): what the page rules below
  // check against and correct from the page itself.
  const structuredData = primary && primary.method !== 'enhanced-dom' ? primary : null;

  if (!c.ingredients.length) {
    const o = others.find((s) => s.candidate.ingredients.length > 0);
    if (o) {
      c.ingredients = o.candidate.ingredients;
      c.ingredientSections = o.candidate.ingredientSections;
      warnings.push(`Ingredients recovered from ${o.detail}`);
    }
  } else if (structuredData && digitShare(c.ingredients) < 0.34) {
    // Structured data that only names the ingredients ('Tequila') while the page list shows
    // the amounts ('4 cl Tequila'): take the page list when it has the same number of lines.
    const o = [...sources, ...dom].find(
      (s) =>
        s !== primary &&
        s.candidate.ingredients.length === c.ingredients.length &&
        digitShare(s.candidate.ingredients) >= 0.5,
    );
    const groups = o ? null : linesUnderGroupNames(fullDom(), c.ingredients);
    if (o) {
      c.ingredients = o.candidate.ingredients;
      c.ingredientSections = o.candidate.ingredientSections;
      warnings.push(`Ingredient amounts taken from ${o.detail}`);
    } else if (groups) {
      // Structured data listed only the group names; the page shows each group's ingredients.
      c.ingredients = groups.flatMap((g) => g.ingredients);
      c.ingredientSections = groups;
      warnings.push('Ingredients read from the groups the page shows');
    }
  }
  if (structuredData && c.ingredients.length) {
    // Recipe-plugin cards know the ingredient groups; structured data generated by the same
    // plugins often lists the group headings as ingredients.
    const card = dom.find((s) => PLUGIN_CARDS.has(s.detail) && s.candidate.ingredients.length > 0);
    if (card && sameRecipe(c, card.candidate) && card.candidate.ingredientSections.some((x) => x.name)) {
      c.ingredientSections = card.candidate.ingredientSections;
      // Group headings that the structured list carries as if they were ingredients.
      const names = new Set(
        card.candidate.ingredientSections.map((x) => (x.name ?? '').toLowerCase().replace(/:$/, '')),
      );
      const filtered = c.ingredients.filter((x) => !names.has(x.toLowerCase().replace(/:$/, '')));
      if (filtered.length >= card.candidate.ingredients.length) c.ingredients = filtered;
    }
  }
  if (structuredData && c.ingredients.length > 2 && c.ingredients === structuredData.candidate.ingredients) {
    const heads = groupHeadingLines(stripped, c.ingredients);
    if (heads.size && heads.size < c.ingredients.length / 2) {
      const secs: IngredientSection[] = [];
      let sec: IngredientSection = { name: null, ingredients: [] };
      secs.push(sec);
      for (const line of c.ingredients) {
        if (heads.has(line)) secs.push((sec = { name: line, ingredients: [] }));
        else sec.ingredients.push(line);
      }
      c.ingredients = c.ingredients.filter((x) => !heads.has(x));
      c.ingredientSections = secs.filter((x) => x.ingredients.length > 0);
      warnings.push('Group headings removed from the ingredient list');
    }
  }
  if (
    structuredData &&
    c.ingredients.length &&
    c.ingredients === structuredData.candidate.ingredients &&
    mayHaveSiblingParts(stripped, c.ingredients[0] ?? '')
  ) {
    // The structured data holds only one part ('… (recipe follows)'); the page shows all parts
    // in the same markup.
    const parts = siblingParts(fullDom(), c.ingredients, c.instructions);
    if (parts) {
      c.ingredients = parts.ingredients.flat();
      c.ingredientSections = parts.ingredients.map((ingredients) => ({ name: null, ingredients }));
      if (parts.instructions?.length) {
        c.instructions = parts.instructions;
        c.instructionSections = [{ name: null, instructions: parts.instructions }];
      }
      warnings.push('Structured data held one part of the recipe; all parts read from the page');
    }
  }
  if (structuredData && mayBeUnspaced(c.ingredients, stripped)) {
    // Structured data glued amounts to units ('400g', '10cl') while the page spaces them.
    const pages = wholePageDom();
    const from =
      pages[
        spacedLike(
          c.ingredients,
          pages.map((d) => d.candidate.ingredients),
        )
      ];
    if (from) {
      c.ingredients = from.candidate.ingredients;
      c.ingredientSections = from.candidate.ingredientSections;
      warnings.push('Ingredient lines spaced as the page shows them');
    }
  }
  if (structuredData && mayBeNameFirst(c.ingredients)) {
    // Structured data wrote 'mlieko, 500 ml' where the page shows '500 ml mlieko'.
    const shown = amountFirst(c.ingredients, textOf(fullDom().doc));
    if (shown) {
      const as = new Map(c.ingredients.map((x, i) => [x, shown[i] ?? x]));
      c.ingredients = shown;
      c.ingredientSections = c.ingredientSections.map((s) => ({
        name: s.name,
        ingredients: s.ingredients.map((x) => as.get(x) ?? x),
      }));
      warnings.push('Ingredient lines written amount first, as the page shows them');
    }
  }
  let instructionsFrom: ExtractionMethod = method;
  if (structuredData && c.instructions.length === 1) {
    // Structured data that flattened the whole method into one string, while the page shows it
    // as separate steps: take the page's steps when they hold the same text.
    const blob = looseKey(c.instructions[0] ?? '');
    const fromPage = wholePageDom().find(
      (s) => s.candidate.instructions.length > 1 && looseKey(s.candidate.instructions.join(' ')) === blob,
    );
    if (fromPage) {
      c.instructions = fromPage.candidate.instructions;
      c.instructionSections = fromPage.candidate.instructionSections;
      warnings.push('Instruction steps taken from the page layout');
    }
  }
  if (
    structuredData &&
    c.instructions.length === 1 &&
    c.description &&
    looseKey(c.instructions[0] ?? '') === looseKey(c.description)
  ) {
    // The 'method' is the recipe's summary again: look for the steps on the page.
    const page = wholePageDom().find((d) => d.candidate.instructions.length > 0);
    if (page) {
      c.instructions = page.candidate.instructions;
      c.instructionSections = page.candidate.instructionSections;
      instructionsFrom = 'enhanced-dom';
      warnings.push('Instructions repeated the description; steps read from the page');
    }
  }
  if (!c.instructions.length) {
    const o = others.find((s) => s.candidate.instructions.length > 0);
    if (o) {
      instructionsFrom = o.method;
      c.instructions = o.candidate.instructions;
      c.instructionSections = o.candidate.instructionSections;
      warnings.push(
        o.method === 'enhanced-dom'
          ? 'Instructions recovered from page text'
          : `Instructions recovered from ${o.detail}`,
      );
    }
  }
  if (!c.title) {
    const o = others.find((s) => s.candidate.title);
    const t = o?.candidate.title ?? pageTitle(meta);
    if (t) {
      c.title = clean(t);
      warnings.push('Title taken from page headings/meta tags');
    }
  }
  if (c.yieldRaw === null || c.yieldRaw === undefined || c.yieldRaw === '') {
    const o = others.find((s) => s.candidate.yieldRaw);
    c.yieldRaw = o ? o.candidate.yieldRaw : domYield(fullDom());
  }
  if (c.total === null && c.prep === null && c.cook === null) {
    const o = others.find(
      (s) => s.candidate.total !== null || s.candidate.prep !== null || s.candidate.cook !== null,
    );
    const t = o?.candidate ?? domTimes(fullDom());
    c.total = t.total;
    c.prep = t.prep;
    c.cook = t.cook;
    if (t.total !== null || t.prep !== null || t.cook !== null) warnings.push('Times read from page text');
  }
  if (!c.image) {
    const o = others.find((s) => s.candidate.image);
    c.image = o?.candidate.image ?? (meta.image ? webUrlOn(meta.image, pageUrl) : null);
  }
  if (!c.description)
    c.description =
      others.find((s) => s.candidate.description)?.candidate.description ??
      (meta.description ? clean(meta.description) : null);
  if (!c.author)
    c.author =
      others.find((s) => s.candidate.author)?.candidate.author ?? (meta.author ? clean(meta.author) : null);
  if (!c.tags.length) c.tags = others.find((s) => s.candidate.tags.length)?.candidate.tags ?? [];
  if (!c.notes.length)
    c.notes = others.find((s) => s.candidate.notes.length)?.candidate.notes ?? domNotes(idx);
  if (!c.notes.length && lightSrc !== null && NOTES_CLASSES.some((k) => stripped.includes(k)))
    c.notes = domNotes(fullDom());

  c.ingredients = c.ingredients.map(stripBullet).filter((x) => x.length > 0);
  c.instructions = c.instructions.map(stripBullet).filter((x) => x.length > 0 && !CREDIT_LINE.test(x));
  if (c.instructions.length === 1) {
    const split = splitNumberedBlob(c.instructions[0] ?? '');
    if (split.length > 1) {
      c.instructions = split;
      c.instructionSections = [{ name: c.instructionSections[0]?.name ?? null, instructions: split }];
    }
  }
  // Heading lines that came along with the list ('Ingredients', 'Modo de preparo', 'Step 1').
  c.ingredients = c.ingredients.filter((x) => !(x.length < 40 && INGREDIENT_HEADING.test(headingText(x))));
  // A lone HowToSection named like the list's own heading ('Modo de Preparo', 'Instructions')
  // titles the whole list; it is not a sub-section to show as a step.
  const namedIns = c.instructionSections.filter((s) => s.name);
  const lone =
    namedIns.length === 1 &&
    c.instructionSections.every((s) => s === namedIns[0] || s.instructions.length === 0)
      ? namedIns[0]
      : undefined;
  if (
    lone &&
    lone.name &&
    c.instructions.length > 1 &&
    c.instructions[0] === lone.name &&
    INSTRUCTION_HEADING.test(headingText(lone.name))
  ) {
    c.instructions = c.instructions.slice(1);
  } else {
    // A first section named only 'Recipe' / 'Method' heads the whole list, not a part of it.
    const firstName = c.instructionSections.find((s) => s.name)?.name;
    if (
      firstName &&
      c.instructions.length > 1 &&
      c.instructions[0] === firstName &&
      (RECIPE_HEADING.test(headingText(firstName)) || INSTRUCTION_HEADING.test(headingText(firstName)))
    )
      c.instructions = c.instructions.slice(1);
  }
  if (instructionsFrom !== 'json-ld') {
    // Page text and microdata containers often carry their own heading as a first line.
    c.instructions = c.instructions.filter(
      (x) => !(x.length < 40 && (INSTRUCTION_HEADING.test(headingText(x)) || STEP_LABEL.test(x))),
    );
  }

  let total = c.total;
  if (total === null && (c.prep !== null || c.cook !== null)) total = (c.prep ?? 0) + (c.cook ?? 0) || null;
  const y = parseYield(c.yieldRaw);

  if (!c.title) warnings.push('No title found');
  if (!c.ingredients.length) warnings.push('No ingredients found');
  if (!c.instructions.length) warnings.push('No instructions found');

  const recipe: ParsedRecipe = {
    title: c.title ?? '',
    description: c.description ?? '',
    ingredients: c.ingredients,
    instructions: c.instructions,
    ingredientGroups: fitGroups(
      c.ingredientSections.map((s) => ({ name: s.name, lines: s.ingredients })),
      c.ingredients,
      {
        tidy: stripBullet,
        namesInList: false,
        isListHeading: (n) => INGREDIENT_HEADING.test(headingText(n)),
      },
    ),
    instructionGroups: fitGroups(
      c.instructionSections.map((s) => ({ name: s.name, lines: s.instructions })),
      c.instructions,
      { tidy: stripBullet, namesInList: true },
    ),
    totalTime: formatMinutes(total),
    cookTime: formatMinutes(c.cook),
    prepTime: formatMinutes(c.prep),
    time: { prep: c.prep, cook: c.cook, total },
    difficulty: c.difficulty,
    servings: y.servings,
    yield: y.yield,
    tags: c.tags,
    notes: c.notes,
    sections: buildSections(c.ingredientSections, c.instructionSections, c.ingredients, c.instructions),
    image: c.image,
    originalUrl: pageUrl || pageOwnUrl(idx),
    author: c.author,
    language: meta.language ?? c.language,
  };
  const report: ExtractionReport = {
    method,
    success: !!recipe.title && recipe.ingredients.length > 0 && recipe.instructions.length > 0,
    warnings,
    completenessScore: completenessScore(recipe),
    foundData: foundData(recipe),
  };
  return { recipe, report };
}

/** The page's main readable text (for AI extraction), one block per line. */
export function readableText(html: string): string {
  return readableTextFromIndex(parseHtml(stripHeavy(html)));
}
