import { fileURLToPath } from 'node:url';
import { EXPORT_MESSAGES } from '@cookmark/contracts';
import { AppError, TryAgainLater } from '@cookmark/contracts/errors';
import { Piscina } from 'piscina';
import { z } from 'zod';
import type { PdfRequest } from './render-pdf.ts';

const TASK_FILE = fileURLToPath(new URL('./render-task.ts', import.meta.url));

export interface ExportPoolOptions {
  /** Threads rendering at once; more exports wait their turn. */
  threads: number;
  /** Deadline of one export's rendering, counted from when a thread takes it (the wait is not counted). */
  timeoutMs: number;
  /** Exports that may wait for a thread; one more is refused at once (503 with Retry-After). */
  queue: number;
  /** TEST ONLY: a task file with the same default export as render-task.ts. */
  taskFile?: string;
}

/** An export not made by its deadline: its thread is ended and the user told (503). */
export class ExportTooSlow extends AppError {
  constructor() {
    super(503, EXPORT_MESSAGES.tooSlow);
  }
}

/** Every thread busy and the queue full: refused at once rather than left waiting (503). */
export class ExportBusy extends TryAgainLater {
  constructor(retryAfterSeconds: number) {
    super(503, EXPORT_MESSAGES.busy, retryAfterSeconds);
  }
}

/** How long a refused export is asked to wait: a few seconds, at most the deadline of one export. */
const BUSY_RETRY_AFTER_MS = 10_000;

/**
 * Renders PDFs in worker threads: laying out and compressing hundreds of pages of untrusted text
 * is CPU work that would otherwise stall every other request of the service. At most `threads`
 * render at once and `queue` wait; each export's deadline starts when a thread takes it, so one
 * user's long export never spends another's deadline. Close it on shutdown or its threads keep the
 * process alive.
 */
export class ExportPool {
  private readonly pool: Piscina<PdfRequest, Uint8Array>;
  private readonly options: ExportPoolOptions;
  private running = 0;
  private readonly waiting: Array<{ go: () => void; stop: (error: Error) => void }> = [];
  private closed = false;

  constructor(options: ExportPoolOptions) {
    this.options = options;
    this.pool = new Piscina({
      filename: options.taskFile ?? TASK_FILE,
      minThreads: 0,
      maxThreads: options.threads,
      concurrentTasksPerWorker: 1,
      // A thread stays for the rest of a burst; loading the fonts again costs a little.
      idleTimeout: 60_000,
    });
  }

  /** Exports rendering and waiting now (for tests and metrics). */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  async render(request: PdfRequest): Promise<Buffer> {
    await this.turn();
    try {
      return await this.renderNow(request);
    } finally {
      this.handOn();
    }
  }

  /** Resolves when a thread is free for this export; refuses at once when the queue is full. */
  private turn(): Promise<void> {
    if (this.closed) return Promise.reject(new Error('the export pool is closed'));
    if (this.running < this.options.threads) {
      this.running++;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.options.queue) {
      return Promise.reject(new ExportBusy(Math.min(BUSY_RETRY_AFTER_MS, this.options.timeoutMs) / 1000));
    }
    return new Promise((go, stop) => this.waiting.push({ go, stop }));
  }

  /** A finished export gives its thread to the next one waiting. */
  private handOn(): void {
    const next = this.waiting.shift();
    if (next) next.go();
    else this.running--;
  }

  private async renderNow(request: PdfRequest): Promise<Buffer> {
    const deadline = AbortSignal.timeout(this.options.timeoutMs);
    try {
      const bytes = await this.pool.run(request, { signal: deadline });
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    } catch (error) {
      if (deadline.aborted) throw new ExportTooSlow();
      throw error;
    }
  }

  close(): Promise<void> {
    this.closed = true;
    for (const waiter of this.waiting.splice(0)) waiter.stop(new Error('the export pool is closed'));
    return this.pool.destroy();
  }
}

/** The environment settings of the pool, for a service's config schema (validated at boot). */
export const exportConfigFields = {
  /** Threads rendering PDFs at once in one service process. */
  EXPORT_THREADS: z.coerce.number().int().min(1).max(16).default(1),
  /** How long rendering one PDF export may take, from when a thread takes it. */
  EXPORT_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  /** Exports that may wait for a thread in one service process; one more answers 503 at once. */
  EXPORT_QUEUE: z.coerce.number().int().min(0).max(1000).default(8),
};

export function exportPoolFrom(config: {
  EXPORT_THREADS: number;
  EXPORT_TIMEOUT_MS: number;
  EXPORT_QUEUE: number;
}): ExportPool {
  return new ExportPool({
    threads: config.EXPORT_THREADS,
    timeoutMs: config.EXPORT_TIMEOUT_MS,
    queue: config.EXPORT_QUEUE,
  });
}
