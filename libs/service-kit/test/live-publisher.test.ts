import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { liveChannel, liveStreamKey } from '../src/live/live-keys.ts';
import { publishToScopes } from '../src/live/live-publisher.ts';

const REDIS_URL = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const redis = new Redis(REDIS_URL);
const listener = new Redis(REDIS_URL);

afterAll(() => {
  redis.disconnect();
  listener.disconnect();
});

const scopeOf = () => `user:${randomUUID()}`;
const event = (n: number) => ({ listId: 'l1', list: null, changeIds: [`c${n}`], committedAt: n });

/** The events of a scope's stream, oldest first: their change id. */
async function stored(scope: string): Promise<string[]> {
  const entries = await redis.xrange(liveStreamKey(scope), '-', '+');
  return entries.map(([, fields]) => (JSON.parse(fields[3]!) as { changeIds: string[] }).changeIds[0]!);
}

describe('publishToScopes (a household: one event to every member)', () => {
  test('stores and announces the event once in each scope, each scope in order', async () => {
    const scopes = [scopeOf(), scopeOf(), scopeOf()];
    const heard: { channel: string; id: string; change: string }[] = [];
    let allHeard = (): void => undefined;
    const six = new Promise<void>((resolve) => (allHeard = resolve));
    listener.on('message', (channel: string, message: string) => {
      const [id = '', , data = '{}'] = message.split('\n');
      heard.push({ channel, id, change: (JSON.parse(data) as { changeIds: string[] }).changeIds[0]! });
      if (heard.length === 6) allHeard();
    });
    await listener.subscribe(...scopes.map(liveChannel));

    // A scope named twice (a person listed twice) still gets the event once.
    await publishToScopes(redis, [...scopes, scopes[0]!], 'grocery-list', event(1));
    await publishToScopes(redis, scopes, 'grocery-list', event(2));

    for (const scope of scopes) expect(await stored(scope)).toEqual(['c1', 'c2']);
    await six;
    for (const scope of scopes) {
      const own = heard.filter((h) => h.channel === liveChannel(scope));
      expect(own.map((h) => h.change)).toEqual(['c1', 'c2']);
      const ids = (await redis.xrange(liveStreamKey(scope), '-', '+')).map(([id]) => id);
      expect(own.map((h) => h.id)).toEqual(ids);
    }
    await listener.unsubscribe();
  });

  test("one scope's failure is thrown after the other scopes got the event", async () => {
    const [good, broken] = [scopeOf(), scopeOf()];
    await redis.set(liveStreamKey(broken), 'not a stream');
    await expect(publishToScopes(redis, [broken, good], 'grocery-list', event(3))).rejects.toThrow(
      /WRONGTYPE/,
    );
    expect(await stored(good)).toEqual(['c3']);
    await redis.del(liveStreamKey(broken));
  });

  test('no scope, no call', async () => {
    await expect(publishToScopes(redis, [], 'grocery-list', event(4))).resolves.toBeUndefined();
  });
});
