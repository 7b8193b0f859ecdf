import { EventEmitter } from 'node:events';
import type { AddressInfo } from 'node:net';
import {
  createServer,
  listenWithGracefulShutdown,
  ServiceMetrics,
  startMetricsServer,
  UNMATCHED_ROUTE,
} from '../src/index.ts';
import { metricValue, scrapeMetrics } from '../src/testing.ts';

function appWithRoutes() {
  const app = createServer({ name: 'metrics-test', logger: false });
  app.get('/api/items/:id', async (request) => ({ id: (request.params as { id: string }).id }));
  app.get('/api/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, 60));
    return { ok: true };
  });
  return app;
}

describe('/metrics (service-kit)', () => {
  test('times every answer by route pattern and status; raw addresses never become labels', async () => {
    const app = appWithRoutes();
    await app.inject('/api/items/42');
    await app.inject('/api/items/43');
    await app.inject('/api/slow');
    await app.inject('/api/no-such-route/secret-token-123');
    const text = await scrapeMetrics(app);

    const count = (route: string, status: string) =>
      metricValue(text, 'http_request_duration_seconds_count', { method: 'GET', route, status_code: status });
    expect(count('/api/items/:id', '200')).toBe(2);
    expect(count('/api/slow', '200')).toBe(1);
    expect(count(UNMATCHED_ROUTE, '404')).toBe(1);
    expect(text).not.toContain('/api/items/42');
    expect(text).not.toContain('secret-token-123');
    // The slow route took at least 60 ms: not in the 50 ms bucket, in the 100 ms one.
    const bucket = (le: string) =>
      metricValue(text, 'http_request_duration_seconds_bucket', {
        route: '/api/slow',
        status_code: '200',
        le,
      });
    expect(bucket('0.05')).toBe(0);
    expect(bucket('+Inf')).toBe(1);
    // Process metrics, the event-loop lag among them.
    expect(metricValue(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(metricValue(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    await app.close();
  });

  test('each app counts its own requests (two apps in one process do not mix)', async () => {
    const first = appWithRoutes();
    const second = appWithRoutes();
    await first.inject('/api/items/1');
    const text = await scrapeMetrics(second);
    expect(
      metricValue(text, 'http_request_duration_seconds_count', { route: '/api/items/:id' }),
    ).toBeUndefined();
    await Promise.all([first.close(), second.close()]);
  });

  test('the service port does not serve /metrics; the metrics port serves nothing else', async () => {
    const app = appWithRoutes();
    expect((await app.inject('/metrics')).statusCode).toBe(404);
    const server = await startMetricsServer({ port: 0, host: '127.0.0.1', metrics: app.metrics });
    const base = `http://127.0.0.1:${server.port}`;
    expect((await fetch(`${base}/metrics`)).status).toBe(200);
    expect((await fetch(`${base}/api/items/1`)).status).toBe(404);
    // Probes only where asked for (the worker, which has no service port).
    expect((await fetch(`${base}/readyz`)).status).toBe(404);
    expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(405);
    await server.close();
    await app.close();
  });

  test('with readiness checks the metrics port answers the probes: /readyz is 503 while a check fails', async () => {
    let redisUp = true;
    const server = await startMetricsServer({
      port: 0,
      host: '127.0.0.1',
      metrics: new ServiceMetrics(),
      readiness: { redis: async () => redisUp, workers: async () => true },
    });
    const base = `http://127.0.0.1:${server.port}`;
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    const ready = await fetch(`${base}/readyz`);
    expect([ready.status, await ready.json()]).toEqual([
      200,
      { status: 'ok', checks: { redis: true, workers: true } },
    ]);
    redisUp = false;
    const notReady = await fetch(`${base}/readyz`);
    expect([notReady.status, await notReady.json()]).toEqual([
      503,
      { status: 'unavailable', checks: { redis: false, workers: true } },
    ]);
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    await server.close();
  });

  test('jobs a worker runs: completed and failed counts and durations by queue', async () => {
    // Emits the two events the metrics listen to, as BullMQ's Worker (an EventEmitter) does.
    const worker = Object.assign(new EventEmitter(), { name: 'parse' });
    const metrics = new ServiceMetrics();
    metrics.watchWorker(worker);
    const emit = (event: string, ...args: unknown[]) => worker.emit(event, ...args);
    emit('completed', { processedOn: 1_000, finishedOn: 1_300 });
    emit('completed', { processedOn: 2_000, finishedOn: 2_100 });
    emit('failed', { processedOn: 3_000, finishedOn: 3_050 }, new Error('boom'));
    emit('failed', undefined, new Error('stalled'));
    const text = await metrics.text();
    expect(metricValue(text, 'cookmark_queue_jobs_completed_total', { queue: 'parse' })).toBe(2);
    expect(metricValue(text, 'cookmark_queue_jobs_failed_total', { queue: 'parse' })).toBe(2);
    expect(
      metricValue(text, 'cookmark_queue_job_duration_seconds_sum', { queue: 'parse', outcome: 'completed' }),
    ).toBeCloseTo(0.4);
    expect(
      metricValue(text, 'cookmark_queue_job_duration_seconds_count', { queue: 'parse', outcome: 'failed' }),
    ).toBe(1);
  });

  test("a counter of the app's own: made once per name, reported with the rest", async () => {
    const metrics = new ServiceMetrics();
    const tokens = metrics.counter('cookmark_test_tokens_total', 'Tokens', ['kind']);
    expect(metrics.counter('cookmark_test_tokens_total', 'Tokens', ['kind'])).toBe(tokens);
    tokens.inc({ kind: 'prompt' }, 12);
    expect(metricValue(await metrics.text(), 'cookmark_test_tokens_total', { kind: 'prompt' })).toBe(12);
    // Another app's registry is its own.
    expect(await new ServiceMetrics().text()).not.toContain('cookmark_test_tokens_total');
  });

  test('listenWithGracefulShutdown serves /metrics on METRICS_PORT, apart from the service port', async () => {
    const app = appWithRoutes();
    const probe = await startMetricsServer({ port: 0, host: '127.0.0.1', metrics: new ServiceMetrics() });
    const metricsPort = probe.port;
    await probe.close();
    await listenWithGracefulShutdown(app, { port: 0, host: '127.0.0.1', metricsPort });
    const servicePort = (app.server.address() as AddressInfo).port;
    await fetch(`http://127.0.0.1:${servicePort}/api/items/7`);
    expect((await fetch(`http://127.0.0.1:${servicePort}/metrics`)).status).toBe(404);
    const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    expect(
      metricValue(text, 'http_request_duration_seconds_count', {
        route: '/api/items/:id',
        status_code: '200',
      }),
    ).toBe(1);
    process.removeAllListeners('SIGTERM');
    process.removeAllListeners('SIGINT');
    await app.close();
  });
});
