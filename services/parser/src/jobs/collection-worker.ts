/**
 * Consumer of the `collections` queue (issue #33): takes the upload from Redis, reads it in its
 * thread (a refused upload imports nothing), then saves the recipes one by one through the recipes
 * service, reporting after each what was imported, skipped and why, and what failed and why.
 */
import {
  COLLECTION_IMPORT_MESSAGES,
  type CollectionRecipeRequest,
  type CollectionRecipeResponse,
} from '@cookmark/contracts';
import {
  type CollectionJobData,
  collectionCancelKey,
  dispatch,
  JOB_NAMES,
  QUEUES,
  queueConnection,
} from '@cookmark/queue';
import { createRedis, InternalCallError, InternalClient } from '@cookmark/service-kit';
import { type Job, UnrecoverableError, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { CollectionPool } from '../collections/collection-pool.ts';
import { type CollectionProgress, queuedProgress } from '../collections/collection-progress.ts';
import type { CollectionRecipe } from '../collections/collection-recipe.ts';
import { CollectionRefused } from '../collections/limits.ts';
import type { ParserConfig } from '../config.ts';

/** One recipe with a photo of up to 10 MB, saved and its photo encoded: ample on a busy machine. */
const SAVE_TIMEOUT_MS = 60_000;

const CANCELLED = 'The account was deleted: the import stopped.';

export interface CollectionWorker {
  worker: Worker<CollectionJobData, CollectionProgress>;
  close(force?: boolean): Promise<void>;
}

/** The recipe as the recipes service takes it: photo bytes as base64. */
export function saveRequest(recipe: CollectionRecipe): CollectionRecipeRequest {
  const { photo, ...fields } = recipe;
  return {
    recipe: fields,
    photo:
      photo === null
        ? null
        : 'bytes' in photo
          ? { base64: Buffer.from(photo.bytes).toString('base64') }
          : photo,
  };
}

export function startCollectionWorker(
  config: ParserConfig,
  deps: { logger: Logger; redis?: Redis },
): CollectionWorker {
  const log = deps.logger;
  const redis = deps.redis ?? createRedis(config.REDIS_URL);
  const pool = new CollectionPool({ timeoutMs: config.COLLECTION_READ_TIMEOUT_MS });
  const recipes = new InternalClient({
    baseUrl: config.RECIPES_URL,
    token: config.INTERNAL_TOKEN,
    timeoutMs: SAVE_TIMEOUT_MS,
  });

  const importCollection = async (
    job: Job<CollectionJobData, CollectionProgress>,
  ): Promise<CollectionProgress> => {
    const { userId, uploadKey, fileName, requestId } = job.data;
    // The owner deleted their account: nothing more is saved (the erasure removes the job).
    const cancelKey = collectionCancelKey(config.PARSER_QUEUE_PREFIX, job.id ?? '');
    const stopIfCancelled = async () => {
      if ((await redis.exists(cancelKey)) === 1) throw new UnrecoverableError(CANCELLED);
    };
    await stopIfCancelled();
    const progress = { ...queuedProgress(), state: 'reading' as const };
    await job.updateProgress(progress);
    const bytes = await redis.getBuffer(uploadKey);
    await redis.del(uploadKey);
    const refuse = async (message: string): Promise<never> => {
      await job.updateProgress({ ...progress, state: 'refused', message });
      throw new UnrecoverableError(message);
    };
    if (!bytes) return refuse(COLLECTION_IMPORT_MESSAGES.expired);
    let reading;
    try {
      reading = await pool.read(new Uint8Array(bytes), fileName);
    } catch (error) {
      if (error instanceof CollectionRefused) return refuse(error.message);
      throw error;
    }
    Object.assign(progress, {
      state: 'importing',
      format: reading.format,
      read: reading.recipes.length + reading.failed.length,
      failed: reading.failed.map(({ name, reason }) => ({ title: name, reason })),
    });
    await job.updateProgress(progress);
    for (const recipe of reading.recipes) {
      await stopIfCancelled();
      const answer = await recipes
        .post<CollectionRecipeResponse>(
          `/internal/users/${userId}/collection-recipes`,
          saveRequest(recipe),
          requestId,
        )
        .catch((error: unknown): CollectionRecipeResponse => {
          // The recipes service no longer knows the owner: the account was deleted mid-import.
          if (error instanceof InternalCallError && error.answered === 404)
            throw new UnrecoverableError(CANCELLED);
          log.warn({ err: error, jobId: job.id }, 'collection import: a recipe could not be saved');
          return { outcome: 'failed', reason: COLLECTION_IMPORT_MESSAGES.failedToSave };
        });
      const item = (reason: string) => ({ title: recipe.title, reason });
      if (answer.outcome === 'imported') {
        progress.imported += 1;
        if (answer.photoWarning) progress.photoWarnings.push(item(answer.photoWarning));
      } else if (answer.outcome === 'skipped') progress.skipped.push(item(answer.reason));
      else progress.failed.push(item(answer.reason));
      await job.updateProgress(progress);
    }
    const done = { ...progress, state: 'done' as const };
    await job.updateProgress(done);
    log.info({ jobId: job.id, imported: done.imported, skipped: done.skipped.length }, 'collection imported');
    return done;
  };

  const worker = new Worker<CollectionJobData, CollectionProgress>(
    QUEUES.collections,
    dispatch<CollectionJobData, CollectionProgress>({
      [JOB_NAMES.collections.importCollection]: importCollection,
    }),
    {
      connection: queueConnection(config.REDIS_URL, 'worker'),
      prefix: config.PARSER_QUEUE_PREFIX,
      // Reading is one thread's work; saving waits on the recipes service: a few at once.
      concurrency: 2,
      lockDuration: config.PARSER_WORKER_LOCK_MS,
      stalledInterval: config.PARSER_WORKER_STALLED_CHECK_MS,
    },
  );
  worker.on('error', (err) => log.error({ err }, 'collection worker error'));

  let closing: Promise<void> | null = null;
  return {
    worker,
    close(force = false) {
      closing ??= (async () => {
        await worker.close(force);
        await pool.close();
        if (!deps.redis) redis.disconnect();
      })();
      return closing;
    },
  };
}
