/**
 * Recipes that a page carries only in its app's embedded JSON state (Next.js `__NEXT_DATA__`,
 * React Server Components `self.__next_f.push(...)` chunks, other `<script type="application/json">`
 * blocks, JSON escaped into an HTML attribute such as Inertia's `data-page`), rendered by client code and not described by schema.org markup. A recipe there is an
 * object with an ingredient list (strings, or objects with name / quantity / unit fields) next to
 * a list of steps.
 */
import type { Candidate } from '../candidate.ts';
import { emptyCandidate } from '../candidate.ts';
import type { JsonObject } from './jsonld.ts';
import { clean } from './text.ts';
import { toMinutes } from '@cookmark/kitchen';
import { decodeHTML } from 'entities';

const JSON_SCRIPT_RE =
  /<script\b[^>]*\btype\s*=\s*["']?application\/json["']?[^>]*>([\s\S]*?)<\/script\s*>/gi;
const FLIGHT_RE = /self\.__next_f\.push\(\[1,("(?:[^"\\]|\\[\s\S])*")\]\)/g;
/**
 * An attribute whose value is a JSON object or list ('data-page="{&quot;props&quot;:…}"', a Vue
 * component's ':recipe', react-rails' 'data-react-props'), quoted either way.
 */
const JSON_ATTR_RE = /\s[\w:.@-]{1,60}\s*=\s*(?:"(\s*[{[][^"]*)"|'(\s*"?[{[][^']*)')/g;
/** Attribute values longer than this are not read (a page's whole state is rarely larger). */
const MAX_ATTR_JSON = 4_000_000;

const INGREDIENTS_KEY = /^(?:recipe)?ingredients?(?:list)?$/i;
/** A list of ingredient groups, each a name and its lines ('ingredient_sections', 'ingredientGroups'). */
const INGREDIENT_GROUPS_KEY = /^(?:recipe)?ingredients?_?(?:sections|groups)$/i;
/** The list inside a group of ingredients or of steps. */
const GROUP_INGREDIENTS_KEY = /^(?:ingredients?|items|lines)$/i;
const GROUP_STEPS_KEY = /^(?:steps|instructions?|directions|items)$/i;
const GROUP_NAME_KEYS = ['title', 'name', 'section', 'heading', 'label'];
const STEPS_KEY =
  /^(?:recipe)?(?:instructions?|steps|directions|method|preparation(?:instructions|steps)?|instructionsteps|cookingsteps)$/i;
const NAME_KEYS = ['name', 'title', 'ingredient', 'ingredientName', 'text', 'label'];
const STEP_TEXT_KEYS = ['text', 'body', 'description', 'content', 'instruction', 'step', 'value'];
const TIME_KEY = /^(total|prep|preparation|cook|cooking)_?time(?:_?in_?minutes|minutes|mins?)?$/i;
const QTY_KEY = /quantity|amount|^qty$/i;
const UNIT_KEY = /unit/i;

/** The JSON documents embedded in the page for its client-side app. */
function appJsonDocs(html: string): unknown[] {
  const out: unknown[] = [];
  const tryParse = (s: string): void => {
    const t = s.trim();
    if (!t || (t[0] !== '{' && t[0] !== '[' && !(t[0] === '"' && /^"\s*[{[]/.test(t)))) return;
    try {
      const v: unknown = JSON.parse(t);
      // JSON escaped once more as a string ('"{\\"recipe\\":…}"') is read again.
      if (typeof v === 'string') tryParse(v);
      else out.push(v);
    } catch {
      // not JSON; ignore
    }
  };
  if (html.includes('application/json')) for (const m of html.matchAll(JSON_SCRIPT_RE)) tryParse(m[1] ?? '');
  // App state escaped into an attribute of the element the app mounts on.
  for (const m of html.matchAll(JSON_ATTR_RE)) {
    const value = m[1] ?? m[2] ?? '';
    if (value.length <= MAX_ATTR_JSON && /ingredient/i.test(value)) tryParse(decodeHTML(value));
  }
  if (html.includes('self.__next_f')) {
    let flight = '';
    for (const m of html.matchAll(FLIGHT_RE)) {
      try {
        flight += JSON.parse(m[1] ?? '""') as string;
      } catch {
        // broken chunk; skip
      }
    }
    // Each row is '<hex id>:<json>'.
    for (const row of flight.split(/\n(?=[0-9a-f]{1,6}:)/)) tryParse(row.replace(/^[0-9a-f]{1,6}:/, ''));
  }
  return out;
}

function str(v: unknown): string | null {
  if (typeof v === 'string') return clean(v) || null;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return null;
}

/** One ingredient entry as a display line: '275 g Kritharaki'. */
function ingredientLine(v: unknown): string | null {
  if (typeof v === 'string') return clean(v) || null;
  if (!v || typeof v !== 'object' || Array.isArray(v)) return null;
  const o = v as JsonObject;
  let name: string | null = null;
  for (const k of NAME_KEYS) if (!name) name = str(o[k]);
  if (!name) return null;
  let qty: string | null = null;
  let unit: string | null = null;
  for (const [k, val] of Object.entries(o)) {
    if (!qty && QTY_KEY.test(k)) {
      // An amount: a number, or short text that starts like one ('1 1/2', '½', '2-3').
      const q = str(val);
      if (q && q.length <= 12 && /^[\d½⅓⅔¼¾⅛]/.test(q)) qty = q;
    } else if (!unit && UNIT_KEY.test(k)) {
      const u =
        val && typeof val === 'object' && !Array.isArray(val) ? str((val as JsonObject).name) : str(val);
      // A unit is a short word, never an id or a number.
      if (u && u.length <= 20 && !/\d/.test(u)) unit = u;
    }
  }
  return [qty, unit, name].filter(Boolean).join(' ');
}

function stepText(v: unknown): string | null {
  if (typeof v === 'string') return clean(v) || null;
  if (!v || typeof v !== 'object' || Array.isArray(v)) return null;
  const o = v as JsonObject;
  for (const k of STEP_TEXT_KEYS) {
    const s = str(o[k]);
    if (s && !/^\d+(?:\.\d+)?$/.test(s)) return s;
  }
  return null;
}

/** Every entry of the list maps to a line (none dropped), or null. */
function allOf(list: unknown, min: number, fn: (v: unknown) => string | null): string[] | null {
  if (!Array.isArray(list) || list.length < min) return null;
  const out: string[] = [];
  for (const v of list) {
    const s = fn(v);
    if (!s) return null;
    out.push(s);
  }
  return out;
}

interface Group {
  name: string | null;
  lines: string[];
}

/**
 * A list given in groups: every entry an object with a name and its own list under `inner`
 * ('[{ "title": "To serve", "ingredients": [...] }]', '[{ "section": "…", "steps": [...] }]'),
 * every line of every group read by `fn`; null when the list is not so.
 */
function groupsOf(
  list: unknown,
  min: number,
  inner: RegExp,
  fn: (v: unknown) => string | null,
): Group[] | null {
  if (!Array.isArray(list) || !list.length) return null;
  const groups: Group[] = [];
  for (const g of list) {
    if (!g || typeof g !== 'object' || Array.isArray(g)) return null;
    const entries = Object.entries(g as JsonObject).find(([k, v]) => inner.test(k) && Array.isArray(v));
    const lines = entries ? allOf(entries[1], 0, fn) : null;
    if (!lines) return null;
    let name: string | null = null;
    for (const k of GROUP_NAME_KEYS) name ??= str((g as JsonObject)[k]);
    groups.push({ name, lines });
  }
  return groups.reduce((n, g) => n + g.lines.length, 0) >= min ? groups : null;
}

/** A list of groups of lines (tried first: a group's name is no line), or of lines. */
function linesOrGroups(
  list: unknown,
  min: number,
  inner: RegExp,
  fn: (v: unknown) => string | null,
): Group[] | null {
  const groups = groupsOf(list, min, inner, fn);
  if (groups) return groups;
  const lines = allOf(list, min, fn);
  return lines ? [{ name: null, lines }] : null;
}

/** An object with an ingredient list (2+ entries) and a list of steps next to it. */
function fromObject(o: JsonObject): Candidate | null {
  let ingredientGroups: Group[] | null = null;
  let stepGroups: Group[] | null = null;
  for (const [k, v] of Object.entries(o)) {
    if (!ingredientGroups && INGREDIENTS_KEY.test(k))
      ingredientGroups = linesOrGroups(v, 2, GROUP_INGREDIENTS_KEY, ingredientLine);
    else if (!ingredientGroups && INGREDIENT_GROUPS_KEY.test(k))
      ingredientGroups = groupsOf(v, 2, GROUP_INGREDIENTS_KEY, ingredientLine);
    else if (!stepGroups && STEPS_KEY.test(k)) stepGroups = linesOrGroups(v, 1, GROUP_STEPS_KEY, stepText);
  }
  if (!ingredientGroups || !stepGroups) return null;
  const ingredients = ingredientGroups.flatMap((g) => g.lines);
  const steps = stepGroups.flatMap((g) => g.lines);
  const c = emptyCandidate();
  c.title = str(o.name) ?? str(o.title);
  c.description = str(o.description);
  c.ingredients = ingredients;
  c.ingredientSections = ingredientGroups.map((g) => ({ name: g.name, ingredients: g.lines }));
  c.instructions = steps;
  c.instructionSections = stepGroups.map((g) => ({ name: g.name, instructions: g.lines }));
  for (const [k, v] of Object.entries(o)) {
    const m = TIME_KEY.exec(k);
    if (!m) continue;
    // A bare number is minutes only when the field says so ('preparationTimeInMinutes').
    const min = typeof v === 'number' ? (/min/i.test(k) ? v : null) : toMinutes(v);
    if (min === null || !Number.isFinite(min) || min <= 0) continue;
    const which = (m[1] ?? '').toLowerCase();
    if (which === 'total') c.total ??= min;
    else if (which === 'cook' || which === 'cooking') c.cook ??= min;
    else c.prep ??= min;
  }
  return c;
}

/** The first recipe-like object in the page's embedded app state, as a candidate; null if none. */
export function appDataRecipe(html: string): Candidate | null {
  if (!/ingredients/i.test(html)) return null;
  let found: Candidate | null = null;
  const seen = new Set<unknown>();
  const walk = (v: unknown, depth: number): void => {
    if (found || depth > 40 || !v || typeof v !== 'object' || seen.has(v)) return;
    seen.add(v);
    if (Array.isArray(v)) {
      for (const x of v) walk(x, depth + 1);
      return;
    }
    const c = fromObject(v as JsonObject);
    if (c) {
      found = c;
      return;
    }
    for (const x of Object.values(v as JsonObject)) walk(x, depth + 1);
  };
  for (const doc of appJsonDocs(html)) walk(doc, 0);
  return found;
}
