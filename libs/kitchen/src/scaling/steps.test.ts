import { MAX_STEP_AMOUNTS, MAX_STEP_LENGTH, scaleStepText, stepFoods } from './steps.ts';

describe('amounts and temperatures in step text', () => {
  test('measured amounts scale with the recipe; counts, times and sizes do not', () => {
    expect(scaleStepText('Mix 3 cups of the flour with 2 eggs.', 2)).toBe(
      'Mix 6 cups of the flour with 2 eggs.',
    );
    expect(scaleStepText('Add 1/2 cup milk, then bake 25–30 minutes in a 9-inch pan.', 2)).toBe(
      'Add 1 cup milk, then bake 25–30 minutes in a 9-inch pan.',
    );
    expect(scaleStepText('Stir in 250 ml of the stock.', 0.5)).toBe('Stir in 125 ml of the stock.');
    expect(scaleStepText('Whisk 1-2 tbsp of the oil.', 2)).toBe('Whisk 2–4 tbsp of the oil.');
  });

  test('to metric: weighed foods in grams, liquids in millilitres, ovens in °C', () => {
    expect(scaleStepText('Mix 3 cups of the flour.', 1, 'Metric')).toBe('Mix 375 g of the flour.');
    expect(scaleStepText('Mix 3 cups of the flour.', 2, 'Metric')).toBe('Mix 750 g of the flour.');
    expect(scaleStepText('Pour in 1 cup milk and 1 cup sugar.', 1, 'Metric')).toBe(
      'Pour in 250 ml milk and 200 g sugar.',
    );
    expect(scaleStepText('Preheat the oven to 350°F and butter a pan.', 1, 'Metric')).toBe(
      'Preheat the oven to 180°C and butter a pan.',
    );
    expect(scaleStepText('Cream 2 tbsp of the butter.', 1, 'Metric')).toBe('Cream 2 tbsp of the butter.');
  });

  test("the recipe's own ingredient names the food: 'the flour' of a bread-flour loaf is bread flour", () => {
    expect(scaleStepText('Mix 3 cups of the flour.', 1, 'Metric', stepFoods(['bread flour', 'water']))).toBe(
      'Mix 410 g of the flour.',
    );
  });

  test('to US: grams of weighed foods in cups, oven in °F', () => {
    expect(scaleStepText('Fold in 250 g of the flour; bake at 180°C.', 1, 'US')).toBe(
      'Fold in 2 cups of the flour; bake at 350°F.',
    );
  });

  test('text already in the system and unscaled is unchanged, and hostile text is bounded', () => {
    const text = 'Mix 3 cups of the flour at 350°F.';
    expect(scaleStepText(text, 1, 'US')).toBe(text);
    expect(scaleStepText(text, 1)).toBe(text);
    const long = '1 cup '.repeat(MAX_STEP_LENGTH);
    expect(scaleStepText(long, 2, 'Metric')).toBe(long);
    expect(scaleStepText('9'.repeat(4000), 2, 'Metric')).toBe('9'.repeat(4000));
    const many = '1 cup flour, '.repeat(MAX_STEP_AMOUNTS + 5);
    const converted = scaleStepText(many, 1, 'Metric');
    expect(converted.split('125 g flour')).toHaveLength(MAX_STEP_AMOUNTS + 1);
    expect(converted.endsWith('1 cup flour, '.repeat(5))).toBe(true);
  });
});
