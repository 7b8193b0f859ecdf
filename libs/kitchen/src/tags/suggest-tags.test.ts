import fs from 'node:fs';
import path from 'node:path';
import { judgeKeywords, MAX_TAG_SUGGESTIONS, suggestTags, tagMatchKey } from './suggest-tags.ts';
import { tagKey } from './tag-key.ts';

interface KeywordCase {
  host: string;
  title: string;
  author: string | null;
  site: string | null;
  keywords: string[];
}

/** Category, cuisine and keywords of the recipe-pages corpus (scripts/eval-tag-suggestions.ts). */
const corpus = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, 'corpus-keywords.json'), 'utf8'),
) as KeywordCase[];
const caseOf = (host: string) => {
  const found = corpus.find((c) => c.host === host);
  if (!found) throw new Error(`no corpus case for ${host}`);
  return found;
};
const contextOf = (c: KeywordCase) => ({
  title: c.title,
  author: c.author,
  siteName: c.site,
  sourceUrl: `https://${c.host}/`,
});
const suggestFor = (host: string, existing: string[] = []) => {
  const c = caseOf(host);
  return suggestTags(c.keywords, contextOf(c), existing);
};

describe('suggestTags on real keyword lists', () => {
  it.each([
    // Category, cuisine and keywords as the pages give them, and what is left to suggest.
    ['101cookbooks.com', ['Lunch', 'Soup', 'California', 'Easy', 'Vegan', 'Vegetarian']],
    ['bitsofcarey.com', ['Appetizer', 'Side Dish', 'Snack', 'Asian', 'Fritters', 'Sweetcorn']],
    ['loveandlemons.com', ['Breakfast', 'Snack', 'American']],
    ['goodhousekeeping.com', ['Halloween', 'dinner', 'American', 'pumpkin recipes']],
    ['magimix.com', ['SOUPS', 'drink', 'starter']],
    ['averiecooks.com', ['Dinner', 'Pasta', 'Italian']],
  ])('%s suggests %j', (host, expected) => {
    expect(suggestFor(host)).toEqual(expected);
  });

  it("drops the recipe's own title and search phrases built on it", () => {
    const verdicts = judgeKeywords(
      ['ravioli lasagna', 'ground beef ravioli lasagna', 'Ravioli Lasagna Recipe', 'Dinner'],
      { title: 'Ravioli Lasagna' },
    );
    expect(verdicts.map((v) => v.dropped ?? v.tag)).toEqual(['title', 'title', 'title', 'Dinner']);
  });

  it("drops the author's and the site's names", () => {
    const verdicts = judgeKeywords(['Heidi Swanson', 'Heidi', '101 Cookbooks', '101cookbooks', 'Soup'], {
      author: 'Heidi Swanson',
      siteName: '101 Cookbooks',
      sourceUrl: 'https://www.101cookbooks.com/broccoli-soup/',
    });
    expect(verdicts.map((v) => v.dropped ?? v.tag)).toEqual(['author', 'author', 'site', 'site', 'Soup']);
  });

  it('drops nutrient words but keeps diets', () => {
    expect(
      suggestTags(['Fibre', 'Protein', 'High Protein', 'Calories', 'Low carb', 'Gluten-free'], {}),
    ).toEqual(['Low carb', 'Gluten-free']);
  });

  it("matches the person's tags first, spelt their way", () => {
    expect(
      suggestTags(['greek food', 'Main course', 'crêpes', 'Dessets'], {}, [
        'Greek',
        'Main',
        'Crepe',
        'Desserts',
      ]),
    ).toEqual(['Greek', 'Main', 'Crepe', 'Desserts']);
  });

  it('keeps one of each tag, and none the recipe already has', () => {
    expect(
      suggestTags(['Greek', 'greek food', 'GREEK', 'Main', 'Main Course', 'Soup'], {}, [], ['soups']),
    ).toEqual(['Greek', 'Main']);
  });

  it('drops what cannot be a tag: empty, numbers only, too long, too many words', () => {
    expect(
      suggestTags(['  ', '2024', 'a'.repeat(41), 'the best easy weeknight dinner idea', 'Quick'], {}),
    ).toEqual(['Quick']);
  });

  it('takes a long word one letter off a tag for that tag, but not a short one', () => {
    expect(suggestTags(['Desert'], {}, ['Dessert'])).toEqual(['Dessert']);
    expect(suggestTags(['Cake'], {}, ['Bake'])).toEqual(['Cake']);
  });
});

describe('suggestTags over the whole keyword table', () => {
  it.each(corpus.map((c) => [c.host, c] as const))('%s: clean suggestions', (_host, c) => {
    const suggestions = suggestTags(c.keywords, contextOf(c));
    expect(suggestions.length).toBeLessThanOrEqual(MAX_TAG_SUGGESTIONS);
    const keys = suggestions.map(tagMatchKey);
    expect(new Set(keys).size).toBe(keys.length);
    for (const tag of suggestions) {
      expect(c.keywords.map((k) => k.replace(/\s+/g, ' ').trim())).toContain(tag);
      expect(tagKey(tag)).not.toBe(tagKey(c.title));
      if (c.author) expect(tagKey(tag)).not.toBe(tagKey(c.author));
      if (c.site) expect(tagKey(tag)).not.toBe(tagKey(c.site));
    }
  });
});
