import { userGroceryListsSchema } from '@cookmark/contracts';
import type { ZodTypeProvider } from '@cookmark/service-kit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { GroceryListRepository } from '../repositories/grocery-list.repository.ts';

const userParams = z.object({ userId: z.guid({ message: 'userId must be a uuid' }) });

/**
 * For other services only, under `/internal` (registered through service-kit's `internalRoutes`,
 * which requires the shared token); the gateway never proxies them.
 */
export async function groceryInternalRoutes(
  instance: FastifyInstance,
  deps: { lists: GroceryListRepository },
): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  /** The data export (auth): every stored list of a user. */
  app.get(
    '/users/:userId/grocery-lists',
    { schema: { params: userParams, response: { 200: userGroceryListsSchema } } },
    async (request) => ({ groceryLists: await deps.lists.list(request.params.userId) }),
  );
}
