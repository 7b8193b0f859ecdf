/**
 * `npm run bench:live`: the live channel under load (issue #32). The whole stack on its own ports,
 * database and Redis index (5), with two copies of every service behind the gateway; 50 users (the
 * scopes), each with a grocery list and 4 open live connections through the gateway (200
 * subscribers, spread over both copies of the grocery service); 20 changes a second, each a tick
 * sent through the gateway by a fifth device of a user chosen in turn. Prints, from each change's
 * commit (the `committedAt` its event carries) to its arrival at each of the user's 4 subscribers,
 * p50/p95/p99/max, and how many arrivals were lost (never came, or came out of order).
 *
 *   npm run bench:live                               # 50 users × 4 connections, 20 changes/s, 30 s
 *   npm run bench:live -- --users 10 --connections 2 --rate 5 --seconds 10
 *
 * A benchmark, not a test: it prints figures; the load generator runs on the same machine (its own
 * event loop reads all 200 streams, so a busy generator adds to the figures).
 */
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import type { LiveGroceryListEvent } from '@cookmark/contracts';
import { createTestDatabase } from '@cookmark/db';
import { startStack } from '@cookmark/infra';
import { compareEventIds } from '@cookmark/service-kit';
import { type EventStream, openEventStream } from '@cookmark/service-kit/testing';
import { Redis } from 'ioredis';
import pg from 'pg';

const arg = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const USERS = arg('users', 50);
const CONNECTIONS = arg('connections', 4);
const RATE = arg('rate', 20);
const SECONDS = arg('seconds', 30);
/** How long after the last change the run waits for arrivals before counting the rest as lost. */
const GRACE_MS = 10_000;
const ITEMS = Array.from({ length: 20 }, (_, i) => `item-${i}`);
const root = resolve(import.meta.dirname, '..');
const PORTS = {
  gateway: 4700,
  auth: 4701,
  recipes: 4702,
  parser: 4703,
  grocery: 4704,
  billing: 4705,
  smtp: 4725,
  mailHttp: 4780,
  stripe: 4711,
};
const REDIS_URL = process.env['BENCH_REDIS_URL'] ?? 'redis://127.0.0.1:6379/5';
const BASE = `http://127.0.0.1:${PORTS.gateway}`;

interface User {
  id: string;
  address: string;
  cookie: string;
  listId: string;
  streams: EventStream[];
}

async function call(
  user: Pick<User, 'address'> & { cookie?: string },
  method: string,
  path: string,
  body?: unknown,
) {
  const headers: Record<string, string> = {
    accept: 'application/json',
    origin: BASE,
    'x-forwarded-for': user.address,
    'content-type': 'application/json',
  };
  if (user.cookie) headers['cookie'] = user.cookie;
  const response = await fetch(`${BASE}${path}`, { method, headers, body: JSON.stringify(body ?? {}) });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response;
}

async function signUp(i: number): Promise<Omit<User, 'listId' | 'streams'>> {
  const address = `198.51.${100 + Math.floor(i / 250)}.${(i % 250) + 1}`;
  const response = await call({ address }, 'POST', '/api/auth/signup', {
    email: `live.${i}@example.com`,
    password: 'Saffron-Risotto-42',
    firstName: 'Live',
    lastName: `User ${i}`,
  });
  const { id } = (await response.json()) as { id: string };
  return { id, address, cookie: (response.headers.get('set-cookie') ?? '').split(';')[0]! };
}

/** Premium for the grocery lists: the subscription rows billing would write after a checkout. */
async function makePremium(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`insert into billing.customers (user_id, stripe_customer_id)
    select id, 'cus_live_' || id from auth.users`);
  await client.query(`insert into billing.subscriptions (stripe_subscription_id, user_id, stripe_customer_id,
      status, billing_interval, amount, currency, current_period_end, stripe_created_at, stripe_price_id)
    select 'sub_live_' || id, id, 'cus_live_' || id, 'active', 'year', 1999, 'usd', now() + interval '1 year', now(),
      'price_yearly' from auth.users`);
  await client.end();
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');

async function main(): Promise<void> {
  const database = await createTestDatabase('cookmark_bench_live');
  const redis = new Redis(REDIS_URL);
  await redis.flushdb();
  console.log(`Starting the stack, two copies of each service (gateway on ${PORTS.gateway}) ...`);
  const stack = await startStack({
    root,
    ports: PORTS,
    copies: 2,
    copyPortOffset: 50,
    databaseUrl: database.url,
    redisUrl: REDIS_URL,
    env: { NODE_ENV: 'test', LOG_LEVEL: 'warn', TRUST_PROXY: 'loopback' },
    log: (line) => {
      if (/\b(error|fatal|exited)\b/i.test(line)) console.error(line);
    },
  });
  const users: User[] = [];
  try {
    console.log(`Signing up ${USERS} users, each with a list and ${CONNECTIONS} live connections ...`);
    const accounts = [];
    for (let i = 0; i < USERS; i++) accounts.push(await signUp(i));
    await makePremium(database.url);
    for (const account of accounts) {
      const list = await call(account, 'POST', '/api/grocery-lists', {
        name: 'Live shop',
        recipeIds: [randomUUID()],
        items: [{ category: 'Other', items: ITEMS.map((name) => ({ id: name, name })) }],
      });
      const { id: listId } = (await list.json()) as { id: string };
      const streams: EventStream[] = [];
      for (let c = 0; c < CONNECTIONS; c++) {
        const stream = await openEventStream(
          `${BASE}/api/live?scope=${encodeURIComponent(`user:${account.id}`)}`,
          {
            cookie: account.cookie,
            'x-forwarded-for': account.address,
          },
        );
        if (stream.status !== 200) throw new Error(`live connection: ${stream.status} ${stream.body}`);
        streams.push(stream);
      }
      users.push({ ...account, listId, streams });
    }
    await Promise.all(users.flatMap((user) => user.streams.map((s) => s.waitFor((e) => e.type === 'ready'))));

    console.log(
      `${USERS * CONNECTIONS} subscribers ready; ${RATE} changes/s for ${SECONDS} s (load average ${load()})`,
    );
    const sent: { user: User; changeId: string }[] = [];
    let failed = 0;
    const total = RATE * SECONDS;
    const started = Date.now();
    const requests: Promise<void>[] = [];
    for (let n = 0; n < total; n++) {
      // An open loop: each change leaves at its time, whether or not earlier ones were answered.
      const due = started + (n * 1000) / RATE;
      await new Promise((wake) => setTimeout(wake, Math.max(0, due - Date.now())));
      const user = users[n % users.length]!;
      const changeId = randomUUID();
      sent.push({ user, changeId });
      const itemId = ITEMS[Math.floor(n / users.length) % ITEMS.length]!;
      requests.push(
        call(user, 'POST', `/api/grocery-lists/${user.listId}/changes`, {
          changes: [{ id: changeId, type: 'check', itemId, checked: Math.floor(n / users.length) % 2 === 0 }],
        }).then(
          () => undefined,
          () => void failed++,
        ),
      );
    }
    await Promise.all(requests);
    const loadAfter = load();

    // Every subscriber of the changer waits for each change, up to the grace period after the last.
    const deadline = new Promise<'late'>((done) => setTimeout(() => done('late'), GRACE_MS));
    const latencies: number[] = [];
    let lost = 0;
    const isChange = (changeId: string) => (event: { type: string; data: string }) =>
      event.type === 'grocery-list' &&
      (JSON.parse(event.data) as LiveGroceryListEvent).changeIds[0] === changeId;
    await Promise.all(
      sent.flatMap(({ user, changeId }) =>
        user.streams.map(async (stream) => {
          const arrived = await Promise.race([stream.waitFor(isChange(changeId)), deadline]);
          if (arrived === 'late') lost++;
          else
            latencies.push(
              arrived.receivedAt - (JSON.parse(arrived.data) as LiveGroceryListEvent).committedAt,
            );
        }),
      ),
    );
    // Arrivals out of their scope's order count as lost too.
    for (const user of users)
      for (const stream of user.streams) {
        const ids = stream.events.filter((e) => e.type === 'grocery-list').map((e) => e.id ?? '');
        for (let i = 1; i < ids.length; i++) if (compareEventIds(ids[i]!, ids[i - 1]!) <= 0) lost++;
      }

    latencies.sort((a, b) => a - b);
    const ms = (v: number) => `${Math.round(v)} ms`;
    console.log(
      `\nLive channel: ${sent.length} changes (${failed} refused), ${USERS * CONNECTIONS} subscribers in ${USERS} scopes`,
    );
    console.log(
      `commit → arrival at the other subscribers: p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}, ` +
        `p99 ${ms(percentile(latencies, 99))}, max ${ms(latencies.at(-1) ?? NaN)} (${latencies.length} arrivals)`,
    );
    console.log(`lost: ${lost}`);
    console.log(`load average before the changes: see above; after: ${loadAfter}`);
  } finally {
    for (const user of users) for (const stream of user.streams) stream.close();
    await stack.stop();
    await redis.quit();
    await database.drop();
  }
}

await main();
