import {
  isAdvancedSearch,
  RECIPE_MESSAGES,
  messageResponseSchema,
  recipeCookedResponseSchema,
  recipeCreateSchema,
  recipeListQuerySchema,
  recipeListResponseSchema,
  recipeSchema,
  recipeTagsUpdateSchema,
  recipeUpdateSchema,
} from '@cookmark/contracts';
import {
  CompressedJsonMemo,
  currentUserId,
  type EntitlementSource,
  PremiumRequired,
  requireUser,
  sendCompressedJson,
  type ZodTypeProvider,
  idParam,
  idParams,
  noStore,
} from '@cookmark/service-kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { HouseholdLibrary } from '../domain/household-library.ts';
import type { RecipeLibrary } from '../domain/recipe-library.ts';

export interface RecipeRouteDeps {
  library: RecipeLibrary;
  /** Who may use the Premium filters and sorts of the list ('advanced_search'). */
  entitlements: EntitlementSource;
  /** Issue #32: a recipe of the household library reads as the member's own (read-only). */
  household?: HouseholdLibrary;
}

/**
 * Spec §7 recipe calls (see RecipeLibrary). A malformed id answers the same 404 as another user's
 * recipe and a missing one.
 */
export async function recipeRoutes(instance: FastifyInstance, deps: RecipeRouteDeps): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { library, entitlements } = deps;
  // A list read again while unchanged comes from memory (RecipeLibrary.listJson), and so do its
  // compressed bytes: neither this service nor the gateway compresses it again.
  const compressedLists = new CompressedJsonMemo();

  app.addHook('preHandler', requireUser);
  noStore(app);

  const recipeId = (request: FastifyRequest) => idParam(request, RECIPE_MESSAGES.notFound);
  const params = idParams;
  const one = { 200: recipeSchema };

  app.get(
    '/api/recipes',
    { schema: { querystring: recipeListQuerySchema, response: { 200: recipeListResponseSchema } } },
    async (request, reply) => {
      const userId = currentUserId(request);
      // Advanced search ('advanced_search'): a free user's Premium filter or sort is refused (403),
      // never quietly dropped, so a shared address never shows a different list than it says.
      if (isAdvancedSearch(request.query) && !(await entitlements.isPremium(userId, request.id))) {
        throw new PremiumRequired();
      }
      return sendCompressedJson(
        request,
        reply,
        await library.listJson(userId, request.query),
        compressedLists,
      );
    },
  );

  app.post(
    '/api/recipes/:id/cooked',
    { schema: { params, response: { 200: recipeCookedResponseSchema } } },
    async (request) => ({
      lastCookedAt: await library.markCooked(currentUserId(request), recipeId(request)),
    }),
  );

  app.get('/api/recipes/:id', { schema: { params, response: one } }, async (request) =>
    deps.household
      ? deps.household.read(currentUserId(request), recipeId(request), request.id)
      : library.get(currentUserId(request), recipeId(request)),
  );

  app.post(
    '/api/recipes',
    { schema: { body: recipeCreateSchema, response: { 201: recipeSchema } } },
    async (request, reply) =>
      reply.status(201).send(await library.create(currentUserId(request), request.body)),
  );

  app.patch(
    '/api/recipes/:id',
    { schema: { params, body: recipeTagsUpdateSchema, response: one } },
    async (request) => {
      const { tags } = request.body;
      return library.update(currentUserId(request), recipeId(request), { tags });
    },
  );

  app.put(
    '/api/recipes/:id',
    { schema: { params, body: recipeUpdateSchema, response: one } },
    async (request) => library.update(currentUserId(request), recipeId(request), request.body),
  );

  app.delete(
    '/api/recipes/:id',
    { schema: { params, response: { 200: messageResponseSchema } } },
    async (request) => {
      await library.delete(currentUserId(request), recipeId(request));
      return { message: RECIPE_MESSAGES.deleted };
    },
  );
}
