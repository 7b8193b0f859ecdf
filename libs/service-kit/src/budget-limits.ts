import type { UserBudgetRule } from './user-budget.ts';

const MINUTE = 60_000;

/**
 * Every per-user budget of expensive work, in one place: docs/limits.md lists them (keep the two
 * in step). A lease outlives the work it guards, so it only ever frees a
 * place whose process died.
 */
export const USER_BUDGETS = {
  recipePdfExport: {
    name: 'recipe-pdf-export',
    perMinute: 6,
    concurrent: 1,
    leaseMs: 10 * MINUTE,
    what: 'PDF exports',
  },
  groceryPdfExport: {
    name: 'grocery-pdf-export',
    perMinute: 6,
    concurrent: 1,
    leaseMs: 10 * MINUTE,
    what: 'PDF exports',
  },
  /** The whole library as a zip of schema.org recipes and their photos (issue #33). */
  libraryExport: {
    name: 'library-export',
    perMinute: 2,
    concurrent: 1,
    leaseMs: 10 * MINUTE,
    what: 'library exports',
  },
  /** A recipe photo's upload or import: a fetch (imports) and a re-encoding in the photo thread. */
  recipePhoto: {
    name: 'recipe-photo',
    perMinute: 20,
    concurrent: 2,
    leaseMs: MINUTE,
    what: 'photo uploads',
  },
  recipeScale: {
    name: 'recipe-scale',
    perMinute: 60,
    concurrent: 2,
    leaseMs: MINUTE,
    what: 'scalings',
  },
  groceryPreview: {
    name: 'grocery-preview',
    perMinute: 30,
    concurrent: 2,
    leaseMs: MINUTE,
    what: 'grocery list previews',
  },
  mealPlanGroceries: {
    name: 'meal-plan-groceries',
    perMinute: 30,
    concurrent: 2,
    leaseMs: MINUTE,
    what: 'grocery lists from the meal plan',
  },
  substitutions: {
    name: 'substitutions',
    perMinute: 60,
    concurrent: 4,
    leaseMs: MINUTE,
    what: 'substitution searches',
  },
  nutrition: {
    name: 'nutrition',
    perMinute: 60,
    concurrent: 2,
    leaseMs: MINUTE,
    what: 'nutrition requests',
  },
  mealPlanNutrition: {
    name: 'meal-plan-nutrition',
    perMinute: 120,
    concurrent: 2,
    leaseMs: MINUTE,
    what: 'meal plan nutrition totals',
  },
  foodSearch: {
    name: 'food-search',
    perMinute: 120,
    concurrent: 2,
    leaseMs: MINUTE,
    what: 'food searches',
  },
  accountExport: {
    name: 'account-export',
    perMinute: 3,
    concurrent: 1,
    leaseMs: 10 * MINUTE,
    what: 'data exports',
  },
  supportMessage: {
    name: 'support-message',
    perMinute: 2,
    concurrent: 1,
    leaseMs: MINUTE,
    what: 'support messages',
  },
  recipeImport: {
    name: 'recipe-import',
    perMinute: 30,
    concurrent: 3,
    leaseMs: MINUTE,
    what: 'imports',
  },
} as const satisfies Record<string, UserBudgetRule>;
