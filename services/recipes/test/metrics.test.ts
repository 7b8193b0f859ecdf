import { testServiceMetrics } from '@cookmark/service-kit/testing';
import { startHarness } from './helpers.ts';

testServiceMetrics({
  start: startHarness,
  postgres: true,
  exercise: async (h) => {
    const user = await h.createUser();
    const recipe = await h.createRecipe(user);
    expect((await h.call(user, 'GET', `/api/recipes/${recipe.id}`)).statusCode).toBe(200);
    // By route pattern: the id asked for is nowhere in /metrics.
    return { counted: { method: 'GET', route: '/api/recipes/:id', status_code: '200' }, absent: [recipe.id] };
  },
});
