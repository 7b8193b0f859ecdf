import {
  createRedis,
  isRedisReachable,
  type MetricsServer,
  runMain,
  ServiceMetrics,
  startMetricsServer,
} from '@cookmark/service-kit';
import { pino } from 'pino';
import { loadParserConfig } from './config.ts';
import { startAiWorker } from './jobs/ai-worker.ts';
import { startParseWorker } from './jobs/parse-worker.ts';

runMain('parser worker', async () => {
  const config = loadParserConfig();
  const logger = pino({ level: config.LOG_LEVEL, base: { service: 'parser-worker' } });
  const parse = startParseWorker(config, { logger });
  const ai = startAiWorker(config, { logger });
  await ai.worker.waitUntilReady();
  logger.info({ concurrency: config.AI_WORKER_CONCURRENCY }, 'ai worker ready');
  await parse.worker.waitUntilReady();

  // No service port: the metrics port also answers the probes (/healthz, and /readyz while Redis
  // answers and both workers take jobs), and /metrics with job durations and failures by queue.
  const metrics = new ServiceMetrics();
  metrics.watchWorker(parse.worker);
  metrics.watchWorker(ai.worker);
  const redis = createRedis(config.REDIS_URL);
  let metricsServer: MetricsServer | undefined;
  if (config.METRICS_PORT !== undefined) {
    metricsServer = await startMetricsServer({
      port: config.METRICS_PORT,
      host: config.HOST,
      metrics,
      readiness: {
        redis: () => isRedisReachable(redis),
        workers: async () => parse.worker.isRunning() && ai.worker.isRunning(),
      },
    });
    logger.info({ port: metricsServer.port }, 'metrics and probes listening');
  }
  logger.info({ concurrency: config.PARSER_WORKER_CONCURRENCY }, 'parse worker ready');

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing running jobs');
    // Running imports take at most a fetch, a render and an AI call; after that, give up.
    const force = setTimeout(() => process.exit(1), 60_000);
    force.unref();
    Promise.all([parse.close(), ai.close()])
      .then(async () => {
        await metricsServer?.close();
        redis.disconnect();
      })
      .then(
        () => process.exit(0),
        (err: unknown) => {
          logger.error({ err }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
});
