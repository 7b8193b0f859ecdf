import { foodById } from '../nutrition/food.ts';
import { WEIGHED_FOOD_ROWS } from './weighed-foods.data.ts';

/** Cups in a USDA portion measure ('cup, chopped', '.5 cup slices', 'tsp'), or null for others. */
function cupsOf(measure: string): number | null {
  const m = /^(?:([\d.]+)\s+)?(cups?|tbsp|tsp)\b/.exec(measure);
  if (!m) return null;
  const amount = m[1] === undefined ? 1 : Number(m[1]);
  return amount * (m[2]?.startsWith('cup') ? 1 : m[2] === 'tbsp' ? 1 / 16 : 1 / 48);
}

describe('the weighed-foods table agrees with the food table (both from USDA SR26)', () => {
  test.each(WEIGHED_FOOD_ROWS.map((row) => [row[0], row[1], row[2].split('|')[0]] as const))(
    'NDB %s: %d g a cup (%s)',
    (ndb, gramsPerCup) => {
      const food = foodById(ndb);
      expect(food).toBeDefined();
      const perCup = (food?.portions ?? []).flatMap((p) => {
        const cups = cupsOf(p.measure);
        return cups === null ? [] : [p.grams / cups];
      });
      expect(perCup.some((g) => Math.abs(g - gramsPerCup) <= 0.5)).toBe(true);
    },
  );
});
