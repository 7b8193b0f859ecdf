import { z } from 'zod';
import { MEAL_PLAN_LIMITS, MEAL_PLAN_MESSAGES, MEALS } from './meal-plan-limits.ts';
import { nutrientsSchema } from './nutrition.ts';

const DAY_MS = 86_400_000;

/** Whole days from `from` to `to` (both YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The day `days` after `date` (YYYY-MM-DD, negative for before). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

const withinYears = (date: string) =>
  Math.abs(daysBetween(new Date().toISOString().slice(0, 10), date)) <= MEAL_PLAN_LIMITS.yearsAway * 366;

/** A real calendar day written YYYY-MM-DD, within MEAL_PLAN_LIMITS.yearsAway years of today. */
export const planDateSchema = z
  .string({ message: MEAL_PLAN_MESSAGES.dateInvalid })
  .pipe(z.iso.date({ message: MEAL_PLAN_MESSAGES.dateInvalid }))
  .refine(withinYears, { message: MEAL_PLAN_MESSAGES.dateOutOfRange });

export const mealSchema = z.enum(MEALS, { message: MEAL_PLAN_MESSAGES.mealInvalid });

const servingsSchema = z
  .number({ message: MEAL_PLAN_MESSAGES.servingsInvalid })
  .int({ message: MEAL_PLAN_MESSAGES.servingsInvalid })
  .min(1, { message: MEAL_PLAN_MESSAGES.servingsInvalid })
  .max(MEAL_PLAN_LIMITS.servings, { message: MEAL_PLAN_MESSAGES.servingsInvalid });

const textSchema = z
  .string({ message: MEAL_PLAN_MESSAGES.textRequired })
  .trim()
  .min(1, { message: MEAL_PLAN_MESSAGES.textRequired })
  .max(MEAL_PLAN_LIMITS.text, { message: MEAL_PLAN_MESSAGES.textTooLong });

/** From a day to the same or a later one, at most MEAL_PLAN_LIMITS.rangeDays days in all. */
export const planRangeSchema = z.object({ from: planDateSchema, to: planDateSchema }).refine(
  ({ from, to }) => {
    const days = daysBetween(from, to);
    return days >= 0 && days < MEAL_PLAN_LIMITS.rangeDays;
  },
  { message: MEAL_PLAN_MESSAGES.rangeInvalid },
);
export type PlanRange = z.infer<typeof planRangeSchema>;

/**
 * `POST /api/meal-plan/entries`: a recipe of the user's library or a text of its own, on a day and
 * meal. A recipe entry's servings default to the recipe's own; a text entry has none.
 */
export const mealPlanEntryCreateSchema = z
  .object({
    date: planDateSchema,
    meal: mealSchema,
    recipeId: z.guid({ message: MEAL_PLAN_MESSAGES.recipeIdInvalid }).optional(),
    text: textSchema.optional(),
    servings: servingsSchema.optional(),
  })
  .superRefine((entry, ctx) => {
    if (entry.recipeId !== undefined && entry.text !== undefined)
      ctx.addIssue({ code: 'custom', message: MEAL_PLAN_MESSAGES.recipeOrText });
    if (entry.recipeId === undefined && entry.text === undefined)
      ctx.addIssue({ code: 'custom', message: MEAL_PLAN_MESSAGES.textRequired });
  });
export type MealPlanEntryCreate = z.infer<typeof mealPlanEntryCreateSchema>;

/** `PATCH /api/meal-plan/entries/:id`: moves it (day, meal), changes its servings or its text. */
export const mealPlanEntryUpdateSchema = z
  .object({
    date: planDateSchema.optional(),
    meal: mealSchema.optional(),
    servings: servingsSchema.optional(),
    text: textSchema.optional(),
  })
  .refine((update) => Object.values(update).some((value) => value !== undefined), {
    message: MEAL_PLAN_MESSAGES.nothingToUpdate,
  });
export type MealPlanEntryUpdate = z.infer<typeof mealPlanEntryUpdateSchema>;

/** `POST /api/meal-plan/entries/:id/copy`: a copy of the entry on another day or meal. */
export const mealPlanEntryCopySchema = z.object({ date: planDateSchema, meal: mealSchema });
export type MealPlanEntryCopy = z.infer<typeof mealPlanEntryCopySchema>;

/** `POST /api/meal-plan/repeat`: the seven days from `from` copied onto the seven days from `to`. */
export const mealPlanRepeatSchema = z
  .object({ from: planDateSchema, to: planDateSchema })
  .refine(({ from, to }) => Math.abs(daysBetween(from, to)) >= 7, {
    message: MEAL_PLAN_MESSAGES.weekInvalid,
  });
export type MealPlanRepeat = z.infer<typeof mealPlanRepeatSchema>;

export const mealPlanEntrySchema = z.object({
  id: z.string(),
  date: z.string(),
  meal: mealSchema,
  /** The recipe, or null for a text entry (and for one whose recipe was deleted: its title stays). */
  recipeId: z.string().nullable(),
  /** The recipe's title, or the entry's own text. */
  title: z.string(),
  /** What the entry's recipe is scaled to; null for a text entry. */
  servings: z.number().nullable(),
  /** The recipe's own servings (what scaling starts from); null for a text entry. */
  recipeServings: z.number().nullable(),
  position: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MealPlanEntry = z.infer<typeof mealPlanEntrySchema>;

/**
 * A day's nutrition: the sum over its recipe entries of a serving's figures times the entry's
 * servings (text entries count nothing). `partial` when a recipe of the day has partial figures or
 * none; 'unavailable' when they could not be computed for this read (the nutrition thread busy, the
 * user's budget spent, too many recipes in the range): the plan answers all the same.
 */
export const mealPlanDayNutritionSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('counted'), totals: nutrientsSchema, partial: z.boolean() }),
  z.object({ status: z.literal('unavailable') }),
]);
export type MealPlanDayNutrition = z.infer<typeof mealPlanDayNutritionSchema>;

/** One day of the plan: its entries and its nutrition (null on a day with no recipe entry). */
export const mealPlanDaySchema = z.object({
  date: z.string(),
  entries: z.array(mealPlanEntrySchema),
  nutrition: mealPlanDayNutritionSchema.nullable(),
});
export type MealPlanDay = z.infer<typeof mealPlanDaySchema>;

/** `GET /api/meal-plan?from&to`: every day of the range, in order, each entry in meal then position order. */
export const mealPlanSchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(mealPlanDaySchema),
});
export type MealPlan = z.infer<typeof mealPlanSchema>;

export const mealPlanCountSchema = z.object({ message: z.string(), count: z.number() });

/** `GET /api/meal-plan/feed`: whether the calendar feed is on (its address is shown once, when made). */
export const mealPlanFeedStatusSchema = z.object({
  feed: z.object({ createdAt: z.string() }).nullable(),
});
export type MealPlanFeedStatus = z.infer<typeof mealPlanFeedStatusSchema>;

/** `POST /api/meal-plan/feed`: a new secret address (the old one, if any, stops working). */
export const mealPlanFeedSchema = z.object({ url: z.string(), createdAt: z.string() });
export type MealPlanFeed = z.infer<typeof mealPlanFeedSchema>;

/** `POST /api/grocery-lists/meal-plan`: the grocery list of the recipes planned on these days. */
export const mealPlanGroceryRequestSchema = planRangeSchema;

/** `POST /internal/meal-plan/contents` on the recipes service: what a range's list is made from. */
export const mealPlanContentsRequestSchema = z.object({ userId: z.guid(), range: planRangeSchema });
export type MealPlanContentsRequest = z.infer<typeof mealPlanContentsRequestSchema>;

/** One recipe of the range: its contents, and every day it is planned on with that day's servings. */
export const mealPlanPortionSchema = z.object({
  id: z.string(),
  title: z.string(),
  servings: z.number(),
  ingredients: z.array(z.string()),
  planned: z.array(z.object({ date: z.string(), servings: z.number() })),
});
export type MealPlanPortion = z.infer<typeof mealPlanPortionSchema>;

export const mealPlanContentsResponseSchema = z.object({ recipes: z.array(mealPlanPortionSchema) });
export type MealPlanContentsResponse = z.infer<typeof mealPlanContentsResponseSchema>;
