import {
  GROCERY_MESSAGES,
  groceryListChangesRequestSchema,
  groceryListChangesResponseSchema,
  groceryListCreateSchema,
  groceryListSchema,
  groceryListsResponseSchema,
  groceryListUpdateSchema,
  groceryPreviewRequestSchema,
  groceryPreviewResponseSchema,
  mealPlanGroceryRequestSchema,
  messageResponseSchema,
} from '@cookmark/contracts';
import {
  currentUserId,
  type EntitlementSource,
  requirePremium,
  USER_BUDGETS,
  type UserBudgets,
  type ZodTypeProvider,
  idParam,
  idParams,
} from '@cookmark/service-kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { GroceryListService } from '../domain/grocery-lists.ts';

export interface GroceryListRouteDeps {
  groceryLists: GroceryListService;
  entitlements: EntitlementSource;
  budgets: UserBudgets;
}

/**
 * Spec §7 grocery calls, plus reading one list, PATCH for renaming, editing and ticking items, and
 * the changes a phone queued while offline.
 * Premium only (401 signed out, 403 'Premium subscription required' on the free plan). Owner
 * only: another user's list, a missing one and a malformed id all answer the same 404.
 */
export async function groceryListRoutes(
  instance: FastifyInstance,
  deps: GroceryListRouteDeps,
): Promise<void> {
  const { groceryLists } = deps;
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.addHook('preHandler', requirePremium('grocery_lists', deps.entitlements));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  const listId = (request: FastifyRequest): string => idParam(request, GROCERY_MESSAGES.notFound);
  const params = idParams;

  app.get(
    '/api/grocery-lists',
    { schema: { response: { 200: groceryListsResponseSchema } } },
    async (request) => groceryLists.list(currentUserId(request)),
  );

  app.post(
    '/api/grocery-lists/preview',
    { schema: { body: groceryPreviewRequestSchema, response: { 200: groceryPreviewResponseSchema } } },
    async (request) =>
      deps.budgets.forRequest(USER_BUDGETS.groceryPreview, request, () =>
        groceryLists.preview(currentUserId(request), request.body, request.id),
      ),
  );

  // Premium twice over: grocery lists and the meal plan (the same plan today, two feature ids).
  const mealPlanning = requirePremium('meal_planning', deps.entitlements);
  app.post(
    '/api/grocery-lists/meal-plan',
    {
      preHandler: mealPlanning,
      schema: {
        body: mealPlanGroceryRequestSchema,
        response: { 200: groceryListSchema, 201: groceryListSchema },
      },
    },
    async (request, reply) =>
      deps.budgets.forRequest(USER_BUDGETS.mealPlanGroceries, request, async () => {
        const { list, created } = await groceryLists.fromMealPlan(
          currentUserId(request),
          request.body,
          request.id,
        );
        return reply.status(created ? 201 : 200).send(list);
      }),
  );

  app.post(
    '/api/grocery-lists',
    { schema: { body: groceryListCreateSchema, response: { 201: groceryListSchema } } },
    async (request, reply) =>
      reply.status(201).send(await groceryLists.create(currentUserId(request), request.body)),
  );

  app.get(
    '/api/grocery-lists/:id',
    { schema: { params, response: { 200: groceryListSchema } } },
    async (request) => groceryLists.get(currentUserId(request), listId(request)),
  );

  app.patch(
    '/api/grocery-lists/:id',
    { schema: { params, body: groceryListUpdateSchema, response: { 200: groceryListSchema } } },
    async (request) => groceryLists.update(currentUserId(request), listId(request), request.body),
  );

  // Changes queued on a phone (offline, perhaps), each with the id its client made: sent again, a
  // change is answered as the first time and not applied twice.
  app.post(
    '/api/grocery-lists/:id/changes',
    {
      schema: {
        params,
        body: groceryListChangesRequestSchema,
        response: { 200: groceryListChangesResponseSchema },
      },
    },
    async (request) => groceryLists.applyChanges(currentUserId(request), listId(request), request.body),
  );

  app.delete(
    '/api/grocery-lists/:id',
    { schema: { params, response: { 200: messageResponseSchema } } },
    async (request) => {
      await groceryLists.delete(currentUserId(request), listId(request));
      return { message: GROCERY_MESSAGES.deleted };
    },
  );
}
