import type { ParseRecipeResponseDto } from '@cookmark/contracts';
import type { Redis } from 'ioredis';

const INCOMPLETE_TTL_SECONDS = 10 * 60;

/**
 * Finished imports by job id (sha256 of the normalised URL), so a repeated import of a page
 * answers from Redis without a job. Written by the worker, read by the API.
 */
export class ResultCache {
  private readonly redis: Redis;
  private readonly ttlSeconds: number;
  private readonly prefix: string;

  constructor(redis: Redis, options: { ttlSeconds: number; namespace: string }) {
    this.redis = redis;
    this.ttlSeconds = options.ttlSeconds;
    this.prefix = `${options.namespace}:parse-result:`;
  }

  async get(jobId: string): Promise<ParseRecipeResponseDto | null> {
    const raw = await this.redis.get(this.prefix + jobId);
    if (!raw) return null;
    try {
      return JSON.parse(raw) as ParseRecipeResponseDto;
    } catch {
      return null;
    }
  }

  /**
   * Complete recipes stay for the whole TTL; incomplete ones only ten minutes, since a browser or
   * AI outage (or a fixed page) may give a better result soon.
   */
  async set(jobId: string, result: ParseRecipeResponseDto): Promise<void> {
    const ttl = result.report.success ? this.ttlSeconds : Math.min(this.ttlSeconds, INCOMPLETE_TTL_SECONDS);
    if (ttl <= 0) return;
    await this.redis.set(this.prefix + jobId, JSON.stringify(result), 'EX', ttl);
  }
}
