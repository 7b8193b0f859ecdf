import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { ParserConfig } from '../config.ts';
import type { ExtractionResult } from '../extract/index.ts';
import type { PageProbe, Region } from '../photo/columns.ts';
import { type PageReader, PageTooSlow, ReadingBusy } from './page-reader.ts';
import type { ReadingTask, TextTask } from './reading-task.ts';

const TASK_FILE = fileURLToPath(new URL('./reading-task.ts', import.meta.url));

/** How long a refused page is asked to wait: a few seconds, at most the deadline of one page. */
const BUSY_RETRY_AFTER_MS = 5_000;

/** The reading-task.ts export a task runs. */
type TaskName = 'extract' | 'readable' | 'text' | 'columns';

/** A page that asks no reading: each thread reads it once when it starts (see `ready`). */
const WARM_UP: ReadingTask = { html: '<html><body></body></html>', url: '' };

export interface ReadingPoolOptions {
  /**
   * Deadline of one page's reading, counted from when a thread takes it: neither the wait for a free
   * thread nor a thread's start-up (loading the reading code, seconds on a busy machine) is counted,
   * so a burst of slow pages never spends the deadline of the pages behind them.
   */
  timeoutMs: number;
  threads: number;
  /** Pages that may wait for a thread (32 unless given); one more is refused at once (503 with Retry-After). */
  queue?: number;
  /** How much lower the threads' CPU priority is than the process's (a nice increment, Unix). */
  niceIncrement?: number;
  /** TEST ONLY: a task file with the same exports as reading-task.ts. */
  taskFile?: string;
}

/**
 * A PageReader on worker threads. A page past its deadline fails with PageTooSlow and its thread
 * is terminated (a runaway regex cannot be interrupted any other way) and replaced. One pool per
 * process role (API, queue worker); close it on shutdown or its threads keep the process alive.
 */
export class ReadingPool implements PageReader {
  private readonly pool: Piscina<ReadingTask | TextTask | PageProbe, unknown>;
  private readonly timeoutMs: number;
  private readonly threads: number;
  private readonly queue: number;
  private reading = 0;
  private readonly waiting: Array<{ go: () => void; stop: (error: Error) => void }> = [];
  private closed = false;
  private warm: Promise<void>;

  constructor(options: ReadingPoolOptions) {
    this.timeoutMs = options.timeoutMs;
    this.threads = options.threads;
    this.queue = options.queue ?? 32;
    this.pool = new Piscina({
      filename: options.taskFile ?? TASK_FILE,
      // Every thread starts with the pool and stays: a thread started for a burst would make the
      // burst's pages wait for its start-up.
      minThreads: options.threads,
      maxThreads: options.threads,
      // Pages wait for a thread rather than piling up threads on a small machine.
      concurrentTasksPerWorker: 1,
      niceIncrement: options.niceIncrement ?? 0,
    });
    this.warm = this.warmUp();
  }

  /**
   * Resolves once the threads have loaded the reading code and read a first (empty) page; pages
   * wait for it before their deadline starts. Made anew when a thread past its deadline is
   * replaced, so that the next pages do not pay for the new thread's start-up either.
   */
  get ready(): Promise<void> {
    return this.warm;
  }

  private warmUp(): Promise<void> {
    const runs = Array.from({ length: this.threads }, () => this.pool.run(WARM_UP, { name: 'readable' }));
    return Promise.all(runs).then(
      () => undefined,
      () => undefined, // a pool closed meanwhile: the page's own run says so
    );
  }

  extractRecipe(html: string, url: string): Promise<ExtractionResult> {
    return this.run('extract', { html, url }) as Promise<ExtractionResult>;
  }

  readableText(html: string): Promise<string> {
    return this.run('readable', { html, url: '' }) as Promise<string>;
  }

  readText(text: string): Promise<ExtractionResult> {
    return this.run('text', { text }) as Promise<ExtractionResult>;
  }

  pageRegions(probe: PageProbe): Promise<Region[]> {
    return this.run('columns', probe) as Promise<Region[]>;
  }

  /** Pages being read and waiting now (for tests). */
  get load(): { reading: number; waiting: number } {
    return { reading: this.reading, waiting: this.waiting.length };
  }

  private async run(name: TaskName, task: ReadingTask | TextTask | PageProbe): Promise<unknown> {
    await this.turn();
    try {
      return await this.readNow(name, task);
    } finally {
      this.handOn();
    }
  }

  /** Resolves when a thread is free for this page; refuses at once when the queue is full. */
  private turn(): Promise<void> {
    // Piscina would start new threads for a task after close, keeping a stopping process alive.
    if (this.closed) return Promise.reject(new Error('the reading pool is closed'));
    if (this.reading < this.threads) {
      this.reading++;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.queue) {
      return Promise.reject(new ReadingBusy(Math.min(BUSY_RETRY_AFTER_MS, this.timeoutMs) / 1000));
    }
    return new Promise((go, stop) => this.waiting.push({ go, stop }));
  }

  /** A page read (or given up) hands its thread to the next page waiting. */
  private handOn(): void {
    const next = this.waiting.shift();
    if (next) next.go();
    else this.reading--;
  }

  private async readNow(name: TaskName, task: ReadingTask | TextTask | PageProbe): Promise<unknown> {
    await this.warm;
    if (this.closed) throw new Error('the reading pool is closed');
    const deadline = AbortSignal.timeout(this.timeoutMs);
    try {
      return await this.pool.run(task, { name, signal: deadline });
    } catch (error) {
      if (deadline.aborted) {
        // Its thread is terminated and replaced: the pages after it wait for the new one's start.
        if (!this.closed) this.warm = this.warmUp();
        throw new PageTooSlow();
      }
      throw error;
    }
  }

  /** Ends the threads; pages still being read fail. */
  close(): Promise<void> {
    this.closed = true;
    for (const waiter of this.waiting.splice(0)) waiter.stop(new Error('the reading pool is closed'));
    return this.pool.destroy();
  }
}

export function readingPoolFrom(config: ParserConfig): ReadingPool {
  return new ReadingPool({
    timeoutMs: config.PARSER_EXTRACT_TIMEOUT_MS,
    threads: config.PARSER_EXTRACT_THREADS,
    queue: config.PARSER_EXTRACT_QUEUE,
    niceIncrement: config.PARSER_EXTRACT_NICE,
  });
}
