import {
  type AiSubstitutionJobData,
  type AiSubstitutionJobResult,
  dispatch,
  JOB_NAMES,
  QUEUES,
  queueConnection,
} from '@cookmark/queue';
import { createRedis, type ServiceMetrics } from '@cookmark/service-kit';
import { type Job, UnrecoverableError, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { aiSpendFrom } from '../domain/ai-spend.ts';
import type { ParserConfig } from '../config.ts';
import { type AiSubstituter, createAiSubstituter } from '../domain/ai-substituter.ts';

export interface AiWorkerDeps {
  logger: Logger;
  /**
   * Defaults to the OpenAI-compatible endpoint when OPENAI_API_KEY is set, metered by the AI
   * allowance (in `redis`; its own connection by default); without a key every job fails.
   */
  ai?: AiSubstituter | null;
  redis?: Redis;
  /** Where the tokens are counted (cookmark_ai_tokens_total). */
  metrics?: ServiceMetrics;
  concurrency?: number;
}

export interface AiWorker {
  worker: Worker<AiSubstitutionJobData, AiSubstitutionJobResult>;
  /** Stops taking jobs and lets running ones finish (unless `force`). */
  close(force?: boolean): Promise<void>;
}

/**
 * Consumer of the `ai` queue: one model call per job, cut off at the deadline of the request
 * waiting for it. Every failure is final: the API answers from the knowledge base instead.
 */
export function startAiWorker(config: ParserConfig, deps: AiWorkerDeps): AiWorker {
  const log = deps.logger;
  const redis = deps.ai !== undefined ? undefined : (deps.redis ?? createRedis(config.REDIS_URL));
  const ai = redis
    ? createAiSubstituter(config, aiSpendFrom(config, redis, deps.metrics).meter('substitutions'))
    : (deps.ai ?? null);

  const substitute = async (
    job: Job<AiSubstitutionJobData, AiSubstitutionJobResult>,
  ): Promise<AiSubstitutionJobResult> => {
    const left = job.data.deadline - Date.now();
    if (left <= 0) throw new UnrecoverableError('The request stopped waiting before the job started');
    if (!ai) throw new UnrecoverableError('AI substitutions are not configured on this worker');
    try {
      const result = await ai.suggest(job.data, AbortSignal.timeout(left));
      log.info({ jobId: job.id, suggestions: result.suggestions.length }, 'AI substitutions answered');
      return result;
    } catch (error) {
      log.warn({ jobId: job.id, err: error }, 'AI substitutions failed');
      throw new UnrecoverableError(error instanceof Error ? error.message : 'AI substitutions failed');
    }
  };

  const worker = new Worker<AiSubstitutionJobData, AiSubstitutionJobResult>(
    QUEUES.ai,
    dispatch<AiSubstitutionJobData, AiSubstitutionJobResult>({ [JOB_NAMES.ai.substitute]: substitute }),
    {
      connection: queueConnection(config.REDIS_URL, 'worker'),
      prefix: config.PARSER_QUEUE_PREFIX,
      concurrency: deps.concurrency ?? config.AI_WORKER_CONCURRENCY,
    },
  );
  worker.on('error', (err) => log.error({ err }, 'ai worker error'));

  let closing: Promise<void> | null = null;
  return {
    worker,
    close(force = false) {
      closing ??= worker.close(force).finally(() => {
        if (redis && !deps.redis) redis.disconnect();
      });
      return closing;
    },
  };
}
