import {
  advancedFilterCount,
  hasAdvancedFilters,
  NO_ADVANCED_FILTERS,
  readAdvancedFilters,
  setAdvancedQuery,
  writeAdvancedFilters,
} from './library-filters';

describe('advanced filters in the address', () => {
  test('read back what was written, other parameters kept', () => {
    const filters = {
      maxTime: 30,
      include: ['chicken', 'lemon'],
      exclude: ['nuts'],
      maxKcal: 500,
      sort: 'quickest' as const,
    };
    const written = writeAdvancedFilters(new URLSearchParams('q=soup&tag=Quick'), filters);
    expect(written.toString()).toBe(
      'q=soup&tag=Quick&time=30&with=chicken&with=lemon&without=nuts&kcal=500&sort=quickest',
    );
    expect(readAdvancedFilters(written)).toEqual(filters);
    expect(writeAdvancedFilters(written, NO_ADVANCED_FILTERS).toString()).toBe('q=soup&tag=Quick');
  });

  test('values the server would refuse are left out', () => {
    const read = readAdvancedFilters(
      new URLSearchParams(`time=-5&kcal=NaN&sort=price&with=${'x'.repeat(80)}&${'without=a&'.repeat(3)}`),
    );
    expect(read).toEqual({ ...NO_ADVANCED_FILTERS, include: ['x'.repeat(60)], exclude: ['a'] });
    expect(readAdvancedFilters(new URLSearchParams('time=99999999')).maxTime).toBeNull();
    const many = new URLSearchParams(Array.from({ length: 30 }, (_, i) => `with=w${i}`).join('&'));
    expect(readAdvancedFilters(many).include).toHaveLength(10);
  });

  test('terms typed with commas are split, trimmed and without repeats', () => {
    const read = readAdvancedFilters(new URLSearchParams('with=chicken, Lemon ,,chicken'));
    expect(read.include).toEqual(['chicken', 'Lemon']);
  });

  test('tells whether any is set, counts the filters and gives the list call its parameters', () => {
    expect(hasAdvancedFilters(NO_ADVANCED_FILTERS)).toBe(false);
    expect(hasAdvancedFilters({ ...NO_ADVANCED_FILTERS, sort: 'title' })).toBe(false);
    expect(hasAdvancedFilters({ ...NO_ADVANCED_FILTERS, maxKcal: 500 })).toBe(true);
    const filters = { ...NO_ADVANCED_FILTERS, maxTime: 30, include: ['chicken'], exclude: ['nuts', 'dairy'] };
    expect(advancedFilterCount(filters)).toBe(4);
    const params = new URLSearchParams();
    setAdvancedQuery(params, filters);
    expect(params.toString()).toBe('maxTime=30&include=chicken&exclude=nuts%2Cdairy');
  });
});
