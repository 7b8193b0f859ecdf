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
const STEPS_KEY =
  /^(?:recipe)?(?:instructions?|steps|directions|method|preparation(?:instructions|steps)?|instructionsteps|cookingsteps)$/i;
const NAME_KEYS = ['name', 'title', 'ingredient', 'ingredientName', 'text', 'label'];
const STEP_TEXT_KEYS = ['text', 'body', 'description', 'content', 'instruction', 'value'];
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

/** An object with an ingredient list (2+ entries) and a list of steps next to it. */
function fromObject(o: JsonObject): Candidate | null {
  let ingredients: string[] | null = null;
  let steps: string[] | null = null;
  for (const [k, v] of Object.entries(o)) {
    if (!ingredients && INGREDIENTS_KEY.test(k)) ingredients = allOf(v, 2, ingredientLine);
    else if (!steps && STEPS_KEY.test(k)) steps = allOf(v, 1, stepText);
  }
  if (!ingredients || !steps) return null;
  const c = emptyCandidate();
  c.title = str(o.name) ?? str(o.title);
  c.description = str(o.description);
  c.ingredients = ingredients;
  c.ingredientSections = [{ name: null, ingredients }];
  c.instructions = steps;
  c.instructionSections = [{ name: null, instructions: steps }];
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
