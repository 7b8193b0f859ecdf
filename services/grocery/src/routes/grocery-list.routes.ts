import {
  GROCERY_MESSAGES,
  type GroceryList,
  groceryListCreateSchema,
  groceryListSchema,
  groceryListsResponseSchema,
  groceryListUpdateSchema,
  groceryPreviewRequestSchema,
  groceryPreviewResponseSchema,
  messageResponseSchema,
} from '@cookmark/contracts';
import {
  BadRequest,
  currentUserId,
  type EntitlementSource,
  NotFound,
  requirePremium,
  type ZodTypeProvider,
} from '@cookmark/service-kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { applyChecks, storedItems } from '../lib/items.ts';
import { previewItems } from '../lib/preview.ts';
import type { RecipeContentsSource } from '../lib/recipe-contents.ts';
import type { GroceryListRepository } from '../repositories/grocery-list.repository.ts';

export interface GroceryListRouteDeps {
  lists: GroceryListRepository;
  entitlements: EntitlementSource;
  recipes: RecipeContentsSource;
}

const listIdSchema = z.guid();

/**
 * Spec §7 grocery calls, plus reading one list and PATCH for renaming, editing and ticking items.
 * Premium only (401 signed out, 403 'Premium subscription required' on the free plan). Owner
 * only: another user's list, a missing one and a malformed id all answer the same 404.
 */
export async function groceryListRoutes(
  instance: FastifyInstance,
  deps: GroceryListRouteDeps,
): Promise<void> {
  const { lists } = deps;
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.addHook('preHandler', requirePremium('grocery_lists', deps.entitlements));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  const listId = (request: FastifyRequest): string => {
    const parsed = listIdSchema.safeParse((request.params as { id: string }).id);
    if (!parsed.success) throw new NotFound(GROCERY_MESSAGES.notFound);
    return parsed.data.toLowerCase();
  };
  const found = (list: GroceryList | undefined): GroceryList => {
    if (list === undefined) throw new NotFound(GROCERY_MESSAGES.notFound);
    return list;
  };

  /** The list id as sent: a malformed one answers the same 404 as a missing list (listId above). */
  const params = z.object({ id: z.string() });

  app.get(
    '/api/grocery-lists',
    { schema: { response: { 200: groceryListsResponseSchema } } },
    async (request) => lists.list(currentUserId(request)),
  );

  app.post(
    '/api/grocery-lists/preview',
    { schema: { body: groceryPreviewRequestSchema, response: { 200: groceryPreviewResponseSchema } } },
    async (request) => {
      const input = request.body;
      const recipes = await deps.recipes.contents(currentUserId(request), input.recipeIds, request.id);
      return { items: previewItems(recipes, input.servings, input.system) };
    },
  );

  app.post(
    '/api/grocery-lists',
    { schema: { body: groceryListCreateSchema, response: { 201: groceryListSchema } } },
    async (request, reply) => {
      const input = request.body;
      const list = await lists.create(currentUserId(request), {
        name: input.name,
        items: storedItems(input.items),
        recipeIds: input.recipeIds,
      });
      if (!list) throw new BadRequest(GROCERY_MESSAGES.tooManyLists);
      return reply.status(201).send(list);
    },
  );

  app.get(
    '/api/grocery-lists/:id',
    { schema: { params, response: { 200: groceryListSchema } } },
    async (request) => found(await lists.findById(currentUserId(request), listId(request))),
  );

  app.patch(
    '/api/grocery-lists/:id',
    { schema: { params, body: groceryListUpdateSchema, response: { 200: groceryListSchema } } },
    async (request) => {
      const [userId, id] = [currentUserId(request), listId(request)];
      const input = request.body;
      const items = input.items && storedItems(input.items);
      const updated = await lists.update(userId, id, (current) => ({
        name: input.name ?? current.name,
        items: input.checks ? applyChecks(items ?? current.items, input.checks) : (items ?? current.items),
      }));
      return found(updated);
    },
  );

  app.delete(
    '/api/grocery-lists/:id',
    { schema: { params, response: { 200: messageResponseSchema } } },
    async (request) => {
      const deleted = await lists.delete(currentUserId(request), listId(request));
      if (!deleted) throw new NotFound(GROCERY_MESSAGES.notFound);
      return { message: GROCERY_MESSAGES.deleted };
    },
  );
}
