import { convertLine } from './scale.ts';
import { convertTemperature, convertTemperatures } from './temperature.ts';

describe('oven and cooking temperatures', () => {
  test.each([
    ['Preheat the oven to 350°F.', 'Preheat the oven to 180°C.'],
    ['Bake at 350 degrees F for 30 minutes.', 'Bake at 180°C for 30 minutes.'],
    ['Bake at 375 degrees Fahrenheit', 'Bake at 190°C'],
    ['Heat the oven to 425F.', 'Heat the oven to 220°C.'],
    ['Roast at 400 °F', 'Roast at 200°C'],
    ['Bake at 350° until golden', 'Bake at 180°C until golden'],
    ['Bake at 325-350°F', 'Bake at 160–180°C'],
    ['Heat oven to 350°F (180°C).', 'Heat oven to 180°C.'],
    ['Heat oven to 350°F (175°C).', 'Heat oven to 180°C.'],
    ['Preheat to gas mark 4', 'Preheat to 180°C'],
    ['Cook until it reads 165°F inside.', 'Cook until it reads 74°C inside.'],
    ['Heat the milk to 110°F.', 'Heat the milk to 43°C.'],
    ['Bake at 180°C for 25 minutes.', 'Bake at 180°C for 25 minutes.'],
  ])('to metric: %s', (text, expected) => {
    expect(convertTemperatures(text, 'Metric')).toBe(expected);
  });

  test.each([
    ['Preheat the oven to 180°C.', 'Preheat the oven to 350°F.'],
    ['Bake at 200C for 20 minutes', 'Bake at 400°F for 20 minutes'],
    ['Bake at 220 degrees Celsius', 'Bake at 425°F'],
    ['Preheat oven to 180°C/160°C fan/gas mark 4.', 'Preheat oven to 350°F/325°F fan.'],
    ['Preheat to 200C (180C fan), gas 6', 'Preheat to 400°F (350°F fan)'],
    ['gas mark ½', '250°F'],
    ['Simmer at 85°C', 'Simmer at 185°F'],
    ['Bake at 350°F', 'Bake at 350°F'],
  ])('to US: %s', (text, expected) => {
    expect(convertTemperatures(text, 'US')).toBe(expected);
  });

  test('oven dials: °C to the nearest 10 and °F to the nearest 25, both ways', () => {
    for (const f of [250, 275, 300, 325, 350, 375, 400, 425, 450, 475, 500]) {
      expect(convertTemperature(convertTemperature(f, 'F', 'C'), 'C', 'F')).toBe(f);
    }
  });

  test('numbers that are not temperatures are left alone', () => {
    for (const text of [
      'Mix 2 C flour',
      'Add 3 eggs',
      'Cut into 2-inch pieces',
      'Step 4 of 6',
      'a 9x13 pan',
    ]) {
      expect(convertTemperatures(text, 'Metric')).toBe(text);
      expect(convertTemperatures(text, 'US')).toBe(text);
    }
  });

  test('an ingredient line converts its temperature with its amount', () => {
    expect(convertLine('1 cup warm water (110°F)', 'Metric').text).toBe('250 ml warm water (43°C)');
    expect(convertLine('warm water, about 43°C', 'US').text).toBe('warm water, about 109°F');
  });
});
