/**
 * Nutrition from ingredients as the task of the nutrition pool (nutrition-pool.ts), run in a worker
 * thread: the food table (about 6,000 foods) is parsed and indexed there once, and matching a
 * recipe's lines (at most 500) never holds the service's event loop. Node loads this file as it is
 * (type stripping), also under Jest: import only modules plain Node can load.
 */
import {
  computeNutrition,
  energyPerServing,
  foodById,
  MAX_FOOD_QUERY_LENGTH,
  searchFoods,
} from '@cookmark/kitchen/foods';

export type NutritionTask =
  | {
      kind: 'compute';
      lines: string[];
      servings: number;
      shownServings: number;
      choices: Record<string, string>;
    }
  | { kind: 'many'; recipes: { lines: string[]; servings: number; choices: Record<string, string> }[] }
  | { kind: 'energy'; lines: string[]; servings: number; choices: Record<string, string> }
  | { kind: 'search'; query: string; limit: number }
  | { kind: 'food'; id: string };

export default function run(task: NutritionTask): unknown {
  switch (task.kind) {
    case 'compute':
      return computeNutrition(task.lines, task.servings, task.choices, { shownServings: task.shownServings });
    case 'many':
      return task.recipes.map((r) => computeNutrition(r.lines, r.servings, r.choices));
    case 'energy':
      return energyPerServing(task.lines, task.servings, task.choices);
    case 'search':
      return searchFoods(task.query.slice(0, MAX_FOOD_QUERY_LENGTH), task.limit).map((f) => ({
        id: f.id,
        name: f.name,
      }));
    case 'food': {
      const food = foodById(task.id);
      return food ? { id: food.id, name: food.name } : null;
    }
  }
}
