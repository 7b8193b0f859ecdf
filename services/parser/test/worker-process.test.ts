/**
 * The worker process (src/worker.ts) as Kubernetes runs it: no service port, so its metrics port
 * answers the probes and /metrics; SIGTERM drains and exits.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { QUEUES } from '@cookmark/queue';
import { metricValue } from '@cookmark/service-kit/testing';
import { REDIS_URL } from './helpers.ts';

let child: ChildProcess;
let base: string;

beforeAll(async () => {
  child = spawn(process.execPath, [resolve(__dirname, '../src/worker.ts')], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      REDIS_URL,
      PARSER_QUEUE_PREFIX: `test-${randomBytes(6).toString('hex')}`,
      PARSER_RENDER: 'false',
      // Any free port: the worker logs the one it got.
      METRICS_PORT: '0',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  for await (const line of lines) {
    const entry = JSON.parse(line) as { msg?: string; port?: number };
    if (entry.msg === 'metrics and probes listening') {
      base = `http://127.0.0.1:${entry.port}`;
      break;
    }
  }
  // Keep reading the log so the pipe never fills.
  child.stdout!.resume();
});

afterAll(() => {
  if (child.exitCode === null) child.kill('SIGKILL');
});

test('the metrics port answers /healthz, /readyz and /metrics with the job counters of both queues', async () => {
  expect((await fetch(`${base}/healthz`)).status).toBe(200);
  const ready = await fetch(`${base}/readyz`);
  expect([ready.status, await ready.json()]).toEqual([
    200,
    { status: 'ok', checks: { redis: true, workers: true } },
  ]);
  const text = await (await fetch(`${base}/metrics`)).text();
  for (const queue of [QUEUES.parse, QUEUES.ai])
    expect([queue, metricValue(text, 'cookmark_queue_jobs_failed_total', { queue })]).toEqual([queue, 0]);
  expect(metricValue(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
  expect((await fetch(`${base}/api/parse-recipe`)).status).toBe(404);
});

test('SIGTERM: the worker drains, closes the metrics port and exits 0', async () => {
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const [code] = await exited;
  expect(code).toBe(0);
  await expect(fetch(`${base}/healthz`)).rejects.toThrow();
});
