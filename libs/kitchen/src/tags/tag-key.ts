import pluralize from 'pluralize';

/**
 * A word's singular, for a tag's key: 'crepes' and 'crepe' are one tag. Taken of the word's
 * plural, so both forms meet even where pluralize's singular is not the word ('calories' gives
 * 'calory', and so does 'calorie'). Short words and words with digits stay as they are ('bbq').
 */
function singular(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  return pluralize.singular(pluralize.plural(word));
}

/** A tag's words: accents dropped, lower-cased, split at anything not a letter or digit. */
export function tagWords(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

/**
 * What makes two tags one tag: case, accents, punctuation and plural ignored. 'Crêpes', 'crepe'
 * and 'CREPE' share the key 'crepe'; 'Gluten-free' and 'gluten free' share 'gluten free'. A tag
 * without letters or digits keys as its trimmed, lower-cased text, so it is still one tag.
 */
export function tagKey(name: string): string {
  const words = tagWords(name).map(singular);
  return words.length > 0 ? words.join(' ') : name.trim().toLowerCase();
}
