import { SUBSTITUTION_KNOWLEDGE } from './knowledge-base.ts';
import type { IngredientEntry } from './types.ts';

/** Longer queries are searched on their first 200 characters (untrusted input). */
export const MAX_SUBSTITUTION_QUERY_LENGTH = 200;

/** Spec §9: substitution suggestions are capped at 5. */
export const MAX_SUBSTITUTION_RESULTS = 5;

/** Spec §5: what a search that matches nothing answers. */
export const NO_MATCHING_INGREDIENTS = 'No matching ingredients found. Try a different search term.';

/** Spec §5: an in-order character match must cover over 60% of the query. */
const CHARACTER_MATCH_SHARE = 0.6;

/**
 * Search form of a text (spec §5): without case, accents, punctuation and a trailing s on each
 * word ("Crème Fraîches" → "creme fraiche").
 */
export function normaliseSearchText(text: string): string {
  return text
    .slice(0, MAX_SUBSTITUTION_QUERY_LENGTH)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .map((w) => (w.length > 2 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w))
    .join(' ');
}

/** Whether each query word starts a word of the name, in order ("gr pep" → "ground black pepper"). */
function wordPrefixMatch(query: string, name: string): boolean {
  const words = name.split(' ');
  let at = 0;
  for (const q of query.split(' ')) {
    while (at < words.length && !(words[at] ?? '').startsWith(q)) at++;
    if (at === words.length) return false;
    at++;
  }
  return true;
}

/** How many characters of `query` appear in `name` in the same order (longest common subsequence). */
function charactersInOrder(query: string, name: string): number {
  let previous = new Array<number>(name.length + 1).fill(0);
  for (let i = 1; i <= query.length; i++) {
    const row = new Array<number>(name.length + 1).fill(0);
    for (let j = 1; j <= name.length; j++) {
      row[j] =
        query[i - 1] === name[j - 1]
          ? (previous[j - 1] ?? 0) + 1
          : Math.max(previous[j] ?? 0, row[j - 1] ?? 0);
    }
    previous = row;
  }
  return previous[name.length] ?? 0;
}

/** The score of a query equal to a name. */
export const EXACT_MATCH_SCORE = 4;

/**
 * Score of a normalised query against a normalised name (spec §5), 0 when they do not match.
 * Tiers never overlap: a substring match scores above 3 (4 when equal), a word-prefix match above
 * 2, an in-order character match covering over 60% of the query above 1. Within a tier, the more
 * of the name the query covers, the higher.
 */
export function matchScore(query: string, name: string): number {
  if (query === '' || name === '') return 0;
  if (query === name) return EXACT_MATCH_SCORE;
  if (name.includes(query)) return 3 + query.length / name.length;
  // A query holding the whole name ("cold buttermilk") is a substring match too, scored lower.
  if (` ${query} `.includes(` ${name} `)) return 3 + (name.length / query.length) * 0.5;
  if (wordPrefixMatch(query, name)) return 2 + Math.min(query.length / name.length, 0.99);
  const q = query.replace(/ /g, '');
  const n = name.replace(/ /g, '');
  // The common run can be no longer than the name: skip names too short to reach 60%.
  if (n.length <= CHARACTER_MATCH_SHARE * q.length) return 0;
  const found = charactersInOrder(q, n);
  return found > CHARACTER_MATCH_SHARE * q.length ? 1 + (found / q.length) * 0.99 : 0;
}

export interface IngredientMatch {
  entry: IngredientEntry;
  score: number;
}

const SEARCHABLE = SUBSTITUTION_KNOWLEDGE.map((entry) => ({
  entry,
  names: [entry.name, ...entry.aliases].map(normaliseSearchText),
}));

/**
 * The knowledge-base ingredients matching any of `queries`, best first (each entry scored by its
 * best name against its best query; ties by name). All matches, for the caller to cap.
 */
export function matchIngredients(queries: readonly string[]): IngredientMatch[] {
  const terms = [...new Set(queries.map(normaliseSearchText))].filter((t) => t !== '');
  if (terms.length === 0) return [];
  const matches: IngredientMatch[] = [];
  for (const { entry, names } of SEARCHABLE) {
    let score = 0;
    for (const term of terms) for (const name of names) score = Math.max(score, matchScore(term, name));
    if (score > 0) matches.push({ entry, score });
  }
  return matches.sort((a, b) => b.score - a.score || a.entry.name.localeCompare(b.entry.name));
}
