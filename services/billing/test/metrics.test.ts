import { expectedServiceMetrics, serviceMetricsFacts } from '@cookmark/service-kit/testing';
import { type Harness, startHarness } from './helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

test('/metrics on the metrics port: requests by route and status, the Postgres pool; not on the service port', async () => {
  expect((await h.app.inject({ method: 'GET', url: '/api/pricing' })).statusCode).toBe(200);
  // The readiness check queries Postgres through the service's pool.
  expect((await h.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  const request = { method: 'GET', route: '/api/pricing', status_code: '200' };
  const { facts } = await serviceMetricsFacts(h.app, request, { postgres: true });
  expect(facts).toEqual(expectedServiceMetrics({ postgres: true }));
});
