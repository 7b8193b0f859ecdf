import { fileURLToPath } from 'node:url';
import { EXPORT_MESSAGES } from '@cookmark/contracts';
import { AppError } from '@cookmark/service-kit';
import { Piscina } from 'piscina';
import { z } from 'zod';
import type { PdfRequest } from './render-pdf.ts';

const TASK_FILE = fileURLToPath(new URL('./render-task.ts', import.meta.url));

export interface ExportPoolOptions {
  /** Threads rendering at once; more exports wait their turn. */
  threads: number;
  /** Deadline of one export, the wait for a thread included. */
  timeoutMs: number;
}

/** An export not made by its deadline: its thread is ended and the user told (503). */
export class ExportTooSlow extends AppError {
  constructor() {
    super(503, EXPORT_MESSAGES.tooSlow);
  }
}

/**
 * Renders PDFs in worker threads: laying out and compressing hundreds of pages of untrusted text
 * is CPU work that would otherwise stall every other request of the service. Close it on shutdown
 * or its threads keep the process alive.
 */
export class ExportPool {
  private readonly pool: Piscina<PdfRequest, Uint8Array>;
  private readonly timeoutMs: number;
  private closed = false;

  constructor(options: ExportPoolOptions) {
    this.timeoutMs = options.timeoutMs;
    this.pool = new Piscina({
      filename: TASK_FILE,
      minThreads: 0,
      maxThreads: options.threads,
      concurrentTasksPerWorker: 1,
      // A thread stays for the rest of a burst; loading the fonts again costs a little.
      idleTimeout: 60_000,
    });
  }

  async render(request: PdfRequest): Promise<Buffer> {
    if (this.closed) throw new Error('the export pool is closed');
    const deadline = AbortSignal.timeout(this.timeoutMs);
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
    return this.pool.destroy();
  }
}

/** The environment settings of the pool, for a service's config schema (validated at boot). */
export const exportConfigFields = {
  /** Threads rendering PDFs at once in one service process. */
  EXPORT_THREADS: z.coerce.number().int().min(1).max(16).default(1),
  /** How long one PDF export may take, waiting for a thread included. */
  EXPORT_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
};

export function exportPoolFrom(config: { EXPORT_THREADS: number; EXPORT_TIMEOUT_MS: number }): ExportPool {
  return new ExportPool({ threads: config.EXPORT_THREADS, timeoutMs: config.EXPORT_TIMEOUT_MS });
}
