import {
  FOOD_SEARCH_MAX_RESULTS,
  foodSearchQuerySchema,
  foodSearchResponseSchema,
  nutritionChoiceSchema,
  nutritionQuerySchema,
  nutritionSummaryRequestSchema,
  nutritionSummarySchema,
  RECIPE_MESSAGES,
  recipeNutritionSchema,
} from '@cookmark/contracts';
import {
  currentUserId,
  type EntitlementSource,
  idParam,
  idParams,
  requirePremium,
  requireUser,
  USER_BUDGETS,
  type UserBudgets,
  type ZodTypeProvider,
} from '@cookmark/service-kit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { NutritionPool } from '../domain/nutrition/nutrition-pool.ts';
import type { RecipeNutritionService } from '../domain/nutrition/recipe-nutrition.ts';

export interface NutritionRouteDeps {
  nutrition: RecipeNutritionService;
  pool: NutritionPool;
  entitlements: EntitlementSource;
  budgets: UserBudgets;
}

const chosenFoodSchema = z.object({
  line: z.string(),
  food: z.object({ id: z.string(), name: z.string() }).nullable(),
});

/**
 * Nutrition from ingredients (Premium, 'nutrition_analysis'): a recipe's figures at the servings
 * asked, the food kept for one of its lines, and the food search of the picker. 401 signed out, 403
 * on the free plan, 404 for a recipe not the user's, 400 for a line not in the recipe or an unknown
 * food, 429 over the user's budget, 503 when the nutrition thread's queue is full.
 */
export async function nutritionRoutes(instance: FastifyInstance, deps: NutritionRouteDeps): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const premium = [requireUser, requirePremium('nutrition_analysis', deps.entitlements)];

  app.get(
    '/api/recipes/:id/nutrition',
    {
      preHandler: premium,
      schema: {
        params: idParams,
        querystring: nutritionQuerySchema,
        response: { 200: recipeNutritionSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const id = idParam(request, RECIPE_MESSAGES.notFound);
      return deps.budgets.forRequest(USER_BUDGETS.nutrition, request, () =>
        deps.nutrition.forRecipe(currentUserId(request), id, request.query.servings),
      );
    },
  );

  app.post(
    '/api/recipes/nutrition/summary',
    {
      preHandler: premium,
      schema: { body: nutritionSummaryRequestSchema, response: { 200: nutritionSummarySchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return deps.budgets.forRequest(USER_BUDGETS.nutrition, request, () =>
        deps.nutrition.summary(currentUserId(request), request.body.recipeIds),
      );
    },
  );

  app.put(
    '/api/recipes/:id/nutrition/choices',
    {
      preHandler: premium,
      schema: { params: idParams, body: nutritionChoiceSchema, response: { 200: chosenFoodSchema } },
    },
    async (request) => {
      const id = idParam(request, RECIPE_MESSAGES.notFound);
      const { line, foodId } = request.body;
      return deps.budgets.forRequest(USER_BUDGETS.nutrition, request, async () => ({
        line,
        food: await deps.nutrition.choose(currentUserId(request), id, line, foodId),
      }));
    },
  );

  app.get(
    '/api/foods',
    {
      preHandler: premium,
      schema: { querystring: foodSearchQuerySchema, response: { 200: foodSearchResponseSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return deps.budgets.forRequest(USER_BUDGETS.foodSearch, request, async () => ({
        foods: await deps.pool.search(request.query.q, FOOD_SEARCH_MAX_RESULTS),
      }));
    },
  );
}
