import { Redis } from 'ioredis';
import type { Store } from './health.ts';

/** A Redis client that fails fast instead of queueing commands forever when Redis is down. */
export function createRedis(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
}

export async function isRedisReachable(redis: Redis): Promise<boolean> {
  try {
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  }
}

/** Redis as a service store; `owned` when the service created the client (it disconnects it). */
export function redisStore(redis: Redis, owned: boolean): Store {
  return { check: () => isRedisReachable(redis), ...(owned ? { close: () => redis.disconnect() } : {}) };
}
