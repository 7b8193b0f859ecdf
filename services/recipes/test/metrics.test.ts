import { metricValue, scrapeMetrics } from '@cookmark/service-kit/testing';
import { type Harness, startHarness } from './helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

test('/metrics on the metrics port: requests by route pattern and status, the Postgres pool; not on the service port', async () => {
  const user = await h.createUser();
  const recipe = await h.createRecipe(user);
  expect((await h.call(user, 'GET', `/api/recipes/${recipe.id}`)).statusCode).toBe(200);
  const text = await scrapeMetrics(h.app);
  expect(
    metricValue(text, 'http_request_duration_seconds_count', {
      method: 'GET',
      route: '/api/recipes/:id',
      status_code: '200',
    }),
  ).toBe(1);
  expect(text).not.toContain(recipe.id);
  expect(
    metricValue(text, 'cookmark_db_pool_connections', { pool: 'postgres', state: 'total' }),
  ).toBeGreaterThan(0);
  expect(metricValue(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
  expect((await h.call(user, 'GET', '/metrics')).statusCode).toBe(404);
});
