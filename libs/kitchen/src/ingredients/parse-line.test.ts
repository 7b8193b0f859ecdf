import fc from 'fast-check';
import { MAX_PARSED_LENGTH, parseIngredientLine } from './parse-line.ts';

function amount(text: string) {
  const p = parseIngredientLine(text);
  return { quantity: p.quantity, rangeEnd: p.rangeEnd, unit: p.unit, ingredient: p.ingredient };
}

describe('parseIngredientLine', () => {
  test('reads mixed, plain and unicode fractions and decimals with a point or a comma', () => {
    expect(amount('1 1/2 cups all-purpose flour, sifted')).toEqual({
      quantity: 1.5,
      rangeEnd: null,
      unit: 'cup',
      ingredient: 'all-purpose flour',
    });
    expect(amount('1-1/2 cups sugar').quantity).toBe(1.5);
    expect(amount('1½ tsp salt').quantity).toBe(1.5);
    expect(amount('1 ½ tsp salt').quantity).toBe(1.5);
    expect(amount('⅓ c natural cane sugar')).toMatchObject({ quantity: 1 / 3, unit: 'cup' });
    expect(amount('3/4 cup milk').quantity).toBe(0.75);
    expect(amount('1.5 tsp garlic powder').quantity).toBe(1.5);
    expect(amount('1,5 kg Kartoffeln')).toMatchObject({ quantity: 1.5, unit: 'kilogram' });
    expect(amount('One 14-ounce can chickpeas')).toMatchObject({ quantity: 1, unit: 'can' });
  });

  test('reads ranges written with a dash, "to" or "or"', () => {
    expect(amount('1-2 tbsp hot water')).toMatchObject({ quantity: 1, rangeEnd: 2, unit: 'tablespoon' });
    expect(amount('1 to 2 tablespoons corn oil')).toMatchObject({ quantity: 1, rangeEnd: 2 });
    expect(amount('3 or 4 carrots')).toMatchObject({ quantity: 3, rangeEnd: 4, unit: null });
    expect(amount('¼ to ½ teaspoon cayenne')).toMatchObject({ quantity: 0.25, rangeEnd: 0.5 });
    expect(amount('110ml-150ml milk')).toMatchObject({ quantity: 110, rangeEnd: 150, unit: 'milliliter' });
    const p = parseIngredientLine('2–3 cloves garlic');
    expect(p.isRange).toBe(true);
  });

  test('treats a count with a size as a container or a bare count', () => {
    expect(parseIngredientLine('1 (14.5 ounce) can diced tomatoes')).toMatchObject({
      quantity: 1,
      unit: 'can',
      notes: '14.5 ounce, diced',
    });
    expect(amount('2 x 400g tins chopped tomatoes')).toMatchObject({ quantity: 2, unit: 'can' });
    expect(amount('1 (3 to 4 pound) chicken')).toMatchObject({
      quantity: 1,
      unit: null,
      ingredient: 'chicken',
    });
    expect(amount('6 10-inch tortillas')).toMatchObject({ quantity: 6, unit: null, ingredient: 'tortillas' });
  });

  test('takes the first of several amounts and keeps the others in notes', () => {
    const p = parseIngredientLine('300g/10½oz black cherry jam');
    expect(p).toMatchObject({ quantity: 300, unit: 'gram', ingredient: 'black cherry jam', notes: '10½oz' });
    expect(amount('1 cup (240 ml) milk')).toMatchObject({ quantity: 1, unit: 'cup', ingredient: 'milk' });
    expect(amount('2 tablespoons plus 2 teaspoons sugar')).toMatchObject({
      quantity: 2,
      unit: 'tablespoon',
      ingredient: 'sugar',
    });
  });

  test('reads "juice of 1 lemon" and number words', () => {
    expect(parseIngredientLine('Juice of one lime')).toMatchObject({
      quantity: 1,
      unit: null,
      ingredient: 'lime',
      notes: 'Juice of',
    });
    expect(amount('juice of 1 lemon')).toMatchObject({ quantity: 1, ingredient: 'lemon' });
  });

  test("keeps 'full' of 'full fat' in the name: it names the fat, not a size (issue #34)", () => {
    expect(amount('1 can full fat coconut milk')).toMatchObject({
      unit: 'can',
      ingredient: 'full fat coconut milk',
    });
    expect(amount('1 very full pint raspberries')).toMatchObject({ unit: 'pint', ingredient: 'raspberries' });
    expect(amount('2 cups small fat-free pretzel twists')).toMatchObject({
      ingredient: 'fat-free pretzel twists',
    });
  });

  test('moves preparation, size words and remarks to notes', () => {
    expect(parseIngredientLine('6 cloves garlic, crushed and chopped')).toMatchObject({
      quantity: 6,
      unit: 'clove',
      ingredient: 'garlic',
      notes: 'crushed and chopped',
    });
    expect(parseIngredientLine('4 large cloves garlic')).toMatchObject({
      unit: 'clove',
      ingredient: 'garlic',
    });
    expect(parseIngredientLine('6 garlic cloves, peeled')).toMatchObject({
      unit: 'clove',
      ingredient: 'garlic',
    });
    expect(parseIngredientLine('2 large eggs')).toMatchObject({
      unit: null,
      ingredient: 'eggs',
      notes: 'large',
    });
    expect(parseIngredientLine('red food coloring (optional)')).toMatchObject({
      quantity: null,
      ingredient: 'red food coloring',
      notes: 'optional',
    });
    expect(parseIngredientLine('1 cup chopped walnuts')).toMatchObject({
      ingredient: 'walnuts',
      notes: 'chopped',
    });
    expect(parseIngredientLine('5-6 cloves')).toMatchObject({ unit: null, ingredient: 'cloves' });
  });

  test('reads abbreviations, plurals and the metric spoons of imported recipes', () => {
    expect(amount('2 T butter').unit).toBe('tablespoon');
    expect(amount('2 t salt').unit).toBe('teaspoon');
    expect(amount('3 lbs potatoes').unit).toBe('pound');
    expect(amount('8 fl oz cream').unit).toBe('fluid ounce');
    expect(amount('1 qt broth').unit).toBe('quart');
    expect(amount('½ gallon milk').unit).toBe('gallon');
    expect(amount('2 EL Olivenöl')).toMatchObject({ unit: 'tablespoon', ingredient: 'Olivenöl' });
    expect(amount('1 TL Salz').unit).toBe('teaspoon');
    expect(amount('2 el olijfolie').unit).toBe('tablespoon');
    expect(amount("1 c. à s. d'huile")).toMatchObject({ unit: 'tablespoon' });
    expect(amount('2 dl Milch').unit).toBe('deciliter');
    expect(amount('5 cl rhum').unit).toBe('centiliter');
    expect(amount('1 l water').unit).toBe('liter');
    expect(amount('250 g Mehl')).toMatchObject({ quantity: 250, unit: 'gram', ingredient: 'Mehl' });
  });

  test('reads a unit without a number', () => {
    expect(parseIngredientLine('Pinch of freshly grated nutmeg')).toMatchObject({
      quantity: null,
      unit: 'pinch',
      ingredient: 'nutmeg',
    });
    expect(amount('Dash white pepper')).toMatchObject({
      quantity: null,
      unit: 'dash',
      ingredient: 'white pepper',
    });
  });

  test("marks the spec's non-scaleable lines", () => {
    for (const line of [
      'salt to taste',
      '1 pinch of salt',
      '1 handful parsley',
      '1 dash of bitters',
      'sprinkle of sesame seeds',
      '1 tbsp oil, as needed',
      '2 tbsp chives (optional)',
    ]) {
      expect(parseIngredientLine(line).scaleable).toBe(false);
    }
    expect(parseIngredientLine('2 cups flour').scaleable).toBe(true);
    expect(parseIngredientLine('flour').scaleable).toBe(false);
  });

  test('parses only the first 500 characters and stays fast on hostile input', () => {
    const long = `1 cup ${'a'.repeat(10_000)}`;
    const p = parseIngredientLine(long);
    expect(p.originalText).toBe(long);
    expect(p.ingredient.length).toBeLessThanOrEqual(MAX_PARSED_LENGTH);
    const hostile = [
      '1'.repeat(5000),
      ' 1'.repeat(5000),
      '1/'.repeat(5000),
      '(('.repeat(5000),
      '1 - '.repeat(3000),
    ];
    const started = performance.now();
    for (const h of hostile) parseIngredientLine(h);
    expect(performance.now() - started).toBeLessThan(500);
  });

  test('returns a well-formed line for any text', () => {
    const piece = fc.constantFrom(
      '1',
      '½',
      '/',
      '-',
      ' ',
      'to',
      'or',
      'cup',
      'g',
      '(',
      ')',
      ',',
      'x',
      'garlic',
      'cloves',
      'of',
    );
    const text = fc.oneof(
      fc.string({ maxLength: 80 }),
      fc.array(piece, { maxLength: 40 }).map((p) => p.join('')),
    );
    fc.assert(
      fc.property(text, (t) => {
        const p = parseIngredientLine(t);
        const ok = (n: number | null) => n === null || (Number.isFinite(n) && n >= 0);
        return (
          p.originalText === t && ok(p.quantity) && ok(p.rangeEnd) && p.isRange === (p.rangeEnd !== null)
        );
      }),
    );
  });
});
