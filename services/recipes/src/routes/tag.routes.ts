import {
  recipeSchema,
  tagListResponseSchema,
  tagMergeSchema,
  tagRenameSchema,
  tagSuggestionSchema,
  RECIPE_MESSAGES,
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
import type { RecipeLibrary } from '../domain/recipe-library.ts';
import type { TagLibrary } from '../domain/tag-library.ts';

/**
 * The tag manager (`/api/tags`: list, rename, merge) and a recipe's suggested tags (accept,
 * dismiss). Signed-in users, their own tags and recipes only; another user's recipe is 404.
 */
export async function tagRoutes(
  instance: FastifyInstance,
  deps: { library: RecipeLibrary; tags: TagLibrary },
): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { library, tags } = deps;
  app.addHook('preHandler', requireUser);
  noStore(app);
  const list = { 200: tagListResponseSchema };

  app.get('/api/tags', { schema: { response: list } }, async (request) => ({
    tags: await tags.list(currentUserId(request)),
  }));

  app.post('/api/tags/rename', { schema: { body: tagRenameSchema, response: list } }, async (request) => ({
    tags: await tags.rename(currentUserId(request), request.body.from, request.body.to),
  }));

  app.post('/api/tags/merge', { schema: { body: tagMergeSchema, response: list } }, async (request) => ({
    tags: await tags.merge(currentUserId(request), request.body.tags, request.body.into),
  }));

  for (const [action, accept] of [
    ['accept', true],
    ['dismiss', false],
  ] as const) {
    app.post(
      `/api/recipes/:id/suggested-tags/${action}`,
      { schema: { params: idParams, body: tagSuggestionSchema, response: { 200: recipeSchema } } },
      async (request) =>
        library.settleSuggestion(
          currentUserId(request),
          idParam(request, RECIPE_MESSAGES.notFound),
          request.body.tag,
          accept,
        ),
    );
  }
}
