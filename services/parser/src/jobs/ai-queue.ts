import {
  type AiSubstitutionJobData,
  type AiSubstitutionJobResult,
  JOB_NAMES,
  QUEUES,
  queueConnection,
} from '@cookmark/queue';
import { type JobsOptions, Queue, QueueEvents } from 'bullmq';
import type { AiSubstitutionQuestion } from '../domain/ai-substituter.ts';

/** One attempt (the user waits, and the knowledge base answers a failure); finished jobs go soon. */
export const AI_JOB_OPTIONS: JobsOptions = {
  attempts: 1,
  removeOnComplete: { age: 60, count: 1_000 },
  removeOnFail: { age: 60, count: 1_000 },
};

export interface AiQueueOptions {
  redisUrl: string;
  prefix: string;
}

/** The API's side of the `ai` queue: add a request, wait for the parser worker's answer. */
export class AiQueue {
  readonly queue: Queue<AiSubstitutionJobData, AiSubstitutionJobResult>;
  private readonly events: QueueEvents;

  constructor(options: AiQueueOptions) {
    this.queue = new Queue<AiSubstitutionJobData, AiSubstitutionJobResult>(QUEUES.ai, {
      connection: queueConnection(options.redisUrl, 'producer'),
      prefix: options.prefix,
      defaultJobOptions: AI_JOB_OPTIONS,
    });
    // QueueEvents reads the events stream with blocking calls: a worker-style connection.
    this.events = new QueueEvents(QUEUES.ai, {
      connection: queueConnection(options.redisUrl, 'worker'),
      prefix: options.prefix,
    });
  }

  /**
   * The worker's suggestions, waited for at most `ms`. Throws when the job fails, when it is late
   * (a job nobody took yet is removed; a running one is dropped by the worker at its deadline).
   */
  async substitute(question: AiSubstitutionQuestion, ms: number): Promise<AiSubstitutionJobResult> {
    const deadline = Date.now() + ms;
    const job = await this.queue.add(JOB_NAMES.ai.substitute, { ...question, deadline });
    try {
      return await job.waitUntilFinished(this.events, Math.max(1, deadline - Date.now()));
    } catch (error) {
      if (await job.isWaiting().catch(() => false)) await job.remove().catch(() => undefined);
      throw error;
    }
  }

  async close(): Promise<void> {
    await Promise.all([this.queue.close(), this.events.close()]);
  }
}
