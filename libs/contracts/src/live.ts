import { z } from 'zod';
import { groceryListSchema } from './grocery.ts';

/**
 * The live channel (issue #32): `GET /api/live?scope=…` streams server-sent events of one scope, the
 * data a person (today) or a household (later) shares. Each event's `id` is its place in the scope's
 * stream, increasing; a reconnecting client sends the last one it saw and is sent what it missed.
 */
export const LIVE_LIMITS = {
  /** Open live connections of one user, across every copy of the service (tabs, phones). */
  connectionsPerUser: 8,
  /** Events kept per scope for resumption; a client further behind is told to read again. */
  eventsKept: 1000,
} as const;

export const LIVE_MESSAGES = {
  /** 404: a scope the user may not listen to and a malformed one are the same answer. */
  scopeNotFound: 'Not found',
  /** 400: `Last-Event-ID` (or `lastEventId`) that is not an event id of this channel. */
  invalidLastEventId: 'Invalid Last-Event-ID',
  /** 429: one more connection than LIVE_LIMITS.connectionsPerUser. */
  tooManyConnections: `Too many live connections: at most ${LIVE_LIMITS.connectionsPerUser} at once. Close another tab and try again.`,
} as const;

/** The scope of what one owner's changes are sent to (a household's id will name the household's). */
export const liveScopeOfUser = (userId: string): string => `user:${userId}`;

/** A scope as the client names it: `user:<uuid>` today. */
export const LIVE_SCOPE_PATTERN = /^user:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** An event id: a Redis stream id, `<milliseconds>-<sequence>`. */
export const LIVE_EVENT_ID_PATTERN = /^\d{1,15}-\d{1,15}$/;

export const liveQuerySchema = z.object({
  scope: z.string().max(200),
  lastEventId: z.string().max(100).optional(),
});
export type LiveQuery = z.infer<typeof liveQuerySchema>;

/** A grocery list changed (`list`), or was deleted (`list: null`); `changeIds` are the client ids applied. */
export const liveGroceryListEventSchema = z.object({
  listId: z.string(),
  list: groceryListSchema.nullable(),
  changeIds: z.array(z.string()),
  /** When the change committed (ms since the epoch), for measuring delivery. */
  committedAt: z.number(),
});
export type LiveGroceryListEvent = z.infer<typeof liveGroceryListEventSchema>;

/** Something in the meal plan changed: the plan's open weeks are read again. */
export const liveMealPlanEventSchema = z.object({ committedAt: z.number() });
export type LiveMealPlanEvent = z.infer<typeof liveMealPlanEventSchema>;

/** The SSE event names: a change, `ready` once the stream is live, `refetch` when events were lost. */
export const LIVE_EVENT_TYPES = ['grocery-list', 'meal-plan'] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

export interface LiveEventData {
  'grocery-list': LiveGroceryListEvent;
  'meal-plan': LiveMealPlanEvent;
}
