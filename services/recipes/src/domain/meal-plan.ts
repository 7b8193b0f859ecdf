import {
  addDays,
  daysBetween,
  GROCERY_LIMITS,
  GROCERY_MESSAGES,
  liveScopeOfUser,
  MEAL_PLAN_MESSAGES,
  type MealPlan,
  type MealPlanEntry,
  type MealPlanEntryCopy,
  type MealPlanEntryCreate,
  type MealPlanEntryUpdate,
  type MealPlanPortion,
} from '@cookmark/contracts';
import { BadRequest, BeyondLimit, type LivePublisher, NotFound } from '@cookmark/service-kit';
import type { MealPlanRepository, PlanRefusal } from '../repositories/meal-plan.repository.ts';
import type { PlanNutrition } from './nutrition/plan-nutrition.ts';

/** The stored entry, or the refusal as the user's error (nothing was written). */
function written<T>(result: T | PlanRefusal): T {
  if (result === 'entry-missing') throw new NotFound(MEAL_PLAN_MESSAGES.entryNotFound);
  if (result === 'recipe-missing') throw new NotFound(MEAL_PLAN_MESSAGES.recipeNotFound);
  if (result === 'day-full') throw new BadRequest(MEAL_PLAN_MESSAGES.dayFull);
  return result;
}

/**
 * A user's meal plan: days of entries, each a recipe of their library (at its own servings) or a
 * text. Another user's entry and a missing one are the same 404; a day holds a bounded number.
 */
export class MealPlanService {
  private readonly entries: MealPlanRepository;
  private readonly live: LivePublisher;
  private readonly nutrition: PlanNutrition | undefined;

  constructor(entries: MealPlanRepository, live: LivePublisher, nutrition?: PlanNutrition) {
    this.entries = entries;
    this.live = live;
    this.nutrition = nutrition;
  }

  /** Tells the owner's other screens that the plan changed (after the change committed). */
  private async changed<T>(userId: string, result: T): Promise<T> {
    await this.live.publish(liveScopeOfUser(userId), 'meal-plan', { committedAt: Date.now() });
    return result;
  }

  /** Every day from `from` to `to`, empty ones too, each with its nutrition totals. */
  async range(userId: string, from: string, to: string): Promise<MealPlan> {
    const entries = await this.entries.range(userId, from, to);
    const days = Array.from({ length: daysBetween(from, to) + 1 }, (_, i) => ({
      date: addDays(from, i),
      entries: [] as MealPlanEntry[],
    }));
    const byDate = new Map(days.map((day) => [day.date, day]));
    for (const entry of entries) byDate.get(entry.date)?.entries.push(entry);
    const nutrition = (await this.nutrition?.forDays(userId, days)) ?? [];
    return { from, to, days: days.map((day, i) => ({ ...day, nutrition: nutrition[i] ?? null })) };
  }

  async add(userId: string, input: MealPlanEntryCreate): Promise<MealPlanEntry> {
    if (input.text !== undefined && input.servings !== undefined)
      throw new BadRequest(MEAL_PLAN_MESSAGES.servingsOnText);
    return this.changed(userId, written(await this.entries.create(userId, input)));
  }

  async update(userId: string, id: string, input: MealPlanEntryUpdate): Promise<MealPlanEntry> {
    const updated = await this.entries.update(userId, id, input, (current) => {
      const isRecipe = current.recipeId !== null;
      if (isRecipe && input.text !== undefined) throw new BadRequest(MEAL_PLAN_MESSAGES.textOnRecipe);
      if (!isRecipe && input.servings !== undefined) throw new BadRequest(MEAL_PLAN_MESSAGES.servingsOnText);
    });
    return this.changed(userId, written(updated));
  }

  async copy(userId: string, id: string, to: MealPlanEntryCopy): Promise<MealPlanEntry> {
    return this.changed(userId, written(await this.entries.copy(userId, id, to.date, to.meal)));
  }

  async remove(userId: string, id: string): Promise<void> {
    if (!(await this.entries.delete(userId, id))) throw new NotFound(MEAL_PLAN_MESSAGES.entryNotFound);
    await this.changed(userId, undefined);
  }

  async clear(userId: string, from: string, to: string): Promise<number> {
    return this.changed(userId, await this.entries.clear(userId, from, to));
  }

  async repeatWeek(userId: string, from: string, to: string): Promise<number> {
    return this.changed(userId, written(await this.entries.repeatWeek(userId, from, to)));
  }

  /** The whole plan, for the data export. */
  async all(userId: string): Promise<MealPlanEntry[]> {
    return this.entries.all(userId);
  }

  /**
   * The recipes planned from `from` to `to` for a grocery list (the grocery service asks); 422,
   * nothing loaded, past GROCERY_LIMITS.previewLines ingredient lines, as for any list.
   */
  async portions(userId: string, from: string, to: string): Promise<MealPlanPortion[]> {
    if ((await this.entries.portionLineCount(userId, from, to)) > GROCERY_LIMITS.previewLines)
      throw new BeyondLimit(GROCERY_MESSAGES.previewTooLarge);
    return this.entries.portions(userId, from, to);
  }
}
