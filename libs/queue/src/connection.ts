import type { ConnectionOptions } from 'bullmq';

export type QueueRole = 'producer' | 'worker';

/**
 * BullMQ connection options from a redis:// URL. Workers use blocking commands and must retry
 * forever (maxRetriesPerRequest null, as BullMQ requires); producers sit behind HTTP requests and
 * fail fast instead of queueing commands while Redis is away.
 */
export function queueConnection(redisUrl: string, role: QueueRole): ConnectionOptions {
  return role === 'worker'
    ? { url: redisUrl, maxRetriesPerRequest: null }
    : { url: redisUrl, maxRetriesPerRequest: 2, enableOfflineQueue: false };
}

/** Key prefix of every queue (BullMQ's default). Tests pass their own so parallel runs never collide. */
export const DEFAULT_QUEUE_PREFIX = 'bull';
