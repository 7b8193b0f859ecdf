import { recipeListQuerySchema } from '@cookmark/contracts';
import { isFiltered, recipeFilter, searchWords } from '../src/domain/search-filter.ts';

const filterOf = (params: Record<string, string | string[]>) =>
  recipeFilter(recipeListQuerySchema.parse(params));

describe('searchWords', () => {
  test('splits at spaces, drops edge punctuation, repeats and words inside another', () => {
    expect(searchWords('savoyarde crepe')).toEqual(['savoyarde', 'crepe']);
    expect(searchWords('  Crêpe,  savoyarde! crêpe ')).toEqual(['savoyarde', 'crêpe']);
    expect(searchWords('pie apple pie apple')).toEqual(['apple', 'pie']);
    expect(searchWords('a e savoyarde')).toEqual(['savoyarde']);
    expect(searchWords('100% %')).toEqual(['100%']);
    expect(searchWords('')).toEqual([]);
    expect(searchWords(undefined)).toEqual([]);
  });

  test('keeps the ten longest words of a long search', () => {
    const words = searchWords(
      Array.from({ length: 30 }, (_, i) => 'w'.repeat(i + 1).replace(/^w/, `${i}`)).join(' '),
    );
    expect(words).toHaveLength(10);
    expect(Math.min(...words.map((word) => word.length))).toBeGreaterThanOrEqual(21);
  });
});

describe('recipeFilter', () => {
  test('turns ingredient terms into keys: words singular, families by name', () => {
    expect(
      filterOf({ include: 'Chicken thighs,lemons', exclude: ['nuts', 'dairy', 'pine nuts'] }),
    ).toMatchObject({
      include: ['chicken', 'lemon', 'thigh'],
      exclude: [['@nut'], ['@dairy'], ['pine', 'nut']],
    });
  });

  test('terms without letters or digits ask for nothing', () => {
    const filter = filterOf({ include: '%%%', exclude: '!!' });
    expect(filter.include).toEqual([]);
    expect(filter.exclude).toEqual([]);
    expect(isFiltered(filter)).toBe(false);
  });

  test('carries time and calories; any filter makes the list filtered', () => {
    expect(filterOf({ maxTime: '30', maxKcal: '500' })).toMatchObject({ maxMinutes: 30, maxKcal: 500 });
    expect(isFiltered(filterOf({}))).toBe(false);
    for (const params of [
      { q: 'soup' },
      { tags: 'quick' },
      { maxTime: '30' },
      { include: 'egg' },
      { maxKcal: '9' },
    ]) {
      expect(isFiltered(filterOf(params))).toBe(true);
    }
  });

  test('the query schema refuses what the filter cannot use', () => {
    for (const params of [
      { maxTime: '-1' },
      { maxTime: 'NaN' },
      { maxTime: '0x10' },
      { maxKcal: '1.5' },
      { sort: 'random' },
    ]) {
      expect(recipeListQuerySchema.safeParse(params).success).toBe(false);
    }
    expect(recipeListQuerySchema.parse({ sort: 'cooked', maxTime: '045' })).toMatchObject({
      sort: 'cooked',
      maxTime: 45,
    });
  });
});
