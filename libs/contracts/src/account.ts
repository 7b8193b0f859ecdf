import { z } from 'zod';
import { emailSchema } from './auth.ts';
import { groceryListSchema } from './grocery.ts';
import { mealPlanEntrySchema } from './meal-plan.ts';
import { recipeSchema } from './recipes.ts';

/** Wording of 'Your data' in Settings, shared by the auth service and the web app. */
export const ACCOUNT_MESSAGES = {
  emailMismatch: 'The email you typed does not match the email of this account.',
  wrongPassword: 'The password is incorrect.',
  deleted: 'Your account has been deleted.',
  /** A step of the deletion failed before anything was removed; it is safe to try again. */
  notDeleted: 'Your account could not be deleted right now. Nothing was removed; please try again.',
  exportFailed: 'Your data could not be exported right now. Please try again.',
} as const;

/** `POST /api/auth/delete-account`: the account's e-mail typed again and its password. */
export const deleteAccountRequestSchema = z.object({
  email: z
    .string({ message: ACCOUNT_MESSAGES.emailMismatch })
    .max(320, { message: ACCOUNT_MESSAGES.emailMismatch }),
  password: z
    .string({ message: 'Password is required' })
    .min(1, { message: 'Password is required' })
    .max(200),
  /**
   * Issue #32: when the person owns a household with other members, whether it goes to the member who
   * joined first ('hand-over', the default) or is deleted with the account ('delete').
   */
  household: z
    .enum(['hand-over', 'delete'], { message: "household must be 'hand-over' or 'delete'" })
    .optional(),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

/** Whether a typed address names the account's own (case and surrounding spaces aside). */
export function sameEmail(typed: string, accountEmail: string): boolean {
  const parsed = emailSchema.safeParse(typed);
  return parsed.success && parsed.data === accountEmail.trim().toLowerCase();
}

/** How many of a user's recipes one internal page carries to the data export. */
export const ACCOUNT_EXPORT_PAGE = 100;

/** `GET /internal/users/:userId/grocery-lists`: all of a user's stored lists. */
export const userGroceryListsSchema = z.object({ groceryLists: z.array(groceryListSchema) });
export type UserGroceryLists = z.infer<typeof userGroceryListsSchema>;

/** `GET /internal/users/:userId/meal-plan` (recipes): every entry of a user's meal plan, by day. */
export const userMealPlanSchema = z.object({ mealPlan: z.array(mealPlanEntrySchema) });
export type UserMealPlan = z.infer<typeof userMealPlanSchema>;

export const ACCOUNT_EXPORT_FORMAT = 'cookmark-export';

/**
 * A recipe in the export: the saved recipe, with the foods its owner picked for its lines' nutrition
 * (Premium's 'pick the right food': each the line's text and the food's USDA number) and, when it has
 * a photo, its largest copy as data (`photoFile`, base64 WebP), so the file alone holds the photos and
 * an import can read them back.
 */
export const exportedRecipeSchema = recipeSchema.extend({
  nutritionChoices: z.array(z.object({ line: z.string(), foodId: z.string() })),
  photoFile: z
    .object({ name: z.string(), contentType: z.literal('image/webp'), data: z.base64() })
    .optional(),
});
export type ExportedRecipe = z.infer<typeof exportedRecipeSchema>;

/** `GET /internal/users/:userId/recipes?after=&limit=`: a page of all of a user's recipes, by id. */
export const userRecipesPageSchema = z.object({
  recipes: z.array(exportedRecipeSchema),
  /** The id to ask `after` for the next page; null on the last. */
  next: z.string().nullable(),
});
export type UserRecipesPage = z.infer<typeof userRecipesPageSchema>;

/** The file 'Export all my data' downloads: `cookmark-data-YYYY-MM-DD.json`. */
export const accountExportSchema = z.object({
  format: z.literal(ACCOUNT_EXPORT_FORMAT),
  version: z.literal(1),
  exportedAt: z.string(),
  account: z.object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    profileImageUrl: z.string().nullable(),
    createdAt: z.string(),
    plan: z.enum(['free', 'premium']),
  }),
  settings: z.object({
    defaultServings: z.number(),
    units: z.string(),
    theme: z.string(),
    emailNotifications: z.boolean(),
    recipeNotifications: z.boolean(),
    groceryNotifications: z.boolean(),
  }),
  recipes: z.array(exportedRecipeSchema),
  groceryLists: z.array(groceryListSchema),
  mealPlan: z.array(mealPlanEntrySchema),
  /**
   * Issue #32: the person's household (null when in none): its members as the person saw them, and
   * the invitations the person sent.
   */
  household: z
    .object({
      id: z.string(),
      name: z.string(),
      role: z.enum(['owner', 'member']),
      joinedAt: z.string(),
      members: z.array(
        z.object({ firstName: z.string(), lastName: z.string(), role: z.enum(['owner', 'member']) }),
      ),
      invitesSent: z.array(
        z.object({
          email: z.string(),
          createdAt: z.string(),
          expiresAt: z.string(),
          usedAt: z.string().nullable(),
        }),
      ),
    })
    .nullable(),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

export const accountExportFileName = (date: Date): string =>
  `cookmark-data-${date.toISOString().slice(0, 10)}.json`;
