import { convertSizes } from './sizes.ts';
import { scaleStepText } from './steps.ts';

describe('sizes in step text', () => {
  it.each([
    ['Grease a 9-inch pan.', 'Grease a 23 cm pan.'],
    ['Bake in a 9x13-inch dish.', 'Bake in a 23x33 cm dish.'],
    ['Use a 9 x 13 inch baking dish.', 'Use a 23 x 33 cm baking dish.'],
    ['Line a 9"x13" pan.', 'Line a 23x33 cm pan.'],
    ['Pour into a 9" pan, then bake.', 'Pour into a 23 cm pan, then bake.'],
    ['Use an 8-by-8-inch pan.', 'Use a 20-by-20 cm pan.'],
    ['An 8-inch round is fine.', 'A 20 cm round is fine.'],
    ['A 9×5-inch loaf pan.', 'A 23×13 cm loaf pan.'],
    ['Heat a 10 in. skillet.', 'Heat a 25 cm skillet.'],
    ['Cut into 1-inch pieces.', 'Cut into 2.5 cm pieces.'],
    ['Cut into 1 1/2-inch cubes.', 'Cut into 4 cm cubes.'],
    ['Cut into ½ inch slices.', 'Cut into 1 cm slices.'],
    ['Roll to 1/4 inch thick.', 'Roll to 5 mm thick.'],
    ['Shape a 12 inch pizza.', 'Shape a 30 cm pizza.'],
  ])('to metric: %s → %s', (text, expected) => {
    expect(convertSizes(text, 'Metric')).toBe(expected);
  });

  it.each([
    ['Grease a 23 cm tin.', 'Grease a 9-inch tin.'],
    ['Use a 20x20 cm pan.', 'Use an 8x8-inch pan.'],
    ['Use a 30 × 20 cm dish.', 'Use a 12 × 8-inch dish.'],
    ['Cut into 2 cm pieces.', 'Cut into ¾-inch pieces.'],
    ['Cut into 2,5 cm cubes.', 'Cut into 1-inch cubes.'],
    ['Roll 5 mm thick.', 'Roll ¼-inch thick.'],
    ['Heat a 28 cm skillet.', 'Heat an 11-inch skillet.'],
  ])('to US: %s → %s', (text, expected) => {
    expect(convertSizes(text, 'US')).toBe(expected);
  });

  it('leaves a size given in both systems, quotes that are no inches, and text already in the system', () => {
    expect(convertSizes('Use a 10-inch (25 cm) skillet.', 'Metric')).toBe('Use a 10-inch (25 cm) skillet.');
    expect(convertSizes('A 9-inch springform pan (23 cm).', 'Metric')).toBe(
      'A 9-inch springform pan (23 cm).',
    );
    expect(convertSizes('Use a 23 cm (9 inch) tin.', 'US')).toBe('Use a 23 cm (9 inch) tin.');
    expect(convertSizes('Say "hello 9" to the cook.', 'Metric')).toBe('Say "hello 9" to the cook.');
    expect(convertSizes('Grease a 9-inch pan.', 'US')).toBe('Grease a 9-inch pan.');
    expect(convertSizes('Grease a 23 cm tin.', 'Metric')).toBe('Grease a 23 cm tin.');
    const long = 'a 9-inch pan '.repeat(1000);
    expect(convertSizes(long, 'Metric')).toBe(long);
  });

  it('converts sizes with the step, without scaling them', () => {
    expect(scaleStepText('Add 1/2 cup milk, then bake at 350°F in a 9-inch pan.', 2, 'Metric')).toBe(
      'Add 250 ml milk, then bake at 180°C in a 23 cm pan.',
    );
    expect(scaleStepText('Bake in a 9-inch pan.', 2)).toBe('Bake in a 9-inch pan.');
  });
});
