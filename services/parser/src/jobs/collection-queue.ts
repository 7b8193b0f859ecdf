/**
 * The API's side of the `collections` queue (issue #33): an upload is kept in Redis for the worker
 * and queued, never read in the request; its status is the job's progress, shown only to its owner.
 */
import { randomUUID } from 'node:crypto';
import { COLLECTION_IMPORT_MESSAGES, type CollectionImportStatus } from '@cookmark/contracts';
import {
  COLLECTION_UPLOAD_TTL_SECONDS,
  type CollectionJobData,
  collectionUploadKey,
  JOB_NAMES,
  QUEUES,
  queueConnection,
} from '@cookmark/queue';
import { collectionImportLatestKey, Conflict, NotFound } from '@cookmark/service-kit';
import { type Job, type JobsOptions, Queue } from 'bullmq';
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
