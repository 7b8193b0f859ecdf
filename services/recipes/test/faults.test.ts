/**
 * Faults survived: Redis and Postgres go away under a signed-in user's requests (every connection
 * dropped, new ones refused, as in a restart) and come back. The service answers 503 with a clear
 * message meanwhile, never a 500 or a hang, does not crash, and serves again without restarting.
 * The stores themselves are reached through fault proxies, so other tests keep using them.
 */
import { randomBytes } from 'node:crypto';
import { createTestDatabase, type TestDatabase, testRedisUrl } from '@cookmark/db';
import { type FaultProxy, startFaultProxy } from '@cookmark/infra';
import { type SessionIssuer, startSessionIssuer } from '@cookmark/service-kit/testing';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadRecipesConfig } from '../src/config.ts';
import { SAMPLE_RECIPE } from './helpers.ts';

const UNAVAILABLE = 'Service temporarily unavailable. Please try again.';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Answer {
  status: number;
  message: string | undefined;
  ms: number;
}

let testDb: TestDatabase;
let pgProxy: FaultProxy;
let redisProxy: FaultProxy;
let app: FastifyInstance;
let directRedis: Redis;
let issuer: SessionIssuer;
let cookie: string;
let userId: string;

beforeAll(async () => {
  testDb = await createTestDatabase('cookmark_faults_test');
  const database = new URL(testDb.url);
  const redisUrl = new URL(testRedisUrl());
  pgProxy = await startFaultProxy({ host: database.hostname, port: Number(database.port || 5432) });
  redisProxy = await startFaultProxy({ host: redisUrl.hostname, port: Number(redisUrl.port || 6379) });
  const viaPgProxy = new URL(testDb.url);
  viaPgProxy.hostname = '127.0.0.1';
  viaPgProxy.port = String(pgProxy.port);
  const viaRedisProxy = new URL(redisUrl);
  viaRedisProxy.hostname = '127.0.0.1';
  viaRedisProxy.port = String(redisProxy.port);
  const config = loadRecipesConfig({
    NODE_ENV: 'test',
    DATABASE_URL: viaPgProxy.toString(),
    REDIS_URL: viaRedisProxy.toString(),
    LOG_LEVEL: 'silent',
  });
  // The service opens its own pool and Redis client, as in production.
  app = await buildApp(config, { logger: false });
  directRedis = new Redis(redisUrl.toString());
  issuer = await startSessionIssuer(config.SESSION_SECRET, directRedis);
  const client = new pg.Client({ connectionString: testDb.url });
  await client.connect();
  try {
    const inserted = await client.query<{ id: string }>(
      `insert into auth.users (email, password_hash, first_name, last_name)
       values ($1, 'x', 'Rosa', 'Restart') returning id`,
      [`faults.${randomBytes(4).toString('hex')}@example.com`],
    );
    userId = inserted.rows[0]!.id;
  } finally {
    await client.end();
  }
  cookie = await issuer.cookieFor(userId);
});

afterAll(async () => {
  await app.close();
  await issuer.close();
  directRedis.disconnect();
  await pgProxy.close();
  await redisProxy.close();
  await testDb.drop();
});

async function ask(method: 'GET' | 'POST', url: string, payload?: object): Promise<Answer> {
  const started = performance.now();
  const response = await app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload ? { payload } : {}),
  });
  const body = response.body ? (JSON.parse(response.body) as { message?: string }) : {};
  return { status: response.statusCode, message: body.message, ms: performance.now() - started };
}

/** Lists recipes every 50 ms until stopped: a signed-in user's steady reads. */
function steadyReads() {
  const answers: Answer[] = [];
  let running = true;
  const done = (async () => {
    while (running) {
      answers.push(await ask('GET', '/api/recipes'));
      await sleep(50);
    }
  })();
  return {
    answers,
    async stop() {
      running = false;
      await done;
    },
  };
}

/** Waits until the list answers 200 again; returns how long that took. */
async function recoveryTime(): Promise<number> {
  const started = performance.now();
  for (;;) {
    const answer = await ask('GET', '/api/recipes');
    if (answer.status === 200) return performance.now() - started;
    if (performance.now() - started > 10_000) throw new Error(`still ${answer.status} after 10 s`);
    await sleep(50);
  }
}

test('Redis restarting under reads: 503 with a clear message, no crash, back without a restart, session kept', async () => {
  expect((await ask('GET', '/api/recipes')).status).toBe(200);
  const reads = steadyReads();
  await sleep(300);
  await redisProxy.cut();
  const cutAt = performance.now();
  await sleep(300);
  // Asked while Redis is away: answered (not held) before it comes back 3 s after the cut.
  const whileAway = await ask('GET', '/api/recipes');
  await sleep(3000 - (performance.now() - cutAt));
  await redisProxy.restore();
  const recovered = await recoveryTime();
  await reads.stop();

  expect(whileAway).toMatchObject({ status: 503, message: UNAVAILABLE });
  const during = reads.answers.filter((a) => a.status !== 200);
  for (const answer of during) expect(answer).toMatchObject({ status: 503, message: UNAVAILABLE });
  // Never a hang: each answer came while the store was still away.
  expect(Math.max(...reads.answers.map((a) => a.ms))).toBeLessThan(5000);
  expect(recovered).toBeLessThan(5000);
  // Redis kept the session: the same cookie still signs the user in.
  expect((await ask('GET', '/api/recipes')).status).toBe(200);
});

test('Postgres restarting under reads and a save: 503 meanwhile, nothing half written, the pool recovers within 5 s', async () => {
  const reads = steadyReads();
  await sleep(300);
  await pgProxy.cut();
  const save = await ask('POST', '/api/recipes', {
    ...SAMPLE_RECIPE,
    title: 'Saved while the database restarts',
  });
  await sleep(1500);
  await pgProxy.restore();
  const recovered = await recoveryTime();
  await reads.stop();

  expect(save).toMatchObject({ status: 503, message: UNAVAILABLE });
  const during = reads.answers.filter((a) => a.status !== 200);
  for (const answer of during) expect(answer).toMatchObject({ status: 503, message: UNAVAILABLE });
  expect(Math.max(...reads.answers.map((a) => a.ms))).toBeLessThan(5000);
  expect(recovered).toBeLessThan(5000);

  const list = await app.inject({ method: 'GET', url: '/api/recipes', headers: { cookie } });
  expect(list.body).not.toContain('Saved while the database restarts');
  const saved = await ask('POST', '/api/recipes', { ...SAMPLE_RECIPE, title: 'Saved once it is back' });
  expect(saved.status).toBe(201);
});
