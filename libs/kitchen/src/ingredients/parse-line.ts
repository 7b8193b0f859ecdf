import { oneOf, spaceOr, trimEndWhere, trimWhere } from './edges.ts';
import { readNumber, readRangeEnd } from './quantity.ts';
import { matchUnit, type CanonicalUnit } from './units.ts';
import {
  APPROXIMATELY,
  CONTAINER_WORDS,
  LEADING_ADJECTIVES,
  NAME_STOP,
  NOTE_OPENERS,
  PREPARATION_WORDS,
  SIZE_WORDS,
  SOFT_PREPARATION_WORDS,
} from './vocabulary.ts';

/** The spec's parsed ingredient line (§3 'Other shapes'). */
export interface ParsedIngredient {
  originalText: string;
  /** The first amount on the line; the lower end of a range. */
  quantity: number | null;
  rangeEnd: number | null;
  unit: CanonicalUnit | null;
  ingredient: string;
  notes: string | null;
  isRange: boolean;
  scaleable: boolean;
}

/** Longer lines are parsed on their first 500 characters (untrusted input). */
export const MAX_PARSED_LENGTH = 500;

/** The spec's lines that are never scaled (§5 'Premium tools'). */
const NOT_SCALEABLE =
  /\b(?:to taste|pinch(?:es)?|handfuls?|dash(?:es)?|sprinkl(?:e|es|ing)|as needed|as required|optional)\b/i;

const CONTAINER_UNITS: ReadonlySet<CanonicalUnit> = new Set(['can', 'package']);
/** Units that may follow the food they count ("6 garlic cloves", "4 celery sticks"). */
const TRAILING_UNITS: ReadonlySet<CanonicalUnit> = new Set(['clove', 'stick']);

const LEADING_PART =
  /(?:(?:finely |freshly )?grated )?(?:juice|zest|rind|peel)(?: and (?:finely )?(?:grated )?(?:juice|zest|rind))?(?: of)? /iy;
const SPACES = /[ \t]*/y;
const FAT = /^ fat(?![\p{L}-])/iu;
const MULTIPLIER = /[ ]?[x×][ ]?(?=\d)/iy;
const OPTIONAL_DASH = /[ -]?/y;
const OF = /of(?!\p{L})[ ]*/iuy;
const EACH = /each(?: of)?(?!\p{L})[ ]*/iuy;
const LENGTH_UNIT = /(?:inch(?:es)?|in\.|cm|mm|centimet(?:er|re)s?)(?!\p{L})/iuy;
const PLUS = /[ ]*(?:plus|\+)[ ]+/iy;
const WORD = /[\p{L}\p{N}'’&%-]{1,40}/uy;
/** Trimmed off a name and its notes: spaces and stray punctuation. */
const isEdge = spaceOr('.,;:*~-');
const trimEdges = (text: string): string => trimWhere(text, isEdge);
const isNoteEdge = spaceOr(',;');
const isWordEnd = oneOf(',.;:');

function skipSpaces(s: string, i: number): number {
  SPACES.lastIndex = i;
  SPACES.test(s);
  return SPACES.lastIndex;
}

function stickyMatch(re: RegExp, s: string, i: number): number {
  re.lastIndex = i;
  return re.test(s) ? re.lastIndex : -1;
}

function wordAt(s: string, i: number): string | null {
  WORD.lastIndex = i;
  const m = WORD.exec(s);
  return m ? m[0] : null;
}

/** Normalise dashes, fraction slashes and odd spaces without moving any character. */
function normalise(text: string): string {
  return text.slice(0, MAX_PARSED_LENGTH).replace(/[\u2010-\u2015\u2212\u2044\u00a0\u2009\u202f]/g, (c) => {
    if (c === '\u2044') return '/';
    if (c === '\u00a0' || c === '\u2009' || c === '\u202f') return ' ';
    return '-';
  });
}

interface Measure {
  unit: CanonicalUnit;
  end: number;
}

/** One measured amount ("400g", "14.5 ounce", "1-2oz", "10½oz-14oz", "12- to 16-pound"). */
function readMeasure(s: string, i: number): Measure | null {
  const n = readNumber(s, i);
  if (!n) return null;
  let j = n.end;
  const high = readRangeEnd(s, j, n.value);
  if (high) j = high.end;
  const u = matchUnit(s, stickyMatch(OPTIONAL_DASH, s, j));
  if (!u) return null;
  let end = u.end;
  const again = readRangeEnd(s, end, n.value);
  if (again) {
    const u2 = matchUnit(s, skipSpaces(s, again.end));
    if (u2) end = u2.end;
  }
  return { unit: u.unit, end };
}

/** A length ("10-inch", "5 cm"): a size, never the line's unit. */
function readLength(s: string, i: number): number {
  const n = readNumber(s, i);
  if (!n) return -1;
  const high = readRangeEnd(s, n.end, n.value);
  return stickyMatch(LENGTH_UNIT, s, stickyMatch(OPTIONAL_DASH, s, high ? high.end : n.end));
}

/** A measure possibly written in two parts ("1lb 2oz", "1 pint 15fl oz"). */
function readMeasureChain(s: string, i: number): Measure | null {
  const first = readMeasure(s, i);
  if (!first) return null;
  const next = readMeasure(s, skipSpaces(s, first.end));
  return next ? { unit: first.unit, end: next.end } : first;
}

/** End of a bracketed group starting at `i`, after its closing bracket (or the line's end). */
function bracketEnd(s: string, i: number): number {
  const close = s[i] === '(' ? ')' : s[i] === '[' ? ']' : '';
  if (!close) return -1;
  const end = s.indexOf(close, i + 1);
  return end === -1 ? s.length : end + 1;
}

interface Cursor {
  s: string;
  pos: number;
  notes: string[];
}

function note(c: Cursor, from: number, to: number): void {
  const t = c.s.slice(from, to).trim();
  if (t) c.notes.push(t);
}

/** A bracket opening with a number at the cursor ("(14.5 ounce)", "(240 ml)") goes to notes. */
function takeNumericBracket(c: Cursor): boolean {
  const i = skipSpaces(c.s, c.pos);
  if (c.s[i] !== '(' && c.s[i] !== '[') return false;
  if (!readNumber(c.s, skipSpaces(c.s, i + 1))) return false;
  const end = bracketEnd(c.s, i);
  note(c, i, end);
  c.pos = end;
  return true;
}

/** "/ 14oz", " (400g)", " plus 2 teaspoons": alternative or extra amounts after a unit go to notes. */
function takeSecondaryAmounts(c: Cursor): void {
  for (;;) {
    if (takeNumericBracket(c)) continue;
    const i = skipSpaces(c.s, c.pos);
    const plus = stickyMatch(PLUS, c.s, i);
    const at = c.s[i] === '/' ? skipSpaces(c.s, i + 1) : plus;
    if (at === -1) return;
    const m = readMeasureChain(c.s, at);
    if (!m) return;
    note(c, c.s[i] === '/' ? at : i, m.end);
    c.pos = m.end;
  }
}

/** Size words ("large", "heaped") at the cursor go to notes. */
function takeSizeWords(c: Cursor): void {
  for (;;) {
    const i = skipSpaces(c.s, c.pos);
    const w = wordAt(c.s, i);
    if (!w || !SIZE_WORDS.has(w.toLowerCase())) return;
    // 'full fat coconut milk': 'full' describes the fat, not a measure.
    if (FAT.test(c.s.slice(i + w.length, i + w.length + 5))) return;
    note(c, i, i + w.length);
    c.pos = i + w.length;
  }
}

/** A container unit at the cursor (after a size: "(14.5 ounce) can", "15-ounce cans"). */
function takeContainer(c: Cursor): CanonicalUnit | null {
  const i = skipSpaces(c.s, c.pos);
  const u = matchUnit(c.s, i);
  if (u && CONTAINER_UNITS.has(u.unit)) {
    c.pos = u.end;
    return u.unit;
  }
  return null;
}

/** Skip a sticky pattern at the cursor, moving what it matched to notes when asked. */
function skip(c: Cursor, re: RegExp, keepAsNote: boolean): boolean {
  const i = skipSpaces(c.s, c.pos);
  const end = stickyMatch(re, c.s, i);
  if (end === -1) return false;
  if (keepAsNote) note(c, i, end);
  c.pos = end;
  return true;
}

interface Measured {
  /** Where the amount is written: the number up to its unit (and alternative amounts after it). */
  start: number;
  end: number;
  quantity: number | null;
  rangeEnd: number | null;
  unit: CanonicalUnit | null;
  unitInSpan?: boolean;
  /** Where a unit written after the food sits ("garlic cloves"): cut out of the name. */
  unitAfterName?: { from: number; to: number };
}

/** "Pinch of salt", "Generous pinch red pepper flakes", "teaspoon minced garlic": no number. */
function takeUnitWithoutNumber(c: Cursor, out: Measured): void {
  const { pos, notes } = c;
  const kept = notes.length;
  takeSizeWords(c);
  const i = skipSpaces(c.s, c.pos);
  const u = matchUnit(c.s, i);
  const spelled = u ? c.s.slice(i, u.end) : '';
  if (u && spelled.length >= 3 && u.unit !== 'clove' && c.s[skipSpaces(c.s, u.end)] !== undefined) {
    out.unit = u.unit;
    c.pos = u.end;
    skip(c, EACH, false);
    skip(c, OF, false);
    return;
  }
  c.pos = pos;
  notes.length = kept;
}

/** The first amount and its unit, with sizes, containers and alternatives moved to notes. */
function takeAmount(c: Cursor): Measured {
  const out: Measured = { start: -1, end: -1, quantity: null, rangeEnd: null, unit: null };
  const start = skipSpaces(c.s, c.pos);
  let at = start;
  const lead = stickyMatch(LEADING_PART, c.s, start);
  if (lead !== -1 && readNumber(c.s, skipSpaces(c.s, lead))) {
    note(c, start, lead);
    at = skipSpaces(c.s, lead);
  } else {
    const approx = stickyMatch(APPROXIMATELY, c.s, start);
    if (approx !== -1) {
      note(c, start, approx);
      at = approx;
    }
  }
  const first = readNumber(c.s, at);
  if (!first) {
    takeUnitWithoutNumber(c, out);
    return out;
  }
  out.quantity = first.value;
  c.pos = first.end;
  const high = readRangeEnd(c.s, c.pos, first.value);
  if (high) {
    out.rangeEnd = high.value;
    c.pos = high.end;
  }
  out.start = at;
  out.end = c.pos;

  // A count with a size: "2 x 400g tins", "1 (14.5 ounce) can", "2 15-ounce cans", "6 10-inch tortillas".
  const x = stickyMatch(MULTIPLIER, c.s, c.pos);
  const sizeAt = x !== -1 ? x : skipSpaces(c.s, c.pos);
  const size = sizeAt > c.pos ? (readMeasure(c.s, sizeAt)?.end ?? readLength(c.s, sizeAt)) : -1;
  if (size !== -1) {
    note(c, sizeAt, size);
    c.pos = size;
    takeSecondaryAmounts(c);
    out.unit = takeContainer(c);
    return out;
  }
  if (takeNumericBracket(c)) {
    out.unit = takeContainer(c);
    return out;
  }

  takeSizeWords(c);
  const i = stickyMatch(OPTIONAL_DASH, c.s, c.pos);
  const u = matchUnit(c.s, i);
  if (u && (u.unit !== 'clove' || /garlic/i.test(c.s))) {
    out.unit = u.unit;
    out.unitInSpan = true;
    c.pos = u.end;
    // "110ml-150ml": a range written with the unit twice.
    if (out.rangeEnd === null) {
      const again = readRangeEnd(c.s, c.pos, first.value);
      const u2 = again ? matchUnit(c.s, skipSpaces(c.s, again.end)) : null;
      if (again && u2 && u2.unit === u.unit) {
        out.rangeEnd = again.value;
        c.pos = u2.end;
      }
    }
    takeSecondaryAmounts(c);
    out.end = c.pos;
    takeSizeWords(c);
    skip(c, CONTAINER_WORDS, true);
  } else {
    const j = skipSpaces(c.s, c.pos);
    const food = wordAt(c.s, j);
    const after = food ? skipSpaces(c.s, j + food.length) : -1;
    const trailing = food && after > j + food.length ? matchUnit(c.s, after) : null;
    if (trailing && TRAILING_UNITS.has(trailing.unit)) {
      out.unit = trailing.unit;
      out.unitAfterName = { from: j + (food?.length ?? 0), to: trailing.end };
    }
  }
  skip(c, EACH, false);
  skip(c, OF, false);
  return out;
}

interface Segment {
  from: number;
  to: number;
  bracket: boolean;
}

/** Split the rest of the line at top-level commas, semicolons and brackets. */
function segments(s: string, from: number): Segment[] {
  const out: Segment[] = [];
  const push = (g: Segment) => {
    if (s.slice(g.from, g.to).trim() !== '') out.push(g);
  };
  let start = from;
  let depth = 0;
  let bracketStart = -1;
  for (let i = from; i < s.length; i++) {
    const ch = s[i];
    if (ch === '(' || ch === '[') {
      if (depth === 0) {
        if (i > start) push({ from: start, to: i, bracket: false });
        bracketStart = i;
      }
      depth++;
    } else if ((ch === ')' || ch === ']') && depth > 0) {
      depth--;
      if (depth === 0) {
        push({ from: bracketStart, to: i + 1, bracket: true });
        start = i + 1;
      }
    } else if (depth === 0 && (ch === ',' || ch === ';')) {
      if (i > start) push({ from: start, to: i, bracket: false });
      start = i + 1;
    }
  }
  if (depth > 0) push({ from: bracketStart, to: s.length, bracket: true });
  else if (start < s.length) push({ from: start, to: s.length, bracket: false });
  return out;
}

function isAdverb(w: string): boolean {
  return w.length >= 5 && w.endsWith('ly');
}

function isPreparation(w: string): boolean {
  return PREPARATION_WORDS.has(w) || w.startsWith('well-') || w.startsWith('freshly-') || isAdverb(w);
}

function bareWord(raw: string): string {
  return trimEndWhere(raw.toLowerCase(), isWordEnd);
}

/**
 * The name within `s[from, to)`, leading preparation words and trailing remarks moved to notes.
 * Returns '' when the span holds only preparation words (they still go to notes).
 */
function nameWithin(s: string, from: number, to: number, notes: string[]): string {
  let text = s.slice(from, to);
  const stop = NAME_STOP.exec(text);
  let tail = '';
  if (stop && stop.index > 0) {
    tail = text.slice(stop.index);
    text = text.slice(0, stop.index);
  }
  const words = text.trim().split(/\s+/);
  let k = 0;
  let afterAdverb = false;
  while (k < words.length) {
    const w = bareWord(words[k] ?? '');
    if (isPreparation(w) || (afterAdverb && (SOFT_PREPARATION_WORDS.has(w) || w.endsWith('ed')))) {
      afterAdverb = isAdverb(w) || w === 'well' || w === 'very';
    } else if (!(k > 0 && (w === 'and' || w === '&' || w === 'or'))) {
      break;
    }
    k++;
  }
  if (k > 0) notes.push(trimEdges(words.slice(0, k).join(' ')));
  let end = words.length;
  // "Unsalted butter melted": a preparation word closing the name.
  if (end - k > 1 && PREPARATION_WORDS.has(bareWord(words[end - 1] ?? ''))) {
    tail = `${words[end - 1] ?? ''} ${tail}`;
    end--;
  }
  let name = words.slice(k, end).join(' ');
  name = name.replace(/\s(?:and|or|&)$/i, '');
  // "red wine vinegar 30 mL": a trailing measure.
  const lastNumber = name.search(/\s\d[^\s]*(?:\s\S+)?$/);
  if (lastNumber > 0) {
    const m = readMeasureChain(name, lastNumber + 1);
    if (m && name.slice(m.end).trim() === '') {
      tail = `${name.slice(lastNumber)} ${tail}`;
      name = name.slice(0, lastNumber);
    }
  }
  const cleanTail = trimEdges(tail);
  if (cleanTail) notes.push(cleanTail);
  return trimEdges(name);
}

/** Whether a comma after `text` still belongs to the name ("fresh, boneless tuna steaks"). */
function opensName(text: string): boolean {
  const t = text.trim().toLowerCase();
  if (!t || /\s/.test(t)) return false;
  return LEADING_ADJECTIVES.has(t) || /^(?:low|reduced|no|non|high|full)-|-(?:free|fat|sodium|less)$/.test(t);
}

/** Whether a comma segment reads as more foods rather than a note ("cherries and strawberries"). */
function continuesList(text: string): boolean {
  const t = text.trim();
  if (!t || /\d/.test(t)) return false;
  const first = bareWord(t.split(/\s/, 1)[0] ?? '');
  const second = bareWord(t.split(/\s+/, 2)[1] ?? '');
  const opener = first === 'or' || first === 'and' ? second : first;
  if (NOTE_OPENERS.has(opener) || ARTICLES.has(opener)) return false;
  // A remark about the food ("rind trimmed and discarded", "white parts only"), not another food.
  for (const w of t.split(/\s+/)) {
    const b = bareWord(w);
    if (isPreparation(b) || (b.length > 4 && b.endsWith('ed')) || b === 'only') return false;
  }
  return !NAME_STOP.test(` ${t}`);
}

const ARTICLES: ReadonlySet<string> = new Set(['a', 'an', 'the', 'some', 'any']);

/** Whether a bracket inside the name belongs to it ("heavy (whipping) cream"), not a remark. */
function bracketInName(text: string): boolean {
  const inner = text.slice(1, -1).trim();
  if (!inner || /\d/.test(inner)) return false;
  const first = bareWord(inner.split(/\s/, 1)[0] ?? '');
  return !NOTE_OPENERS.has(first) && first !== 'e.g' && first !== 'i.e';
}

function endsList(text: string): boolean {
  return /(?:^|\s)(?:and|or|&)\s/i.test(text.trim());
}

/** A parsed line with where its amount is written, so the amount can be rewritten in place. */
export interface LocatedIngredient {
  parsed: ParsedIngredient;
  /** Span of the amount in `originalText` (number, range and unit), or -1 when there is none. */
  amountStart: number;
  amountEnd: number;
  /** Whether the unit lies inside the span (not "1 (14 ounce) can", "6 garlic cloves"). */
  unitInSpan: boolean;
}

/** Parse one ingredient line into the spec's parsed line. */
export function parseIngredientLine(text: string): ParsedIngredient {
  return locateIngredient(text).parsed;
}

/** Parse one ingredient line and say where its amount is written. */
export function locateIngredient(text: string): LocatedIngredient {
  const s = normalise(text);
  const c: Cursor = { s, pos: 0, notes: [] };
  const bullet = /^[\s*•·-]+/.exec(s);
  if (bullet) c.pos = bullet[0].length;
  const amount = takeAmount(c);
  const parts = segments(s, c.pos);
  const tailNotes: string[] = [];
  let ingredient = '';
  let k = 0;
  while (k < parts.length && !ingredient) {
    const part = parts[k];
    if (!part) break;
    if (part.bracket) {
      c.notes.push(s.slice(part.from, part.to));
      k++;
      continue;
    }
    let to = part.to;
    let next = k + 1;
    for (;;) {
      const a = parts[next];
      const b = parts[next + 1];
      // "heavy (whipping) cream": a bracket inside the name.
      if (
        a?.bracket &&
        a.from === to &&
        b &&
        !b.bracket &&
        b.from === a.to &&
        bracketInName(s.slice(a.from, a.to))
      ) {
        to = b.to;
        next += 2;
        continue;
      }
      if (a && !a.bracket && next === k + 1 && opensName(s.slice(part.from, to))) {
        to = a.to;
        next++;
        continue;
      }
      break;
    }
    // "dried cranberries, cherries and strawberries": a list of foods across commas.
    for (let m = next; m < parts.length && m < next + 4; m++) {
      const g = parts[m];
      if (!g || g.bracket || !continuesList(s.slice(g.from, g.to))) break;
      if (endsList(s.slice(g.from, g.to))) {
        to = g.to;
        next = m + 1;
        break;
      }
    }
    if (amount.unitAfterName && amount.unitAfterName.from >= part.from && amount.unitAfterName.to <= to) {
      const u = amount.unitAfterName;
      ingredient = s.slice(part.from, u.from).trim();
      const rest = nameWithin(s, u.to, to, tailNotes);
      if (rest) tailNotes.unshift(rest);
    } else {
      ingredient = nameWithin(s, part.from, to, c.notes);
    }
    k = next;
  }
  for (; k < parts.length; k++) {
    const p = parts[k];
    if (p) tailNotes.push(s.slice(p.from, p.to));
  }
  if (!ingredient) {
    // Only preparation words: keep them as the name rather than lose the line.
    ingredient = trimEdges(s.slice(c.pos));
  }

  const quantity = amount.quantity;
  const parsed: ParsedIngredient = {
    originalText: text,
    quantity,
    rangeEnd: amount.rangeEnd,
    unit: amount.unit,
    ingredient,
    notes: tidyNotes([...c.notes, ...tailNotes]),
    isRange: amount.rangeEnd !== null,
    scaleable: quantity !== null && !NOT_SCALEABLE.test(s),
  };
  return {
    parsed,
    amountStart: amount.start,
    amountEnd: amount.end,
    unitInSpan: amount.unit !== null && amount.unitInSpan === true,
  };
}

function tidyNotes(parts: string[]): string | null {
  const cleaned = parts
    .map((p) =>
      trimWhere(p, isNoteEdge)
        .replace(/^\((.*)\)$/s, '$1')
        .trim(),
    )
    .filter((p) => p !== '');
  return cleaned.length ? cleaned.join(', ') : null;
}
