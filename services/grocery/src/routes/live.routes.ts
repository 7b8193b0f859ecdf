import { LIVE_EVENT_ID_PATTERN, LIVE_MESSAGES, liveQuerySchema } from '@cookmark/contracts';
import {
  BadRequest,
  currentUserId,
  type EntitlementSource,
  eventStreamResponse,
  type LiveHub,
  NotFound,
  requirePremium,
  SESSION_KEY_PREFIX,
  sendLiveStream,
  type ZodTypeProvider,
} from '@cookmark/service-kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { mayListen } from '../domain/live-scopes.ts';

export interface LiveRouteDeps {
  hub: LiveHub;
  redis: Redis;
  entitlements: EntitlementSource;
  heartbeatMs: number;
}

/** The event the client saw last: the header EventSource sends on reconnecting, or the query's. */
function lastEventId(request: FastifyRequest<{ Querystring: { lastEventId?: string } }>): string | undefined {
  const header = request.headers['last-event-id'];
  const given = typeof header === 'string' && header !== '' ? header : request.query.lastEventId;
  if (given === undefined || given === '') return undefined;
  if (!LIVE_EVENT_ID_PATTERN.test(given)) throw new BadRequest(LIVE_MESSAGES.invalidLastEventId);
  return given;
}

/**
 * `GET /api/live?scope=…`: the changes to the grocery lists and meal plan of a scope the user may
 * listen to, as server-sent events (issue #32). Premium like the lists and the plan it carries; a
 * scope that is not the user's is the same 404 as one that does not exist.
 */
export async function liveRoutes(instance: FastifyInstance, deps: LiveRouteDeps): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.addHook('preHandler', requirePremium('grocery_lists', deps.entitlements));

  const events = eventStreamResponse(
    "Server-sent events of the scope: 'grocery-list' and 'meal-plan' changes, 'ready', 'refetch'",
  );
  app.get(
    '/api/live',
    { schema: { querystring: liveQuerySchema, response: { 200: events } } },
    async (request, reply) => {
      const userId = currentUserId(request);
      const { scope } = request.query;
      if (!(await mayListen(userId, scope))) throw new NotFound(LIVE_MESSAGES.scopeNotFound);
      const sessionKey = `${SESSION_KEY_PREFIX}${request.session.sessionId}`;
      return sendLiveStream(deps.hub, request, reply, {
        userId,
        scope,
        lastEventId: lastEventId(request),
        heartbeatMs: deps.heartbeatMs,
        // Signed out (the session is gone), off Premium, or no longer allowed the scope: it ends.
        stillAllowed: async () =>
          (await deps.redis.exists(sessionKey)) === 1 &&
          (await deps.entitlements.isPremium(userId)) &&
          (await mayListen(userId, scope)),
      });
    },
  );
}
