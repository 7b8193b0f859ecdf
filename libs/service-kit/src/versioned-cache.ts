import type { Redis } from 'ioredis';
import type { z } from 'zod';

/**
 * A value another service owns, cached in Redis per person under `key`, beside a version counter
 * (`versionKey`) that the owner bumps after every change it commits. A value is written only while
 * the version is still the one read before asking the owner, so an answer that was already stale
 * when it arrived never lands in the cache after an invalidation (premium.ts, households.ts).
 */
const SET_IF_VERSION = `
local current = redis.call('GET', KEYS[2]) or '0'
if current == ARGV[1] then
  redis.call('SET', KEYS[1], ARGV[2], 'EX', ARGV[3])
  return 1
end
return 0`;

const VERSION_TTL_SECONDS = 24 * 60 * 60;

export interface VersionedKeys {
  key: string;
  versionKey: string;
}

/** The cached value's JSON (undefined when absent or unreadable) and the version read with it. */
export async function readVersioned(
  redis: Redis,
  { key, versionKey }: VersionedKeys,
): Promise<{ cached: unknown; version: string }> {
  const [cached, version] = await redis.mget(key, versionKey).catch(() => [null, null]);
  return { cached: cached ? safeJson(cached) : undefined, version: version ?? '0' };
}

/** Caches `value` for `ttlSeconds` unless the version moved since `version` was read; never throws. */
export async function writeIfVersion(
  redis: Redis,
  { key, versionKey }: VersionedKeys,
  version: string,
  value: unknown,
  ttlSeconds: number,
): Promise<void> {
  await redis
    .eval(SET_IF_VERSION, 2, key, versionKey, version, JSON.stringify(value), ttlSeconds)
    .catch(() => undefined);
}

/**
 * The owner's answer through the cache: the cached value when it still has `schema`'s shape, else
 * `ask` the owner, cache what it says (unless the version moved meanwhile) and answer it. An answer
 * of another shape throws `unexpected` (the owner's contract broken), and is never cached.
 */
export async function readThrough<T>(
  redis: Redis,
  keys: VersionedKeys,
  options: { schema: z.ZodType<T>; ttlSeconds: number; ask: () => Promise<unknown>; unexpected: () => Error },
): Promise<T> {
  const { cached, version } = await readVersioned(redis, keys);
  const parsed = options.schema.safeParse(cached);
  if (parsed.success) return parsed.data;
  const fresh = options.schema.safeParse(await options.ask());
  if (!fresh.success) throw options.unexpected();
  await writeIfVersion(redis, keys, version, fresh.data, options.ttlSeconds);
  return fresh.data;
}

/** After a committed change: the version moves on and the cached value goes. */
export async function bumpVersion(redis: Redis, { key, versionKey }: VersionedKeys): Promise<void> {
  await redis.multi().incr(versionKey).expire(versionKey, VERSION_TTL_SECONDS).del(key).exec();
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
