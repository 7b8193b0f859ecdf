import { z } from 'zod';
import { recipeListItemSchema } from './recipes.ts';

/**
 * A string of its own, not read from the messages object: the bundler keeps a schema whose argument
 * reads a property of that object (it cannot tell the read is free of side effects), which put zod
 * (24 KB gzipped) on the web app's recipe page, which imports these messages only (issue #31).
 */
const SHARED_REQUIRED = 'Say whether the recipe is in the household library (shared: true or false)';

/** Issue #32: the household library (each member's chosen recipes, read by the other members). */
export const HOUSEHOLD_LIBRARY_MESSAGES = {
  sharedOn: 'Recipe added to the household library.',
  sharedOff: 'Recipe removed from the household library.',
  sharedAll: (count: number) =>
    count === 1
      ? '1 recipe added to the household library.'
      : `${count} recipes added to the household library.`,
  copied: 'Recipe copied to your library.',
  sharedRequired: SHARED_REQUIRED,
} as const;

/** `PUT /api/recipes/:id/household`: put the owner's recipe in the household library, or take it out. */
export const recipeHouseholdUpdateSchema = z.strictObject({
  shared: z.boolean({ message: SHARED_REQUIRED }),
});
export type RecipeHouseholdUpdate = z.infer<typeof recipeHouseholdUpdateSchema>;

export const recipeHouseholdResponseSchema = z.object({ shared: z.boolean(), message: z.string() });
export type RecipeHouseholdResponse = z.infer<typeof recipeHouseholdResponseSchema>;

/** `POST /api/recipes/household/share-all`: every recipe of the person into the household library. */
export const householdShareAllResponseSchema = z.object({ count: z.number(), message: z.string() });
export type HouseholdShareAllResponse = z.infer<typeof householdShareAllResponseSchema>;

/**
 * `GET /api/recipes/household`: the household library, the other members' shared recipes (by title);
 * empty when the person is in no household. `userId` of each says whose it is.
 */
export const householdRecipesResponseSchema = z.object({ recipes: z.array(recipeListItemSchema) });
export type HouseholdRecipesResponse = z.infer<typeof householdRecipesResponseSchema>;
