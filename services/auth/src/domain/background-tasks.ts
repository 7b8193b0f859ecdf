import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a request starts but does not wait for (so its duration tells the caller nothing). A
 * failure is logged; `idle()` waits for whatever is still running, on close and in tests.
 */
export class BackgroundTasks {
  private readonly log: FastifyBaseLogger;
  private readonly running = new Set<Promise<void>>();

  constructor(log: FastifyBaseLogger) {
    this.log = log;
  }

  /** Starts the task after the current request's answer has been written. */
  run(name: string, task: () => Promise<void>): void {
    const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .catch((error: unknown) => this.log.error({ err: error, task: name }, `${name} failed`))
      .finally(() => this.running.delete(done));
    this.running.add(done);
  }

  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }
}
