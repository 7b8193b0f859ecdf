/**
 * What the meal plan's daily nutrition totals cost a plan read: one task in the nutrition thread
 * for a range's distinct recipes (RecipeNutritionService.servingFigures → NutritionPool.computeMany).
 *
 *   node services/recipes/scripts/bench-plan-nutrition.ts [--recipes N] [--lines N] [--runs N]
 *
 * N recipes (default 28: a week of four meals, every one different) of N lines each (default 12)
 * drawn from everyday ingredient lines, no chosen foods. Prints the first task (the thread starts and
 * loads the food table) and the median and p95 of the next runs, in ms.
 */
import { performance } from 'node:perf_hooks';
import { NutritionPool } from '../src/domain/nutrition/nutrition-pool.ts';

const LINES = [
  '2 large eggs',
  '1 cup all-purpose flour',
  '1/2 cup sugar',
  '200 g butter',
  '500 g minced beef',
  '1 onion, chopped',
  '2 cloves garlic',
  '400 g canned tomatoes',
  '1 tbsp olive oil',
  '250 ml milk',
  '300 g spaghetti',
  '100 g cheddar cheese, grated',
  '2 chicken breasts',
  '1 cup rice',
  '2 carrots, sliced',
  '1 tsp salt',
  '150 g spinach',
  '1 lemon',
  '3 potatoes',
  '200 g greek yogurt',
];

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const value = i >= 0 ? Number(process.argv[i + 1]) : NaN;
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

const recipeCount = arg('recipes', 28);
const lineCount = arg('lines', 12);
const runs = arg('runs', 20);
const recipes = Array.from({ length: recipeCount }, (_, r) => ({
  lines: Array.from({ length: lineCount }, (_, l) => LINES[(r * 7 + l * 3) % LINES.length] ?? ''),
  servings: 4,
  choices: {},
}));

const pool = new NutritionPool();
const timed = async () => {
  const start = performance.now();
  await pool.computeMany(recipes);
  return performance.now() - start;
};
try {
  const first = await timed();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push(await timed());
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  console.log(
    `${recipeCount} recipes × ${lineCount} lines: first task ${first.toFixed(0)} ms (thread start, food table); ` +
      `next ${runs}: median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms`,
  );
} finally {
  await pool.close();
}
