import {
  RECIPE_LIMITS,
  RECIPE_MESSAGES,
  messageResponseSchema,
  recipeCreateSchema,
  recipeListQuerySchema,
  recipeListResponseSchema,
  recipeSchema,
  recipeTagsUpdateSchema,
  recipeUpdateSchema,
} from '@cookmark/contracts';
import type { Db } from '@cookmark/db';
import { currentUserId, NotFound, requireUser, type ZodTypeProvider } from '@cookmark/service-kit';
import type { FastifyInstance } from 'fastify';
import type { RecipeCountCache } from '../lib/count-cache.ts';
import { decodeCursor, encodeCursor } from '../lib/cursor.ts';
import { noStore, recipeIdParam, recipeIdParams } from '../lib/route-params.ts';
import { timeDb } from '../lib/server-timing.ts';
import { RecipeRepository } from '../repositories/recipe.repository.ts';

export interface RecipeRouteDeps {
  db: Db;
  counts: RecipeCountCache;
}

/**
 * Spec §7 recipe calls. Every write is followed by a count-cache invalidation (after it commits).
 * Owner only: another user's recipe, a missing one and a malformed id all
 * answer the same 404, so ids of other users' recipes cannot be probed.
 */
export async function recipeRoutes(instance: FastifyInstance, deps: RecipeRouteDeps): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const recipes = new RecipeRepository(deps.db);

  app.addHook('preHandler', requireUser);
  noStore(app);

  const recipeId = recipeIdParam;
  const found = <T>(recipe: T | undefined): T => {
    if (recipe === undefined) throw new NotFound(RECIPE_MESSAGES.notFound);
    return recipe;
  };

  const params = recipeIdParams;
  const one = { 200: recipeSchema };

  app.get(
    '/api/recipes',
    { schema: { querystring: recipeListQuerySchema, response: { 200: recipeListResponseSchema } } },
    async (request) => {
      const query = request.query;
      const after = query.cursor ? decodeCursor(query.cursor) : undefined;
      const userId = currentUserId(request);
      const filter = { q: query.q, tags: query.tags };
      // The page's statement tells the counts of most collections; larger ones are counted apart
      // (and cached), after the page.
      const [{ page, counts }, tags] = await timeDb(request, () =>
        Promise.all([
          recipes.page(userId, { ...filter, after, limit: query.limit }).then(async (page) => ({
            page,
            counts:
              page.counts ?? (await deps.counts.get(userId, filter, () => recipes.counts(userId, filter))),
          })),
          query.facets === 'tags' ? recipes.tagFacet(userId, RECIPE_LIMITS.tagFacet) : undefined,
        ]),
      );
      return {
        recipes: page.recipes,
        total: counts.total,
        totalAll: counts.totalAll,
        nextCursor: page.next ? encodeCursor(page.next) : null,
        ...(tags ? { tags } : {}),
      };
    },
  );

  app.get('/api/recipes/:id', { schema: { params, response: one } }, async (request) => {
    const [userId, id] = [currentUserId(request), recipeId(request)];
    return found(await timeDb(request, () => recipes.findById(userId, id)));
  });

  app.post(
    '/api/recipes',
    { schema: { body: recipeCreateSchema, response: { 201: recipeSchema } } },
    async (request, reply) => {
      const input = request.body;
      const userId = currentUserId(request);
      const recipe = await timeDb(request, () => recipes.create(userId, input));
      await deps.counts.invalidate(userId);
      return reply.status(201).send(recipe);
    },
  );

  app.patch(
    '/api/recipes/:id',
    { schema: { params, body: recipeTagsUpdateSchema, response: one } },
    async (request) => {
      const [userId, id] = [currentUserId(request), recipeId(request)];
      const { tags } = request.body;
      const recipe = found(await timeDb(request, () => recipes.update(userId, id, { tags })));
      await deps.counts.invalidate(userId);
      return recipe;
    },
  );

  app.put(
    '/api/recipes/:id',
    { schema: { params, body: recipeUpdateSchema, response: one } },
    async (request) => {
      const [userId, id] = [currentUserId(request), recipeId(request)];
      const input = request.body;
      const recipe = found(await timeDb(request, () => recipes.update(userId, id, input)));
      await deps.counts.invalidate(userId);
      return recipe;
    },
  );

  app.delete(
    '/api/recipes/:id',
    { schema: { params, response: { 200: messageResponseSchema } } },
    async (request) => {
      const [userId, id] = [currentUserId(request), recipeId(request)];
      const deleted = await timeDb(request, () => recipes.delete(userId, id));
      if (!deleted) throw new NotFound(RECIPE_MESSAGES.notFound);
      await deps.counts.invalidate(userId);
      return { message: RECIPE_MESSAGES.deleted };
    },
  );
}
