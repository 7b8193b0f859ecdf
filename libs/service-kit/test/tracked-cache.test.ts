import { randomUUID } from 'node:crypto';
import { type AddressInfo, connect, createServer, type Socket } from 'node:net';
import { Redis } from 'ioredis';
import { TrackedCache } from '../src/tracked-cache.ts';

const REDIS_URL = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';
/** Another client of the same server: another copy of a service, or a script. */
const other = new Redis(REDIS_URL);
const own = new Redis(REDIS_URL);
const prefix = `tracked-test:${randomUUID()}:`;
const caches: TrackedCache[] = [];

afterAll(async () => {
  await Promise.all(caches.map((cache) => cache.close()));
  other.disconnect();
  own.disconnect();
});

async function startCache(options: { ttlMs?: number; maxChars?: number } = {}): Promise<TrackedCache> {
  const cache = await TrackedCache.start({ redis: own, prefixes: [prefix], ...options });
  caches.push(cache);
  return cache;
}

/** A source that counts how often it was read. */
function source(key: string) {
  const counter = { reads: 0 };
  const read = async () => {
    counter.reads += 1;
    return other.get(key);
  };
  return { counter, read };
}

/** Waits (polling Redis's own report of it) until `check` holds; fails after 5 s. */
async function eventually(check: () => Promise<boolean> | boolean): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met within 5 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

test('a value is read once, then served from memory while its key is unchanged', async () => {
  const cache = await startCache();
  expect(cache.isServing).toBe(true);
  const key = `${prefix}a`;
  await other.set(key, 'one');
  await cache.synced();
  const { counter, read } = source(key);
  expect(await cache.load(key, '', read)).toBe('one');
  expect(await cache.load(key, '', read)).toBe('one');
  expect(await cache.load(key, '', read)).toBe('one');
  expect(counter.reads).toBe(1);
});

test("another client's change of the key reaches every copy, which then reads it anew", async () => {
  const [first, second] = [await startCache(), await startCache()];
  const key = `${prefix}b`;
  await other.set(key, 'before');
  const { counter, read } = source(key);
  await first.load(key, '', read);
  await second.load(key, '', read);
  expect(counter.reads).toBe(2);
  await other.set(key, 'after');
  await eventually(async () => (await first.load(key, '', read)) === 'after');
  await eventually(async () => (await second.load(key, '', read)) === 'after');
});

test("a read right after another client's change, with no wait in between, sees the change (every time)", async () => {
  // Another copy of a service answered its client, who asks this copy at once: the change's report
  // may not have been read from the subscriber's socket yet. 300 tries, each with concurrent reads.
  const cache = await startCache();
  const key = `${prefix}ryw`;
  const { read } = source(key);
  const stale: string[] = [];
  for (let i = 0; i < 300; i++) {
    await other.set(key, `v${i}`);
    const seen = await Promise.all([1, 2, 3].map(() => cache.load(key, '', read)));
    for (const value of seen) if (value !== `v${i}`) stale.push(`${value} after v${i}`);
  }
  expect(stale).toEqual([]);
});

test('a key backs several values (variants), all dropped by one change', async () => {
  const cache = await startCache();
  const key = `${prefix}c`;
  await other.set(key, '1');
  await cache.synced();
  let reads = 0;
  const compute = (variant: string) => async () => `${variant}:${(reads += 1)}`;
  expect(await cache.load(key, 'page 1', compute('page 1'))).toBe('page 1:1');
  expect(await cache.load(key, 'page 2', compute('page 2'))).toBe('page 2:2');
  expect(await cache.load(key, 'page 1', compute('page 1'))).toBe('page 1:1');
  await other.incr(key);
  await eventually(async () => (await cache.load(key, 'page 1', compute('page 1'))) !== 'page 1:1');
  expect(await cache.load(key, 'page 2', compute('page 2'))).not.toBe('page 2:2');
});

test('keys outside the prefixes change nothing', async () => {
  const cache = await startCache();
  const key = `${prefix}d`;
  const { counter, read } = source(key);
  await cache.load(key, '', read);
  await other.set(`elsewhere:${randomUUID()}`, 'x');
  await cache.synced();
  await cache.load(key, '', read);
  expect(counter.reads).toBe(1);
});

test("this process's own write is forgotten at once, before Redis reports it", async () => {
  const cache = await startCache();
  const key = `${prefix}e`;
  await other.set(key, 'old');
  const { read } = source(key);
  await cache.load(key, '', read);
  cache.invalidate(key);
  await own.set(key, 'new');
  expect(await cache.load(key, '', read)).toBe('new');
});

test('a value computed while its key changed is not kept', async () => {
  const cache = await startCache();
  const key = `${prefix}f`;
  await other.set(key, 'v1');
  let reads = 0;
  const slowRead = async () => {
    reads += 1;
    const value = await other.get(key);
    if (reads === 1) {
      // The key changes after this read, before the value reaches the cache, and the change's
      // report arrives meanwhile.
      await other.set(key, 'v2');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return value;
  };
  expect(await cache.load(key, '', slowRead)).toBe('v1');
  expect(await cache.load(key, '', slowRead)).toBe('v2');
  expect(reads).toBe(2);
});

test('a flush forgets everything', async () => {
  const cache = await startCache();
  const key = `${prefix}g`;
  await other.set(key, 'x');
  const { counter, read } = source(key);
  await cache.load(key, '', read);
  const flusher = new Redis(REDIS_URL, { db: 13 });
  try {
    await flusher.set('tracked-test-flush', '1');
    await flusher.flushdb();
  } finally {
    flusher.disconnect();
  }
  await eventually(async () => {
    await cache.load(key, '', read);
    return counter.reads > 1;
  });
});

test('while its connection to Redis is down it serves nothing from memory, and afterwards starts afresh', async () => {
  const changes: boolean[] = [];
  const name = `tracked-test-${randomUUID()}`;
  const cache = await TrackedCache.start({
    redis: own,
    prefixes: [prefix],
    name,
    onStateChange: (serving) => changes.push(serving),
  });
  caches.push(cache);
  const key = `${prefix}h`;
  await other.set(key, 'kept');
  await cache.synced();
  const { counter, read } = source(key);
  await cache.load(key, '', read);
  // Redis drops every connection this cache opened (as a restart would).
  const clients = (await other.client('LIST')) as string;
  const ownIds = clients
    .split('\n')
    .filter((line) => line.includes(` name=${name}:`))
    .map((line) => /id=(\d+)/.exec(line)?.[1])
    .filter((id): id is string => id !== undefined);
  expect(ownIds).toHaveLength(2);
  expect(changes).toEqual([true]);
  changes.length = 0;
  for (const id of ownIds) await other.client('KILL', 'ID', id);
  await eventually(() => changes.includes(false));
  await eventually(() => cache.isServing);
  const before = counter.reads;
  await cache.load(key, '', read);
  expect(counter.reads).toBe(before + 1);
  // Down and back up, once per connection killed or once for both.
  expect(changes[0]).toBe(false);
  expect(changes.at(-1)).toBe(true);
  expect(changes.filter((serving, i) => serving === changes[i - 1])).toEqual([]);
});

test('past its memory bound it starts afresh rather than growing', async () => {
  const cache = await startCache({ maxChars: 1_000 });
  let reads = 0;
  const big = async () => {
    reads += 1;
    return 'x'.repeat(300);
  };
  await cache.load(`${prefix}big-1`, '', big);
  await cache.load(`${prefix}big-1`, '', big);
  expect(reads).toBe(1);
  // Two more values fit (3 × 400 counted would not): the third one starts the cache afresh.
  await cache.load(`${prefix}big-2`, '', big);
  await cache.load(`${prefix}big-3`, '', big);
  await cache.load(`${prefix}big-1`, '', big);
  expect(reads).toBe(4);
});

test('a connection that stalls without closing holds a read for pingTimeoutMs at most, then nothing is served from memory until it is back', async () => {
  // A TCP relay to Redis that can hold every byte both ways while keeping its sockets open, as a
  // stalled network would; what it held is passed on when it goes on.
  const target = new URL(REDIS_URL);
  let stalled = false;
  const held: (() => void)[] = [];
  const pass = (to: Socket) => (chunk: Buffer) => {
    if (stalled) held.push(() => to.write(chunk));
    else to.write(chunk);
  };
  const goOn = () => {
    stalled = false;
    for (const send of held.splice(0)) send();
  };
  const relay = createServer((client) => {
    const server = connect(Number(target.port || 6379), target.hostname);
    client.on('data', pass(server));
    server.on('data', pass(client));
    client.on('error', () => server.destroy());
    server.on('error', () => client.destroy());
    client.on('close', () => server.destroy());
    server.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const { port } = relay.address() as AddressInfo;
  const through = new Redis({ host: '127.0.0.1', port, db: Number(target.pathname.slice(1) || 0) });
  const cache = await TrackedCache.start({ redis: through, prefixes: [prefix], pingTimeoutMs: 300 });
  try {
    const key = `${prefix}stall`;
    await other.set(key, 'before');
    await cache.synced();
    const { counter, read } = source(key);
    expect(await cache.load(key, '', read)).toBe('before');
    expect(counter.reads).toBe(1);

    stalled = true;
    await other.set(key, 'during'); // its report cannot reach the cache
    // The relay holds the ping's answer until goOn(): the read is answered all the same.
    expect(await cache.load(key, '', read)).toBe('during');
    expect(cache.isServing).toBe(false);

    goOn();
    await eventually(() => cache.isServing);
    await other.set(key, 'after');
    expect(await cache.load(key, '', read)).toBe('after');
  } finally {
    await cache.close();
    through.disconnect();
    relay.close();
  }
});
