/** Meal plan bounds and wording that screens use without validating anything (no zod here). */
import { formatCount } from './recipe-limits.ts';

/** The meals of a day, in the order a day shows them. */
export const MEALS = ['breakfast', 'lunch', 'dinner', 'snack'] as const;
export type Meal = (typeof MEALS)[number];

export const MEAL_LABELS: Record<Meal, string> = {
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
  snack: 'Snack',
};

/** Size bounds of a meal plan; the server enforces them, the web app may show them. */
export const MEAL_PLAN_LIMITS = {
  /** Days one read, clear or grocery list may span (a month). */
  rangeDays: 31,
  /** Entries one day holds over all its meals. */
  entriesPerDay: 20,
  /** A free-text entry ('Leftovers', 'Eat out'). */
  text: 100,
  /** Servings one entry is planned for. */
  servings: 100,
  /** How far from today (either way) a day may be planned: about ten years. */
  yearsAway: 10,
  /** Days before today the calendar feed shows; it shows every planned day after. */
  feedPastDays: 28,
  /** Events one feed answers at most. */
  feedEvents: 2_000,
} as const;

/** Wording the server and the web app share. */
export const MEAL_PLAN_MESSAGES = {
  entryNotFound: 'Meal plan entry not found',
  recipeNotFound: 'Recipe not found',
  dateInvalid: 'Dates must be real days written YYYY-MM-DD',
  dateOutOfRange: `Dates must be within ${MEAL_PLAN_LIMITS.yearsAway} years of today`,
  rangeInvalid: `A range runs from a day to the same or a later day, at most ${MEAL_PLAN_LIMITS.rangeDays} days`,
  mealInvalid: `Meal must be one of ${MEALS.join(', ')}`,
  recipeOrText: 'An entry is either a recipe from your library or a text of its own, not both',
  recipeIdInvalid: 'Recipe ids must be recipe ids from your collection',
  textRequired: 'Write what the meal is, or choose a recipe',
  textTooLong: `Text must be at most ${formatCount(MEAL_PLAN_LIMITS.text)} characters`,
  servingsInvalid: `Servings must be a whole number from 1 to ${formatCount(MEAL_PLAN_LIMITS.servings)}`,
  dayFull: `A day can hold at most ${formatCount(MEAL_PLAN_LIMITS.entriesPerDay)} entries. Remove one to make room.`,
  servingsOnText: 'Only a recipe entry has servings',
  textOnRecipe: "A recipe entry's text is its recipe's title",
  nothingToUpdate: 'Nothing to update: send a day, meal, servings or text',
  weekInvalid: 'Repeat a week onto a different week: send two days that start each week',
  deleted: 'Entry removed',
  cleared: (count: number) => `${formatCount(count)} ${count === 1 ? 'entry' : 'entries'} cleared`,
  repeated: (count: number) => `${formatCount(count)} ${count === 1 ? 'entry' : 'entries'} copied`,
  feedRevoked: 'Calendar feed turned off',
  feedNotFound: 'Calendar feed not found',
  nothingToBuy: 'No recipes are planned on these days',
} as const;

/** A feed token: 32 random bytes in base64url (256 bits), so feeds cannot be guessed. */
export const FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The feed's public path: `/api/meal-plan/feed/{token}.ics`. */
export const mealPlanFeedPath = (token: string) => `/api/meal-plan/feed/${token}.ics`;
