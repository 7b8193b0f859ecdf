import { z } from 'zod';
import { RECIPE_LIMITS } from './recipe-limits.ts';

/** Longest food search the picker sends, and most foods it gets back. */
export const FOOD_SEARCH_MAX_LENGTH = 100;
export const FOOD_SEARCH_MAX_RESULTS = 20;
/** Most servings the nutrition of a recipe is asked at. */
export const NUTRITION_SERVINGS_MAX = 1000;

/** Wording the server and the web app share (nutrition from ingredients, issue #29). */
export const NUTRITION_MESSAGES = {
  servingsInvalid: `Servings must be a whole number from 1 to ${NUTRITION_SERVINGS_MAX}`,
  lineRequired: 'Choose an ingredient line',
  lineNotInRecipe: 'That line is not one of the recipe’s ingredients',
  foodInvalid: 'Food must be a food id or null',
  foodUnknown: 'No such food',
  queryRequired: 'Type a food to search for',
  queryTooLong: `A food search must be at most ${FOOD_SEARCH_MAX_LENGTH} characters`,
  /** The figures leave out lines that carry real weight. */
  partial: 'Partial: some ingredients could not be counted, so the real figures are higher.',
  busy: 'Nutrition is busy right now. Please try again in a moment.',
  recipeIdsInvalid: 'recipeIds must be a list of recipe ids',
  tooManyRecipes: 'At most 100 recipes at once',
} as const;

/** Per 100 g of a food, per serving or per recipe: energy in kcal, sodium in mg, the rest in grams. */
export const nutrientsSchema = z.object({
  energyKcal: z.number(),
  proteinG: z.number(),
  fatG: z.number(),
  saturatedFatG: z.number(),
  carbohydrateG: z.number(),
  sugarsG: z.number(),
  fibreG: z.number(),
  sodiumMg: z.number(),
});
export type NutrientsFigures = z.infer<typeof nutrientsSchema>;

/** The figures in the order labels show them, with their names and units. */
export const NUTRIENT_ROWS: readonly {
  key: keyof NutrientsFigures;
  label: string;
  unit: 'kcal' | 'g' | 'mg';
}[] = [
  { key: 'energyKcal', label: 'Energy', unit: 'kcal' },
  { key: 'proteinG', label: 'Protein', unit: 'g' },
  { key: 'fatG', label: 'Fat', unit: 'g' },
  { key: 'saturatedFatG', label: 'Saturated fat', unit: 'g' },
  { key: 'carbohydrateG', label: 'Carbohydrate', unit: 'g' },
  { key: 'sugarsG', label: 'Sugars', unit: 'g' },
  { key: 'fibreG', label: 'Fibre', unit: 'g' },
  { key: 'sodiumMg', label: 'Sodium', unit: 'mg' },
];

/** A figure as labels show it: whole kcal and mg, grams to one decimal below 10 ('246 kcal', '6.4 g'). */
export function formatNutrient(value: number, unit: string): string {
  const rounded = unit === 'g' && value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
  return `${rounded.toLocaleString('en-US')} ${unit}`;
}

export const NOT_COUNTED_REASONS = ['no food', 'no weight', 'no amount'] as const;

export const nutritionLineSchema = z.object({
  text: z.string(),
  food: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** True when the food is the person's choice for this line. */
  chosen: z.boolean(),
  /** Grams counted at the servings asked; null when the line is not counted. */
  grams: z.number().nullable(),
  notCounted: z.enum(NOT_COUNTED_REASONS).nullable(),
});
export type NutritionLineView = z.infer<typeof nutritionLineSchema>;

/** `GET /api/recipes/:id/nutrition?servings=N` (Premium). */
export const recipeNutritionSchema = z.object({
  recipeId: z.string(),
  /** The servings the figures are for (the recipe's own when none asked). */
  servings: z.number(),
  originalServings: z.number(),
  perServing: nutrientsSchema,
  perRecipe: nutrientsSchema,
  lines: z.array(nutritionLineSchema),
  notCounted: z.array(z.string()),
  partial: z.boolean(),
});
export type RecipeNutrition = z.infer<typeof recipeNutritionSchema>;

export const nutritionQuerySchema = z.object({
  servings: z.coerce
    .number({ message: NUTRITION_MESSAGES.servingsInvalid })
    .int({ message: NUTRITION_MESSAGES.servingsInvalid })
    .min(1, { message: NUTRITION_MESSAGES.servingsInvalid })
    .max(NUTRITION_SERVINGS_MAX, { message: NUTRITION_MESSAGES.servingsInvalid })
    .optional(),
});

/** `PUT /api/recipes/:id/nutrition/choices`: the food for one ingredient line, or null to let it be matched. */
export const nutritionChoiceSchema = z.object(
  {
    line: z
      .string({ message: NUTRITION_MESSAGES.lineRequired })
      .trim()
      .min(1, { message: NUTRITION_MESSAGES.lineRequired })
      .max(RECIPE_LIMITS.line, { message: NUTRITION_MESSAGES.lineNotInRecipe }),
    foodId: z
      .string({ message: NUTRITION_MESSAGES.foodInvalid })
      .regex(/^[0-9]{4,6}$/, { message: NUTRITION_MESSAGES.foodUnknown })
      .nullable(),
  },
  { error: NUTRITION_MESSAGES.lineRequired },
);
export type NutritionChoice = z.infer<typeof nutritionChoiceSchema>;

/** `GET /api/foods?q=…` (Premium): foods for the picker, best first. */
export const foodSearchQuerySchema = z.object({
  q: z
    .string({ message: NUTRITION_MESSAGES.queryRequired })
    .trim()
    .min(1, { message: NUTRITION_MESSAGES.queryRequired })
    .max(FOOD_SEARCH_MAX_LENGTH, { message: NUTRITION_MESSAGES.queryTooLong }),
});

export const foodSearchResponseSchema = z.object({
  foods: z.array(z.object({ id: z.string(), name: z.string() })).max(FOOD_SEARCH_MAX_RESULTS),
});
export type FoodSearchResponse = z.infer<typeof foodSearchResponseSchema>;

/** Most recipes whose nutrition one summary request asks for (a week's plan holds fewer). */
export const NUTRITION_SUMMARY_MAX_RECIPES = 100;

/**
 * `POST /api/recipes/nutrition/summary {recipeIds}` (Premium): a serving's figures of each of the
 * user's recipes, for sums over several (a day of the meal plan). A recipe with no line counted has
 * `perServing: null`.
 */
export const nutritionSummaryRequestSchema = z.object(
  {
    recipeIds: z
      .array(z.uuid({ message: NUTRITION_MESSAGES.recipeIdsInvalid }), {
        message: NUTRITION_MESSAGES.recipeIdsInvalid,
      })
      .min(1, { message: NUTRITION_MESSAGES.recipeIdsInvalid })
      .max(NUTRITION_SUMMARY_MAX_RECIPES, { message: NUTRITION_MESSAGES.tooManyRecipes }),
  },
  { error: NUTRITION_MESSAGES.recipeIdsInvalid },
);

export const nutritionSummarySchema = z.object({
  recipes: z.array(
    z.object({
      recipeId: z.string(),
      servings: z.number(),
      perServing: nutrientsSchema.nullable(),
      partial: z.boolean(),
    }),
  ),
});
export type NutritionSummary = z.infer<typeof nutritionSummarySchema>;
