import { createDb, type Db, dbStore } from '@cookmark/db';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { pino, type Logger } from 'pino';
import type { BaseConfig } from './config.ts';
import { type ReadinessCheck, registerStores, type Store } from './health.ts';
import { type MetricsServer, ServiceMetrics, startMetricsServer, type WorkerLike } from './metrics.ts';
import { registerOpenApi } from './openapi.ts';
import { createRedis, redisStore } from './redis.ts';
import { createServer, type ServiceOptions } from './server.ts';
import { registerSession } from './session.ts';
import { type RedisSessionStore, SESSION_KEY_PREFIX } from './session-store.ts';
import { TrackedCache } from './tracked-cache.ts';
import { type ListenOptions, listenWithGracefulShutdown, onShutdownSignal, runMain } from './shutdown.ts';

/** What createServiceApp reads of a service's config (every service's extends baseConfigSchema). */
export type ServiceAppConfig = Pick<
  BaseConfig,
  'NODE_ENV' | 'LOG_LEVEL' | 'DATABASE_URL' | 'REDIS_URL' | 'SESSION_SECRET'
> &
  Partial<Pick<BaseConfig, 'TRUSTED_PROXIES'>> & {
    /** Postgres connections per process (10 when absent). */
    DATABASE_POOL_SIZE?: number;
  };

export interface ServiceAppOptions<T = void> {
  name: string;
  config: ServiceAppConfig;
  /**
   * Postgres: true (default), a pool of the service's own from DATABASE_URL, closed with the app;
   * a Db, one a test made (left open); false, the service keeps no database.
   */
  postgres?: Db | boolean | undefined;
  /** Redis (sessions, rate limits, caches): as `postgres`, from REDIS_URL. With Redis come sessions. */
  redis?: Redis | boolean | undefined;
  /** fastify-type-provider-zod and the service's own `/openapi.json` (default true). */
  openApi?: boolean;
  /** False: no log at all (tests). */
  logger?: boolean | undefined;
  /** createServer's other settings (the gateway's body limit, not-found handler, proxies...). */
  server?: Omit<ServiceOptions, 'name' | 'logLevel' | 'logger'>;
  /**
   * Runs after the health routes and before the session plugin: hooks that must run before the
   * session is read, and plugins that must not see sessions (the parser's queue dashboard). What
   * it returns is the result's `prepared`.
   */
  beforeSession?: (service: ServiceBase) => T | Promise<T>;
  /**
   * Redis key prefixes whose changes the service's `cache` hears of, beside the sessions' (e.g.
   * the recipes service's per-user version keys).
   */
  trackedPrefixes?: readonly string[];
}

/** A service's server and the connections it was set up with. */
export interface ServiceBase {
  app: FastifyInstance;
  /** The service's database; a service created with `postgres: false` has none (throws). */
  readonly db: Db;
  /** The service's Redis client; a service created with `redis: false` has none (throws). */
  readonly redis: Redis;
}

export interface ServiceApp<T = void> extends ServiceBase {
  /** The session store (to sign a user out everywhere); throws without sessions. */
  readonly sessions: RedisSessionStore;
  /**
   * Values kept in memory until Redis reports a change of the key they come from (sessions, and
   * keys under `trackedPrefixes`); throws without Redis.
   */
  readonly cache: TrackedCache;
  /** What `beforeSession` returned. */
  prepared: T;
}

function present<T>(value: T | undefined, what: string, name: string): T {
  if (value === undefined) throw new Error(`${name} was created without ${what}`);
  return value;
}

/**
 * The server every service starts from: createServer (logging, request ids, metrics, error
 * handler, hostile-input guards), zod validation and its OpenAPI document, Postgres and Redis
 * (each opened here unless a test gives its own, and closed with the app, after every onClose hook
 * the service adds later), `/healthz` and `/readyz` over them, and sessions. The service then
 * registers its routes on `app`; `runService` listens and shuts it down gracefully.
 */
export async function createServiceApp<T = void>(options: ServiceAppOptions<T>): Promise<ServiceApp<T>> {
  const { config, name } = options;
  const app = createServer({
    name,
    logLevel: config.LOG_LEVEL,
    ...(config.TRUSTED_PROXIES ? { trustProxy: config.TRUSTED_PROXIES } : {}),
    ...options.server,
    ...(options.logger === false ? { logger: false } : {}),
  });
  const postgres = options.postgres ?? true;
  const redisOption = options.redis ?? true;
  const db =
    postgres === false
      ? undefined
      : postgres === true
        ? createDb(config.DATABASE_URL, { max: config.DATABASE_POOL_SIZE })
        : postgres;
  const redis =
    redisOption === false ? undefined : redisOption === true ? createRedis(config.REDIS_URL) : redisOption;

  if (options.openApi !== false) await registerOpenApi(app, { name });
  // Registered first, so they close last: after the queues, pools and mail the service adds.
  const stores: Record<string, Store> = {};
  if (db) stores['postgres'] = dbStore(db, postgres === true);
  if (redis) stores['redis'] = redisStore(redis, redisOption === true);
  registerStores(app, stores);
  const service: ServiceBase = {
    app,
    get db() {
      return present(db, 'a database', name);
    },
    get redis() {
      return present(redis, 'Redis', name);
    },
  };
  const prepared = (await options.beforeSession?.(service)) as T;
  const cache = redis
    ? await TrackedCache.start({
        redis,
        name: `cookmark-${name}`,
        prefixes: [SESSION_KEY_PREFIX, ...(options.trackedPrefixes ?? [])],
        onStateChange: (serving, reason) =>
          serving
            ? app.log.info('in-memory cache of Redis keys serving (Redis reports changes)')
            : app.log.warn({ err: reason }, 'in-memory cache of Redis keys off until Redis is back'),
      })
    : undefined;
  if (cache) app.addHook('onClose', () => cache.close());
  const sessions = redis
    ? await registerSession(app, {
        secret: config.SESSION_SECRET,
        redis,
        production: config.NODE_ENV === 'production',
        ...(cache ? { cache } : {}),
      })
    : undefined;
  return {
    app,
    get db() {
      return service.db;
    },
    get redis() {
      return service.redis;
    },
    get sessions() {
      return present(sessions, 'sessions', name);
    },
    get cache() {
      return present(cache, 'Redis', name);
    },
    prepared,
  };
}

export interface RunServiceOptions<C extends Pick<BaseConfig, 'HOST' | 'METRICS_PORT'>> {
  loadConfig: () => C;
  buildApp: (config: C) => Promise<FastifyInstance>;
  /** The service's port, from its config (AUTH_PORT, ...). */
  port: (config: C) => number;
  /** Keep-alive and drain times other than a service's defaults (the gateway's). */
  listen?: Pick<ListenOptions, 'keepAliveTimeoutMs' | 'drainMs'>;
  /** Before listening: what the service tells its operator about its config. */
  beforeListen?: (app: FastifyInstance, config: C) => void;
}

/**
 * A service's main: reads the config, builds the app, listens on its port (and METRICS_PORT) and
 * drains on SIGTERM (listenWithGracefulShutdown); a config or start error ends it with a clear message.
 */
export function runService<C extends Pick<BaseConfig, 'HOST' | 'METRICS_PORT'>>(
  name: string,
  options: RunServiceOptions<C>,
): void {
  runMain(name, async () => {
    const config = options.loadConfig();
    const app = await options.buildApp(config);
    options.beforeListen?.(app, config);
    await listenWithGracefulShutdown(app, {
      port: options.port(config),
      host: config.HOST,
      metricsPort: config.METRICS_PORT,
      ...options.listen,
    });
  });
}

/** What a queue worker process has to work with. */
export interface WorkerContext {
  logger: Logger;
  /** The process's metrics (served on METRICS_PORT), for counters of the worker's own. */
  metrics: ServiceMetrics;
}

/** Queue workers a worker process started, and how to stop them. */
export interface RunningWorkers {
  /** Watched on /metrics (job durations and failures by queue). */
  workers: WorkerLike[];
  /** `/readyz` on the metrics port: Redis answers, and each of these. */
  readiness: Record<string, ReadinessCheck>;
  /** Lets running jobs finish and stops taking new ones. */
  close: () => Promise<void>;
  /** Past this after SIGTERM, the process exits whatever still runs. */
  forceAfterMs: number;
  /** Logged once the metrics port listens too: the line a start script waits for. */
  ready: { message: string; fields?: object };
}

export interface RunWorkerOptions<
  C extends Pick<BaseConfig, 'HOST' | 'METRICS_PORT' | 'LOG_LEVEL' | 'REDIS_URL'>,
> {
  loadConfig: () => C;
  start: (config: C, context: WorkerContext) => Promise<RunningWorkers>;
}

/**
 * A queue worker's main, the sibling of runService for a process without a service port: its
 * logger, the workers `start` returns, Redis as a store (the same readiness check as a service's),
 * the metrics port, which also answers the probes (`/healthz`, and `/readyz` while Redis answers
 * and the workers run), and on SIGTERM: running jobs finish, then the metrics port and Redis close.
 */
export function runWorker<C extends Pick<BaseConfig, 'HOST' | 'METRICS_PORT' | 'LOG_LEVEL' | 'REDIS_URL'>>(
  name: string,
  options: RunWorkerOptions<C>,
): void {
  runMain(name, async () => {
    const config = options.loadConfig();
    const logger = pino({ level: config.LOG_LEVEL, base: { service: name.replaceAll(' ', '-') } });
    const metrics = new ServiceMetrics();
    const running = await options.start(config, { logger, metrics });

    for (const worker of running.workers) metrics.watchWorker(worker);
    const redis = redisStore(createRedis(config.REDIS_URL), true);
    let metricsServer: MetricsServer | undefined;
    if (config.METRICS_PORT !== undefined) {
      metricsServer = await startMetricsServer({
        port: config.METRICS_PORT,
        host: config.HOST,
        metrics,
        readiness: { redis: redis.check, ...running.readiness },
      });
      logger.info({ port: metricsServer.port }, 'metrics and probes listening');
    }
    logger.info(running.ready.fields ?? {}, running.ready.message);
    onShutdownSignal(
      logger,
      { message: 'shutting down: finishing running jobs', forceAfterMs: running.forceAfterMs },
      async () => {
        await running.close();
        await metricsServer?.close();
        await redis.close?.();
      },
    );
  });
}
