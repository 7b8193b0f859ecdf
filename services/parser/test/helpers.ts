import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { RateLimits } from '@cookmark/service-kit';
import { type SessionIssuer, startSessionIssuer, testRedisUrl } from '@cookmark/service-kit/testing';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { buildApp, type ParserDeps } from '../src/app.ts';
import { loadParserConfig, type ParserConfig } from '../src/config.ts';
import { type Fixture, type Handler, send, startFixture } from '../src/fetch/test-helpers.ts';
import { type ParseWorker, type ParseWorkerDeps, startParseWorker } from '../src/jobs/parse-worker.ts';

export { type Fixture, send, startFixture };

export const REDIS_URL = testRedisUrl();

export function fixturePage(name: string): string {
  return readFileSync(path.join(__dirname, 'fixtures', 'service', name), 'utf8');
}

/** A config like the e2e stack's: loopback fixtures allowed, a queue prefix of its own. */
export function testConfig(env: Record<string, string> = {}): ParserConfig {
  return loadParserConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    REDIS_URL,
    PARSER_QUEUE_PREFIX: `test-${randomBytes(6).toString('hex')}`,
    PARSER_ALLOW_LOOPBACK_FOR_TESTS: 'true',
    PARSER_FETCH_TIMEOUT_MS: '5000',
    ...env,
  });
}

export const silentLogger = pino({ level: 'silent' });

export interface Harness {
  config: ParserConfig;
  redis: Redis;
  app: FastifyInstance;
  workers: ParseWorker[];
  issuer: SessionIssuer;
  startWorker(deps?: Partial<ParseWorkerDeps>): ParseWorker;
  close(): Promise<void>;
}

export async function startHarness(
  options: { env?: Record<string, string>; deps?: ParserDeps } = {},
): Promise<Harness> {
  const config = testConfig(options.env);
  const redis = new Redis(config.REDIS_URL);
  const issuer = await startSessionIssuer(config.SESSION_SECRET, redis);
  const app = await buildApp(config, {
    redis,
    rateLimits: new RateLimits(redis, `${config.PARSER_QUEUE_PREFIX}:ratelimit:`),
    logger: false,
    ...options.deps,
  });
  await app.ready();
  const workers: ParseWorker[] = [];
  return {
    config,
    redis,
    app,
    workers,
    issuer,
    startWorker(deps = {}) {
      const worker = startParseWorker(config, { logger: silentLogger, redis, renderer: null, ...deps });
      workers.push(worker);
      return worker;
    },
    async close() {
      await app.close();
      await issuer.close();
      for (const worker of workers) await worker.close(true);
      const keys = await redis.keys(`${config.PARSER_QUEUE_PREFIX}:*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
    },
  };
}

/** A session cookie signed in as a (new) user, made through the shared session store as auth would. */
export async function signIn(h: Harness, userId = `user-${randomBytes(4).toString('hex')}`): Promise<string> {
  return h.issuer.cookieFor(userId);
}

/** Routes of a fixture site: path → handler; anything else 404. */
export function routes(table: Record<string, Handler>): Handler {
  return (req, res) => {
    const handler = table[(req.url ?? '').split('?')[0] ?? ''];
    if (handler) handler(req, res);
    else send(res, 'not found', {}, 404);
  };
}

export const hitsOf = (fixture: Fixture, pathName: string) =>
  fixture.requests.filter((r) => r.path.split('?')[0] === pathName).length;
