import { runWorker } from '@cookmark/service-kit';
import { loadParserConfig } from './config.ts';
import { startAiWorker } from './jobs/ai-worker.ts';
import { startCollectionWorker } from './jobs/collection-worker.ts';
import { startParseWorker } from './jobs/parse-worker.ts';

// No service port: the metrics port also answers the probes (/healthz, and /readyz while Redis
// answers and both workers take jobs), and /metrics with job durations and failures by queue.
runWorker('parser worker', {
  loadConfig: loadParserConfig,
  start: async (config, { logger, metrics }) => {
    const parse = startParseWorker(config, { logger, metrics });
    const ai = startAiWorker(config, { logger, metrics });
    const collections = startCollectionWorker(config, { logger });
    await collections.worker.waitUntilReady();
    await ai.worker.waitUntilReady();
    logger.info({ concurrency: config.AI_WORKER_CONCURRENCY }, 'ai worker ready');
    await parse.worker.waitUntilReady();
    return {
      workers: [parse.worker, ai.worker, collections.worker],
      readiness: {
        workers: async () =>
          parse.worker.isRunning() && ai.worker.isRunning() && collections.worker.isRunning(),
      },
      close: async () => {
        await Promise.all([parse.close(), ai.close(), collections.close()]);
      },
      // Running imports take at most a fetch, a render and an AI call; after that, give up.
      forceAfterMs: 60_000,
      ready: { fields: { concurrency: config.PARSER_WORKER_CONCURRENCY }, message: 'parse worker ready' },
    };
  },
});
