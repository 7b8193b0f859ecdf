import { SCALE_TO_MESSAGES, scaleToIngredient } from './scale-to-ingredient.ts';

const MAX = 100;

describe('scaleToIngredient', () => {
  test.each([
    ['500 g chicken breast', '300 g chicken', 0.6],
    ['500 g chicken breast', '300g', 0.6],
    ['500 g chicken breast', '300', 0.6],
    ['1 kg potatoes', '1500 g', 1.5],
    ['1 lb ground beef', '907 g', 2],
    ['8 ounces cream cheese', '1 pound', 2],
    ['2 cups milk', '1 cup', 0.5],
    ['2 cups milk', '720 ml', 1.5],
    ['1 tablespoon olive oil', '1 teaspoon', 0.33],
    ['4 eggs', '6 eggs', 1.5],
    ['4 eggs', '6', 1.5],
    ['2 (15 ounce) cans black beans', '3 cans', 1.5],
    ['3 cloves garlic', '1 clove', 0.33],
    ['1 ½ cups flour', '1 cup', 0.67],
    ['2-3 carrots', '4 carrots', 2],
    ['1 cup all-purpose flour', '250 g', 2],
  ])('%s, having %s → %p×', (line, have, factor) => {
    expect(scaleToIngredient(line, have, MAX)).toEqual({ ok: true, factor });
  });

  test('a weight against a cup of a weighed food goes through its weight per cup', () => {
    const outcome = scaleToIngredient('2 cups granulated sugar', '200 g', MAX);
    expect(outcome.ok && outcome.factor).toBeCloseTo(0.5, 1);
  });

  test.each([
    ['Salt, to taste', '5 g', SCALE_TO_MESSAGES.noAmount],
    ['500 g chicken', 'some', SCALE_TO_MESSAGES.haveInvalid],
    ['500 g chicken', '', SCALE_TO_MESSAGES.haveInvalid],
    ['500 g chicken', '0 g', SCALE_TO_MESSAGES.haveInvalid],
    ['500 g chicken', '2 cups', SCALE_TO_MESSAGES.units('cups', 'grams')],
    ['4 eggs', '200 g', SCALE_TO_MESSAGES.units('grams', 'a count')],
    ['2 cups milk', '300 g', SCALE_TO_MESSAGES.units('grams', 'cups')],
    ['1 g saffron', '1 kg', SCALE_TO_MESSAGES.tooLarge(MAX)],
  ])('%s, having %p: %s', (line, have, message) => {
    expect(scaleToIngredient(line, have, MAX)).toEqual({ ok: false, message });
  });
});
