import {
  EXPORT_LIMITS,
  EXPORT_MESSAGES,
  RECIPE_MESSAGES,
  recipeExportRequestSchema,
} from '@cookmark/contracts';
import { type ExportPool, exportFileName, pdfHeaders } from '@cookmark/export';
import {
  BadRequest,
  currentUserId,
  type EntitlementSource,
  NotFound,
  requirePremium,
  pdfResponse,
  requireUser,
  type ZodTypeProvider,
} from '@cookmark/service-kit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RecipeRepository } from '../repositories/recipe.repository.ts';

export interface ExportRouteDeps {
  recipes: RecipeRepository;
  entitlements: EntitlementSource;
  pool: ExportPool;
}

/**
 * `POST /api/recipes/export/pdf` (spec §4 'Export'): the chosen recipes, or all of the user's, as
 * one PDF download. 401 signed out; 403 on the free plan; 400 'No items selected' for an empty
 * choice; 404 when a chosen recipe is not the user's (as every recipe call); 503 past the deadline.
 */
export async function exportRoutes(instance: FastifyInstance, deps: ExportRouteDeps): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/recipes/export/pdf',
    {
      preHandler: [requireUser, requirePremium('pdf_export', deps.entitlements)],
      schema: {
        // No body reads as an empty one: all of the user's recipes.
        body: z.preprocess((body) => body ?? {}, recipeExportRequestSchema),
        response: { 200: pdfResponse },
      },
    },
    async (request, reply) => {
      const input = request.body;
      const userId = currentUserId(request);
      const recipes = input.recipeIds
        ? await deps.recipes.findMany(userId, input.recipeIds)
        : await deps.recipes.all(userId, EXPORT_LIMITS.recipes + 1);
      if (input.recipeIds && recipes.length < input.recipeIds.length)
        throw new NotFound(RECIPE_MESSAGES.notFound);
      if (recipes.length > EXPORT_LIMITS.recipes) throw new BadRequest(EXPORT_MESSAGES.tooManyRecipes);
      if (recipes.length === 0) throw new BadRequest(EXPORT_MESSAGES.noItems);
      const pdf = await deps.pool.render({
        kind: 'recipes',
        recipes,
        options: { includeInstructions: input.includeInstructions, compact: input.compact },
      });
      const fileName = exportFileName(
        'recipes',
        recipes.map((recipe) => recipe.title),
        'pdf',
      );
      return reply.headers(pdfHeaders(fileName)).send(pdf);
    },
  );
}
