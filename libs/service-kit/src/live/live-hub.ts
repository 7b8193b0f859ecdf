import { randomUUID } from 'node:crypto';
import { LIVE_LIMITS } from '@cookmark/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import {
  compareEventIds,
  liveChannel,
  liveChannelPrefix,
  liveConnectionsKey,
  liveStreamKey,
} from './live-keys.ts';

/** One event of a scope's stream, as sent to a client. */
export interface LiveEvent {
  id: string;
  type: string;
  /** The event's JSON, as published. */
  data: string;
}

export type LiveListener = (event: LiveEvent) => void;

/** What a reconnecting client missed: the events after its last id, or `stale` when some are gone. */
export type Missed = { events: LiveEvent[] } | 'stale';

// Drops the user's connections whose copy stopped renewing them (a crash), then adds this one
// unless the user already has `max`. Every copy counts in the same set, so the bound is the user's.
const OPEN_CONNECTION = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[3], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 1`;

function eventOf(id: string, fields: string[]): LiveEvent {
  let type = '';
  let data = '';
  for (let i = 0; i + 1 < fields.length; i += 2) {
    if (fields[i] === 't') type = fields[i + 1] ?? '';
    if (fields[i] === 'd') data = fields[i + 1] ?? '';
  }
  return { id, type, data };
}

/** A published message: `id\ntype\ndata` (live-publisher.ts). */
function messageEvent(message: string): LiveEvent | undefined {
  const first = message.indexOf('\n');
  const second = message.indexOf('\n', first + 1);
  if (first < 0 || second < 0) return undefined;
  return {
    id: message.slice(0, first),
    type: message.slice(first + 1, second),
    data: message.slice(second + 1),
  };
}

export interface LiveHubOptions {
  /** How long a connection counts toward the user's bound without being renewed. */
  connectionLeaseMs: number;
}

/**
 * One copy's side of the live channel: a single Redis subscriber connection, subscribed to the
 * channel of each scope at least one of this copy's clients listens to, fanning each message out to
 * them. Which copy a client reached does not matter: every copy hears every scope it serves.
 */
export class LiveHub {
  private readonly redis: Redis;
  private readonly subscriber: Redis;
  private readonly log: FastifyBaseLogger;
  private readonly options: LiveHubOptions;
  private readonly listeners = new Map<string, Set<LiveListener>>();
  private readonly subscribing = new Map<string, Promise<unknown>>();
  private readonly streams = new Set<() => void>();

  constructor(redis: Redis, log: FastifyBaseLogger, options: LiveHubOptions) {
    this.redis = redis;
    // Named, so that the connection can be told apart (CLIENT LIST) from the service's others.
    this.subscriber = redis.duplicate({ connectionName: `live-subscriber-${process.pid}` });
    this.log = log;
    this.options = options;
    this.subscriber.on('message', (channel: string, message: string) => {
      const event = messageEvent(message);
      const scope = channel.slice(liveChannelPrefix.length);
      if (!event) return;
      for (const listener of this.listeners.get(scope) ?? []) listener(event);
    });
    this.subscriber.on('error', (err) => this.log.warn({ err }, 'live subscriber connection error'));
    // ioredis subscribes again after a lost connection, but what was published meanwhile never
    // arrives: every stream is ended, and its client resumes from its last event id.
    let connectedBefore = false;
    this.subscriber.on('ready', () => {
      if (connectedBefore) this.endStreams();
      connectedBefore = true;
    });
  }

  /** Listens to a scope; resolves once Redis confirmed the subscription. Returns the way to stop. */
  async listen(scope: string, listener: LiveListener): Promise<() => void> {
    let set = this.listeners.get(scope);
    if (!set) {
      set = new Set();
      this.listeners.set(scope, set);
      this.subscribing.set(scope, this.subscriber.subscribe(liveChannel(scope)));
    }
    set.add(listener);
    const stop = () => {
      const current = this.listeners.get(scope);
      if (!current?.delete(listener) || current.size > 0) return;
      this.listeners.delete(scope);
      this.subscribing.delete(scope);
      this.subscriber.unsubscribe(liveChannel(scope)).catch((err: unknown) => {
        this.log.warn({ err, scope }, 'live unsubscribe failed');
      });
    };
    try {
      await this.subscribing.get(scope);
    } catch (err) {
      // Not subscribed: every listener waiting on it fails, and the next one asks again.
      if (this.listeners.get(scope) === set) {
        this.listeners.delete(scope);
        this.subscribing.delete(scope);
      }
      throw err;
    }
    return stop;
  }

  /** The newest event id of a scope, if it has any kept. */
  async lastId(scope: string): Promise<string | undefined> {
    const newest = (await this.redis.xrevrange(liveStreamKey(scope), '+', '-', 'COUNT', 1)) as [
      string,
      string[],
    ][];
    return newest[0]?.[0];
  }

  /**
   * The events of a scope after `afterId`, oldest first, at most the number kept; `stale` when
   * events after it may have been trimmed (it is older than the oldest kept, or the scope's stream
   * is gone) or it names an event yet to come.
   */
  async missed(scope: string, afterId: string): Promise<Missed> {
    const key = liveStreamKey(scope);
    const oldest = (await this.redis.xrange(key, '-', '+', 'COUNT', 1)) as [string, string[]][];
    const first = oldest[0]?.[0];
    if (first === undefined || compareEventIds(afterId, first) < 0) return 'stale';
    const newest = await this.lastId(scope);
    if (newest === undefined || compareEventIds(afterId, newest) > 0) return 'stale';
    const entries = (await this.redis.xrange(key, `(${afterId}`, '+', 'COUNT', LIVE_LIMITS.eventsKept)) as [
      string,
      string[],
    ][];
    return { events: entries.map(([id, fields]) => eventOf(id, fields)) };
  }

  /**
   * Counts a new connection of the user, on every copy: its id, or undefined when the user
   * already has LIVE_LIMITS.connectionsPerUser open.
   */
  async openConnection(userId: string): Promise<string | undefined> {
    const id = randomUUID();
    const now = Date.now();
    const opened = await this.redis.eval(
      OPEN_CONNECTION,
      1,
      liveConnectionsKey(userId),
      now,
      LIVE_LIMITS.connectionsPerUser,
      now + this.options.connectionLeaseMs,
      id,
      this.options.connectionLeaseMs,
    );
    return opened === 1 ? id : undefined;
  }

  /** Keeps a connection counted for another lease (sent with each heartbeat). */
  async renewConnection(userId: string, id: string): Promise<void> {
    const key = liveConnectionsKey(userId);
    await this.redis
      .multi()
      .zadd(key, 'XX', Date.now() + this.options.connectionLeaseMs, id)
      .pexpire(key, this.options.connectionLeaseMs)
      .exec();
  }

  async closeConnection(userId: string, id: string): Promise<void> {
    await this.redis.zrem(liveConnectionsKey(userId), id);
  }

  /** An open stream's way to end, called when the service closes. */
  track(end: () => void): void {
    this.streams.add(end);
  }

  untrack(end: () => void): void {
    this.streams.delete(end);
  }

  /** Ends every open stream (their clients reconnect to another copy) and the subscriber connection. */
  private endStreams(): void {
    for (const end of [...this.streams]) end();
  }

  async close(): Promise<void> {
    this.endStreams();
    this.listeners.clear();
    this.subscriber.disconnect();
  }
}
