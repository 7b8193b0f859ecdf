import { recipeContentsRequestSchema, type RecipeContentsResponse } from '@cookmark/contracts';
import type { FastifyInstance } from 'fastify';
import type { RecipeRepository } from '../repositories/recipe.repository.ts';

/**
 * For other services only, under `/internal` (registered through service-kit's `internalRoutes`,
 * which requires the shared token); the gateway never proxies them.
 */
export async function recipeInternalRoutes(
  app: FastifyInstance,
  deps: { recipes: RecipeRepository },
): Promise<void> {
  /** The grocery service's preview: titles, servings and ingredients of that user's recipes only. */
  app.post('/recipes/contents', async (request): Promise<RecipeContentsResponse> => {
    const { userId, ids } = recipeContentsRequestSchema.parse(request.body);
    return { recipes: await deps.recipes.contents(userId, ids) };
  });
}
