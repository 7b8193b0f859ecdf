import type { Redis } from 'ioredis';
import { TooManyRequests } from './errors.ts';

export interface RateLimitRule {
  /** Requests allowed per window. */
  max: number;
  windowMs: number;
}

/**
 * Fixed-window counters in Redis, shared by every instance. Used where the key needs the parsed
 * body (per e-mail as well as per IP), which a per-route plugin cannot give.
 */
export class RedisRateLimiter {
  private readonly redis: Redis;
  private readonly prefix: string;

  constructor(redis: Redis, prefix = 'ratelimit:') {
    this.redis = redis;
    this.prefix = prefix;
  }

  /** Counts one hit for each key; throws TooManyRequests when any key is over its rule. */
  async hit(rule: RateLimitRule, keys: string[], message?: string): Promise<void> {
    const window = Math.floor(Date.now() / rule.windowMs);
    const tx = this.redis.multi();
    for (const key of keys) {
      const k = `${this.prefix}${key}:${window}`;
      tx.incr(k).pexpire(k, rule.windowMs);
    }
    const results = (await tx.exec()) ?? [];
    const counts = results.filter((_, i) => i % 2 === 0).map(([, count]) => Number(count));
    if (counts.some((count) => count > rule.max)) throw new TooManyRequests(message);
  }
}
