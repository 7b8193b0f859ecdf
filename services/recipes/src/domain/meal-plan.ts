import {
  addDays,
  daysBetween,
  GROCERY_LIMITS,
  GROCERY_MESSAGES,
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
import { alone, announcePlanChange, type HouseholdScopes, type Sharers } from './household-scope.ts';
import type { PlanNutrition } from './nutrition/plan-nutrition.ts';

/** The stored entry, or the refusal as the user's error (nothing was written). */
function written<T>(result: T | PlanRefusal): T {
  if (result === 'entry-missing') throw new NotFound(MEAL_PLAN_MESSAGES.entryNotFound);
  if (result === 'recipe-missing') throw new NotFound(MEAL_PLAN_MESSAGES.recipeNotFound);
  if (result === 'day-full') throw new BadRequest(MEAL_PLAN_MESSAGES.dayFull);
  return result;
}

/**
 * A user's meal plan: days of entries, each a recipe they may see (at its own servings) or a text.
 * Issue #32: a household's members share one plan (every member's entries; each keeps who added
 * it). Another user's entry and a missing one are the same 404; a day holds a bounded number.
 */
export class MealPlanService {
  private readonly entries: MealPlanRepository;
  private readonly live: LivePublisher;
  private readonly nutrition: PlanNutrition | undefined;
  private readonly scopes: Pick<HouseholdScopes, 'of'>;

  constructor(
    entries: MealPlanRepository,
    live: LivePublisher,
    nutrition?: PlanNutrition,
    scopes: Pick<HouseholdScopes, 'of'> = { of: async (userId) => alone(userId) },
  ) {
    this.entries = entries;
    this.live = live;
    this.nutrition = nutrition;
    this.scopes = scopes;
  }

  /** Whose plan the person shares: their household's, else their own. */
  private sharers(userId: string): Promise<Sharers> {
    return this.scopes.of(userId);
  }

  /** Tells every sharer's open screens that the plan changed (after the change committed). */
  private async changed<T>(sharers: Sharers, result: T): Promise<T> {
    await announcePlanChange(this.live, sharers, { committedAt: Date.now() });
    return result;
  }

  /** Every day from `from` to `to`, empty ones too, each with its nutrition totals. */
  async range(userId: string, from: string, to: string): Promise<MealPlan> {
    const sharers = await this.sharers(userId);
    const entries = await this.entries.range(sharers, from, to);
    const days = Array.from({ length: daysBetween(from, to) + 1 }, (_, i) => ({
      date: addDays(from, i),
      entries: [] as MealPlanEntry[],
    }));
    const byDate = new Map(days.map((day) => [day.date, day]));
    for (const entry of entries) byDate.get(entry.date)?.entries.push(entry);
    const nutrition = (await this.nutrition?.forDays(userId, days, sharers)) ?? [];
    return { from, to, days: days.map((day, i) => ({ ...day, nutrition: nutrition[i] ?? null })) };
  }

  async add(userId: string, input: MealPlanEntryCreate): Promise<MealPlanEntry> {
    if (input.text !== undefined && input.servings !== undefined)
      throw new BadRequest(MEAL_PLAN_MESSAGES.servingsOnText);
    const sharers = await this.sharers(userId);
    return this.changed(sharers, written(await this.entries.create(sharers, input)));
  }

  async update(userId: string, id: string, input: MealPlanEntryUpdate): Promise<MealPlanEntry> {
    const sharers = await this.sharers(userId);
    const updated = await this.entries.update(sharers, id, input, (current) => {
      const isRecipe = current.recipeId !== null;
      if (isRecipe && input.text !== undefined) throw new BadRequest(MEAL_PLAN_MESSAGES.textOnRecipe);
      if (!isRecipe && input.servings !== undefined) throw new BadRequest(MEAL_PLAN_MESSAGES.servingsOnText);
    });
    return this.changed(sharers, written(updated));
  }

  async copy(userId: string, id: string, to: MealPlanEntryCopy): Promise<MealPlanEntry> {
    const sharers = await this.sharers(userId);
    return this.changed(sharers, written(await this.entries.copy(sharers, id, to.date, to.meal)));
  }

  async remove(userId: string, id: string): Promise<void> {
    const sharers = await this.sharers(userId);
    if (!(await this.entries.delete(sharers, id))) throw new NotFound(MEAL_PLAN_MESSAGES.entryNotFound);
    await this.changed(sharers, undefined);
  }

  async clear(userId: string, from: string, to: string): Promise<number> {
    const sharers = await this.sharers(userId);
    return this.changed(sharers, await this.entries.clear(sharers, from, to));
  }

  async repeatWeek(userId: string, from: string, to: string): Promise<number> {
    const sharers = await this.sharers(userId);
    return this.changed(sharers, written(await this.entries.repeatWeek(sharers, from, to)));
  }

  /** The entries the person added (in a household, those they created), for the data export. */
  async all(userId: string): Promise<MealPlanEntry[]> {
    return this.entries.all(await this.sharers(userId));
  }

  /**
   * The recipes planned from `from` to `to` for a grocery list (the grocery service asks); 422,
   * nothing loaded, past GROCERY_LIMITS.previewLines ingredient lines, as for any list.
   */
  async portions(userId: string, from: string, to: string): Promise<MealPlanPortion[]> {
    const sharers = await this.sharers(userId);
    if ((await this.entries.portionLineCount(sharers, from, to)) > GROCERY_LIMITS.previewLines)
      throw new BeyondLimit(GROCERY_MESSAGES.previewTooLarge);
    return this.entries.portions(sharers, from, to);
  }
}
