import type { Session } from 'fastify';
import type { Redis } from 'ioredis';

type Callback = (error?: unknown) => void;
type CallbackSession = (error: unknown, session?: Session | null) => void;

const DEFAULT_TTL_SECONDS = 30 * 24 * 60 * 60;

/**
 * Sessions in Redis, shared by every service instance, with a per-user index of session ids so
 * that a password reset can sign a user out everywhere.
 */
export class RedisSessionStore {
  private readonly redis: Redis;
  private readonly prefix: string;

  constructor(redis: Redis, prefix = 'sess:') {
    this.redis = redis;
    this.prefix = prefix;
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

  set(sid: string, session: Session, callback: Callback): void {
    const ttl = this.ttlSeconds(session);
    const tx = this.redis.multi().set(this.key(sid), JSON.stringify(session), 'EX', ttl);
    if (session.userId) {
      tx.sadd(this.userKey(session.userId), sid).expire(
        this.userKey(session.userId),
        DEFAULT_TTL_SECONDS,
        'GT',
      );
      tx.expire(this.userKey(session.userId), ttl, 'NX');
    }
    tx.exec().then(() => callback(), callback);
  }

  get(sid: string, callback: CallbackSession): void {
    this.redis.get(this.key(sid)).then((raw) => {
      if (!raw) return callback(null, null);
      try {
        callback(null, JSON.parse(raw) as Session);
      } catch {
        callback(null, null);
      }
    }, callback);
  }

  destroy(sid: string, callback: Callback): void {
    this.redis
      .get(this.key(sid))
      .then(async (raw) => {
        const userId = raw ? (JSON.parse(raw) as Session).userId : undefined;
        const tx = this.redis.multi().del(this.key(sid));
        if (userId) tx.srem(this.userKey(userId), sid);
        await tx.exec();
      })
      .then(() => callback(), callback);
  }

  /** Ends every session of a user, on every device. Returns how many were ended. */
  async destroyAllForUser(userId: string): Promise<number> {
    const sids = await this.redis.smembers(this.userKey(userId));
    const tx = this.redis.multi().del(this.userKey(userId));
    for (const sid of sids) tx.del(this.key(sid));
    const results = await tx.exec();
    return (results ?? []).slice(1).filter(([, deleted]) => deleted === 1).length;
  }
}
