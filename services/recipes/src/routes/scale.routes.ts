import {
  type FeatureFlags,
  RECIPE_MESSAGES,
  recipeScaleRequestSchema,
  SCALING_MESSAGES,
  type ScaledRecipe,
} from '@cookmark/contracts';
import {
  currentUserId,
  type EntitlementSource,
  NotFound,
  requirePremium,
  requireUser,
  ServiceUnavailable,
} from '@cookmark/service-kit';
import type { FastifyInstance } from 'fastify';
import { isUuid } from '../lib/cursor.ts';
import { scaleRecipe } from '../lib/scale-recipe.ts';
import type { RecipeRepository } from '../repositories/recipe.repository.ts';

export interface ScaleRouteDeps {
  recipes: RecipeRepository;
  entitlements: EntitlementSource;
  flags: FeatureFlags;
}

/**
 * `POST /api/recipes/:id/scale` (spec §7) and `GET /api/features`, which tells the web app whether
 * the scaler is on (spec §9 'Feature flags'). Scaling: 401 signed out; 503 'Recipe scaling is
 * temporarily disabled for this version.' while the flag is off (for everyone: 403 would read as
 * "premium required" in the web app); 403 on the free plan; 404 for a recipe not the user's.
 */
export async function scaleRoutes(app: FastifyInstance, deps: ScaleRouteDeps): Promise<void> {
  app.get('/api/features', async (): Promise<FeatureFlags> => deps.flags);

  const scalingEnabled = async () => {
    if (!deps.flags.recipeScaling) throw new ServiceUnavailable(SCALING_MESSAGES.disabled);
  };

  app.post(
    '/api/recipes/:id/scale',
    { preHandler: [requireUser, scalingEnabled, requirePremium('recipe_scaling', deps.entitlements)] },
    async (request, reply): Promise<ScaledRecipe> => {
      reply.header('cache-control', 'private, no-store');
      const { id } = request.params as { id: string };
      if (!isUuid(id)) throw new NotFound(RECIPE_MESSAGES.notFound);
      const input = recipeScaleRequestSchema.parse(request.body);
      const recipe = await deps.recipes.findById(currentUserId(request), id);
      if (!recipe) throw new NotFound(RECIPE_MESSAGES.notFound);
      return scaleRecipe(recipe, input);
    },
  );
}
