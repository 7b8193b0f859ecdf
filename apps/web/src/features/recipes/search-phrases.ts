import { SEARCH_LIMITS } from '@cookmark/contracts';
import { familyNamed } from '@cookmark/kitchen';
import type { AdvancedFilters } from './library-query';

/**
 * What a Premium search box's text asks for beyond its words: 'chicken without nuts under 30
 * minutes' is the words 'chicken', nuts excluded and a total time of at most 30 minutes, the same
 * filters the Filters panel sets. Understood phrases:
 * - time: '[under|in|within|less than|at most|max|up to|below] 30 min|minutes|1 hour|1.5 hours|1 hr 30
 *   min [or less]', '30-minute';
 * - calories: '[under|below|…] 500 calories|kcal|cal [or less]';
 * - excluded ingredients: 'without|excluding|except|minus|not X[, Y|and Y|or Y]', and 'no X' where X
 *   names a family ('no nuts', 'no dairy': 'no bake' stays words);
 * - included ingredients: 'with X[, Y|and Y]' (the words alone already match ingredients).
 * Everything else stays search words. Text the parser cannot read stays words too.
 */
export interface SearchPhrases {
  /** The words left to match anywhere (title, description, ingredients, tags). */
  text: string;
  include: string[];
  exclude: string[];
  maxTime: number | null;
  maxKcal: number | null;
}

/** The longest search text read for phrases (the search box is short; untrusted all the same). */
const MAX_TEXT = 500;

const NUMBER = String.raw`(\d{1,5}(?:[.,]\d{1,2})?|an?|half an?)`;
const UPPER = String.raw`(?:(?:under|in|within|less than|at most|max(?:imum)?|up to|below|no more than|<=?|≤)\s*)?`;
const OR_LESS = String.raw`(?:\s+(?:or less|or under|max(?:imum)?|tops))?`;
const MINUTES = String.raw`(?:m|mins?|minutes?)`;
const HOURS = String.raw`(?:h|hrs?|hours?)`;
/** '1 hr 30 min', '1.5 hours', '30 minutes', 'an hour', '30-minute'. */
const TIME = new RegExp(
  String.raw`(?<![\p{L}\p{N}])${UPPER}(?:${NUMBER}[\s-]?${HOURS}(?:\s*(?:and\s+)?(\d{1,3})[\s-]?${MINUTES})?|${NUMBER}[\s-]?${MINUTES})(?![\p{L}])${OR_LESS}`,
  'iu',
);
const CALORIES = new RegExp(
  String.raw`(?<![\p{L}\p{N}])${UPPER}(\d{1,5})\s?(?:kcal|calories|cals?)(?![\p{L}])(?:\s+(?:per serving|a serving))?${OR_LESS}`,
  'iu',
);
/** Words that open a list of ingredients left out or wanted, and what ends one. */
const EXCLUDE_WORDS = new Set(['without', 'excluding', 'except', 'minus', 'not']);
const INCLUDE_WORDS = new Set(['with']);
const JOINERS = new Set(['and', 'or', 'nor']);
/** At most this many words make one ingredient term ('peanut butter', 'pine nuts'). */
const TERM_WORDS = 3;

function amountOf(text: string): number | null {
  const t = text.toLowerCase();
  if (t === 'a' || t === 'an') return 1;
  if (t.startsWith('half')) return 0.5;
  const n = Number(t.replace(',', '.'));
  return Number.isFinite(n) && n > 0 ? n : null;
}

function whole(value: number, max: number): number | null {
  const n = Math.round(value);
  return n >= 1 && n <= max ? n : null;
}

/** Takes the first match of `pattern` out of the text, with what it read (or the text as it was). */
function takeOut(text: string, pattern: RegExp): { rest: string; match: RegExpExecArray | null } {
  const match = pattern.exec(text);
  if (!match) return { rest: text, match: null };
  return { rest: `${text.slice(0, match.index)} , ${text.slice(match.index + match[0].length)}`, match };
}

export function parseSearchPhrases(input: string): SearchPhrases {
  let text = input.slice(0, MAX_TEXT);
  let maxTime: number | null = null;
  let maxKcal: number | null = null;

  const calories = takeOut(text, CALORIES);
  if (calories.match) {
    maxKcal = whole(Number(calories.match[1]), SEARCH_LIMITS.maxKcal);
    if (maxKcal !== null) text = calories.rest;
  }
  const time = takeOut(text, TIME);
  if (time.match) {
    const [, hours, extraMinutes, minutes] = time.match;
    const total =
      hours !== undefined
        ? (amountOf(hours) ?? 0) * 60 + (extraMinutes ? Number(extraMinutes) : 0)
        : (amountOf(minutes ?? '') ?? 0);
    maxTime = whole(total, SEARCH_LIMITS.maxTimeMinutes);
    if (maxTime !== null) text = time.rest;
  }

  // The rest, word by word: lists after 'without' and 'with', the other words kept as they were.
  const tokens = text.split(/(\s+|,|;)/).filter((t) => t.trim() !== '');
  const words: string[] = [];
  const include: string[] = [];
  const exclude: string[] = [];
  let list: string[] | null = null;
  let term: string[] = [];
  const endTerm = () => {
    if (list && term.length > 0) list.push(term.join(' '));
    term = [];
  };
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const lower = token.toLowerCase();
    if (token === ',' || token === ';') {
      endTerm();
      continue;
    }
    if (EXCLUDE_WORDS.has(lower) || (lower === 'no' && nextNamesFamily(tokens, i))) {
      endTerm();
      list = exclude;
      continue;
    }
    if (INCLUDE_WORDS.has(lower)) {
      endTerm();
      list = include;
      continue;
    }
    if (list && JOINERS.has(lower)) {
      endTerm();
      continue;
    }
    if (list && term.length < TERM_WORDS) {
      term.push(token);
      continue;
    }
    endTerm();
    list = null;
    words.push(token);
  }
  endTerm();
  const terms = (values: string[]) =>
    [...new Set(values.map((v) => v.toLowerCase().slice(0, SEARCH_LIMITS.ingredientTerm)))].slice(
      0,
      SEARCH_LIMITS.ingredientTerms,
    );
  return { text: words.join(' '), include: terms(include), exclude: terms(exclude), maxTime, maxKcal };
}

/** Whether the words after 'no' name a family of foods ('no nuts', 'no tree nuts', 'no dairy'). */
function nextNamesFamily(tokens: readonly string[], at: number): boolean {
  // Families are named in the singular ('nut', 'tree nut'); a plural 's' is all a name needs taken off.
  const next = tokens.slice(at + 1, at + 3).map((t) => t.toLowerCase().replace(/(?<=\p{L}{2})s$/u, ''));
  return familyNamed(next.slice(0, 1)) !== undefined || familyNamed(next) !== undefined;
}

/**
 * The Premium filters with what the search text asks for added: its ingredients joined to the
 * panel's, its time and calories where the panel sets none or a larger one.
 */
export function withSearchPhrases(filters: AdvancedFilters, phrases: SearchPhrases): AdvancedFilters {
  const min = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.min(a, b));
  const join = (a: readonly string[], b: readonly string[]) =>
    [...new Set([...a, ...b])].slice(0, SEARCH_LIMITS.ingredientTerms);
  return {
    ...filters,
    include: join(filters.include, phrases.include),
    exclude: join(filters.exclude, phrases.exclude),
    maxTime: min(filters.maxTime, phrases.maxTime),
    maxKcal: min(filters.maxKcal, phrases.maxKcal),
  };
}
