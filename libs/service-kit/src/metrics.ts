import { createServer as createHttpServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * Prometheus metrics of one service or worker (prom-client). They are served on a port of their
 * own (METRICS_PORT, 9464 in containers; see `startMetricsServer`), never on the service port, so
 * the gateway cannot forward them and Kubernetes scrapes them by the pods' prometheus.io/*
 * annotations, which cannot carry a token.
 *
 * - `http_request_duration_seconds{method,route,status_code}`: every answer, by route pattern
 *   (`/api/recipes/:id`, never the raw address; `(unmatched)` for a 404 of no route)
 * - `nodejs_eventloop_lag_*`, `process_*`, `nodejs_*`: prom-client's process metrics
 * - `cookmark_db_pool_connections{pool,state}`: the Postgres pool (total, idle, waiting)
 * - `cookmark_queue_jobs{queue,state}`: queue depth (waiting, active, delayed, failed)
 * - `cookmark_queue_job_duration_seconds{queue,outcome}`, `cookmark_queue_jobs_failed_total{queue}`,
 *   `cookmark_queue_jobs_completed_total{queue}`: jobs this worker process ran
 */

/** Process metrics are the process's, not an app's: one registry, whatever the number of apps. */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, eventLoopMonitoringPrecision: 10 });
  }
  return processRegistry;
}

/** What the metrics need of a pg pool. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

/** What the metrics need of a BullMQ queue (no BullMQ dependency here). */
export interface QueueLike {
  name: string;
  getJobCounts(...types: string[]): Promise<Record<string, number>>;
}

interface JobLike {
  processedOn?: number | undefined;
  finishedOn?: number | undefined;
}

/** What the metrics need of a BullMQ worker. */
export interface WorkerLike {
  name: string;
  on(event: 'completed', listener: (job: JobLike) => void): unknown;
  on(event: 'failed', listener: (job: JobLike | undefined, error: Error) => void): unknown;
}

const QUEUE_STATES = ['waiting', 'active', 'delayed', 'failed'] as const;

const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const JOB_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 30, 60, 120];

export class ServiceMetrics {
  readonly registry = new Registry();
  readonly contentType = this.registry.contentType;
  private readonly pools = new Map<string, () => PoolStats>();
  private readonly queues = new Map<string, QueueLike>();
  private readonly requestDuration: Histogram<'method' | 'route' | 'status_code'>;
  private jobDuration: Histogram<'queue' | 'outcome'> | undefined;
  private jobsFailed: Counter<'queue'> | undefined;
  private jobsCompleted: Counter<'queue'> | undefined;

  constructor() {
    processMetrics();
    this.requestDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method, route pattern and status code',
      labelNames: ['method', 'route', 'status_code'],
      buckets: DURATION_BUCKETS,
      registers: [this.registry],
    });
    const pools = this.pools;
    new Gauge({
      name: 'cookmark_db_pool_connections',
      help: 'Postgres pool connections: total open, idle, and requests waiting for one',
      labelNames: ['pool', 'state'],
      registers: [this.registry],
      collect() {
        this.reset();
        for (const [pool, stats] of pools) {
          const now = stats();
          this.set({ pool, state: 'total' }, now.total);
          this.set({ pool, state: 'idle' }, now.idle);
          this.set({ pool, state: 'waiting' }, now.waiting);
        }
      },
    });
    const queues = this.queues;
    new Gauge({
      name: 'cookmark_queue_jobs',
      help: 'Jobs in a queue by state (waiting, active, delayed, failed), across all workers',
      labelNames: ['queue', 'state'],
      registers: [this.registry],
      async collect() {
        this.reset();
        for (const [name, queue] of queues) {
          // A scrape while Redis is away shows no queue figures rather than failing the scrape.
          const counts = await queue.getJobCounts(...QUEUE_STATES).catch(() => null);
          if (!counts) continue;
          for (const state of QUEUE_STATES) this.set({ queue: name, state }, counts[state] ?? 0);
        }
      },
    });
  }

  /** Records one answered request (the `onResponse` hook of `createServer` calls this). */
  observeRequest(method: string, route: string, statusCode: number, seconds: number): void {
    this.requestDuration.observe({ method, route, status_code: String(statusCode) }, seconds);
  }

  /** Reports a Postgres pool's use on every scrape. */
  watchPool(name: string, stats: () => PoolStats): void {
    this.pools.set(name, stats);
  }

  /** Reports a queue's depth on every scrape. */
  watchQueue(queue: QueueLike): void {
    this.queues.set(queue.name, queue);
  }

  /** Counts and times the jobs a worker of this process runs. */
  watchWorker(worker: WorkerLike): void {
    this.jobDuration ??= new Histogram({
      name: 'cookmark_queue_job_duration_seconds',
      help: 'Time a job ran in this worker process, by queue and outcome (completed, failed)',
      labelNames: ['queue', 'outcome'],
      buckets: JOB_BUCKETS,
      registers: [this.registry],
    });
    this.jobsFailed ??= new Counter({
      name: 'cookmark_queue_jobs_failed_total',
      help: 'Job attempts that failed in this worker process, by queue',
      labelNames: ['queue'],
      registers: [this.registry],
    });
    this.jobsCompleted ??= new Counter({
      name: 'cookmark_queue_jobs_completed_total',
      help: 'Jobs completed in this worker process, by queue',
      labelNames: ['queue'],
      registers: [this.registry],
    });
    const queue = worker.name;
    const { jobDuration, jobsFailed, jobsCompleted } = this;
    const ran = (job: JobLike | undefined) =>
      job?.processedOn && job.finishedOn ? (job.finishedOn - job.processedOn) / 1000 : undefined;
    jobsFailed.inc({ queue }, 0);
    jobsCompleted.inc({ queue }, 0);
    worker.on('completed', (job) => {
      jobsCompleted.inc({ queue });
      const seconds = ran(job);
      if (seconds !== undefined) jobDuration.observe({ queue, outcome: 'completed' }, seconds);
    });
    worker.on('failed', (job) => {
      jobsFailed.inc({ queue });
      const seconds = ran(job);
      if (seconds !== undefined) jobDuration.observe({ queue, outcome: 'failed' }, seconds);
    });
  }

  /** A counter of this app's own, made on first use (asking again for the name answers the same one). */
  counter<L extends string>(name: string, help: string, labelNames: readonly L[]): Counter<L> {
    const existing = this.registry.getSingleMetric(name);
    if (existing) return existing as Counter<L>;
    return new Counter({ name, help, labelNames, registers: [this.registry] });
  }

  /** The Prometheus text exposition: this app's metrics, then the process's. */
  async text(): Promise<string> {
    return (await this.registry.metrics()) + (await processMetrics().metrics());
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: ServiceMetrics;
  }
}

/** Route label of a request that matched no route: one series, whatever the address. */
export const UNMATCHED_ROUTE = '(unmatched)';

/** Times every answer of the app by route pattern and status; `createServer` calls this. */
export function registerRequestMetrics(app: FastifyInstance): ServiceMetrics {
  const metrics = new ServiceMetrics();
  app.decorate('metrics', metrics);
  // Synchronous: runs after every answer, no promise needed.
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  return metrics;
}

export interface MetricsServerOptions {
  port: number;
  host: string;
  metrics: ServiceMetrics;
  /**
   * For a process without a service port (the parser worker): also answer `/healthz` (the process
   * answers) and `/readyz` (every check passes) here, for the Kubernetes probes.
   */
  readiness?: Record<string, () => Promise<boolean>>;
}

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

/**
 * The metrics port: `GET /metrics` (and, with `readiness`, `/healthz` and `/readyz`); anything
 * else is a 404. A plain HTTP server: Prometheus and the kubelet are its only callers.
 */
export async function startMetricsServer(options: MetricsServerOptions): Promise<MetricsServer> {
  const json = (response: ServerResponse, status: number, body: unknown) =>
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  const server: Server = createHttpServer((request, response) => {
    const path = (request.url ?? '').split('?', 1)[0];
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return json(response, 405, { message: 'Method not allowed' });
    if (path === '/metrics') {
      options.metrics.text().then(
        (text) => response.writeHead(200, { 'content-type': options.metrics.contentType }).end(text),
        () => json(response, 500, { message: 'Metrics failed' }),
      );
      return;
    }
    if (options.readiness && path === '/healthz') return json(response, 200, { status: 'ok' });
    if (options.readiness && path === '/readyz') {
      const checks = Object.entries(options.readiness);
      Promise.all(
        checks.map(async ([name, check]) => [name, await check().catch(() => false)] as const),
      ).then(
        (results) => {
          const ready = results.every(([, ok]) => ok);
          json(response, ready ? 200 : 503, {
            status: ready ? 'ok' : 'unavailable',
            checks: Object.fromEntries(results),
          });
        },
        () => json(response, 503, { status: 'unavailable' }),
      );
      return;
    }
    json(response, 404, { message: 'Not found' });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
}
