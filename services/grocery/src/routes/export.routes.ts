import { groceryListExportRequestSchema } from '@cookmark/contracts';
import { type ExportPool, exportFileName, pdfHeaders } from '@cookmark/export';
import {
  currentUserId,
  type EntitlementSource,
  pdfResponse,
  requirePremium,
  USER_BUDGETS,
  type UserBudgets,
  type ZodTypeProvider,
} from '@cookmark/service-kit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { exportGroceryLists } from '../domain/grocery-lists.ts';
import type { GroceryListRepository } from '../repositories/grocery-list.repository.ts';

export interface GroceryExportRouteDeps {
  lists: GroceryListRepository;
  entitlements: EntitlementSource;
  pool: ExportPool;
  budgets: UserBudgets;
}

/**
 * `POST /api/grocery-lists/export/pdf` (spec §4 'Export'): the chosen lists as one PDF download,
 * each list's categories with an empty box (or a ticked one) before every item. 401 signed out;
 * 403 on the free plan; 400 'No items selected'; 404 when a chosen list is not the user's; 422 past
 * the size limit; 429 over the user's budget; 503 when every export thread is taken (docs/limits.md).
 */
export async function groceryExportRoutes(
  instance: FastifyInstance,
  deps: GroceryExportRouteDeps,
): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/grocery-lists/export/pdf',
    {
      preHandler: requirePremium('pdf_export', deps.entitlements),
      schema: {
        // No body reads as an empty one: its message names the missing lists.
        body: z.preprocess((body) => body ?? {}, groceryListExportRequestSchema),
        response: { 200: pdfResponse },
      },
    },
    async (request, reply) => {
      const { pdf, names } = await deps.budgets.forRequest(USER_BUDGETS.groceryPdfExport, request, () =>
        exportGroceryLists(deps, currentUserId(request), request.body),
      );
      return reply.headers(pdfHeaders(exportFileName('grocery-lists', names, 'pdf'))).send(pdf);
    },
  );
}
