import { GROCERY_MESSAGES, groceryListExportRequestSchema } from '@cookmark/contracts';
import { type ExportPool, exportFileName, pdfHeaders } from '@cookmark/export';
import {
  currentUserId,
  type EntitlementSource,
  NotFound,
  pdfResponse,
  requirePremium,
  type ZodTypeProvider,
} from '@cookmark/service-kit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { GroceryListRepository } from '../repositories/grocery-list.repository.ts';

export interface GroceryExportRouteDeps {
  lists: GroceryListRepository;
  entitlements: EntitlementSource;
  pool: ExportPool;
}

/**
 * `POST /api/grocery-lists/export/pdf` (spec §4 'Export'): the chosen lists as one PDF download,
 * each list's categories with an empty box (or a ticked one) before every item. 401 signed out;
 * 403 on the free plan; 400 'No items selected'; 404 when a chosen list is not the user's.
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
      const input = request.body;
      const lists = await deps.lists.findMany(currentUserId(request), input.listIds);
      if (lists.length < input.listIds.length) throw new NotFound(GROCERY_MESSAGES.notFound);
      const pdf = await deps.pool.render({
        kind: 'grocery-lists',
        lists: lists.map((list) => ({ name: list.name, items: list.items })),
        options: { compact: input.compact },
      });
      const fileName = exportFileName(
        'grocery-lists',
        lists.map((list) => list.name),
        'pdf',
      );
      return reply.headers(pdfHeaders(fileName)).send(pdf);
    },
  );
}
