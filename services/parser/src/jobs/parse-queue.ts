import type { ParseJobStatus, ParseRecipeResponseDto } from '@cookmark/contracts';
import {
  JOB_NAMES,
  parseJobId,
  type ParseJobData,
  parseProgress,
  QUEUES,
  queueConnection,
  readParseProgress,
} from '@cookmark/queue';
import { type Job, type JobsOptions, Queue, QueueEvents } from 'bullmq';
import { userMessageOf } from './job-errors.ts';
import type { ResultCache } from './result-cache.ts';

/** Retries for transient failures (timeouts, 5xx, network); permanent ones fail at once. */
export const PARSE_JOB_OPTIONS: JobsOptions = {
  attempts: 3,
  backoff: { type: 'exponential', delay: 1_000 },
  // Finished jobs go soon, so a page can be imported again; results live on in the ResultCache.
  removeOnComplete: { age: 60, count: 1_000 },
  removeOnFail: { age: 60, count: 1_000 },
};

export type WaitOutcome =
  | { kind: 'done'; result: ParseRecipeResponseDto }
  | { kind: 'failed'; message: string }
  | { kind: 'pending' };

export interface ParseQueueOptions {
  redisUrl: string;
  prefix: string;
  cache: ResultCache;
}

/** The API's side of the `parse` queue: add imports (one job per page), wait for them, report them. */
export class ParseQueue {
  readonly queue: Queue<ParseJobData, ParseRecipeResponseDto>;
  private readonly events: QueueEvents;
  private readonly cache: ResultCache;

  constructor(options: ParseQueueOptions) {
    const connection = queueConnection(options.redisUrl, 'producer');
    this.queue = new Queue<ParseJobData, ParseRecipeResponseDto>(QUEUES.parse, {
      connection,
      prefix: options.prefix,
      defaultJobOptions: PARSE_JOB_OPTIONS,
    });
    // QueueEvents reads the events stream with blocking calls: a worker-style connection.
    this.events = new QueueEvents(QUEUES.parse, {
      connection: queueConnection(options.redisUrl, 'worker'),
      prefix: options.prefix,
    });
    this.cache = options.cache;
  }

  /**
   * Adds the import of a normalised URL, or joins the job already running for it (whose data keeps
   * the request id of the request that queued it).
   */
  async enqueue(url: string, requestId?: string): Promise<string> {
    const jobId = parseJobId(url);
    const existing = await this.queue.getJob(jobId);
    // A failed job kept for a minute would answer its old failure: the user asked to try again.
    if (existing && (await existing.isFailed())) await existing.remove().catch(() => undefined);
    await this.queue.add(
      JOB_NAMES.parse.importUrl,
      { url, requestedAt: Date.now(), ...(requestId ? { requestId } : {}) },
      { jobId },
    );
    return jobId;
  }

  /** Waits up to `ms` for the job; a job still running then is 'pending'. */
  async waitFor(jobId: string, ms: number): Promise<WaitOutcome> {
    const job = await this.queue.getJob(jobId);
    if (job && ms > 0) {
      try {
        return { kind: 'done', result: await job.waitUntilFinished(this.events, ms) };
      } catch {
        // Failed, timed out, or removed before we looked: the status below tells which.
      }
    }
    const status = await this.status(jobId);
    if (status?.result) return { kind: 'done', result: status.result };
    if (status?.state === 'failed') return { kind: 'failed', message: status.error?.message ?? '' };
    return { kind: 'pending' };
  }

  /** State, progress and outcome of a job; null when neither the queue nor the cache knows it. */
  async status(jobId: string): Promise<ParseJobStatus | null> {
    const job = await this.queue.getJob(jobId);
    if (job) {
      const state = await job.getState();
      const found = this.describe(jobId, job, state);
      if (found) return found;
    }
    const cached = await this.cache.get(jobId);
    if (cached) return { jobId, state: 'completed', progress: parseProgress('done'), result: cached };
    return null;
  }

  private describe(
    jobId: string,
    job: Job<ParseJobData, ParseRecipeResponseDto>,
    state: string,
  ): ParseJobStatus | null {
    const progress = readParseProgress(job.progress);
    switch (state) {
      case 'completed':
        return job.returnvalue
          ? { jobId, state: 'completed', progress: parseProgress('done'), result: job.returnvalue }
          : null;
      case 'failed':
        return { jobId, state: 'failed', progress, error: { message: userMessageOf(job.failedReason) } };
      case 'active':
        return { jobId, state: 'active', progress };
      case 'delayed':
        return { jobId, state: 'retrying', progress };
      case 'waiting':
      case 'prioritized':
      case 'waiting-children':
        return { jobId, state: 'waiting', progress: parseProgress('queued') };
      default:
        return null;
    }
  }

  async close(): Promise<void> {
    await Promise.all([this.queue.close(), this.events.close()]);
  }
}
