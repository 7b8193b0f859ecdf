import { metricValue, scrapeMetrics } from '@cookmark/service-kit/testing';
import { type Harness, startHarness } from './helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

test('/metrics on the metrics port: requests by route and status, the Postgres pool; not on the service port', async () => {
  expect((await h.app.inject({ method: 'GET', url: '/api/grocery-lists' })).statusCode).toBe(401);
  // The readiness check queries Postgres through the service's pool.
  expect((await h.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  const text = await scrapeMetrics(h.app);
  expect(
    metricValue(text, 'http_request_duration_seconds_count', {
      method: 'GET',
      route: '/api/grocery-lists',
      status_code: '401',
    }),
  ).toBe(1);
  expect(
    metricValue(text, 'cookmark_db_pool_connections', { pool: 'postgres', state: 'total' }),
  ).toBeGreaterThan(0);
  expect(metricValue(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
  expect((await h.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
});
