import pluralize from 'pluralize';

/**
 * pluralize runs a long list of rules per word; food words repeat from list to list, so their
 * forms are remembered (a bounded cache, emptied when full).
 */
const WORD_FORMS_LIMIT = 20_000;
const singulars = new Map<string, string>();
const plurals = new Map<string, string>();

function remembered(cache: Map<string, string>, word: string, make: (w: string) => string): string {
  let form = cache.get(word);
  if (form === undefined) {
    if (cache.size >= WORD_FORMS_LIMIT) cache.clear();
    form = make(word);
    cache.set(word, form);
  }
  return form;
}

/** A lower-case word's singular ('walnuts' → 'walnut', 'berries' → 'berry'). */
export function singularWord(word: string): string {
  return remembered(singulars, word, (w) => pluralize.singular(w));
}

/** A lower-case phrase's plural (its last word made plural). */
export function pluralPhrase(phrase: string): string {
  return remembered(plurals, phrase, (p) => pluralize.plural(p));
}
