/**
 * Uploads are read in a worker thread of their own, never on the event loop of the process that
 * runs the import job: unpacking and reading thousands of recipes is CPU work, and an upload is
 * untrusted. One thread (an upload at a time per worker process), a deadline, and the thread
 * ended and replaced when a reading runs past it.
 */
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { CollectionReading } from './collection-recipe.ts';
import type { CollectionTask, CollectionTaskResult } from './collection-task.ts';
import { COLLECTION_MESSAGES, CollectionRefused } from './limits.ts';

const TASK_FILE = fileURLToPath(new URL('./collection-task.ts', import.meta.url));

export class CollectionPool {
  private readonly pool: Piscina<CollectionTask, CollectionTaskResult>;
  private readonly timeoutMs: number;

  constructor(options: { timeoutMs: number }) {
    this.timeoutMs = options.timeoutMs;
    this.pool = new Piscina({ filename: TASK_FILE, minThreads: 0, maxThreads: 1, idleTimeout: 60_000 });
  }

  /** The upload's recipes; throws `CollectionRefused` with the reason an upload is refused. */
  async read(bytes: Uint8Array, fileName: string): Promise<CollectionReading> {
    const deadline = AbortSignal.timeout(this.timeoutMs);
    let result: CollectionTaskResult;
    try {
      result = await this.pool.run({ bytes, fileName }, { signal: deadline });
    } catch (error) {
      if (deadline.aborted) throw new CollectionRefused(COLLECTION_MESSAGES.tooSlow);
      throw error;
    }
    if ('refused' in result) throw new CollectionRefused(result.refused);
    return result.reading;
  }

  close(): Promise<void> {
    return this.pool.destroy();
  }
}
