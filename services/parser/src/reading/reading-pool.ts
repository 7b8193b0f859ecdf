import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { ParserConfig } from '../config.ts';
import type { ExtractionResult } from '../extract/index.ts';
import { type PageReader, PageTooSlow } from './page-reader.ts';
import type { ReadingTask } from './reading-task.ts';

const TASK_FILE = fileURLToPath(new URL('./reading-task.ts', import.meta.url));

export interface ReadingPoolOptions {
  /** Deadline of one page, waiting for a free thread included: what a user waits at most. */
  timeoutMs: number;
  threads: number;
  /** TEST ONLY: a task file with the same exports as reading-task.ts. */
  taskFile?: string;
}

/**
 * A PageReader on worker threads. A page past its deadline fails with PageTooSlow and its thread
 * is terminated (a runaway regex cannot be interrupted any other way) and replaced. One pool per
 * process role (API, queue worker); close it on shutdown or its threads keep the process alive.
 */
export class ReadingPool implements PageReader {
  private readonly pool: Piscina<ReadingTask, unknown>;
  private readonly timeoutMs: number;
  private closed = false;

  constructor(options: ReadingPoolOptions) {
    this.timeoutMs = options.timeoutMs;
    this.pool = new Piscina({
      filename: options.taskFile ?? TASK_FILE,
      minThreads: 1,
      maxThreads: options.threads,
      // Pages wait for a thread rather than piling up threads on a small machine.
      concurrentTasksPerWorker: 1,
      // A thread beyond the first stays for the rest of a burst instead of starting anew per page.
      idleTimeout: 30_000,
    });
  }

  extractRecipe(html: string, url: string): Promise<ExtractionResult> {
    return this.run('extract', { html, url }) as Promise<ExtractionResult>;
  }

  readableText(html: string): Promise<string> {
    return this.run('readable', { html, url: '' }) as Promise<string>;
  }

  private async run(name: 'extract' | 'readable', task: ReadingTask): Promise<unknown> {
    // Piscina would start new threads for a task after close, keeping a stopping process alive.
    if (this.closed) throw new Error('the reading pool is closed');
    const deadline = AbortSignal.timeout(this.timeoutMs);
    try {
      return await this.pool.run(task, { name, signal: deadline });
    } catch (error) {
      if (deadline.aborted) throw new PageTooSlow();
      throw error;
    }
  }

  /** Ends the threads; pages still being read fail. */
  close(): Promise<void> {
    this.closed = true;
    return this.pool.destroy();
  }
}

export function readingPoolFrom(config: ParserConfig): ReadingPool {
  return new ReadingPool({
    timeoutMs: config.PARSER_EXTRACT_TIMEOUT_MS,
    threads: config.PARSER_EXTRACT_THREADS,
  });
}
