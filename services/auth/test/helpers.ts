import { randomBytes } from 'node:crypto';
import type { Db } from '@cookmark/db';
import { type MailCatcher, startMailCatcher } from '@cookmark/infra';
import { RateLimits } from '@cookmark/service-kit';
import { openTestStores, sessionCookieFrom } from '@cookmark/service-kit/testing';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { type AuthDeps, buildApp } from '../src/app.ts';
import { type AuthConfig, loadAuthConfig } from '../src/config.ts';
import { createMailer } from '../src/domain/mailer.ts';

export interface Harness {
  config: AuthConfig;
  db: Db;
  redis: Redis;
  mail: MailCatcher;
  clock: { now: Date };
  /** The instances' rate limits (their counters are named by `counterKey`). */
  rateLimits: RateLimits;
  /** A new instance of the service on the same database and Redis (like a second replica). */
  newInstance(deps?: Partial<AuthDeps>): Promise<FastifyInstance>;
  app: FastifyInstance;
  close(): Promise<void>;
}

export async function startHarness(): Promise<Harness> {
  const stores = await openTestStores('cookmark_auth_test', { poolSize: 4 });
  const { db, redis } = stores;
  const mail = await startMailCatcher();
  const config = loadAuthConfig({
    NODE_ENV: 'test',
    DATABASE_URL: stores.databaseUrl,
    REDIS_URL: stores.redisUrl,
    SMTP_URL: `smtp://127.0.0.1:${mail.smtpPort}`,
    APP_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
  });
  const rateLimits = new RateLimits(redis, `test:${randomBytes(6).toString('hex')}:`);
  const clock = { now: new Date() };
  const instances: FastifyInstance[] = [];
  const newInstance = async (extra: Partial<AuthDeps> = {}) => {
    const app = await buildApp(config, {
      db,
      redis,
      rateLimits,
      mailer: createMailer(config.SMTP_URL, config.MAIL_FROM),
      now: () => clock.now,
      logger: false,
      // No recipes service runs beside these tests: a user here has no photo to remove.
      photos: photosDouble(),
      // Nor a parser: a user here has no collection import.
      imports: importsDouble(),
      ...extra,
    });
    instances.push(app);
    return app;
  };
  const app = await newInstance();
  return {
    config,
    db,
    redis,
    mail,
    clock,
    rateLimits,
    app,
    newInstance,
    async close() {
      for (const instance of instances) await instance.close();
      await mail.close();
      await stores.close();
    },
  };
}

export const sessionCookie = sessionCookieFrom;

let counter = 0;
export function uniqueEmail(): string {
  counter += 1;
  return `cook${counter}.${randomBytes(4).toString('hex')}@example.com`;
}

export const GOOD_PASSWORD = 'Saffron-Risotto-42';

let addresses = 0;
/** A client address of its own, so that sign-ups of different tests do not share a rate limit. */
export function uniqueAddress(): string {
  addresses += 1;
  return `10.200.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
}

export async function signUp(app: FastifyInstance, email = uniqueEmail(), password = GOOD_PASSWORD) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { email, password, firstName: 'Julia', lastName: 'Child' },
    remoteAddress: uniqueAddress(),
  });
  return { response, email, password, cookie: response.statusCode === 201 ? sessionCookie(response) : '' };
}

/** The recipes service's photo files of each user, as it would answer; `down` makes it fail. */
export function photosDouble(files: Record<string, Record<string, string>> = {}) {
  const double = {
    erased: [] as string[],
    down: false,
    file: async (userId: string, name: string) => files[userId]?.[name] ?? null,
    erase: async (userId: string) => {
      if (double.down) throw new Error('connect ECONNREFUSED');
      double.erased.push(userId);
    },
  };
  return double;
}

/** The parser's collection imports, as it would answer; `down` makes it fail. */
export function importsDouble() {
  const double = {
    erased: [] as string[],
    down: false,
    erase: async (userId: string) => {
      if (double.down) throw new Error('connect ECONNREFUSED');
      double.erased.push(userId);
    },
  };
  return double;
}
