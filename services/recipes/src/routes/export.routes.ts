import { recipeExportRequestSchema } from '@cookmark/contracts';
import { type ExportPool, exportFileName, pdfHeaders } from '@cookmark/export';
import {
  currentUserId,
  type EntitlementSource,
  requirePremium,
  pdfResponse,
  requireUser,
  USER_BUDGETS,
  type UserBudgets,
  type ZodTypeProvider,
} from '@cookmark/service-kit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RecipeNutritionService } from '../domain/nutrition/recipe-nutrition.ts';
import { exportRecipes } from '../domain/recipe-export.ts';
import type { RecipePhotos } from '../domain/recipe-photos.ts';
import type { RecipeRepository } from '../repositories/recipe.repository.ts';

export interface ExportRouteDeps {
  recipes: RecipeRepository;
  entitlements: EntitlementSource;
  pool: ExportPool;
  budgets: UserBudgets;
  /** Prints each recipe's nutrition per serving; without it the PDF has none. */
  nutrition?: RecipeNutritionService;
  /** Draws each recipe's photo; without it the PDF has none. */
  photos?: Pick<RecipePhotos, 'pdfImage'>;
}

/**
 * `POST /api/recipes/export/pdf` (spec §4 'Export'): the chosen recipes, or all of the user's, as
 * one PDF download. 401 signed out; 403 on the free plan; 400 'No items selected' for an empty
 * choice; 404 when a chosen recipe is not the user's (as every recipe call); 422 past the size limit;
 * 429 over the user's budget; 503 when every export thread is taken or past the deadline (docs/limits.md).
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
      const { pdf, titles } = await deps.budgets.forRequest(USER_BUDGETS.recipePdfExport, request, () =>
        exportRecipes(deps, currentUserId(request), request.body),
      );
      return reply.headers(pdfHeaders(exportFileName('recipes', titles, 'pdf'))).send(pdf);
    },
  );
}
