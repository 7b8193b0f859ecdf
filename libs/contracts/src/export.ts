import { z } from 'zod';

/** Bounds of one export: rendering is CPU work on the user's text, so its size is capped. */
export const EXPORT_LIMITS = {
  /** Recipes in one PDF, whether chosen or all of the user's. */
  recipes: 200,
  /** Grocery lists in one PDF (a user keeps at most 200). */
  lists: 200,
  /**
   * Characters of text in one recipe PDF (titles, descriptions, ingredient and step lines, as stored),
   * counted by the database before anything is loaded: about 300 ordinary recipes' worth.
   */
  recipeCharacters: 1_000_000,
  /** Characters of the grocery lists of one PDF (their items as stored), counted by the database. */
  listCharacters: 1_000_000,
} as const;

/** Wording the server and the web app share (spec §5 'Premium tools', §8). */
export const EXPORT_MESSAGES = {
  noItems: 'No items selected',
  idsInvalid: 'Ids must be ids of items in your collection',
  tooManyRecipes: `You can export at most ${EXPORT_LIMITS.recipes} recipes at once`,
  tooManyLists: `You can export at most ${EXPORT_LIMITS.lists} grocery lists at once`,
  /** Answered with 422 when the chosen recipes hold more text than one PDF may. */
  tooMuchRecipeText: `These recipes are too long to export together (one PDF holds at most ${EXPORT_LIMITS.recipeCharacters.toLocaleString('en-US')} characters). Please choose fewer recipes.`,
  /** Answered with 422 when the chosen lists hold more text than one PDF may. */
  tooMuchListText: `These grocery lists are too long to export together (one PDF holds at most ${EXPORT_LIMITS.listCharacters.toLocaleString('en-US')} characters). Please choose fewer lists.`,
  includeInstructionsInvalid: 'Include instructions must be true or false',
  compactInvalid: 'Compact layout must be true or false',
  /** Answered with 503 when a PDF is not made within the service's deadline. */
  tooSlow: 'The export took too long. Please try again with fewer items.',
  /** Answered with 503 and Retry-After when every export thread is busy and the queue is full. */
  busy: 'Many exports are being made right now. Please try again in a few seconds.',
} as const;

/** Distinct ids in the order first sent: at least one ('No items selected'), at most `max`. */
const idsSchema = (max: number, tooMany: string) =>
  z
    .array(z.guid({ message: EXPORT_MESSAGES.idsInvalid }), {
      error: (issue) => (issue.input == null ? EXPORT_MESSAGES.noItems : EXPORT_MESSAGES.idsInvalid),
    })
    .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))])
    .pipe(z.array(z.string()).min(1, { message: EXPORT_MESSAGES.noItems }).max(max, { message: tooMany }));

const compactSchema = z.boolean({ message: EXPORT_MESSAGES.compactInvalid }).default(false);

/**
 * `POST /api/recipes/export/pdf`: the chosen recipes as one PDF, in the order chosen; without
 * `recipeIds`, every recipe of the user (alphabetical), e.g. for a whole-account export.
 */
export const recipeExportRequestSchema = z.object({
  recipeIds: idsSchema(EXPORT_LIMITS.recipes, EXPORT_MESSAGES.tooManyRecipes).optional(),
  includeInstructions: z.boolean({ message: EXPORT_MESSAGES.includeInstructionsInvalid }).default(true),
  compact: compactSchema,
});
export type RecipeExportRequestInput = z.input<typeof recipeExportRequestSchema>;
export type RecipeExportRequest = z.output<typeof recipeExportRequestSchema>;

/** `POST /api/grocery-lists/export/pdf`: the chosen lists as one PDF, in the order chosen. */
export const groceryListExportRequestSchema = z.object({
  listIds: idsSchema(EXPORT_LIMITS.lists, EXPORT_MESSAGES.tooManyLists),
  compact: compactSchema,
});
export type GroceryListExportRequestInput = z.input<typeof groceryListExportRequestSchema>;
export type GroceryListExportRequest = z.output<typeof groceryListExportRequestSchema>;
