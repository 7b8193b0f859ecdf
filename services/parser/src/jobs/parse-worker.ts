import type { ParseRecipeResponseDto } from '@cookmark/contracts';
import {
  dispatch,
  JOB_NAMES,
  type ParseJobData,
  parseProgress,
  QUEUES,
  queueConnection,
} from '@cookmark/queue';
import { createRedis, type ServiceMetrics } from '@cookmark/service-kit';
import { type Job, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { ParserConfig } from '../config.ts';
import { aiSpendFrom } from '../domain/ai-spend.ts';
import { type AiExtractor, createAiExtractor } from '../domain/ai-extractor.ts';
import { fetchOptionsFrom, testAllowedAddressesFrom } from '../domain/fetch-options.ts';
import { importRecipe } from '../domain/pipeline.ts';
import { ChromiumRenderer, type PageRenderer } from '../domain/renderer.ts';
import type { PageReader } from '../reading/page-reader.ts';
import { readingPoolFrom } from '../reading/reading-pool.ts';
import { jobErrorFor } from './job-errors.ts';
import { ResultCache } from './result-cache.ts';

export interface ParseWorkerDeps {
  logger: Logger;
  redis?: Redis;
  /** Defaults to Chromium when PARSER_RENDER is on; null to never render. */
  renderer?: PageRenderer | null;
  /** Defaults to the OpenAI-compatible endpoint when OPENAI_API_KEY is set, metered by the AI allowance. */
  ai?: AiExtractor | null;
  /** Where the AI step's tokens are counted (cookmark_ai_tokens_total). */
  metrics?: ServiceMetrics;
  /** Defaults to a pool of extraction threads, closed with the worker; an injected one is not. */
  reader?: PageReader;
  concurrency?: number;
  /** How long a job stays owned by this worker without a lock renewal (BullMQ default 30 s). */
  lockDurationMs?: number;
  /** How often this worker looks for jobs whose worker died (BullMQ default 30 s). */
  stalledIntervalMs?: number;
}

export interface ParseWorker {
  worker: Worker<ParseJobData, ParseRecipeResponseDto>;
  /** Stops taking jobs, lets running ones finish (unless `force`), then closes the browser and threads. */
  close(force?: boolean): Promise<void>;
}

/** Consumer of the `parse` queue: the import chain per job, progress, retries, result cache. */
export function startParseWorker(config: ParserConfig, deps: ParseWorkerDeps): ParseWorker {
  const log = deps.logger;
  const redis = deps.redis ?? createRedis(config.REDIS_URL);
  const cache = new ResultCache(redis, {
    ttlSeconds: config.PARSER_CACHE_TTL_SECONDS,
    namespace: config.PARSER_QUEUE_PREFIX,
  });
  const testAllowedAddresses = testAllowedAddressesFrom(config);
  const renderer =
    deps.renderer !== undefined
      ? deps.renderer
      : config.PARSER_RENDER
        ? new ChromiumRenderer({
            executablePath: config.CHROMIUM_PATH,
            timeoutMs: config.PARSER_RENDER_TIMEOUT_MS,
            testAllowedAddresses,
          })
        : null;
  const ai =
    deps.ai !== undefined
      ? deps.ai
      : createAiExtractor(config, aiSpendFrom(config, redis, deps.metrics).meter('import'));
  const fetchOptions = fetchOptionsFrom(config);
  const reader = deps.reader ?? readingPoolFrom(config);

  const importUrl = async (
    job: Job<ParseJobData, ParseRecipeResponseDto>,
  ): Promise<ParseRecipeResponseDto> => {
    const jobLog = log.child({
      jobId: job.id,
      attempt: job.attemptsMade + 1,
      ...(job.data.requestId ? { reqId: job.data.requestId } : {}),
    });
    try {
      const result = await importRecipe(
        job.data.url,
        { fetchOptions, reader, renderer, ai, onWarning: (message, err) => jobLog.warn({ err }, message) },
        (stage) => job.updateProgress(parseProgress(stage)),
      );
      await job.updateProgress(parseProgress('done'));
      if (job.id) await cache.set(job.id, result);
      jobLog.info({ method: result.report.method, success: result.report.success }, 'recipe imported');
      return result;
    } catch (error) {
      jobLog.warn({ err: error }, 'recipe import failed');
      throw jobErrorFor(error);
    }
  };

  const worker = new Worker<ParseJobData, ParseRecipeResponseDto>(
    QUEUES.parse,
    dispatch<ParseJobData, ParseRecipeResponseDto>({ [JOB_NAMES.parse.importUrl]: importUrl }),
    {
      connection: queueConnection(config.REDIS_URL, 'worker'),
      prefix: config.PARSER_QUEUE_PREFIX,
      concurrency: deps.concurrency ?? config.PARSER_WORKER_CONCURRENCY,
      lockDuration: deps.lockDurationMs ?? config.PARSER_WORKER_LOCK_MS,
      stalledInterval: deps.stalledIntervalMs ?? config.PARSER_WORKER_STALLED_CHECK_MS,
    },
  );
  worker.on('error', (err) => log.error({ err }, 'parse worker error'));

  let closing: Promise<void> | null = null;
  return {
    worker,
    close(force = false) {
      closing ??= (async () => {
        await worker.close(force);
        await renderer?.close();
        if (!deps.reader) await reader.close();
        if (!deps.redis) redis.disconnect();
      })();
      return closing;
    },
  };
}
