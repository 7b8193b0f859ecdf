import { expectedServiceMetrics, serviceMetricsFacts } from '@cookmark/service-kit/testing';
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
  const request = { method: 'GET', route: '/api/recipes/:id', status_code: '200' };
  const { facts, text } = await serviceMetricsFacts(h.app, request, { postgres: true });
  expect(facts).toEqual(expectedServiceMetrics({ postgres: true }));
  expect(text).not.toContain(recipe.id);
});
