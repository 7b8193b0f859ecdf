import { testServiceMetrics } from '@cookmark/service-kit/testing';
import { signUp, startHarness } from './helpers.ts';

testServiceMetrics({
  start: startHarness,
  postgres: true,
  exercise: async (h) => {
    await signUp(h.app);
    await h.app.inject({ method: 'GET', url: '/api/auth/user' });
    return { counted: { method: 'GET', route: '/api/auth/user', status_code: '401' } };
  },
});
