import {
  type MealPlanDay,
  type MealPlanDayNutrition,
  NUTRIENT_ROWS,
  NUTRITION_SUMMARY_MAX_RECIPES,
} from '@cookmark/contracts';
import { alone, type Sharers } from '../household-scope.ts';
import { dayNutrition } from '@cookmark/kitchen';
import { USER_BUDGETS, type UserBudgets } from '@cookmark/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { RecipeNutritionService, ServingFigures } from './recipe-nutrition.ts';

export interface PlanNutritionDeps {
  nutrition: RecipeNutritionService;
  budgets: UserBudgets;
  log: FastifyBaseLogger;
  /** How long a plan read waits for the nutrition thread before it answers without totals. */
  waitMs?: number;
}

const KEYS = NUTRIENT_ROWS.map((row) => row.key);
const UNAVAILABLE: MealPlanDayNutrition = { status: 'unavailable' };
const WAIT_MS = 10_000;

/**
 * The meal plan's daily nutrition totals, computed in the plan read: one task in the nutrition
 * thread for the range's distinct recipes (at most NUTRITION_SUMMARY_MAX_RECIPES), within the
 * user's budget. When they cannot be had (more recipes than that, the budget spent, the thread's
 * queue full or slow to answer), every day with a recipe says 'unavailable' and the plan answers
 * all the same.
 */
export class PlanNutrition {
  private readonly deps: PlanNutritionDeps;

  constructor(deps: PlanNutritionDeps) {
    this.deps = deps;
  }

  /** Each day's nutrition (null on a day with no recipe entry), in the order of `days`. */
  async forDays(
    userId: string,
    days: readonly Pick<MealPlanDay, 'date' | 'entries'>[],
    sharers: Sharers = alone(userId),
  ): Promise<(MealPlanDayNutrition | null)[]> {
    const hasRecipe = days.map((day) => day.entries.some((entry) => entry.recipeId !== null));
    const ids = [...new Set(days.flatMap((day) => day.entries.flatMap((e) => e.recipeId ?? [])))];
    if (ids.length === 0) return days.map(() => null);
    const figures = await this.figures(sharers, ids);
    return days.map((day, i) => {
      if (!hasRecipe[i]) return null;
      if (!figures) return UNAVAILABLE;
      const totals = dayNutrition(day.entries, figures, KEYS);
      return totals ? { status: 'counted', ...totals } : null;
    });
  }

  private async figures(sharers: Sharers, ids: string[]): Promise<Map<string, ServingFigures> | null> {
    const userId = sharers.viewer;
    if (ids.length > NUTRITION_SUMMARY_MAX_RECIPES) return null;
    const { nutrition, budgets, log } = this.deps;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), this.deps.waitMs ?? WAIT_MS);
    });
    try {
      const work = budgets.run(USER_BUDGETS.mealPlanNutrition, userId, () =>
        nutrition.servingFigures(userId, ids, sharers),
      );
      // The budget's lease is held until the work ends, even after the read has answered without it.
      work.catch(() => undefined);
      return await Promise.race([work, late]);
    } catch (error) {
      log.warn({ err: error }, 'meal plan nutrition totals not computed');
      return null;
    } finally {
      clearTimeout(timer);
    }
  }
}
