import { expectedServiceMetrics, serviceMetricsFacts } from '@cookmark/service-kit/testing';
import { type Harness, signUp, startHarness } from './helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

test('/metrics on the metrics port: requests by route and status, the Postgres pool, the event loop; not on the service port', async () => {
  await signUp(h.app);
  await h.app.inject({ method: 'GET', url: '/api/auth/user' });
  const request = { method: 'GET', route: '/api/auth/user', status_code: '401' };
  const { facts } = await serviceMetricsFacts(h.app, request, { postgres: true });
  expect(facts).toEqual(expectedServiceMetrics({ postgres: true }));
});
