import { testRedisUrl } from '@cookmark/db';

/** Ports of the stack the end-to-end tests start; apart from the dev stack's (3000...). */
export const E2E_PORTS = {
  gateway: 4100,
  auth: 4101,
  recipes: 4102,
  parser: 4103,
  grocery: 4104,
  billing: 4105,
  stripe: 4111,
  smtp: 4125,
  mailHttp: 4180,
};

export const E2E_BASE_URL = `http://localhost:${E2E_PORTS.gateway}`;
/** The stack's Redis: database 1 of the run's test Redis (a function: global-setup decides that Redis first). */
export const e2eRedisUrl = (): string => process.env['TEST_REDIS_URL_E2E'] ?? testRedisUrl(1);
