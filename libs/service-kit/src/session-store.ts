import type { Session } from 'fastify';
import type { Redis } from 'ioredis';
import type { TrackedCache } from './tracked-cache.ts';

type Callback = (error?: unknown) => void;
type CallbackSession = (error: unknown, session?: Session | null) => void;

const DEFAULT_TTL_SECONDS = 30 * 24 * 60 * 60;

/** The key prefix of sessions (a TrackedCache for sessions tracks it). */
export const SESSION_KEY_PREFIX = 'sess:';

/**
 * Sessions in Redis, shared by every service instance, with a per-user index of session ids so
 * that a password reset can sign a user out everywhere. With a TrackedCache, a session read is
 * served from memory until Redis reports a change of it (from any instance): a signed-in read
 * then costs no Redis round trip.
 */
export class RedisSessionStore {
  private readonly redis: Redis;
  private readonly prefix: string;
  private readonly cache: TrackedCache | undefined;

  constructor(redis: Redis, prefix = SESSION_KEY_PREFIX, cache?: TrackedCache) {
    this.redis = redis;
    this.prefix = prefix;
    this.cache = cache;
  }

  private key(sid: string): string {
    return `${this.prefix}${sid}`;
  }

  private userKey(userId: string): string {
    return `${this.prefix}user:${userId}`;
  }

  private ttlSeconds(session: Session): number {
    const expires = session.cookie?.expires;
    if (!expires) return DEFAULT_TTL_SECONDS;
    return Math.max(1, Math.ceil((new Date(expires).getTime() - Date.now()) / 1000));
  }

  /** Around a write of this process: what it cached is forgotten before and after. */
  private forget(sid: string): void {
    this.cache?.invalidate(this.key(sid));
  }

  set(sid: string, session: Session, callback: Callback): void {
    const ttl = this.ttlSeconds(session);
    this.forget(sid);
    const tx = this.redis.multi().set(this.key(sid), JSON.stringify(session), 'EX', ttl);
    if (session.userId) {
      tx.sadd(this.userKey(session.userId), sid).expire(
        this.userKey(session.userId),
        DEFAULT_TTL_SECONDS,
        'GT',
      );
      tx.expire(this.userKey(session.userId), ttl, 'NX');
    }
    tx.exec().then(
      () => {
        this.forget(sid);
        callback();
      },
      (error: unknown) => {
        this.forget(sid);
        callback(error);
      },
    );
  }

  private read(sid: string): Promise<string | null> {
    const key = this.key(sid);
    return this.cache ? this.cache.load(key, '', () => this.redis.get(key)) : this.redis.get(key);
  }

  get(sid: string, callback: CallbackSession): void {
    // Parsed on every read: the session plugin changes the object it is given.
    this.read(sid).then((raw) => {
      if (!raw) return callback(null, null);
      try {
        callback(null, JSON.parse(raw) as Session);
      } catch {
        callback(null, null);
      }
    }, callback);
  }

  destroy(sid: string, callback: Callback): void {
    this.forget(sid);
    this.redis
      .get(this.key(sid))
      .then(async (raw) => {
        const userId = raw ? (JSON.parse(raw) as Session).userId : undefined;
        const tx = this.redis.multi().del(this.key(sid));
        if (userId) tx.srem(this.userKey(userId), sid);
        await tx.exec();
      })
      .finally(() => this.forget(sid))
      .then(() => callback(), callback);
  }

  /** Ends every session of a user, on every device. Returns how many were ended. */
  async destroyAllForUser(userId: string): Promise<number> {
    const sids = await this.redis.smembers(this.userKey(userId));
    const tx = this.redis.multi().del(this.userKey(userId));
    for (const sid of sids) tx.del(this.key(sid));
    for (const sid of sids) this.forget(sid);
    const results = await tx.exec().finally(() => {
      for (const sid of sids) this.forget(sid);
    });
    return (results ?? []).slice(1).filter(([, deleted]) => deleted === 1).length;
  }
}
