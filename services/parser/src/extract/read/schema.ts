/**
 * Map a schema.org Recipe node (from JSON-LD, or microdata / RDFa converted to the same
 * JSON shape) to a {@link Candidate}.
 */
import { emptyCandidate } from '../candidate.ts';
import type { Candidate, IngredientSection, InstructionSection } from '../candidate.ts';
import { deref, isObject, parseJsonLenient, typesOf } from './jsonld.ts';
import type { JsonObject } from './jsonld.ts';
import { clean, cleanMultiline, looseKey, uniqueCi } from './text.ts';
import { toMinutes } from '@cookmark/kitchen';
import { webUrlOn } from './url.ts';
import { headingText, INSTRUCTION_HEADING } from './headings.ts';

type ById = Map<string, JsonObject>;

function first(v: unknown): unknown {
  return Array.isArray(v) ? v[0] : v;
}

function str(v: unknown): string | null {
  const f = first(v);
  if (typeof f === 'string' || typeof f === 'number') {
    const c = clean(f);
    return c || null;
  }
  if (isObject(f)) {
    const inner = f['@value'] ?? f['name'] ?? f['text'];
    if (typeof inner === 'string') return clean(inner) || null;
  }
  return null;
}

function flatten(v: unknown, depth = 0): unknown[] {
  if (!Array.isArray(v)) return v === undefined || v === null ? [] : [v];
  if (depth > 5) return v;
  const out: unknown[] = [];
  for (const x of v) out.push(...flatten(x, depth + 1));
  return out;
}

/** The first http(s) image of an image value (URL, ImageObject, list of either). */
export function imageUrl(v: unknown, byId: ById, base: string): string | null {
  for (const item of Array.isArray(v) ? v : [v]) {
    const url = oneImageUrl(deref(item, byId), byId, base);
    if (url) return url;
  }
  return null;
}

function oneImageUrl(x: unknown, byId: ById, base: string): string | null {
  if (typeof x === 'string') return webUrlOn(x, base);
  if (isObject(x)) {
    const u = x['url'] ?? x['contentUrl'] ?? x['@id'];
    if (typeof u === 'string' && !u.trim().startsWith('#')) return webUrlOn(u, base);
    if (Array.isArray(u)) return imageUrl(u, byId, base);
  }
  return null;
}

function personName(v: unknown, byId: ById): string | null {
  const x = deref(first(v), byId);
  if (typeof x === 'string') return clean(x) || null;
  if (isObject(x)) {
    const n = x['name'];
    if (typeof n === 'string') return clean(n) || null;
    if (Array.isArray(n) && typeof n[0] === 'string') return clean(n[0]) || null;
  }
  return null;
}

const STEP_LABEL =
  /(?:^|[\s_-])(?:step|schritt|etape|étape|passo|paso|stap|krok|trin|steg|vaihe|lépés|korak|pas)\s*\d+\s*[.:]?$|^\d+[.:)]?$/i;

/**
 * Steps whose line breaks were lost when the page's HTML was flattened into one string: a sentence
 * end glued to the next sentence ('...abtropfen lassen.Kichererbsen in...') marks a step boundary.
 */
export function splitGluedSentences(s: string): string[] {
  return s
    .split(/(?<=[\p{Ll})][.!?]|[.!?]\))(?=\p{Lu}\p{Ll})/u)
    .map((x) => x.trim())
    .filter(Boolean);
}

/** Is a step name only a label (a counter, a generic word) or a copy of its text? */
function nameIsRedundant(name: string, text: string): boolean {
  const n = name
    .replace(/[.…]+$/, '')
    .trim()
    .toLowerCase();
  const t = text.trim().toLowerCase();
  if (!n || STEP_LABEL.test(n) || t.startsWith(n) || n.startsWith(t)) return true;
  // A generic label in every step's name ('Instructions', 'Step', 'Method'): issue #30.
  if (INSTRUCTION_HEADING.test(headingText(name))) return true;
  // The same words with other spacing or punctuation ('Salat1. Wa…' for 'Salat 1. Wasser…').
  const ln = looseKey(n);
  const lt = looseKey(t);
  return ln.length > 0 && (lt.startsWith(ln) || ln.startsWith(lt));
}

/**
 * Names that two or more steps of one list share ('Cook', 'Do this'): a template's label on every
 * step, not the title of one (issue #30, the class of generic action labels as step names).
 */
function repeatedStepNames(list: unknown): Set<string> {
  const seen = new Set<string>();
  const out = new Set<string>();
  if (!Array.isArray(list)) return out;
  for (const x of list) {
    const name = isObject(x) && typeof x['text'] === 'string' ? str(x['name']) : null;
    if (!name) continue;
    if (seen.has(name)) out.add(name);
    seen.add(name);
  }
  return out;
}

/** Property lookup that tolerates wrong capitalisation ('ItemListElement'). */
function getCi(o: JsonObject, key: string): unknown {
  if (o[key] !== undefined) return o[key];
  const lower = key.toLowerCase();
  for (const k of Object.keys(o)) if (k.toLowerCase() === lower) return o[k];
  return undefined;
}

/**
 * Flatten recipeInstructions into steps; HowToSection names become their own entries in the
 * flat list (as the page shows them) and also open a new section.
 */
export function instructionSteps(
  value: unknown,
  byId: ById,
): { steps: string[]; sections: InstructionSection[] } {
  const steps: string[] = [];
  const sections: InstructionSection[] = [];
  const repeated = repeatedStepNames(deref(value, byId));
  let current: InstructionSection = { name: null, instructions: [] };
  sections.push(current);
  const add = (s: string): void => {
    // Debris such as '[{' from JSON cut off inside an HTML attribute.
    if (!s || /^[[\]{}"',:\s]+$/.test(s)) return;
    steps.push(s);
    current.instructions.push(s);
  };
  const visit = (raw: unknown, depth: number, topLevelString: boolean): void => {
    if (depth > 8) return;
    const v = deref(raw, byId);
    if (typeof v === 'string' && /^\s*[[{]/.test(v) && depth < 2) {
      // JSON put into a microdata attribute / text.
      const parsed = parseJsonLenient(v);
      if (parsed && typeof parsed === 'object') {
        visit(parsed, depth + 1, false);
        return;
      }
    }
    if (typeof v === 'string') {
      if (topLevelString)
        for (const line of cleanMultiline(v)) for (const part of splitGluedSentences(line)) add(part);
      else add(clean(v));
      return;
    }
    if (Array.isArray(v)) {
      for (const x of v) visit(x, depth + 1, false);
      return;
    }
    if (!isObject(v)) return;
    const types = typesOf(v);
    const items = getCi(v, 'itemListElement') ?? v['steps'] ?? v['step'];
    if (
      types.includes('howtosection') ||
      (items !== undefined && !types.includes('howtostep') && typeof v['text'] !== 'string')
    ) {
      const name = str(v['name'] ?? v['Name']);
      if (types.includes('howtosection') || name) {
        if (name) steps.push(name);
        current = { name, instructions: [] };
        sections.push(current);
      }
      visit(items, depth + 1, false);
      return;
    }
    // HowToStep / HowToDirection / ListItem / anything with text
    let textVal: unknown = v['text'] ?? v['description'];
    if (textVal === undefined && isObject(v['item']))
      textVal = (v['item'] as JsonObject)['text'] ?? (v['item'] as JsonObject)['name'];
    if (textVal === undefined && isObject(items)) textVal = (items as JsonObject)['text'];
    if (textVal === undefined && Array.isArray(items)) {
      visit(items, depth + 1, false);
      return;
    }
    // Paragraphs of one step (microdata built from the markup) are each shown as their own line.
    const paragraphs = Array.isArray(textVal) && textVal.every((x) => typeof x === 'string');
    const lines = paragraphs
      ? (textVal as string[]).map(clean).filter(Boolean)
      : [
          typeof textVal === 'string' ? clean(textVal) : Array.isArray(textVal) ? '' : (str(textVal) ?? ''),
        ].filter(Boolean);
    // A step's `name` is shown as its own line (a short heading like 'Make the sauce'), unless
    // it is a copy / truncation of the text, or a bare counter ('Step 1', 'Etape 2').
    const name = str(v['name']);
    if (name && lines.length && !repeated.has(name) && !nameIsRedundant(name, lines.join(' '))) add(name);
    for (const line of lines) add(line);
    if (!lines.length && name) add(name);
    if (Array.isArray(textVal) && !paragraphs) visit(textVal, depth + 1, false);
  };
  const top = deref(value, byId);
  if (typeof top === 'string') visit(top, 0, true);
  else if (Array.isArray(top) && top.length === 1 && typeof top[0] === 'string') visit(top[0], 0, true);
  else visit(top, 0, false);
  return { steps, sections: sections.filter((s) => s.instructions.length > 0 || s.name) };
}

function splitTags(v: unknown): string[] {
  const out: string[] = [];
  for (const x of flatten(v)) {
    const s = typeof x === 'string' ? x : isObject(x) && typeof x['name'] === 'string' ? x['name'] : null;
    if (!s) continue;
    for (const part of clean(s).split(/[,;]/)) {
      const t = part.trim();
      if (t) out.push(t);
    }
  }
  return out;
}

const STARTS_WITH_AMOUNT = /^(?:\d|[½⅓⅔¼¾⅛])/;

/**
 * recipeIngredient to lines. A lone string (or a one-element list) holding several lines
 * (newlines, <br>, <li>) is split into one ingredient per line.
 */
function ingredientList(v: unknown): string[] {
  const items = typeof v === 'string' ? [v] : flatten(v);
  const out: string[] = [];
  const splitLines = items.length <= 2;
  for (const x of items) {
    if (typeof x === 'string' && /[\n\r]|<br|<li|<p\b/i.test(x.trim())) {
      const lines = cleanMultiline(x);
      // In a longer list, an item is split only when each of its lines starts with an amount
      // ('200 g flour<br>100 g sugar'): a note on a line of its own stays with its ingredient.
      if (splitLines || (lines.length > 1 && lines.every((l) => STARTS_WITH_AMOUNT.test(l)))) {
        out.push(...lines);
        continue;
      }
    }
    let s: string | null = null;
    if (typeof x === 'string' || typeof x === 'number') s = clean(x);
    else if (isObject(x)) s = str(x['text'] ?? x['name'] ?? x['@value']);
    if (s) out.push(s);
  }
  return out.length === 1 ? splitJoinedList(out[0] as string) : joinDecimalSplits(out);
}

/**
 * Lines split at every comma, decimal commas too ('1,5 TL Salz' given as '1' and '5 TL Salz'): a
 * line that is only a whole number, followed by a line that starts with digits, is one amount.
 */
export function joinDecimalSplits(lines: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    const next = lines[i + 1];
    if (/^\d{1,3}$/.test(line) && next !== undefined && /^\d/.test(next)) {
      out.push(`${line},${next}`);
      i++;
    } else out.push(line);
  }
  return out;
}

/**
 * A whole ingredient list given as one comma-separated string ('125ml milk, 1 tsp vinegar, 60ml
 * oil, ...'): split it when there are at least 3 parts and nearly all of them start with an amount.
 */
export function splitJoinedList(s: string): string[] {
  if (s.length < 30 || !s.includes(', ')) return [s];
  const parts = s.split(/\s*[,;]\s+/).filter(Boolean);
  if (parts.length < 3) return [s];
  const withAmount = parts.filter((p) => STARTS_WITH_AMOUNT.test(p)).length;
  return withAmount >= parts.length * 0.8 ? parts : [s];
}

/** Ingredient line cleanup: '((notes))' doubled by plugins that wrap notes in parentheses. */
function tidyIngredient(s: string): string {
  let out = s;
  // '1 tsp salt ((or to taste))' -> '1 tsp salt (or to taste)'
  if (out.includes('((')) out = out.replace(/\(\((.*?)\)\)/g, '($1)');
  // '1 medium carrot , peeled': templates that join name and note with ' , '.
  if (out.includes(' ,')) out = out.replace(/(\S) +,(?=\s)/g, '$1,');
  return out;
}

const MARKDOWN_HEADING = /^#{1,6}\s+(?=\S)/;
/** A whole line set in Markdown bold ('**For the sauce**', '__Topping:__'), without digits. */
const MARKDOWN_BOLD_LINE = /^(\*\*|__)([^*_\d]{1,56})\1:?$/;

/**
 * A heading line inside an ingredient list: 'For the sauce:' (ends with a colon, no digits) or
 * a Markdown heading that a site's editor left in the data ('## SAUCE', or a line in Markdown
 * bold, '**For the sauce**': issue #15, the class of group headings in the list,
 * services/parser/RULES.md).
 */
function isIngredientHeading(s: string): boolean {
  return (
    s.length <= 60 &&
    ((/:$/.test(s) && !/\d/.test(s)) || MARKDOWN_HEADING.test(s) || MARKDOWN_BOLD_LINE.test(s))
  );
}

/** A heading line's name: without the Markdown marks and the colon. */
function headingName(line: string): string {
  const bold = MARKDOWN_BOLD_LINE.exec(line);
  return (bold ? (bold[2] as string) : line.replace(MARKDOWN_HEADING, '')).trim().replace(/:$/, '').trim();
}

/** The richer of recipeIngredient / ingredients (microdata pages often nest one in the other). */
function pickIngredients(node: JsonObject): string[] {
  const a = ingredientList(node['recipeIngredient']);
  const b = ingredientList(node['ingredients']);
  return (b.length > a.length ? b : a.length ? a : b).map(tidyIngredient);
}

export function fromSchemaRecipe(node: JsonObject, byId: ById, base: string): Candidate {
  const c = emptyCandidate();
  c.title = str(node['name']) ?? str(node['headline']);
  c.description = str(node['description']);
  const lines = pickIngredients(node);
  // Split off heading lines ('For the sauce:') into sections.
  let sec: IngredientSection = { name: null, ingredients: [] };
  c.ingredientSections = [sec];
  for (const line of lines) {
    if (isIngredientHeading(line) && lines.length > 2) {
      sec = { name: headingName(line), ingredients: [] };
      c.ingredientSections.push(sec);
    } else {
      sec.ingredients.push(line);
      c.ingredients.push(line);
    }
  }
  c.ingredientSections = c.ingredientSections.filter((x) => x.ingredients.length > 0);
  const ins = instructionSteps(node['recipeInstructions'] ?? node['instructions'], byId);
  c.instructions = ins.steps;
  c.instructionSections = ins.sections;
  c.prep = toMinutes(node['prepTime']);
  c.cook = toMinutes(node['cookTime']);
  c.total = toMinutes(node['totalTime']);
  c.yieldRaw = node['recipeYield'] ?? node['yield'] ?? null;
  c.image = imageUrl(node['image'] ?? node['thumbnailUrl'], byId, base);
  c.author = personName(node['author'] ?? node['Author'] ?? node['creator'], byId);
  c.language = str(node['inLanguage'] ?? node['language']);
  c.tags = uniqueCi([
    ...splitTags(node['recipeCategory']),
    ...splitTags(node['recipeCuisine']),
    ...splitTags(node['keywords']),
  ]);
  c.difficulty = str(node['educationalLevel'] ?? node['difficulty'] ?? node['proficiencyLevel']);
  return c;
}
