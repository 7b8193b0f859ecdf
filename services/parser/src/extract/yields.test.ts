import { expectLinearTime } from '../../test/linear-time.ts';
import { parseYield } from './yields.ts';

describe('yields', () => {
  it('turns a bare number into servings', () => {
    expect(parseYield('4')).toEqual({ servings: 4, yield: '4 servings' });
    expect(parseYield(4)).toEqual({ servings: 4, yield: '4 servings' });
    expect(parseYield('1')).toEqual({ servings: 1, yield: '1 serving' });
  });

  it('uses the bare number and the unit of the descriptive entry of a list', () => {
    expect(parseYield(['4', '4 servings'])).toEqual({ servings: 4, yield: '4 servings' });
    expect(parseYield(['12', '12 cookies'])).toEqual({ servings: 12, yield: '12 cookies' });
    expect(parseYield(['6', '6 to 8 servings']).yield).toBe('6 servings');
  });

  it('keeps known countable units and singularises them for one', () => {
    expect(parseYield('12 cookies').yield).toBe('12 cookies');
    expect(parseYield('1 loaf').yield).toBe('1 loaf');
    expect(parseYield('2 loaves').yield).toBe('2 loaves');
    expect(parseYield('0.75 cup').yield).toBe('0.75 cups');
    expect(parseYield('2 dozen').yield).toBe('2 dozen');
  });

  it('says items when the page says it makes a number of things', () => {
    expect(parseYield('Makes 12').yield).toBe('12 items');
  });

  it('counts people / portions in any language as servings', () => {
    expect(parseYield('Serves 4').yield).toBe('4 servings');
    expect(parseYield('12 personnes').yield).toBe('12 servings');
    expect(parseYield('4 Portionen').yield).toBe('4 servings');
    expect(parseYield('12 bites').yield).toBe('12 servings');
  });

  it('reads a tight range as its upper bound and a loose one by its first number', () => {
    expect(parseYield('8-10').yield).toBe('10 servings');
    expect(parseYield('Serves 10 to 12').yield).toBe('12 servings');
    expect(parseYield('4 - 6 serving(s)').yield).toBe('4 servings');
  });

  it('gives nothing for empty or number-less values', () => {
    expect(parseYield(null)).toEqual({ servings: null, yield: null });
    expect(parseYield('')).toEqual({ servings: null, yield: null });
    expect(parseYield('a few')).toEqual({ servings: null, yield: null });
  });

  // A pasted page's long digit run in recipeYield cost seconds of quadratic matching.
  const N = 200_000;
  it.each<[string, (n: number) => string | string[]]>([
    ['a long digit run', (n) => `${'1'.repeat(n)}x`],
    ['a long digit run in a list', (n) => ['4', `${'1'.repeat(n)} servings`]],
    ['a long run of numbers and spaces', (n) => `${'1 '.repeat(n / 2)}x`],
  ])('reads %s in linear time, as no yield', (_name, hostile) => {
    const y = parseYield(hostile(N));
    expect(y.yield === null || y.yield === '4 servings').toBe(true);
    expectLinearTime((n) => parseYield(hostile(n)), N);
  });
});
