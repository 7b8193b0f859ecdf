import { type Job, UnrecoverableError } from 'bullmq';

export type JobHandler<Data, Result> = (job: Job<Data, Result>, token?: string) => Promise<Result>;

/**
 * A processor that runs the handler registered for the job's name. A job nobody handles fails at
 * once and for good (no retries), so a producer/consumer mismatch shows up instead of hanging.
 */
export function dispatch<Data, Result>(
  handlers: Readonly<Record<string, JobHandler<Data, Result>>>,
): (job: Job<Data, Result>, token?: string) => Promise<Result> {
  return async (job, token) => {
    const handler = Object.hasOwn(handlers, job.name) ? handlers[job.name] : undefined;
    if (!handler)
      throw new UnrecoverableError(`No handler for job "${job.name}" on queue "${job.queueName}"`);
    return handler(job, token);
  };
}
