/**
 * The API's side of the `collections` queue (issue #33): an upload is kept in Redis for the worker
 * and queued, never read in the request; its status is the job's progress, shown only to its owner.
 */
import { randomUUID } from 'node:crypto';
import { COLLECTION_IMPORT_MESSAGES, type CollectionImportStatus } from '@cookmark/contracts';
import {
  COLLECTION_CANCEL_TTL_SECONDS,
  COLLECTION_UPLOAD_TTL_SECONDS,
  type CollectionJobData,
  collectionCancelKey,
  collectionUploadKey,
  JOB_NAMES,
  QUEUES,
  queueConnection,
} from '@cookmark/queue';
import { AppError, collectionImportLatestKey, Conflict, NotFound } from '@cookmark/service-kit';
import { type Job, type JobsOptions, type JobType, Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import {
  type CollectionProgress,
  queuedProgress,
  STOPPED_MESSAGE,
} from '../collections/collection-progress.ts';

/** A day to come back for the summary; no retries (a second run would only skip what the first saved). */
const KEPT_SECONDS = 24 * 60 * 60;
export const COLLECTION_JOB_OPTIONS: JobsOptions = {
  attempts: 1,
  removeOnComplete: { age: KEPT_SECONDS },
  removeOnFail: { age: KEPT_SECONDS },
};

const RUNNING = new Set(['waiting', 'active', 'delayed', 'prioritized', 'waiting-children']);
/** Every state a job of the queue can be in, to find a person's jobs when their account goes. */
const EVERY_STATE: JobType[] = [
  'active',
  'waiting',
  'delayed',
  'prioritized',
  'waiting-children',
  'completed',
  'failed',
];
const PAGE = 500;
/** How long erasure waits for a running import to stop: the worker checks before every recipe it saves. */
const STOP_WAIT_MS = 30_000;
const POLL_MS = 100;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class CollectionImportQueue {
  readonly queue: Queue<CollectionJobData, CollectionProgress>;
  private readonly redis: Redis;
  private readonly prefix: string;

  constructor(options: { redisUrl: string; prefix: string; redis: Redis }) {
    this.queue = new Queue(QUEUES.collections, {
      connection: queueConnection(options.redisUrl, 'producer'),
      prefix: options.prefix,
      defaultJobOptions: COLLECTION_JOB_OPTIONS,
    });
    this.redis = options.redis;
    this.prefix = options.prefix;
  }

  /** Keeps the upload and queues its import; one import of a person runs at a time (409). */
  async start(
    userId: string,
    fileName: string,
    bytes: Buffer,
    requestId?: string,
  ): Promise<CollectionImportStatus> {
    const running = await this.latestJob(userId);
    if (running && RUNNING.has(await running.getState()))
      throw new Conflict(COLLECTION_IMPORT_MESSAGES.running);
    const id = randomUUID();
    const uploadKey = collectionUploadKey(this.prefix, id);
    await this.redis.set(uploadKey, bytes, 'EX', COLLECTION_UPLOAD_TTL_SECONDS);
    const job = await this.queue.add(
      JOB_NAMES.collections.importCollection,
      { userId, fileName, uploadKey, requestedAt: Date.now(), ...(requestId ? { requestId } : {}) },
      { jobId: id },
    );
    await this.redis.set(collectionImportLatestKey(userId), id, 'EX', KEPT_SECONDS);
    return statusOf(job, 'waiting');
  }

  /** The import's status, for its owner only: anyone else's id is not found. */
  async status(userId: string, id: string): Promise<CollectionImportStatus> {
    const job = await this.queue.getJob(id);
    if (!job || job.data.userId !== userId) throw new NotFound(COLLECTION_IMPORT_MESSAGES.notFound);
    return statusOf(job, await job.getState());
  }

  /** The person's latest import (to come back to), or null. */
  async latest(userId: string): Promise<CollectionImportStatus | null> {
    const job = await this.latestJob(userId);
    return job ? statusOf(job, await job.getState()) : null;
  }

  private async latestJob(userId: string): Promise<Job<CollectionJobData, CollectionProgress> | undefined> {
    const id = await this.redis.get(collectionImportLatestKey(userId));
    const job = id ? await this.queue.getJob(id) : undefined;
    return job && job.data.userId === userId ? job : undefined;
  }

  /**
   * Account erasure: every import job of the person (running, waiting or kept finished, with its file
   * name, progress and recipe titles), its upload, its events and the 'latest' pointer. A running
   * import is told to stop and waited for, so that nothing of it is written after this returns; if it
   * does not stop in time this throws (503) and the account stays, to be deleted again.
   */
  async erase(userId: string): Promise<number> {
    const jobs = await this.jobsOf(userId);
    const ids = jobs.map((job) => job.id).filter((id): id is string => typeof id === 'string');
    // Told first, so a waiting job the worker takes meanwhile stops before it writes.
    for (const id of ids)
      await this.redis.set(collectionCancelKey(this.prefix, id), '1', 'EX', COLLECTION_CANCEL_TTL_SECONDS);
    const deadline = Date.now() + STOP_WAIT_MS;
    for (const job of jobs) {
      const id = job.id as string;
      // A job being worked on is locked: removed once the worker has let it go.
      while ((await this.queue.remove(id)) === 0 && (await this.queue.getJobState(id)) !== 'unknown') {
        if (Date.now() > deadline)
          throw new AppError(503, 'A collection import of the account did not stop.');
        await pause(POLL_MS);
      }
      await this.redis.del(job.data.uploadKey, collectionCancelKey(this.prefix, id));
    }
    await this.forgetEvents(new Set(ids));
    await this.redis.del(collectionImportLatestKey(userId));
    return ids.length;
  }

  /** The person's jobs, in every state (one runs at a time; finished ones are kept about a day). */
  private async jobsOf(userId: string): Promise<Job<CollectionJobData, CollectionProgress>[]> {
    const found: Job<CollectionJobData, CollectionProgress>[] = [];
    for (let start = 0; ; start += PAGE) {
      const page = await this.queue.getJobs(EVERY_STATE, start, start + PAGE - 1, true);
      for (const job of page) if (job?.data?.userId === userId) found.push(job);
      if (page.length < PAGE) return found;
    }
  }

  /** The queue's event stream repeats each job's progress (recipe titles): those of the jobs go. */
  private async forgetEvents(ids: Set<string>): Promise<void> {
    if (ids.size === 0) return;
    const key = this.queue.toKey('events');
    for (let from = '-'; ;) {
      const entries = await this.redis.xrange(key, from, '+', 'COUNT', PAGE);
      const theirs = entries
        .filter(([, fields]) =>
          fields.some((value, i) => i % 2 === 1 && fields[i - 1] === 'jobId' && ids.has(value)),
        )
        .map(([entryId]) => entryId);
      if (theirs.length > 0) await this.redis.xdel(key, ...theirs);
      if (entries.length < PAGE) return;
      from = `(${entries[entries.length - 1]?.[0]}`;
    }
  }

  close(): Promise<void> {
    return this.queue.close();
  }
}

function statusOf(job: Job<CollectionJobData, CollectionProgress>, state: string): CollectionImportStatus {
  const progress: CollectionProgress =
    typeof job.progress === 'object' && job.progress !== null && 'state' in job.progress
      ? (job.progress as CollectionProgress)
      : queuedProgress();
  const stopped = state === 'failed' && progress.state !== 'refused';
  return {
    id: job.id ?? '',
    fileName: job.data.fileName,
    ...progress,
    ...(stopped ? { state: 'failed' as const, message: STOPPED_MESSAGE } : {}),
    startedAt: job.timestamp,
    finishedAt: job.finishedOn ?? null,
  };
}
