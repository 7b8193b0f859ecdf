import {
  ACCOUNT_EXPORT_PAGE,
  PHOTO_FILE_NAME,
  PHOTO_MESSAGES,
  GROCERY_LIMITS,
  GROCERY_MESSAGES,
  mealPlanContentsRequestSchema,
  mealPlanContentsResponseSchema,
  recipeContentsRequestSchema,
  recipeContentsResponseSchema,
  userMealPlanSchema,
  userRecipesPageSchema,
} from '@cookmark/contracts';
import { BeyondLimit, NotFound, type ZodTypeProvider } from '@cookmark/service-kit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { HouseholdScopes } from '../domain/household-scope.ts';
import type { MealPlanService } from '../domain/meal-plan.ts';
import type { RecipePhotos } from '../domain/recipe-photos.ts';
import type { NutritionChoiceRepository } from '../repositories/nutrition-choice.repository.ts';
import type { RecipeRepository } from '../repositories/recipe.repository.ts';

const userParams = z.object({ userId: z.guid({ message: 'userId must be a uuid' }) });
const pageQuery = z.object({
  after: z.guid({ message: 'after must be a uuid' }).optional(),
  limit: z.coerce.number().int().min(1).max(ACCOUNT_EXPORT_PAGE).default(ACCOUNT_EXPORT_PAGE),
});

/**
 * For other services only, under `/internal` (registered through service-kit's `internalRoutes`,
 * which requires the shared token); the gateway never proxies them.
 */
export async function recipeInternalRoutes(
  instance: FastifyInstance,
  deps: {
    recipes: RecipeRepository;
    plan: MealPlanService;
    photos: RecipePhotos;
    choices: NutritionChoiceRepository;
    scopes: Pick<HouseholdScopes, 'of'>;
  },
): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  /**
   * The grocery service's preview: titles, servings and ingredients of the recipes that user may
   * see (their own and their household library's); 422 (nothing loaded) past
   * GROCERY_LIMITS.previewLines lines in all.
   */
  app.post(
    '/recipes/contents',
    { schema: { body: recipeContentsRequestSchema, response: { 200: recipeContentsResponseSchema } } },
    async (request) => {
      const { userId, ids } = request.body;
      const sharers = await deps.scopes.of(userId, request.id);
      if ((await deps.recipes.ingredientLineCount(sharers, ids)) > GROCERY_LIMITS.previewLines)
        throw new BeyondLimit(GROCERY_MESSAGES.previewTooLarge);
      return { recipes: await deps.recipes.contents(sharers, ids) };
    },
  );

  /**
   * The grocery service's list of planned days: each recipe planned in the range once, with every
   * day (and its servings) it is planned on; 422 past GROCERY_LIMITS.previewLines lines in all.
   */
  app.post(
    '/meal-plan/contents',
    { schema: { body: mealPlanContentsRequestSchema, response: { 200: mealPlanContentsResponseSchema } } },
    async (request) => {
      const { userId, range } = request.body;
      return { recipes: await deps.plan.portions(userId, range.from, range.to) };
    },
  );

  /** The data export (auth): the user's whole meal plan. */
  app.get(
    '/users/:userId/meal-plan',
    { schema: { params: userParams, response: { 200: userMealPlanSchema } } },
    async (request) => ({ mealPlan: await deps.plan.all(request.params.userId) }),
  );

  /** The data export (auth): every recipe of a user, with its kept food choices, a page at a time by id. */
  app.get(
    '/users/:userId/recipes',
    { schema: { params: userParams, querystring: pageQuery, response: { 200: userRecipesPageSchema } } },
    async (request) => {
      const { userId } = request.params;
      const { after, limit } = request.query;
      const recipes = await deps.recipes.pageById(userId, after ?? null, limit);
      const choices = await deps.choices.forRecipes(recipes.map((r) => r.id));
      return {
        recipes: recipes.map((recipe) => ({
          ...recipe,
          nutritionChoices: Object.entries(choices.get(recipe.id) ?? {})
            .map(([line, foodId]) => ({ line, foodId }))
            .sort((a, b) => a.line.localeCompare(b.line)),
        })),
        next: recipes.length === limit ? (recipes.at(-1)?.id ?? null) : null,
      };
    },
  );

  /**
   * Account deletion (auth), before the user's rows go: every file of the user's photos. An error
   * answers 5xx, and auth then deletes nothing.
   */
  app.delete(
    '/users/:userId/photos',
    { schema: { params: userParams, response: { 200: z.object({ removed: z.number().int() }) } } },
    async (request) => ({ removed: await deps.photos.removeAllOf(request.params.userId) }),
  );

  /** The data export (auth): one file of a user's photo (base64), so the export carries the photos. */
  app.get(
    '/users/:userId/photos/:name',
    {
      schema: {
        params: userParams.extend({ name: z.string().regex(PHOTO_FILE_NAME) }),
        response: { 200: z.object({ data: z.string() }) },
      },
    },
    async (request) => {
      const { userId, name } = request.params;
      const file = await deps.photos.readOf(userId, name);
      if (!file) throw new NotFound(PHOTO_MESSAGES.notFound);
      return { data: file.toString('base64') };
    },
  );
}
