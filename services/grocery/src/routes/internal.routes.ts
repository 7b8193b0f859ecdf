import type { UserGroceryLists } from '@cookmark/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { GroceryListRepository } from '../repositories/grocery-list.repository.ts';

const userParams = z.object({ userId: z.guid({ message: 'userId must be a uuid' }) });

/**
 * For other services only, under `/internal` (registered through service-kit's `internalRoutes`,
 * which requires the shared token); the gateway never proxies them.
 */
export async function groceryInternalRoutes(
  app: FastifyInstance,
  deps: { lists: GroceryListRepository },
): Promise<void> {
  /** The data export (auth): every stored list of a user. */
  app.get('/users/:userId/grocery-lists', async (request): Promise<UserGroceryLists> => {
    const { userId } = userParams.parse(request.params);
    return { groceryLists: await deps.lists.list(userId) };
  });
}
