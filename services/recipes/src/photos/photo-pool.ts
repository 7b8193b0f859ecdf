import { fileURLToPath } from 'node:url';
import { PHOTO_LIMITS, PHOTO_MESSAGES } from '@cookmark/contracts';
import { AppError, TryAgainLater } from '@cookmark/contracts/errors';
import { Piscina } from 'piscina';
import type { ImageType } from './image-type.ts';
import type { PhotoTask, PhotoTaskResult } from './photo-task.ts';

const TASK_FILE = fileURLToPath(new URL('./photo-task.ts', import.meta.url));

/** Photos that may wait for the thread in one process; one more answers 503 at once. */
const QUEUE = 8;
const RETRY_AFTER_SECONDS = 3;

export interface EncodedPhoto {
  widths: number[];
  /** One WebP per width, in the order of `widths`. */
  webp: Buffer[];
  jpeg: Buffer;
}

/**
 * Photo re-encoding in one worker thread (Piscina), off the service's event loop: decoding and
 * encoding a photo is CPU work of up to a second. The queue is bounded (a full one answers 503 with
 * Retry-After); close it on shutdown or its thread keeps the process alive.
 */
export class PhotoPool {
  private readonly pool: Piscina<PhotoTask, PhotoTaskResult>;

  constructor(options: { taskFile?: string; threads?: number } = {}) {
    this.pool = new Piscina({
      filename: options.taskFile ?? TASK_FILE,
      minThreads: 0,
      maxThreads: options.threads ?? 1,
      maxQueue: QUEUE,
      concurrentTasksPerWorker: 1,
      idleTimeout: 60_000,
    });
  }

  /** The photo re-encoded, or the error to answer (422 too many pixels or damaged, 503 busy). */
  async encode(bytes: Uint8Array, type: ImageType): Promise<EncodedPhoto> {
    if (this.pool.queueSize >= QUEUE) throw new TryAgainLater(503, PHOTO_MESSAGES.busy, RETRY_AFTER_SECONDS);
    const result = await this.pool.run({
      bytes,
      type,
      widths: PHOTO_LIMITS.widths,
      pdfWidth: PHOTO_LIMITS.pdfWidth,
      maxPixels: PHOTO_LIMITS.pixels,
    });
    if (!result.ok) throw new AppError(422, PHOTO_MESSAGES[result.reason]);
    return {
      widths: result.widths,
      webp: result.webp.map((bytes) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)),
      jpeg: Buffer.from(result.jpeg.buffer, result.jpeg.byteOffset, result.jpeg.byteLength),
    };
  }

  close(): Promise<void> {
    return this.pool.destroy();
  }
}
