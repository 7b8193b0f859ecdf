import { collectionRecipeRequestSchema, collectionRecipeResponseSchema } from '@cookmark/contracts';
import type { ZodTypeProvider } from '@cookmark/service-kit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { CollectionRecipes } from '../domain/collection-recipes.ts';

/** Body of one recipe with its photo: a photo's 10 MB as base64, and the text around it. */
const BODY_LIMIT = 16 * 1024 * 1024;

/** The parser worker's call (under `/internal`, with the shared token): save one recipe of an import. */
export async function collectionInternalRoutes(
  instance: FastifyInstance,
  deps: { collections: CollectionRecipes },
): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/users/:userId/collection-recipes',
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        params: z.object({ userId: z.guid({ message: 'userId must be a uuid' }) }),
        body: collectionRecipeRequestSchema,
        response: { 200: collectionRecipeResponseSchema },
      },
    },
    async (request) => deps.collections.save(request.params.userId, request.body, request.id),
  );
}
