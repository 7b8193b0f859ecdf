import { once } from 'node:events';
import { QUEUES } from '@cookmark/queue';
import { ServiceMetrics } from '@cookmark/service-kit';
import { expectedServiceMetrics, metricValue, serviceMetricsFacts } from '@cookmark/service-kit/testing';
import {
  type Fixture,
  fixturePage,
  type Harness,
  routes,
  send,
  startFixture,
  startHarness,
} from './helpers.ts';

let h: Harness;
let site: Fixture;
let base: string;
const workerMetrics = new ServiceMetrics();
let worker: ReturnType<Harness['startWorker']>['worker'];

beforeAll(async () => {
  h = await startHarness();
  site = await startFixture(
    routes({
      '/pie': (_req, res) => send(res, fixturePage('jsonld-pie.html')),
      '/gone': (_req, res) => send(res, 'gone', {}, 404),
    }),
  );
  base = `http://127.0.0.1:${site.port}`;
  // What worker.ts does: the worker process's metrics watch its BullMQ workers.
  worker = h.startWorker().worker;
  workerMetrics.watchWorker(worker);
});
afterAll(async () => {
  await h.close();
  await site.close();
});

const parse = (url: string) =>
  h.app.inject({ method: 'POST', url: '/api/parse-recipe', payload: { url }, remoteAddress: '127.0.0.1' });

test('the API reports requests by route and the queue depth; the worker, jobs by outcome and their durations', async () => {
  // The API may hear of a job's end (through Redis) before the worker's own event has run.
  const completed = once(worker, 'completed');
  expect((await parse(`${base}/pie`)).statusCode).toBe(200);
  await completed;
  const failed = once(worker, 'failed');
  const refused = await parse(`${base}/gone`);
  expect(refused.statusCode).toBeGreaterThanOrEqual(400);
  await failed;

  const request = { method: 'POST', route: '/api/parse-recipe', status_code: '200' };
  const { facts, text: api } = await serviceMetricsFacts(h.app, request, { postgres: false });
  expect(facts).toEqual(expectedServiceMetrics({ postgres: false }));
  for (const state of ['waiting', 'active', 'delayed'])
    expect([state, metricValue(api, 'cookmark_queue_jobs', { queue: QUEUES.parse, state })]).toEqual([
      state,
      0,
    ]);
  expect(metricValue(api, 'cookmark_queue_jobs', { queue: QUEUES.parse, state: 'failed' })).toBe(1);

  const jobs = await workerMetrics.text();
  expect(metricValue(jobs, 'cookmark_queue_jobs_completed_total', { queue: QUEUES.parse })).toBe(1);
  expect(metricValue(jobs, 'cookmark_queue_jobs_failed_total', { queue: QUEUES.parse })).toBe(1);
  expect(
    metricValue(jobs, 'cookmark_queue_job_duration_seconds_count', {
      queue: QUEUES.parse,
      outcome: 'completed',
    }),
  ).toBe(1);
  expect(
    metricValue(jobs, 'cookmark_queue_job_duration_seconds_sum', {
      queue: QUEUES.parse,
      outcome: 'completed',
    }),
  ).toBeGreaterThan(0);
});
