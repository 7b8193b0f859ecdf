import { contentDisposition } from '@cookmark/export';
import {
  currentUserId,
  requireUser,
  USER_BUDGETS,
  type UserBudgets,
  type ZodTypeProvider,
} from '@cookmark/service-kit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { exportLibrary } from '../domain/library-export.ts';
import type { RecipePhotos } from '../domain/recipe-photos.ts';
import type { RecipeRepository } from '../repositories/recipe.repository.ts';

const zipResponse = {
  description: 'A zip file (a download): a folder per recipe with its schema.org recipe.json and full.jpg',
  content: {
    'application/zip': {
      schema: z.custom<Buffer>((value) => Buffer.isBuffer(value)).meta({ type: 'string', format: 'binary' }),
    },
  },
};

/** `GET /api/recipes/export/library` (issue #33, any plan): the person's whole library as a zip. */
export async function libraryExportRoutes(
  instance: FastifyInstance,
  deps: { recipes: RecipeRepository; photos: Pick<RecipePhotos, 'readOf'>; budgets: UserBudgets },
): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/recipes/export/library',
    { preHandler: requireUser, schema: { response: { 200: zipResponse } } },
    async (request, reply) => {
      const zip = await deps.budgets.forRequest(USER_BUDGETS.libraryExport, request, () =>
        exportLibrary(deps, currentUserId(request)),
      );
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .headers({
          'content-type': 'application/zip',
          'content-disposition': contentDisposition(`cookmark-library-${day}.zip`),
          'cache-control': 'private, no-store',
        })
        .send(Buffer.from(zip));
    },
  );
}
