import {
  MEAL_PLAN_MESSAGES,
  mealPlanFeedSchema,
  mealPlanFeedStatusSchema,
  messageResponseSchema,
} from '@cookmark/contracts';
import {
  currentUserId,
  type EntitlementSource,
  NotFound,
  PremiumRequired,
  type RateLimits,
  requirePremium,
  type ZodTypeProvider,
} from '@cookmark/service-kit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { CalendarFeeds } from '../domain/calendar-feed.ts';

export interface MealPlanFeedRouteDeps {
  feeds: CalendarFeeds;
  entitlements: EntitlementSource;
  rateLimits: RateLimits;
}

/** The feed as OpenAPI declares it: iCalendar text (sent as it is, never as JSON). */
const calendarResponse = {
  description: 'The meal plan as iCalendar (RFC 5545)',
  content: { 'text/calendar': { schema: z.string() } },
};

/** Calendar apps poll every few minutes at most; this leaves room for many feeds behind one address. */
export const FEED_READS_PER_MINUTE = 60;

/**
 * The calendar feed: its owner makes (or rotates), reads the state of and revokes it (Premium);
 * `GET /api/meal-plan/feed/{token}.ics` is public, opened by the secret token alone: a malformed,
 * unknown or revoked token answers 404, a feed whose owner is no longer Premium 403.
 */
export async function mealPlanFeedRoutes(
  instance: FastifyInstance,
  deps: MealPlanFeedRouteDeps,
): Promise<void> {
  const { feeds } = deps;
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
  const premium = { preHandler: requirePremium('meal_planning', deps.entitlements) };

  app.get(
    '/api/meal-plan/feed',
    { ...premium, schema: { response: { 200: mealPlanFeedStatusSchema } } },
    (request) => feeds.status(currentUserId(request)),
  );

  app.post(
    '/api/meal-plan/feed',
    { ...premium, schema: { response: { 201: mealPlanFeedSchema } } },
    async (request, reply) => reply.status(201).send(await feeds.create(currentUserId(request))),
  );

  app.delete(
    '/api/meal-plan/feed',
    { ...premium, schema: { response: { 200: messageResponseSchema } } },
    async (request) => {
      await feeds.revoke(currentUserId(request));
      return { message: MEAL_PLAN_MESSAGES.feedRevoked };
    },
  );

  const readsPerAddress = await deps.rateLimits.hook(app, {
    name: 'meal-plan-feed:ip',
    max: FEED_READS_PER_MINUTE,
    windowMs: 60_000,
  });
  app.get(
    '/api/meal-plan/feed/:file',
    {
      onRequest: readsPerAddress,
      schema: { params: z.object({ file: z.string() }), response: { 200: calendarResponse } },
    },
    async (request, reply) => {
      const { file } = request.params;
      if (!file.endsWith('.ics')) throw new NotFound(MEAL_PLAN_MESSAGES.feedNotFound);
      const owner = await feeds.owner(file.slice(0, -'.ics'.length));
      if (!(await deps.entitlements.isPremium(owner, request.id))) throw new PremiumRequired();
      reply.header('content-type', 'text/calendar; charset=utf-8');
      return reply.send(await feeds.calendar(owner));
    },
  );
}
