import { dayNutrition, type ServingFigures } from './day-nutrition.ts';

const KEYS = ['energyKcal', 'proteinG'] as const;
type Key = (typeof KEYS)[number];
const serving = (energyKcal: number, proteinG: number, partial = false): ServingFigures<Key> => ({
  perServing: { energyKcal, proteinG },
  partial,
});

describe('dayNutrition', () => {
  test("adds each recipe entry's serving times its servings; text entries count nothing", () => {
    const figures = new Map([
      ['soup', serving(150, 4.5)],
      ['cake', serving(320.4, 5.1)],
    ]);
    const day = dayNutrition(
      [
        { recipeId: 'soup', servings: 2 },
        { recipeId: null, servings: null },
        { recipeId: 'cake', servings: 3 },
        { recipeId: 'soup', servings: 1 },
      ],
      figures,
      KEYS,
    );
    expect(day).toEqual({ totals: { energyKcal: 1411.2, proteinG: 28.8 }, partial: false });
  });

  test('a recipe with partial figures, with none or unknown makes the day partial', () => {
    const partial = dayNutrition(
      [{ recipeId: 'a', servings: 2 }],
      new Map([['a', serving(100, 1, true)]]),
      KEYS,
    );
    expect(partial).toEqual({ totals: { energyKcal: 200, proteinG: 2 }, partial: true });
    const none = new Map<string, ServingFigures<Key>>([['b', { perServing: null, partial: false }]]);
    expect(dayNutrition([{ recipeId: 'b', servings: 4 }], none, KEYS)).toEqual({
      totals: { energyKcal: 0, proteinG: 0 },
      partial: true,
    });
    expect(dayNutrition([{ recipeId: 'gone', servings: 1 }], new Map(), KEYS)?.partial).toBe(true);
  });

  test('a day with only text entries, or none, has no totals', () => {
    expect(dayNutrition([{ recipeId: null, servings: null }], new Map(), KEYS)).toBeNull();
    expect(dayNutrition([], new Map(), KEYS)).toBeNull();
  });
});
