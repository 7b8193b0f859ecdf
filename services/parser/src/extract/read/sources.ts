/**
 * Sources: each reading of the page proposes recipe candidates, and one of them is taken as the
 * starting point that the rules (rules/) then check and complete.
 *
 *   'json-ld'      schema.org Recipe in <script type="application/ld+json">
 *   'microdata'    itemscope/itemtype=schema.org/Recipe + itemprop
 *   'rdfa'         typeof=Recipe + property
 *   app data       a recipe in the page's embedded app state (client-rendered pages)
 *   'enhanced-dom' recipe-plugin cards (plugins.ts), ingredient/instruction class names, headings
 *
 * Winner: the first structured source with content, else app data, else the richest DOM
 * candidate.
 *
 * Speed: JSON-LD is found with a regex scan of the raw HTML. Scripts, styles, SVG and comments are
 * dropped before the DOM is built. When JSON-LD is complete, only the <head> and the
 * recipe-plugin card are parsed; the whole page is parsed lazily if a rule needs it.
 */
import type { Candidate } from '../candidate.ts';
import type { DomIndex } from './dom.ts';
import { parseHtml } from './dom.ts';
import { domCandidates } from './page-sections.ts';
import { pageMeta } from './page-fields.ts';
import { appDataRecipe } from './appdata.ts';
import { collectJsonLd } from './jsonld.ts';
import type { JsonObject } from './jsonld.ts';
import { microdataRecipes, rdfaRecipes } from './microdata.ts';
import { RECIPE_PLUGINS } from './plugins.ts';
import { fromSchemaRecipe } from './schema.ts';
import { LOW_SCORE, plausibility } from '../quality.ts';
import type { ExtractionMethod } from '../types.ts';

/** One source's candidate; `detail` names the source or the DOM reading ('wprm', 'app-data'). */
export interface Source {
  method: ExtractionMethod;
  candidate: Candidate;
  detail: string;
}

export type PageMeta = ReturnType<typeof pageMeta>;

/** What the rules know about the page: its text, its DOM, and every source's candidate. */
export interface Page {
  pageUrl: string;
  /** The HTML without a byte-order mark. */
  src: string;
  /** The HTML without scripts, styles, SVG and comments. */
  stripped: string;
  /** The DOM parsed first: the whole page, or only the head and the plugin card (light path). */
  idx: DomIndex;
  /** Whether `idx` is only the head and the plugin card. */
  light: boolean;
  meta: PageMeta;
  /** The whole page's DOM, parsed on first use. */
  fullDom(): DomIndex;
  /** The DOM candidates of the whole page, for rules that need more than the light path parsed. */
  wholePageDom(): Source[];
  /** Structured data and app data. */
  sources: Source[];
  /** DOM candidates of `idx`. */
  dom: Source[];
  /** The winner, the starting point of the recipe. */
  primary: Source | undefined;
  /** Every other candidate, structured first. */
  others: Source[];
  /** The winner when it is structured data: what the page rules check and correct. */
  structuredData: Source | null;
  method: ExtractionMethod;
  /** Warnings of the sources themselves (unreadable JSON-LD). */
  warnings: string[];
}

const HEAVY_RE =
  /<script\b[^>]*>[\s\S]*?<\/script\s*>|<style\b[^>]*>[\s\S]*?<\/style\s*>|<svg\b[^>]*>[\s\S]*?<\/svg\s*>|<!--[\s\S]*?-->/gi;

/**
 * Drop scripts, styles, inline SVG and comments before building the DOM: they hold no visible
 * recipe text (JSON-LD is read from the raw HTML beforehand) and are often most of the bytes.
 */
export function stripHeavy(html: string): string {
  return html.replace(HEAVY_RE, '');
}

const CARD_MARKERS = RECIPE_PLUGINS.flatMap((p) => p.cardMarkers);
const CARD_CONTENT = RECIPE_PLUGINS.flatMap((p) => p.contentMarkers);
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

/** Share of lines that carry a number or a fraction. */
export function digitShare(lines: string[]): number {
  if (!lines.length) return 0;
  return lines.filter((l) => /\d|[½⅓⅔¼¾⅛]/.test(l)).length / lines.length;
}

function richness(c: Candidate): number {
  return c.ingredients.length * 2 + c.instructions.length + (c.title ? 1 : 0);
}

function bestOf(nodes: JsonObject[], byId: Map<string, JsonObject>, base: string): Candidate | null {
  let best: Candidate | null = null;
  let bestGood = false;
  for (const n of nodes) {
    const c = fromSchemaRecipe(n, byId, base);
    // A recipe that passes the quality gate beats a richer one that does not.
    const good = nodes.length > 1 && plausibility(c).score >= LOW_SCORE;
    if (!best || (good && !bestGood) || (good === bestGood && richness(c) > richness(best))) {
      best = c;
      bestGood = good;
    }
  }
  return best;
}

/** Read every source of the page and pick the winner. */
export function readSources(html: string, pageUrl: string): Page {
  const warnings: string[] = [];
  const src = html.charCodeAt(0) === 0xfeff ? html.slice(1) : html;

  const ld = collectJsonLd(src);
  if (ld.parseErrors) warnings.push(`${ld.parseErrors} JSON-LD block(s) could not be parsed`);
  const ldC = bestOf(ld.recipes, ld.byId, pageUrl);

  // Fast path: when JSON-LD already gives a complete recipe, build the DOM only from the <head>
  // (meta tags, language) and the recipe-plugin card if there is one (ingredient groups, notes).
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
  let pageDom: Source[] | null = lightSrc === null ? dom : null;
  const wholePageDom = (): Source[] => (pageDom ??= asSources(domCandidates(fullDom())));

  let primary: Source | undefined = structured[0];
  // The quality gate: structured data that reads like a menu, a list of other recipes or the
  // method gives way to the next candidate that scores well.
  let gated = false;
  if (primary && plausibility(primary.candidate).score < LOW_SCORE) {
    const next = [...structured.slice(1), ...wholePageDom()].find(
      (s) => plausibility(s.candidate).score >= LOW_SCORE,
    );
    if (next) {
      primary = next;
      gated = true;
    }
  }
  if (!primary) {
    const app = appDataRecipe(src);
    if (app) {
      primary = { method: 'enhanced-dom', candidate: app, detail: 'app-data' };
      sources.push(primary);
    }
  }
  if (!primary) {
    const byRich = [...dom].sort((a, b) => richness(b.candidate) - richness(a.candidate));
    primary = byRich.find((s) => plausibility(s.candidate).score >= LOW_SCORE) ?? byRich[0] ?? sources[0];
  }
  const others = [...sources, ...dom].filter((s) => s !== primary);
  if (gated && primary)
    warnings.push(`The structured data looked wrong; the recipe was read from ${primary.detail}`);
  return {
    pageUrl,
    src,
    stripped,
    idx,
    light: lightSrc !== null,
    meta,
    fullDom,
    wholePageDom,
    sources,
    dom,
    primary,
    others,
    structuredData: primary && primary.method !== 'enhanced-dom' ? primary : null,
    method: primary?.method ?? 'enhanced-dom',
    warnings,
  };
}
