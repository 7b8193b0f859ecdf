import { type RecipeListQuery, SEARCH_LIMITS } from '@cookmark/contracts';
import { ingredientTermKeys } from '@cookmark/kitchen';

/** Which of a user's recipes a list shows (the repository turns it into SQL). */
export interface RecipeFilter {
  /** Words that must all be in the folded text (title, description, ingredients, tags), any order. */
  words?: readonly string[] | undefined;
  /** Tags that must all be present, ignoring case. */
  tags?: readonly string[] | undefined;
  /** Total time at most this many minutes. */
  maxMinutes?: number | undefined;
  /** Ingredient keys the recipe must all have (`ingredientTermKeys` of each term). */
  include?: readonly string[] | undefined;
  /** For each excluded term, its keys: a recipe having all of one term's keys is left out. */
  exclude?: readonly (readonly string[])[] | undefined;
  /** Calories per serving at most this. */
  maxKcal?: number | undefined;
}

/** Sentence punctuation around a search word only separates it ('crêpe,' is 'crêpe'; '100%' stays). */
const EDGE_PUNCTUATION = /^[,.;:!?"'()[\]{}«»“”‘’¡¿]+|[,.;:!?"'()[\]{}«»“”‘’¡¿]+$/gu;

/**
 * The words of a search text, matched in any order ('savoyarde crepe' finds 'Crêpe savoyarde'):
 * split at spaces, edge punctuation dropped (a word of punctuation only is kept as it is),
 * repeats and words inside another word dropped (they add nothing), at most
 * SEARCH_LIMITS.searchWords (the longest: they narrow the most).
 */
export function searchWords(q: string | undefined): string[] {
  if (!q) return [];
  const words = q
    .split(/\s+/u)
    .filter((word) => word !== '')
    .map((word) => word.replace(EDGE_PUNCTUATION, '') || word);
  const lower = [...new Set(words.map((word) => word.toLowerCase()))];
  const kept = lower.filter((word) => !lower.some((other) => other !== word && other.includes(word)));
  return kept.sort((a, b) => b.length - a.length || a.localeCompare(b)).slice(0, SEARCH_LIMITS.searchWords);
}

/** The filter a list query asks for. Terms without letters or digits ask for nothing. */
export function recipeFilter(query: RecipeListQuery): RecipeFilter {
  const include = [...new Set((query.include ?? []).flatMap(ingredientTermKeys))].sort();
  const exclude = (query.exclude ?? []).map(ingredientTermKeys).filter((keys) => keys.length > 0);
  return {
    words: searchWords(query.q),
    tags: query.tags,
    maxMinutes: query.maxTime,
    include,
    exclude,
    maxKcal: query.maxKcal,
  };
}

export const isFiltered = (filter: RecipeFilter): boolean =>
  (filter.words?.length ?? 0) > 0 ||
  (filter.tags?.length ?? 0) > 0 ||
  filter.maxMinutes !== undefined ||
  (filter.include?.length ?? 0) > 0 ||
  (filter.exclude?.length ?? 0) > 0 ||
  filter.maxKcal !== undefined;
