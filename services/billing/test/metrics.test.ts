import { testServiceMetrics } from '@cookmark/service-kit/testing';
import { startHarness } from './helpers.ts';

testServiceMetrics({
  start: startHarness,
  postgres: true,
  exercise: async (h) => {
    expect((await h.app.inject({ method: 'GET', url: '/api/pricing' })).statusCode).toBe(200);
    // The readiness check queries Postgres through the service's pool.
    expect((await h.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    return { counted: { method: 'GET', route: '/api/pricing', status_code: '200' } };
  },
});
