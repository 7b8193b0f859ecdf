import { LIVE_LIMITS, type LiveEventData, type LiveEventType } from '@cookmark/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { liveChannel, liveStreamKey } from './live-keys.ts';

/** A scope nobody changed for a week is dropped; a client that old is told to read again. */
const STREAM_TTL_MS = 7 * 24 * 60 * 60 * 1000;

// Appending and announcing in one script: Redis runs it whole, so the channel's messages of a scope
// go out in the order of their ids, whichever copy of whichever service published them.
const APPEND_AND_ANNOUNCE = `
local id = redis.call('XADD', KEYS[1], 'MAXLEN', '~', ARGV[1], '*', 't', ARGV[2], 'd', ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[4])
redis.call('PUBLISH', KEYS[2], id .. '\\n' .. ARGV[2] .. '\\n' .. ARGV[3])
return id`;

/** What a service calls after a change has committed. */
export interface LivePublisher {
  publish<T extends LiveEventType>(scope: string, type: T, data: LiveEventData[T]): Promise<void>;
  /** The same event to each of the scopes (a household's members), in one round trip to Redis. */
  publishToScopes<T extends LiveEventType>(
    scopes: readonly string[],
    type: T,
    data: LiveEventData[T],
  ): Promise<void>;
}

/**
 * Appends one event to each scope's capped stream and announces it on the scope's channel, all the
 * scopes in one pipeline (one round trip, however many members a household has); each scope's
 * script runs whole, so every scope keeps its order. Throws the first scope's failure, after all ran.
 */
export async function publishToScopes<T extends LiveEventType>(
  redis: Redis,
  scopes: readonly string[],
  type: T,
  data: LiveEventData[T],
): Promise<void> {
  if (scopes.length === 0) return;
  const payload = JSON.stringify(data);
  const pipeline = redis.pipeline();
  for (const scope of new Set(scopes)) {
    pipeline.eval(
      APPEND_AND_ANNOUNCE,
      2,
      liveStreamKey(scope),
      liveChannel(scope),
      LIVE_LIMITS.eventsKept,
      type,
      payload,
      STREAM_TTL_MS,
    );
  }
  const failed = ((await pipeline.exec()) ?? []).find(([error]) => error !== null);
  if (failed?.[0]) throw failed[0];
}

/**
 * Publishes to a scope's live channel: the event is appended to the scope's capped stream (so a
 * client that reconnects is sent what it missed) and announced on Redis pub/sub (so every copy of
 * the live service hears it). A failure is logged, never thrown: the change has committed, and a
 * client that missed the event reads again when it reconnects.
 */
export class RedisLivePublisher implements LivePublisher {
  private readonly redis: Redis;
  private readonly log: FastifyBaseLogger;

  constructor(redis: Redis, log: FastifyBaseLogger) {
    this.redis = redis;
    this.log = log;
  }

  async publish<T extends LiveEventType>(scope: string, type: T, data: LiveEventData[T]): Promise<void> {
    await this.publishToScopes([scope], type, data);
  }

  async publishToScopes<T extends LiveEventType>(
    scopes: readonly string[],
    type: T,
    data: LiveEventData[T],
  ): Promise<void> {
    try {
      await publishToScopes(this.redis, scopes, type, data);
    } catch (err) {
      this.log.error({ err, scopes, type }, 'live event not published');
    }
  }
}
