import { z } from 'zod';
import { nutrientsSchema } from './nutrition.ts';
import { RECIPE_MESSAGES } from './recipe-limits.ts';
import { recipeSchema } from './recipes.ts';

/** A share token: 32 random bytes in base64url (256 bits), so links cannot be guessed. */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The web page of a shared recipe: `/s/{token}`. */
export const SHARED_RECIPE_PAGE_PREFIX = '/s/';
export const sharedRecipePath = (token: string) => `${SHARED_RECIPE_PAGE_PREFIX}${token}`;
/** The shared page's full address at Cookmark's public address (APP_URL), never at a client's Host. */
export const sharedRecipeUrl = (appUrl: string, token: string) =>
  new URL(sharedRecipePath(token), appUrl).toString();

/** Wording the server and the web app share. Unknown and revoked links read like any missing recipe. */
export const SHARE_MESSAGES = {
  notFound: RECIPE_MESSAGES.notFound,
  stopped: 'Sharing stopped',
} as const;

/** A recipe's live link, as its owner sees it (`POST` and `GET /api/recipes/:id/share`). */
export const shareLinkSchema = z.object({
  token: z.string().regex(SHARE_TOKEN_PATTERN),
  /** The page anyone opens: `{origin}/s/{token}`. */
  url: z.string(),
  createdAt: z.string(),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;

/** `GET /api/recipes/:id/share`: the live link, or null when the recipe is not shared. */
export const shareStatusSchema = z.object({ link: shareLinkSchema.nullable() });
export type ShareStatus = z.infer<typeof shareStatusSchema>;

/**
 * `GET /api/shared/:token` (no sign-in): only what the recipe page shows. Never the owner, the
 * recipe's id, its extraction report or raw data.
 */
export const sharedRecipeSchema = recipeSchema
  .pick({
    title: true,
    description: true,
    ingredients: true,
    instructions: true,
    ingredientGroups: true,
    instructionGroups: true,
    prepTime: true,
    cookTime: true,
    totalTime: true,
    difficulty: true,
    notes: true,
    servings: true,
    tags: true,
    sourceUrl: true,
    photo: true,
  })
  .extend({
    /**
     * A serving's nutrition, computed from the ingredients, when the owner is Premium and no line that
     * weighs is left out (the shared page's schema.org NutritionInformation); absent otherwise.
     */
    nutrition: z.object({ perServing: nutrientsSchema }).optional(),
  });
export type SharedRecipe = z.infer<typeof sharedRecipeSchema>;

/**
 * `POST /api/shared/:token/save` (signed in): the caller's recipe. Someone else's shared recipe is
 * copied into the caller's library (`copied: true`); the owner's own link answers their recipe.
 */
export const sharedRecipeSaveSchema = z.object({ id: z.string(), copied: z.boolean() });
export type SharedRecipeSave = z.infer<typeof sharedRecipeSaveSchema>;
