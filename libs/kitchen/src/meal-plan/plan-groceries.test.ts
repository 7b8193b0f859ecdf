import { plannedMergeInputs, plannedSource, shortDay } from './plan-groceries.ts';

describe('shortDay', () => {
  test('writes a day as weekday, day of month and month', () => {
    expect(shortDay('2026-11-30')).toBe('Mon 30 Nov');
    expect(shortDay('2027-01-01')).toBe('Fri 1 Jan');
  });
});

describe('plannedSource', () => {
  test('names the recipe and its days in order, each day once', () => {
    expect(plannedSource('Pancakes', ['2026-12-01', '2026-11-30', '2026-12-01'], 200)).toBe(
      'Pancakes (Mon 30 Nov, Tue 1 Dec)',
    );
  });

  test('counts the days that do not fit', () => {
    const days = ['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03'];
    expect(plannedSource('Pancakes', days, 40)).toBe('Pancakes (Mon 30 Nov and 3 more days)');
  });
});

describe('plannedMergeInputs', () => {
  test('scales each recipe by the servings of all its days over its own servings', () => {
    const inputs = plannedMergeInputs(
      [
        {
          title: 'Soup',
          servings: 4,
          ingredients: ['1 onion'],
          planned: [
            { date: '2026-11-30', servings: 4 },
            { date: '2026-12-02', servings: 2 },
          ],
        },
        { title: 'Unplanned', servings: 2, ingredients: ['1 egg'], planned: [] },
      ],
      200,
    );
    expect(inputs).toEqual([
      { title: 'Soup (Mon 30 Nov, Wed 2 Dec)', lines: ['1 onion'], servingsFactor: 1.5 },
    ]);
  });
});
