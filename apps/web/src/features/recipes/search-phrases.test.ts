import { NO_ADVANCED_FILTERS } from './library-filters';
import { parseSearchPhrases, withSearchPhrases } from './search-phrases';

const none = { text: '', include: [], exclude: [], maxTime: null, maxKcal: null };

describe('phrases of the search text', () => {
  test.each([
    ['chicken without nuts under 30 minutes', { text: 'chicken', exclude: ['nuts'], maxTime: 30 }],
    ['chicken, not nuts', { text: 'chicken', exclude: ['nuts'] }],
    ['soup without dairy or gluten', { text: 'soup', exclude: ['dairy', 'gluten'] }],
    [
      'curry without peanut butter, coconut milk',
      { text: 'curry', exclude: ['peanut butter', 'coconut milk'] },
    ],
    ['pasta with lemon and garlic', { text: 'pasta', include: ['lemon', 'garlic'] }],
    ['salad no nuts', { text: 'salad', exclude: ['nuts'] }],
    ['no bake cheesecake', { text: 'no bake cheesecake' }],
    ['dinner in 1 hour', { text: 'dinner', maxTime: 60 }],
    ['stew within 1 hr 30 min', { text: 'stew', maxTime: 90 }],
    ['bread in 1.5 hours', { text: 'bread', maxTime: 90 }],
    ['30-minute meals', { text: 'meals', maxTime: 30 }],
    ['pie under half an hour', { text: 'pie', maxTime: 30 }],
    ['dessert under 400 calories', { text: 'dessert', maxKcal: 400 }],
    ['tacos 45 mins or less without beef', { text: 'tacos', exclude: ['beef'], maxTime: 45 }],
    ['savoyarde crepe', { text: 'savoyarde crepe' }],
    ['7 layer dip', { text: '7 layer dip' }],
  ])('%s', (input, expected) => {
    expect(parseSearchPhrases(input)).toEqual({ ...none, ...expected });
  });

  test('a time or calories out of range, or text past the limits, stays words or is cut', () => {
    expect(parseSearchPhrases('stew under 0 minutes')).toEqual({ ...none, text: 'stew under 0 minutes' });
    expect(parseSearchPhrases('cake under 99999 calories')).toEqual({
      ...none,
      text: 'cake under 99999 calories',
    });
    const many = `soup without ${Array.from({ length: 20 }, (_, i) => `food${i}`).join(', ')}`;
    expect(parseSearchPhrases(many).exclude).toHaveLength(10);
    expect(parseSearchPhrases(`without ${'x'.repeat(100)}`).exclude[0]).toHaveLength(60);
    expect(parseSearchPhrases('a'.repeat(5000)).text).toHaveLength(500);
  });

  test("joins the panel's filters: ingredients added, the smaller time and calories kept", () => {
    const panel = { ...NO_ADVANCED_FILTERS, include: ['lemon'], maxTime: 20, sort: 'quickest' as const };
    expect(
      withSearchPhrases(panel, parseSearchPhrases('chicken with lemon without nuts under 30 minutes')),
    ).toEqual({
      ...panel,
      include: ['lemon'],
      exclude: ['nuts'],
      maxTime: 20,
      maxKcal: null,
    });
    expect(withSearchPhrases(NO_ADVANCED_FILTERS, parseSearchPhrases('under 500 kcal')).maxKcal).toBe(500);
  });
});
