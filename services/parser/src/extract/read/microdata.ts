/**
 * Microdata (itemscope / itemtype / itemprop) and RDFa (typeof / property) to the JSON-LD-like
 * object shape, so that {@link fromSchemaRecipe} can map both.
 */
import type { DomIndex, Element } from './dom.ts';
import { isBoldOnly, isElement, leafLis, linesOf, textOf } from './dom.ts';
import type { JsonObject } from './jsonld.ts';

const INGREDIENT_PROPS = new Set(['recipeingredient', 'ingredients']);
const MULTILINE_PROPS = new Set(['recipeinstructions', 'instructions', 'recipeingredient', 'ingredients']);

function propValue(el: Element, prop: string): string {
  const a = el.attribs;
  if (a['content'] !== undefined) return a['content'];
  switch (el.name) {
    case 'meta':
      return a['content'] ?? '';
    case 'img':
    case 'audio':
    case 'video':
    case 'source':
    case 'embed':
    case 'iframe':
      return a['src'] ?? a['data-src'] ?? a['data-lazy-src'] ?? '';
    case 'a':
    case 'link':
    case 'area':
      return a['href'] ?? '';
    case 'time':
      return a['datetime'] ?? textOf(el);
    case 'data':
    case 'meter':
      return a['value'] ?? textOf(el);
    default:
      break;
  }
  if (MULTILINE_PROPS.has(prop.toLowerCase())) {
    // A container: its list items are the entries (headings and blurbs around them are not).
    const lis = leafLis(el).filter((li) => !isBoldOnly(li));
    if (lis.length > 1)
      return lis
        .map((li) => textOf(li))
        .filter(Boolean)
        .join('\n');
    return linesOf(el).join('\n');
  }
  return textOf(el);
}

function typeFromUrl(t: string | undefined): string[] {
  if (!t) return [];
  return t
    .split(/\s+/)
    .filter(Boolean)
    .map((x) => x.replace(/^https?:\/\/(?:www\.)?schema\.org\//i, '').replace(/^schema:/i, ''));
}

interface Flavor {
  scopeOf: (el: Element) => boolean;
  propsOf: (el: Element) => string[];
  typeOf: (el: Element) => string[];
}

const MICRODATA: Flavor = {
  scopeOf: (el) => el.attribs['itemscope'] !== undefined,
  propsOf: (el) => (el.attribs['itemprop'] ?? '').split(/\s+/).filter(Boolean),
  typeOf: (el) => typeFromUrl(el.attribs['itemtype']),
};

const RDFA: Flavor = {
  scopeOf: (el) => el.attribs['typeof'] !== undefined,
  propsOf: (el) =>
    (el.attribs['property'] ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((p) => p.replace(/^https?:\/\/(?:www\.)?schema\.org\//i, '').replace(/^[a-z]+:/i, '')),
  typeOf: (el) => typeFromUrl(el.attribs['typeof']),
};

function addProp(obj: JsonObject, key: string, value: unknown): void {
  const prev = obj[key];
  if (prev === undefined) obj[key] = value;
  else if (Array.isArray(prev)) prev.push(value);
  else obj[key] = [prev, value];
}

/**
 * A step's text laid out as several paragraphs ('<p>Salad</p><p>1. Boil…</p><p>2. Add…</p>') is
 * several steps on screen: keep the paragraphs apart (as an array) instead of one run-on string.
 */
function stepParagraphs(obj: JsonObject, el: Element, prop: string): string[] | null {
  if (prop.toLowerCase() !== 'text' || el.attribs['content'] !== undefined) return null;
  const types = obj['@type'];
  if (!Array.isArray(types) || !types.some((t) => String(t).toLowerCase() === 'howtostep')) return null;
  const lines = linesOf(el);
  return lines.length > 1 ? lines : null;
}

/** Build an object from an item scope: properties of descendants up to nested scopes. */
function itemToObject(scope: Element, f: Flavor, depth: number): JsonObject {
  const obj: JsonObject = { '@type': f.typeOf(scope) };
  const walk = (el: Element): void => {
    for (const c of el.children) {
      if (!isElement(c)) continue;
      const props = f.propsOf(c);
      const isScope = f.scopeOf(c);
      if (
        props.length &&
        INGREDIENT_PROPS.has((props[0] ?? '').toLowerCase()) &&
        c.name === 'li' &&
        isBoldOnly(c)
      ) {
        continue; // a bold group heading inside the ingredient list
      }
      if (props.length) {
        const value =
          isScope && depth < 6
            ? itemToObject(c, f, depth + 1)
            : (stepParagraphs(obj, c, props[0] ?? '') ?? propValue(c, props[0] ?? ''));
        for (const p of props) addProp(obj, p, value);
      }
      if (!isScope) walk(c);
    }
  };
  walk(scope);
  return obj;
}

const ARRAY_PROPS = ['recipeIngredient', 'ingredients', 'recipeInstructions'];

function recipesFrom(candidates: Element[], f: Flavor): JsonObject[] {
  const out: JsonObject[] = [];
  for (const el of candidates) {
    if (!f.scopeOf(el)) continue;
    if (!f.typeOf(el).some((t) => t.toLowerCase() === 'recipe')) continue;
    const obj = itemToObject(el, f, 0);
    for (const k of ARRAY_PROPS) {
      const v = obj[k];
      if (v !== undefined && !Array.isArray(v) && k !== 'recipeInstructions') obj[k] = [v];
    }
    // Several recipeInstructions elements: each is a step (keep as array of strings).
    out.push(obj);
  }
  return out;
}

export function microdataRecipes(idx: DomIndex): JsonObject[] {
  return recipesFrom(idx.withItemscope, MICRODATA);
}

export function rdfaRecipes(idx: DomIndex): JsonObject[] {
  return recipesFrom(idx.withTypeof, RDFA);
}
