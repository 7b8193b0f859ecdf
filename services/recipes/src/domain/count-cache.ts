import type { FastifyBaseLogger } from 'fastify';
import { recipeCountsPrefix, recipesVersionKey, type TrackedCache } from '@cookmark/service-kit';
import type { Redis } from 'ioredis';
import type { RecipeCounts } from '../repositories/recipe.repository.ts';
import { filterKey, type RecipeFilter } from './search-filter.ts';

/** Reads the user's current version and that version's cached counts for one filter, in one trip. */
const READ = `
local version = redis.call('GET', KEYS[1]) or '0'
return { version, redis.call('HGET', ARGV[1] .. version, ARGV[2]) }
`;

/**
 * The search counts ('Showing X of Y') in Redis. An exact count of a broad search has to visit
 * every match, so it grows with the collection while the page itself does not; this keeps
 * repeated counts (typing, paging, going back) flat. Every write to a user's recipes bumps their
 * version after it commits, so a count is never served across a change: a count computed from
 * an older snapshot is stored under the older version, which nobody reads any more.
 */
export class RecipeCountCache {
  private readonly redis: Redis;
  private readonly ttlSeconds: number;
  private readonly log: FastifyBaseLogger;
  private readonly tracked: TrackedCache | undefined;

  /** `tracked`: what this process keeps of the version's key is forgotten at each bump. */
  constructor(redis: Redis, log: FastifyBaseLogger, ttlSeconds = 600, tracked?: TrackedCache) {
    this.redis = redis;
    this.log = log;
    this.ttlSeconds = ttlSeconds;
    this.tracked = tracked;
  }

  private versionKey(userId: string): string {
    return recipesVersionKey(userId);
  }

  private countsPrefix(userId: string): string {
    return recipeCountsPrefix(userId);
  }

  private field(filter: RecipeFilter): string {
    return filterKey(filter);
  }

  /** The cached counts, or the counts `compute` gives (then cached). Redis trouble only costs the cache. */
  async get(
    userId: string,
    filter: RecipeFilter,
    compute: () => Promise<RecipeCounts>,
  ): Promise<RecipeCounts> {
    const field = this.field(filter);
    let version: string | undefined;
    try {
      const [current, cached] = (await this.redis.eval(
        READ,
        1,
        this.versionKey(userId),
        this.countsPrefix(userId),
        field,
      )) as [string, string | null];
      version = current;
      if (cached) return JSON.parse(cached) as RecipeCounts;
    } catch (error) {
      this.log.warn({ err: error }, 'recipe count cache unavailable');
    }
    const counts = await compute();
    if (version !== undefined) {
      const key = this.countsPrefix(userId) + version;
      await this.redis
        .multi()
        .hset(key, field, JSON.stringify(counts))
        .expire(key, this.ttlSeconds)
        .exec()
        .catch((error: unknown) => this.log.warn({ err: error }, 'recipe count cache write failed'));
    }
    return counts;
  }

  /** Call after every committed change to the user's recipes. */
  async invalidate(userId: string): Promise<void> {
    const key = this.versionKey(userId);
    this.tracked?.invalidate(key);
    await this.redis
      .multi()
      .incr(key)
      .expire(key, 7 * 24 * 60 * 60)
      .exec()
      .catch((error: unknown) => this.log.error({ err: error }, 'recipe count cache invalidation failed'))
      .finally(() => this.tracked?.invalidate(key));
  }
}
