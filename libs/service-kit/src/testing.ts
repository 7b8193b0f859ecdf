import { randomBytes } from 'node:crypto';
import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type BillingStatus, type Entitlements, PREMIUM_FEATURES } from '@cookmark/contracts';
import { createDb, createTestDatabase, type Db, testRedisUrl } from '@cookmark/db';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { Redis } from 'ioredis';
import { INTERNAL_TOKEN_HEADER } from './internal.ts';
import { startMetricsServer } from './metrics.ts';
import { createServer } from './server.ts';
import { registerSession, SESSION_COOKIE } from './session.ts';

/**
 * A production environment of an operator's own secrets (random each call), with a Redis password and a
 * real mail relay: what production accepts, for tests that take one thing away from it.
 */
export function productionEnvironment(): Record<string, string> {
  return {
    NODE_ENV: 'production',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    INTERNAL_TOKEN: randomBytes(16).toString('hex'),
    DATABASE_URL: `postgres://cookmark:${randomBytes(12).toString('hex')}@postgres:5432/cookmark`,
    REDIS_URL: `redis://:${randomBytes(16).toString('hex')}@redis:6379`,
    SMTP_URL: 'smtp://mailer:relay-password@smtp.example.com:587',
  };
}

/** The address of a test server listening on loopback (`listen({ port: 0, host: '127.0.0.1' })`). */
export function listeningUrl(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}

/** The run's test Redis (and, with an index, one of its databases), for tests of projects without a database. */
export { testRedisUrl };

/** What a service's test harness stands on: its own migrated database, and the run's test Redis. */
export interface TestStores {
  databaseUrl: string;
  redisUrl: string;
  db: Db;
  redis: Redis;
  /** Closes both connections and drops the database. */
  close(): Promise<void>;
}

/**
 * A fresh, migrated database named after `prefix` on the run's test Postgres, a pool of `poolSize`
 * on it, and a connection to the run's test Redis (where the Jest run's global setup says they are).
 */
export async function openTestStores(prefix: string, options: { poolSize: number }): Promise<TestStores> {
  const testDb = await createTestDatabase(prefix);
  const redisUrl = testRedisUrl();
  const db = createDb(testDb.url, { max: options.poolSize });
  const redis = new Redis(redisUrl);
  return {
    databaseUrl: testDb.url,
    redisUrl,
    db,
    redis,
    async close() {
      await db.destroy();
      redis.disconnect();
      await testDb.drop();
    },
  };
}

/** A signed-in user of a test: the id of its auth.users row, and the `cookie` header of its session. */
export interface TestUser {
  id: string;
  cookie: string;
}

/**
 * For services other than auth: a user row in auth.users (as sign-up would leave it; the password is
 * never checked here) with a session from `issuer`, the one auth would create.
 */
export async function signInNewUser(db: Db, issuer: SessionIssuer): Promise<TestUser> {
  const { id } = await db
    .insertInto('auth.users')
    .values({
      email: `cook.${randomBytes(6).toString('hex')}@example.com`,
      passwordHash: 'not-used-here',
      firstName: 'Julia',
      lastName: 'Child',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, cookie: await issuer.cookieFor(id) };
}

/** A request to the app as a user of the test (null: signed out), as its browser would make it. */
export type CallAs = (
  user: TestUser | null,
  method: InjectOptions['method'],
  url: string,
  payload?: unknown,
) => Promise<LightMyRequestResponse>;

/** What a service's test harness offers: the service on the run's test stores, and calls to it as a user. */
export interface ServiceHarness<Config> {
  config: Config;
  db: Db;
  redis: Redis;
  app: FastifyInstance;
  /** A call to the service as the user (no user: signed out). */
  call: CallAs;
  close(): Promise<void>;
}

/** `CallAs` on the app, through `inject` (no network). */
export function callAs(app: FastifyInstance): CallAs {
  return (user, method, url, payload) =>
    app.inject({
      method,
      url,
      headers: user ? { cookie: user.cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
}

/** The `cookie` header value that carries the session a response set. */
export function sessionCookieFrom(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie) throw new Error(`no session cookie in response ${response.statusCode}`);
  return `${SESSION_COOKIE}=${cookie.value}`;
}

export interface SessionIssuer {
  /** A `cookie` header value of a new session signed in as the user. */
  cookieFor(userId: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * For tests and benchmarks of services other than auth: the same session plugin, secret and
 * Redis store, so the sessions it creates are the ones auth would create (a service never
 * imports another service).
 */
export async function startSessionIssuer(secret: string, redis: Redis): Promise<SessionIssuer> {
  const app = createServer({ name: 'session-issuer', logger: false });
  await registerSession(app, { secret, redis, production: false });
  app.post('/sign-in', async (request) => {
    request.session.userId = (request.body as { userId: string }).userId;
    return { ok: true };
  });
  await app.ready();
  return {
    async cookieFor(userId) {
      return sessionCookieFrom(await app.inject({ method: 'POST', url: '/sign-in', payload: { userId } }));
    },
    close: () => app.close(),
  };
}

export interface BillingStandIn {
  url: string;
  /** Users billing answers premium for; everyone else is free. */
  premium: Set<string>;
  close(): Promise<void>;
}

/**
 * For tests of services guarding premium routes: billing's `/internal/entitlements/:userId` and
 * `/internal/billing-status/:userId` over real HTTP, answering premium for the users in `premium`
 * (and 404 without the token, as billing does).
 */
export async function startBillingStandIn(token: string): Promise<BillingStandIn> {
  const premium = new Set<string>();
  const server = createHttpServer((request, response) => {
    const match = /^\/internal\/(entitlements|billing-status)\/([^/]+)$/.exec(request.url ?? '');
    if (!match?.[2] || request.headers[INTERNAL_TOKEN_HEADER] !== token) {
      response.writeHead(404).end();
      return;
    }
    const userId = decodeURIComponent(match[2]);
    const isPremium = premium.has(userId);
    const plan = isPremium ? ('premium' as const) : ('free' as const);
    const body: Entitlements | BillingStatus =
      match[1] === 'entitlements'
        ? { userId, isPremium, plan, status: 'active', features: isPremium ? [...PREMIUM_FEATURES] : [] }
        : {
            plan,
            status: 'active',
            billingInterval: isPremium ? 'month' : null,
            currentPeriodEnd: isPremium ? new Date(Date.now() + 30 * 86_400_000).toISOString() : null,
          };
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    premium,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface AuthMailStandIn {
  url: string;
  /** Each refund confirmation billing asked auth to send, in order. */
  refundMails: { userId: string; amount: number; currency: string }[];
  /**
   * Auth's households as `/internal/users/:userId/household` answers them (issue #32): each member's
   * id to their household; nobody is in one until a test puts them there.
   */
  households: Map<string, { id: string; ownerId: string; memberIds: string[] }>;
  close(): Promise<void>;
}

/**
 * For billing's tests: auth's `/internal/users/:userId/refund-mail` over real HTTP, keeping what it
 * was asked to send (404 without the token, as auth does), and its household lookup. Auth's own tests
 * show the e-mail itself and the households.
 */
export async function startAuthMailStandIn(token: string): Promise<AuthMailStandIn> {
  const refundMails: AuthMailStandIn['refundMails'] = [];
  const households: AuthMailStandIn['households'] = new Map();
  const server = createHttpServer((request, response) => {
    const household = /^\/internal\/users\/([^/]+)\/household$/.exec(request.url ?? '');
    if (household?.[1] && request.method === 'GET' && request.headers[INTERNAL_TOKEN_HEADER] === token) {
      const answer = { household: households.get(decodeURIComponent(household[1])) ?? null };
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
      return;
    }
    const match = /^\/internal\/users\/([^/]+)\/refund-mail$/.exec(request.url ?? '');
    if (!match?.[1] || request.method !== 'POST' || request.headers[INTERNAL_TOKEN_HEADER] !== token) {
      response.writeHead(404).end();
      return;
    }
    const userId = decodeURIComponent(match[1]);
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { amount: number; currency: string };
      refundMails.push({ userId, amount: body.amount, currency: body.currency });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"sent":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    refundMails,
    households,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * What Prometheus would read from the app's metrics port: starts the metrics server on a free
 * port for the app's metrics, fetches `/metrics` over HTTP, and closes it.
 */
export async function scrapeMetrics(app: FastifyInstance): Promise<string> {
  const server = await startMetricsServer({ port: 0, host: '127.0.0.1', metrics: app.metrics });
  try {
    const response = await fetch(`http://127.0.0.1:${server.port}/metrics`);
    if (response.status !== 200) throw new Error(`/metrics answered ${response.status}`);
    if (!response.headers.get('content-type')?.startsWith('text/plain; version=0.0.4'))
      throw new Error(`/metrics is not Prometheus text: ${response.headers.get('content-type')}`);
    return await response.text();
  } finally {
    await server.close();
  }
}

/**
 * The value of the sample `name` whose labels include `labels` (in any order) in a Prometheus
 * text exposition; undefined when there is none.
 */
export function metricValue(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)].map((m) => [
        m[1],
        m[2],
      ]),
    );
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}

/** A request a test made, as /metrics labels it (by route pattern, never the address asked for). */
export interface ObservedRequest {
  method: string;
  route: string;
  status_code: string;
}

/** What a service's metrics tests check, each as a fact a failing test names. */
export interface ServiceMetricsFacts {
  /** How many times /metrics counted the request (1 for a request made once). */
  requestsCounted: number | undefined;
  /** Event-loop lag is reported (prom-client's process metrics). */
  eventLoopLagReported: boolean;
  /** The answer of `GET /metrics` on the service's own port (404: metrics are on the metrics port only). */
  onServicePort: number;
  /** Services with a database: the pool has connections open, and no query is waiting for one. */
  postgresPoolOpen?: boolean;
  postgresPoolWaiting?: number | undefined;
}

/**
 * Scrapes the app's metrics port as Prometheus would and states what every service's metrics test
 * checks: `request` counted under its route pattern, event-loop lag, nothing on the service port,
 * and (with `postgres`) the database pool. Compare `facts` with `expectedServiceMetrics(...)`.
 */
export async function serviceMetricsFacts(
  app: FastifyInstance,
  request: ObservedRequest,
  options: { postgres: boolean },
): Promise<{ facts: ServiceMetricsFacts; text: string }> {
  const text = await scrapeMetrics(app);
  const lag = metricValue(text, 'nodejs_eventloop_lag_seconds');
  const facts: ServiceMetricsFacts = {
    requestsCounted: metricValue(text, 'http_request_duration_seconds_count', { ...request }),
    eventLoopLagReported: lag !== undefined && lag >= 0,
    onServicePort: (await app.inject({ method: 'GET', url: '/metrics' })).statusCode,
  };
  if (options.postgres) {
    const pool = (state: string) =>
      metricValue(text, 'cookmark_db_pool_connections', { pool: 'postgres', state });
    facts.postgresPoolOpen = (pool('total') ?? 0) > 0;
    facts.postgresPoolWaiting = pool('waiting');
  }
  return { facts, text };
}

/** The facts of a service whose metrics are right, for `serviceMetricsFacts`. */
export function expectedServiceMetrics(options: { postgres: boolean }): ServiceMetricsFacts {
  return {
    requestsCounted: 1,
    eventLoopLagReported: true,
    onServicePort: 404,
    ...(options.postgres ? { postgresPoolOpen: true, postgresPoolWaiting: 0 } : {}),
  };
}

/**
 * The metrics test of a service, declared once for all of them: starts the service's harness,
 * makes its requests (`exercise` returns the request /metrics must count, and texts /metrics must not
 * show, such as an id from an address), and checks the facts of `serviceMetricsFacts`.
 */
export function testServiceMetrics<H extends { app: FastifyInstance; close(): Promise<void> }>(options: {
  start: () => Promise<H>;
  exercise: (harness: H) => Promise<{ counted: ObservedRequest; absent?: string[] }>;
  postgres: boolean;
}): void {
  let harness: H | undefined;
  beforeAll(async () => {
    harness = await options.start();
  });
  afterAll(async () => {
    await harness?.close();
  });
  const pool = options.postgres ? ', the Postgres pool' : '';
  test(`/metrics on the metrics port: requests by route pattern and status${pool}, the event loop; not on the service port`, async () => {
    if (!harness) throw new Error('the service did not start');
    const { counted, absent = [] } = await options.exercise(harness);
    const { facts, text } = await serviceMetricsFacts(harness.app, counted, { postgres: options.postgres });
    expect(facts).toEqual(expectedServiceMetrics({ postgres: options.postgres }));
    expect(absent.filter((value) => text.includes(value))).toEqual([]);
  });
}
export * from './live/event-stream-client.ts';
