import type { FastifyBaseLogger } from 'fastify';
import { recipesVersionKey, type TrackedCache } from '@cookmark/service-kit';
import type { Redis } from 'ioredis';

/**
 * The version of a user's recipes in Redis, bumped after every committed change to them. The lists
 * each copy of the service keeps in memory (TrackedCache) are kept under it, so a change made
 * through any copy drops them everywhere.
 */
export class RecipesVersion {
  private readonly redis: Redis;
  private readonly log: FastifyBaseLogger;
  private readonly tracked: TrackedCache | undefined;

  /** `tracked`: what this process keeps under the version is forgotten at each bump. */
  constructor(redis: Redis, log: FastifyBaseLogger, tracked?: TrackedCache) {
    this.redis = redis;
    this.log = log;
    this.tracked = tracked;
  }

  /** Call after every committed change to the user's recipes. */
  async bump(userId: string): Promise<void> {
    const key = recipesVersionKey(userId);
    this.tracked?.invalidate(key);
    await this.redis
      .multi()
      .incr(key)
      .expire(key, 7 * 24 * 60 * 60)
      .exec()
      .catch((error: unknown) => this.log.error({ err: error }, 'recipes version bump failed'))
      .finally(() => this.tracked?.invalidate(key));
  }
}
