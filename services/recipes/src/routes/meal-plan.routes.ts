import {
  MEAL_PLAN_MESSAGES,
  mealPlanCountSchema,
  mealPlanEntryCopySchema,
  mealPlanEntryCreateSchema,
  mealPlanEntrySchema,
  mealPlanEntryUpdateSchema,
  mealPlanRepeatSchema,
  mealPlanSchema,
  messageResponseSchema,
  planRangeSchema,
} from '@cookmark/contracts';
import {
  currentUserId,
  type EntitlementSource,
  idParam,
  idParams,
  requirePremium,
  type ZodTypeProvider,
} from '@cookmark/service-kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MealPlanService } from '../domain/meal-plan.ts';

export interface MealPlanRouteDeps {
  plan: MealPlanService;
  entitlements: EntitlementSource;
}

/**
 * The meal plan (Premium: 401 signed out, 403 'Premium subscription required' on the free plan).
 * Owner only: another user's entry, a missing one and a malformed id all answer the same 404.
 */
export async function mealPlanRoutes(instance: FastifyInstance, deps: MealPlanRouteDeps): Promise<void> {
  const { plan } = deps;
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.addHook('preHandler', requirePremium('meal_planning', deps.entitlements));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
  const entryId = (request: FastifyRequest) => idParam(request, MEAL_PLAN_MESSAGES.entryNotFound);

  app.get(
    '/api/meal-plan',
    { schema: { querystring: planRangeSchema, response: { 200: mealPlanSchema } } },
    (request) => plan.range(currentUserId(request), request.query.from, request.query.to),
  );

  app.post(
    '/api/meal-plan/entries',
    { schema: { body: mealPlanEntryCreateSchema, response: { 201: mealPlanEntrySchema } } },
    async (request, reply) => reply.status(201).send(await plan.add(currentUserId(request), request.body)),
  );

  app.patch(
    '/api/meal-plan/entries/:id',
    { schema: { params: idParams, body: mealPlanEntryUpdateSchema, response: { 200: mealPlanEntrySchema } } },
    (request) => plan.update(currentUserId(request), entryId(request), request.body),
  );

  app.post(
    '/api/meal-plan/entries/:id/copy',
    { schema: { params: idParams, body: mealPlanEntryCopySchema, response: { 201: mealPlanEntrySchema } } },
    async (request, reply) =>
      reply.status(201).send(await plan.copy(currentUserId(request), entryId(request), request.body)),
  );

  app.delete(
    '/api/meal-plan/entries/:id',
    { schema: { params: idParams, response: { 200: messageResponseSchema } } },
    async (request) => {
      await plan.remove(currentUserId(request), entryId(request));
      return { message: MEAL_PLAN_MESSAGES.deleted };
    },
  );

  app.post(
    '/api/meal-plan/clear',
    { schema: { body: planRangeSchema, response: { 200: mealPlanCountSchema } } },
    async (request) => {
      const count = await plan.clear(currentUserId(request), request.body.from, request.body.to);
      return { message: MEAL_PLAN_MESSAGES.cleared(count), count };
    },
  );

  app.post(
    '/api/meal-plan/repeat',
    { schema: { body: mealPlanRepeatSchema, response: { 200: mealPlanCountSchema } } },
    async (request) => {
      const count = await plan.repeatWeek(currentUserId(request), request.body.from, request.body.to);
      return { message: MEAL_PLAN_MESSAGES.repeated(count), count };
    },
  );
}
