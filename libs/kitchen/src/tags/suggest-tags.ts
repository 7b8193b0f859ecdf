import { tagKey, tagWords } from './tag-key.ts';

/** What a recipe's keywords are cleaned against. */
export interface SuggestionContext {
  title?: string | null;
  author?: string | null;
  siteName?: string | null;
  /** The page's address: its host name stands for the site when the site's name is not known. */
  sourceUrl?: string | null;
}

/** Suggestions kept for one recipe, at most. */
export const MAX_TAG_SUGGESTIONS = 10;
/** A keyword longer than a tag may be is not a tag (RECIPE_LIMITS.tag). */
const MAX_TAG_LENGTH = 40;
/** Longer keywords are search phrases ('ravioli lasagna with ground beef'), not tags. */
const MAX_TAG_WORDS = 4;

/**
 * Words that say what kind of thing a tag is rather than which: 'Main course' is 'Main', 'greek
 * food' is 'Greek', 'Italian Inspired' is 'Italian'. Singular, as keys are.
 */
const KIND_WORDS = new Set(['food', 'recipe', 'dish', 'cuisine', 'course', 'meal', 'style', 'inspired']);
/** Nutrients and what is said of them: 'Fibre', 'High protein' are nutrition facts, not tags. */
const NUTRIENT_WORDS = new Set(
  [
    'fibre',
    'fiber',
    'protein',
    'carb',
    'carbohydrate',
    'calorie',
    'kcal',
    'fat',
    'sugar',
    'sodium',
    'cholesterol',
    'vitamin',
    'mineral',
    'iron',
    'calcium',
    'potassium',
    'magnesium',
    'nutrient',
    'nutrition',
    'macro',
  ].map(tagKey),
);
const NUTRIENT_QUALIFIERS = new Set([
  'high',
  'rich',
  'in',
  'source',
  'of',
  'good',
  'saturated',
  'dietary',
  'total',
]);
/** Words a title carries that its keywords leave out ('Easy Pound Cake Recipe' is 'pound cake'). */
const TITLE_FILLER = new Set(['recipe', 'the', 'best', 'easy', 'homemade', 'how', 'to', 'make', 'a']);

/** Why a keyword is not suggested; `undefined` when it is. */
export type DropReason = 'shape' | 'nutrient' | 'author' | 'site' | 'title' | 'duplicate' | 'has';

const kindless = (words: string[]) => {
  const kept = words.filter((word) => !KIND_WORDS.has(word));
  return kept.length > 0 ? kept : words;
};

/** A tag's key without its kind words: what a suggestion and an existing tag are compared by. */
export function tagMatchKey(name: string): string {
  return kindless(tagKey(name).split(' ')).join(' ');
}

/** Whether `part` appears, word for word and in order, within `whole`. */
function containsRun(whole: readonly string[], part: readonly string[]): boolean {
  if (part.length === 0 || part.length > whole.length) return false;
  for (let i = 0; i + part.length <= whole.length; i++) {
    if (part.every((word, j) => whole[i + j] === word)) return true;
  }
  return false;
}

const compact = (text: string) => tagWords(text).join('');

/** The host's name without 'www.' and its ending: 'www.101cookbooks.com' → '101cookbooks'. */
function siteLabels(sourceUrl: string | null | undefined): string[] {
  if (!sourceUrl || !URL.canParse(sourceUrl)) return [];
  const labels = new URL(sourceUrl).hostname.toLowerCase().split('.');
  return labels.slice(0, -1).filter((label) => label !== 'www' && label.length > 3);
}

/** Two keys one letter apart (a change, an extra or a missing letter), for misspelt tags. */
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || a === b) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** Keys this long or longer may be misspellings of a tag one letter apart ('Desert' of 'Dessert'; 'Cake' is no 'Bake'). */
const MISSPELLING_MIN_LENGTH = 6;

class Cleaner {
  private readonly titleWords: string[][];
  private readonly authorWords: string[];
  private readonly siteWords: string[];
  private readonly siteCompacts: Set<string>;

  constructor(context: SuggestionContext) {
    const title = context.title ?? '';
    // 'Roasted Vegetable Lasagna | Recipes', 'Easy strawberry bread (one bowl)'.
    const titles = [title, title.split(/[|(–—:]/)[0] ?? ''];
    this.titleWords = titles
      .map((t) =>
        tagKey(t)
          .split(' ')
          .filter((word) => word !== '' && !TITLE_FILLER.has(word)),
      )
      .filter((words) => words.length > 0);
    this.authorWords = tagWords(context.author ?? '');
    this.siteWords = tagWords(context.siteName ?? '');
    this.siteCompacts = new Set(
      [compact(context.siteName ?? ''), ...siteLabels(context.sourceUrl)].filter((s) => s.length > 3),
    );
  }

  /** Why this keyword is no tag of its own, if it is not. */
  reject(keyword: string): DropReason | undefined {
    const words = tagWords(keyword);
    if (words.length === 0 || keyword.length > MAX_TAG_LENGTH || words.length > MAX_TAG_WORDS) return 'shape';
    if (words.every((word) => /^\d+$/.test(word))) return 'shape';
    const keyWords = tagKey(keyword).split(' ');
    if (
      keyWords.some((word) => NUTRIENT_WORDS.has(word)) &&
      keyWords.every((word) => NUTRIENT_WORDS.has(word) || NUTRIENT_QUALIFIERS.has(word))
    )
      return 'nutrient';
    if (containsRun(this.authorWords, words)) return 'author';
    if (this.siteCompacts.has(compact(keyword)) || containsRun(this.siteWords, words)) return 'site';
    // The title, a search phrase built on it ('ravioli lasagna with ground beef'), or a part of it
    // of two words or more ('pumpkin soup' of 'Spiced pumpkin soup'); one word ('Fritters') stays.
    const meaningful = keyWords.filter((word) => !TITLE_FILLER.has(word));
    if (
      this.titleWords.some(
        (title) =>
          containsRun(meaningful, title) || (meaningful.length > 1 && containsRun(title, meaningful)),
      )
    )
      return 'title';
    return undefined;
  }
}

/** One keyword's fate: the tag it suggests, or why it suggests none. */
export interface KeywordVerdict {
  keyword: string;
  tag?: string;
  dropped?: DropReason;
}

/**
 * Every keyword's fate, in order (the measuring script reports the reasons). A keyword that
 * matches one of the person's tags (same key without kind words, or one letter off a long one)
 * suggests that tag, spelt as they spell it.
 */
export function judgeKeywords(
  keywords: readonly string[],
  context: SuggestionContext,
  existingTags: readonly string[] = [],
  recipeTags: readonly string[] = [],
): KeywordVerdict[] {
  const cleaner = new Cleaner(context);
  const existing = new Map(existingTags.map((tag) => [tagMatchKey(tag), tag]));
  const has = new Set(recipeTags.map(tagMatchKey));
  const seen = new Set<string>();
  return keywords.map((raw) => {
    const keyword = raw.replace(/\s+/g, ' ').trim();
    const dropped = cleaner.reject(keyword);
    if (dropped) return { keyword, dropped };
    const key = tagMatchKey(keyword);
    let tag = existing.get(key);
    if (tag === undefined && key.length >= MISSPELLING_MIN_LENGTH) {
      tag = [...existing].find(([other]) => oneEditApart(key, other))?.[1];
    }
    const chosen = tag ?? keyword;
    const chosenKey = tagMatchKey(chosen);
    if (has.has(chosenKey)) return { keyword, dropped: 'has' };
    if (seen.has(chosenKey)) return { keyword, dropped: 'duplicate' };
    seen.add(chosenKey);
    return { keyword, tag: chosen };
  });
}

/**
 * The tags a recipe's imported keywords (category, cuisine, keywords) suggest: without the
 * author's and the site's names, nutrients, the recipe's own title (and search phrases built on
 * it), repeats, and tags the recipe already has; the person's own tags first where they match
 * ('greek food' suggests their 'Greek'). At most MAX_TAG_SUGGESTIONS.
 */
export function suggestTags(
  keywords: readonly string[],
  context: SuggestionContext,
  existingTags: readonly string[] = [],
  recipeTags: readonly string[] = [],
): string[] {
  return judgeKeywords(keywords, context, existingTags, recipeTags)
    .flatMap((verdict) => (verdict.tag === undefined ? [] : [verdict.tag]))
    .slice(0, MAX_TAG_SUGGESTIONS);
}
