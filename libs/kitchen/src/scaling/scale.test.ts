import fc from 'fast-check';
import { parseIngredientLine } from '../ingredients/parse-line.ts';
import { UNIT_INFO, type CanonicalUnit } from '../ingredients/units.ts';
import { expressAmount } from './convert.ts';
import { roundGrams, roundMillilitres, roundToNiceFraction } from './round.ts';
import { convertLine, HALF_EGG_NOTE, scaleLine } from './scale.ts';

describe('rounding (spec §9)', () => {
  test('fractions go to the nearest of ¼ ⅓ ½ ⅔ ¾ within 0.08', () => {
    expect(roundToNiceFraction(1.5).text).toBe('1 ½');
    expect(roundToNiceFraction(0.3333).text).toBe('⅓');
    expect(roundToNiceFraction(0.72).text).toBe('¾');
    expect(roundToNiceFraction(0.7).text).toBe('⅔');
    expect(roundToNiceFraction(2.6).text).toBe('2 ⅔');
    expect(roundToNiceFraction(1.95).text).toBe('2');
    expect(roundToNiceFraction(1.1).text).toBe('1.1');
    expect(roundToNiceFraction(0.125).text).toBe('0.13');
  });

  test('millilitres in steps of 5 below 100 and 25 above, grams in steps of 5', () => {
    expect(roundMillilitres(42)).toBe(40);
    expect(roundMillilitres(98)).toBe(100);
    expect(roundMillilitres(240)).toBe(250);
    expect(roundMillilitres(310)).toBe(300);
    expect(roundGrams(453.6)).toBe(455);
    expect(roundGrams(113.4)).toBe(115);
  });
});

describe('conversion (spec §9)', () => {
  test('US to metric with cup 240 ml, tbsp 15 ml, tsp 5 ml, oz 28.35 g, lb 453.6 g', () => {
    expect(convertLine('1 tbsp olive oil', 'Metric').text).toBe('15 ml olive oil');
    expect(convertLine('1 tsp vanilla', 'Metric').text).toBe('5 ml vanilla');
    expect(convertLine('½ cup milk', 'Metric').text).toBe('125 ml milk');
    expect(convertLine('4 oz cheddar', 'Metric').text).toBe('115 g cheddar');
    expect(convertLine('1 lb ground beef', 'Metric').text).toBe('455 g ground beef');
  });

  test('1000 or more becomes l or kg, to one decimal', () => {
    expect(convertLine('5 cups water', 'Metric').text).toBe('1.2 l water');
    expect(convertLine('3 lb potatoes', 'Metric').text).toBe('1.4 kg potatoes');
    expect(scaleLine('500 g flour', 3).text).toBe('1.5 kg flour');
    expect(scaleLine('750 ml stock', 2).text).toBe('1.5 l stock');
  });

  test('back to US: 16 oz becomes a lb, small cup amounts become tbsp or tsp', () => {
    expect(convertLine('250 ml milk', 'US').text).toBe('1 cup milk');
    expect(convertLine('30 ml oil', 'US').text).toBe('2 tbsp oil');
    expect(convertLine('5 ml vanilla extract', 'US').text).toBe('1 tsp vanilla extract');
    expect(convertLine('454 g ground beef', 'US').text).toBe('1 lb ground beef');
    expect(scaleLine('8 oz cream cheese', 2).text).toBe('1 lb cream cheese');
    expect(scaleLine('¼ cup sugar', 0.5).text).toBe('2 tbsp sugar');
    expect(scaleLine('1 tbsp honey', 1 / 3).text).toBe('1 tsp honey');
  });

  test('a metric line stays metric and a US line stays US unless asked', () => {
    expect(scaleLine('200 g sugar', 2).unit).toBe('gram');
    expect(scaleLine('2 tablespoons butter', 4).text).toBe('½ cup butter');
    expect(scaleLine('1 cup flour', 2, { system: 'Metric' }).text).toBe('250 g flour');
    expect(scaleLine('1 cup milk', 2, { system: 'Metric' }).text).toBe('475 ml milk');
  });
});

describe('scaleLine', () => {
  test('writes nice fractions with unicode glyphs', () => {
    const r = scaleLine('1 cup flour, sifted', 1.5);
    expect(r).toMatchObject({
      text: '1 ½ cups flour, sifted',
      quantity: 1.5,
      unit: 'cup',
      amountText: '1 ½ cups',
    });
    expect(scaleLine('1 1/2 cups all-purpose flour', 2).text).toBe('3 cups all-purpose flour');
    expect(scaleLine('1-2 tbsp oil', 2)).toMatchObject({ quantity: 2, rangeEnd: 4, text: '2–4 tbsp oil' });
  });

  test("rounds eggs to halves with 'beat 1 egg, use half'", () => {
    const r = scaleLine('3 large eggs', 0.5);
    expect(r).toMatchObject({ quantity: 1.5, note: HALF_EGG_NOTE });
    expect(r.text).toBe('1 ½ large eggs (beat 1 egg, use half)');
    expect(scaleLine('2 eggs', 2)).toMatchObject({ quantity: 4, note: null, text: '4 eggs' });
    expect(scaleLine('1 egg', 0.25).quantity).toBe(0.5);
  });

  test('leaves non-scaleable lines, lines without a quantity and bad factors alone', () => {
    for (const line of ['salt to taste', 'pinch of nutmeg', '1 handful basil', 'Fresh herbs']) {
      expect(scaleLine(line, 3)).toMatchObject({ text: line, changed: false });
    }
    for (const factor of [0, -2, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(scaleLine('2 cups flour', factor)).toMatchObject({ text: '2 cups flour', changed: false });
    }
  });

  test('scales counts and containers in place', () => {
    expect(scaleLine('1 (14.5 ounce) can diced tomatoes', 2).text).toBe('2 (14.5 ounce) can diced tomatoes');
    expect(scaleLine('300g/10½oz black cherry jam', 2).text).toBe('600 g black cherry jam');
    expect(scaleLine('3 carrots, sliced', 2).text).toBe('6 carrots, sliced');
  });

  test('from 10 up an amount is whole unless a nice fraction is near', () => {
    expect(convertLine('400 g dark chocolate', 'US').text).toBe('14 oz dark chocolate');
    expect(scaleLine('5 ¼ cups flour', 2).text).toBe('10 ½ cups flour');
    expect(scaleLine('2.26 cups stock', 0.5).text).toBe('1.13 cups stock');
  });

  test('a counted food agrees with its new count', () => {
    expect(scaleLine('1 egg', 2).text).toBe('2 eggs');
    expect(scaleLine('1 large onion, diced', 3).text).toBe('3 large onions, diced');
    expect(scaleLine('1 red bell pepper', 2).text).toBe('2 red bell peppers');
    expect(scaleLine('2 lemons', 0.5).text).toBe('1 lemon');
    expect(scaleLine('4 eggs', 0.25).text).toBe('1 egg');
    expect(scaleLine('1 cup flour', 2).text).toBe('2 cups flour');
  });
});

/** A line's amount in its dimension's base (ml, g or a count). */
function baseOf(line: string): number {
  const p = parseIngredientLine(line);
  return (p.quantity ?? 0) * (p.unit ? UNIT_INFO[p.unit].base : 1);
}

const US_UNITS = ['cup', 'tbsp', 'tsp', 'oz', 'lb'] as const;
const METRIC_UNITS = ['ml', 'g', 'l', 'kg'] as const;
const quantityArb = fc.integer({ min: 1, max: 48 }).map((n) => n / 4);
const factorArb = fc.integer({ min: 1, max: 20 }).map((n) => n / 4);
const lineArb = fc
  .tuple(
    quantityArb,
    fc.constantFrom(...US_UNITS, ...METRIC_UNITS, 'large'),
    fc.constantFrom('flour', 'milk', 'eggs'),
  )
  .map(([q, u, food]) => `${q} ${u} ${food}`);

/** Rounding to nice fractions, metric steps and unit changes each move an amount a little. */
function close(a: number, b: number, relative: number, absolute: number): boolean {
  return Math.abs(a - b) <= Math.max(absolute, relative * Math.max(a, b));
}

describe('scaling properties', () => {
  test('scaling by f then 1/f returns the original within rounding', () => {
    fc.assert(
      fc.property(lineArb, factorArb, (line, f) => {
        const there = scaleLine(line, f);
        const back = scaleLine(there.text, 1 / f);
        // Each rounding moves an amount by at most a metric step or 0.08 of the unit written (half an egg);
        // the first one is magnified by 1/f on the way back.
        const moved = (r: typeof there) => (r.unit ? 12.5 + 0.08 * UNIT_INFO[r.unit].base : 0.5);
        return close(baseOf(back.text), baseOf(line), 0.05, moved(there) / f + moved(back));
      }),
    );
  });

  test('nothing scaled is negative', () => {
    fc.assert(
      fc.property(lineArb, fc.double({ min: -10, max: 10, noNaN: true }), (line, f) => {
        const r = scaleLine(line, f);
        return (r.quantity ?? 0) >= 0 && (r.rangeEnd ?? 0) >= 0 && !/-\d/.test(r.text);
      }),
    );
  });

  test('non-scaleable lines are unchanged', () => {
    const phrase = fc.constantFrom(
      'to taste',
      'pinch of',
      'handful',
      'dash of',
      'sprinkle',
      'as needed',
      'optional',
    );
    fc.assert(
      fc.property(quantityArb, phrase, factorArb, (q, p, f) => {
        const line = `${q} tbsp salt, ${p}`;
        return scaleLine(line, f).text === line && scaleLine(`${p} salt`, f).text === `${p} salt`;
      }),
    );
  });

  test('converting US to metric and back stays within rounding', () => {
    const us = fc
      .tuple(quantityArb, fc.constantFrom<CanonicalUnit>('cup', 'tablespoon', 'teaspoon', 'ounce', 'pound'))
      .map(([q, u]) => `${q} ${u} milk`);
    fc.assert(
      fc.property(us, (line) => {
        const back = convertLine(convertLine(line, 'Metric').text, 'US');
        expect(back.unit === null ? 'none' : UNIT_INFO[back.unit].system).toBe('US');
        // Metric steps (≤ 50 ml in litres, 12.5 g) plus the move to the nearest measure a cook owns
        // (¼ or ⅓ cup, ½ tbsp, ¼ tsp): at most ⅛ of the unit written.
        const unitSize = back.unit ? UNIT_INFO[back.unit].base : 1;
        return close(baseOf(back.text), baseOf(line), 0.05, 50 + 0.125 * unitSize);
      }),
    );
  });

  test('expressAmount keeps a range in one unit', () => {
    expect(expressAmount(1, 2, 'cup', 'Metric')).toMatchObject({
      unit: 'milliliter',
      quantity: 250,
      rangeEnd: 475,
    });
  });
});
