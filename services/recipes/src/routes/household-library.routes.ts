import {
  householdRecipesResponseSchema,
  householdShareAllResponseSchema,
  RECIPE_MESSAGES,
  recipeHouseholdResponseSchema,
  recipeHouseholdUpdateSchema,
  recipeSchema,
} from '@cookmark/contracts';
import {
  currentUserId,
  idParam,
  idParams,
  noStore,
  requireUser,
  type ZodTypeProvider,
} from '@cookmark/service-kit';
import type { FastifyInstance } from 'fastify';
import type { HouseholdLibrary } from '../domain/household-library.ts';

/**
 * Issue #32, the household library (see HouseholdLibrary): signed in; another household's recipe,
 * an unshared one and a malformed id all answer the same 404.
 */
export async function householdLibraryRoutes(
  instance: FastifyInstance,
  deps: { household: HouseholdLibrary },
): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { household } = deps;
  app.addHook('preHandler', requireUser);
  noStore(app);

  app.get(
    '/api/recipes/household',
    { schema: { response: { 200: householdRecipesResponseSchema } } },
    (request) => household.list(currentUserId(request), request.id),
  );

  app.post(
    '/api/recipes/household/share-all',
    { schema: { response: { 200: householdShareAllResponseSchema } } },
    (request) => household.shareAll(currentUserId(request)),
  );

  app.put(
    '/api/recipes/:id/household',
    {
      schema: {
        params: idParams,
        body: recipeHouseholdUpdateSchema,
        response: { 200: recipeHouseholdResponseSchema },
      },
    },
    (request) =>
      household.setShared(
        currentUserId(request),
        idParam(request, RECIPE_MESSAGES.notFound),
        request.body.shared,
      ),
  );

  app.post(
    '/api/recipes/:id/copy',
    { schema: { params: idParams, response: { 201: recipeSchema } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await household.copy(
            currentUserId(request),
            idParam(request, RECIPE_MESSAGES.notFound),
            request.id,
          ),
        ),
  );
}
