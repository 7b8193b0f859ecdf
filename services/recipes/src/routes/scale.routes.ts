import {
  type FeatureFlags,
  featureFlagsSchema,
  RECIPE_MESSAGES,
  recipeScaleRequestSchema,
  SCALING_MESSAGES,
  scaledRecipeSchema,
} from '@cookmark/contracts';
import {
  currentUserId,
  type EntitlementSource,
  NotFound,
  requirePremium,
  requireUser,
  ServiceUnavailable,
  USER_BUDGETS,
  type UserBudgets,
  type ZodTypeProvider,
  idParam,
  idParams,
} from '@cookmark/service-kit';
import type { FastifyInstance } from 'fastify';
import { scaleRecipe } from '../domain/scale-recipe.ts';
import { alone, type HouseholdScopes } from '../domain/household-scope.ts';
import type { RecipeRepository } from '../repositories/recipe.repository.ts';

export interface ScaleRouteDeps {
  recipes: RecipeRepository;
  entitlements: EntitlementSource;
  flags: FeatureFlags;
  budgets: UserBudgets;
  /** Issue #32: a household member's recipe in the household library scales too. Alone by default. */
  scopes?: Pick<HouseholdScopes, 'of'>;
}

/**
 * `POST /api/recipes/:id/scale` (spec §7) and `GET /api/features`, which tells the web app whether
 * the scaler is on (spec §9 'Feature flags'). Scaling: 401 signed out; 503 'Recipe scaling is
 * temporarily disabled for this version.' while the flag is off (for everyone: 403 would read as
 * "premium required" in the web app); 403 on the free plan; 404 for a recipe not the user's; 429
 * over the user's budget (docs/limits.md).
 */
export async function scaleRoutes(instance: FastifyInstance, deps: ScaleRouteDeps): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get('/api/features', { schema: { response: { 200: featureFlagsSchema } } }, async () => deps.flags);

  const scalingEnabled = async () => {
    if (!deps.flags.recipeScaling) throw new ServiceUnavailable(SCALING_MESSAGES.disabled);
  };

  app.post(
    '/api/recipes/:id/scale',
    {
      preHandler: [requireUser, scalingEnabled, requirePremium('recipe_scaling', deps.entitlements)],
      schema: {
        params: idParams,
        body: recipeScaleRequestSchema,
        response: { 200: scaledRecipeSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const id = idParam(request, RECIPE_MESSAGES.notFound);
      return deps.budgets.forRequest(USER_BUDGETS.recipeScale, request, async () => {
        const userId = currentUserId(request);
        const sharers = deps.scopes ? await deps.scopes.of(userId, request.id) : alone(userId);
        const recipe = await deps.recipes.findVisible(sharers, id);
        if (!recipe) throw new NotFound(RECIPE_MESSAGES.notFound);
        return scaleRecipe(recipe, request.body);
      });
    },
  );
}
