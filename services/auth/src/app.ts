import { createDb, type Db, dbStore } from '@cookmark/db';
import {
  createRedis,
  createServer,
  InternalClient,
  redisStore,
  RedisRateLimiter,
  registerStores,
  registerSession,
} from '@cookmark/service-kit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { AuthConfig } from './config.ts';
import { billingOverHttp, type BillingStatusSource, freePlanOnly } from './lib/billing-status.ts';
import { createMailer, type Mailer } from './lib/mailer.ts';
import { authRoutes } from './routes/auth.routes.ts';

export interface AuthDeps {
  limiter?: RedisRateLimiter;
  db?: Db;
  redis?: Redis;
  mailer?: Mailer;
  billing?: BillingStatusSource;
  now?: () => Date;
  logger?: boolean;
}

export async function buildApp(config: AuthConfig, deps: AuthDeps = {}): Promise<FastifyInstance> {
  const app = createServer({
    name: 'auth',
    logLevel: config.LOG_LEVEL,
    ...(deps.logger === false ? { logger: false } : {}),
  });
  const db = deps.db ?? createDb(config.DATABASE_URL);
  const redis = deps.redis ?? createRedis(config.REDIS_URL);
  const mailer = deps.mailer ?? createMailer(config.SMTP_URL, config.MAIL_FROM);
  const billing =
    deps.billing ??
    (config.BILLING_URL
      ? billingOverHttp(new InternalClient({ baseUrl: config.BILLING_URL, token: config.INTERNAL_TOKEN }))
      : freePlanOnly);

  app.addHook('onClose', async () => {
    mailer.close();
  });

  registerStores(app, { postgres: dbStore(db, !deps.db), redis: redisStore(redis, !deps.redis) });
  const sessions = await registerSession(app, {
    secret: config.SESSION_SECRET,
    redis,
    production: config.NODE_ENV === 'production',
  });
  await app.register(authRoutes, {
    db,
    sessions,
    limiter: deps.limiter ?? new RedisRateLimiter(redis),
    mailer,
    billing,
    appUrl: config.APP_URL,
    now: deps.now ?? (() => new Date()),
  });
  return app;
}
