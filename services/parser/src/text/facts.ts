/**
 * The facts a recipe's text states on lines of their own: servings ('Serves 4', 'Makes 24
 * cookies', 'Yield: 2 loaves') and times ('Prep 10 min', 'Cook time: 1 hr', 'Total: 45 minutes'),
 * alone or several on one line ('Serves 4 | Prep 10 min | Cook 20 min').
 */
import { parseTextDuration } from '@cookmark/kitchen';
import { parseYield } from '../extract/yields.ts';

export interface TextFacts {
  yieldText: string | null;
  prep: number | null;
  cook: number | null;
  total: number | null;
}

export const noFacts = (): TextFacts => ({ yieldText: null, prep: null, cook: null, total: null });

const SERVINGS =
  /^(?:serves|servings?|portions?|yields?|makes|feeds|for|personen|portionen|pour|porciones|raciones|porzioni)\b\s*:?\s*(?=\d)/i;
const SERVINGS_AFTER =
  /^\d+(?:\s*[-–]\s*\d+)?\s+(?:servings?|portions?|people|persons?|personen|portionen)$/i;
const TIME =
  /^(prep(?:aration)?|cook(?:ing)?|bake|baking|total|ready\s+in|active|inactive|zubereitung|backzeit|kochzeit|gesamt)(?:\s*time|zeit)?\b\s*:?\s*(?=\d|an?\s)/i;
/** Separators between facts on one line; a dash only with spaces around it ('Prep 10 min – Cook 5 min'). */
const FACT_SEPARATOR = /\s*[|·•;,]\s*|\s+[–—-]\s+|\s{2,}/;
const MAX_FACT_LINE = 120;

export type Fact = { kind: 'yield'; text: string } | { kind: 'prep' | 'cook' | 'total'; minutes: number };

function factOf(part: string): Fact | null {
  if (SERVINGS.test(part) || SERVINGS_AFTER.test(part)) return { kind: 'yield', text: part };
  const time = TIME.exec(part);
  if (!time) return null;
  const minutes = parseTextDuration(part.slice(time[0].length));
  if (minutes === null) return null;
  const label = (time[1] ?? '').toLowerCase();
  const kind = /^(?:prep|active|zubereitung)/.test(label)
    ? 'prep'
    : /^(?:total|ready|gesamt)/.test(label)
      ? 'total'
      : 'cook';
  return { kind, minutes: Math.round(minutes) };
}

/** The facts of a line when every part of it is one, else null (the line is something else). */
export function factsOfLine(line: string): Fact[] | null {
  if (line.length > MAX_FACT_LINE) return null;
  const parts = line.split(FACT_SEPARATOR).filter((part) => part !== '');
  if (!parts.length) return null;
  const facts: Fact[] = [];
  for (const part of parts) {
    const fact = factOf(part);
    if (!fact) return null;
    facts.push(fact);
  }
  return facts;
}

/** Adds a line's facts to what is known; the first value of each kind stands. */
export function addFacts(known: TextFacts, facts: readonly Fact[]): void {
  for (const fact of facts) {
    if (fact.kind === 'yield') known.yieldText ??= fact.text;
    else known[fact.kind] ??= fact.minutes;
  }
}

/** Servings and yield as the page readers give them ('4 servings', '24 items'). */
export function yieldOf(facts: TextFacts): { servings: number | null; yield: string | null } {
  return parseYield(facts.yieldText);
}
