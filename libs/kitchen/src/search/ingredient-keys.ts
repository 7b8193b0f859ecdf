import { MAX_PARSED_LENGTH, parseIngredientLine } from '../ingredients/parse-line.ts';
import { singularWord } from '../ingredients/word-forms.ts';
import { familyKeys, familyNamed } from './food-families.ts';

/** Letters that fold to two ('Œufs' → 'oeufs'), beside the accents NFKD takes apart. */
const LIGATURES: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss', ø: 'o', ł: 'l', đ: 'd' };

/**
 * A text's search words: without case and accents, split at anything not a letter or digit, each
 * word singular ('Crème Fraîche, Walnuts' → ['creme', 'fraiche', 'walnut']), read on the first
 * `limit` characters.
 */
export function searchWords(text: string, limit = MAX_PARSED_LENGTH): string[] {
  return text
    .slice(0, limit)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[œæßøłđ]/g, (letter) => LIGATURES[letter] ?? letter)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '')
    .map((word) => (word.length > 2 && /^\p{L}+$/u.test(word) ? singularWord(word) : word));
}

/**
 * What the ingredient filters match of a recipe: the words of each line's ingredient name and
 * notes (an 'or almond milk' in a note counts: an exclusion errs on the safe side) and the food
 * families they belong to ('@nut'), without repeats, sorted. Amounts and units are left out.
 */
export function ingredientKeys(lines: readonly string[]): string[] {
  const keys = new Set<string>();
  for (const line of lines) {
    const parsed = parseIngredientLine(line);
    const words = searchWords(`${parsed.ingredient} ${parsed.notes ?? ''}`);
    // Amounts in a note ('14 oz') are no ingredient.
    for (const word of words) if (/\p{L}/u.test(word)) keys.add(word);
    for (const family of familyKeys(words)) keys.add(family);
  }
  return [...keys].sort();
}

/**
 * The keys a recipe needs to match a cook's term: the family's key for a family's name ('nuts' →
 * ['@nut']), else the term's words ('chicken thighs' → ['chicken', 'thigh'], all on the recipe).
 * Empty for a term without letters or digits.
 */
export function ingredientTermKeys(term: string): string[] {
  const words = searchWords(term);
  const family = familyNamed(words);
  if (family) return [family.key];
  return [...new Set(words)];
}
