import { testRedisUrl } from '@cookmark/db';
import { stackMetricsPorts } from '@cookmark/infra';

/** Ports of the stack the attack suite starts: apart from the dev stack's (3000...) and e2e's (4100...). */
export const SECURITY_PORTS = {
  gateway: 4200,
  auth: 4201,
  recipes: 4202,
  parser: 4203,
  grocery: 4204,
  billing: 4205,
  stripe: 4211,
  smtp: 4225,
  mailHttp: 4280,
};

export const BASE_URL = `http://localhost:${SECURITY_PORTS.gateway}`;
/** The stack's Redis: database 2 of the run's test Redis (a function: global-setup decides that Redis first). */
export const securityRedisUrl = (): string => process.env['TEST_REDIS_URL_SECURITY'] ?? testRedisUrl(2);

/** The service ports an attacker on the host could reach past the gateway. */
export const SERVICE_PORTS = {
  auth: SECURITY_PORTS.auth,
  recipes: SECURITY_PORTS.recipes,
  parser: SECURITY_PORTS.parser,
  grocery: SECURITY_PORTS.grocery,
  billing: SECURITY_PORTS.billing,
};

/** Each process's metrics port (Prometheus; never reachable through the gateway). */
export const METRICS_PORTS = stackMetricsPorts(SECURITY_PORTS.gateway);

/** Where global-setup leaves the stack's database address for the tests that read it directly. */
export const SECURITY_DATABASE_ENV = 'COOKMARK_SECURITY_DATABASE_URL';

/** Where global-setup leaves the address of the stack's OpenAI stand-in (its `/v1` base URL). */
export const SECURITY_OPENAI_ENV = 'COOKMARK_SECURITY_OPENAI_URL';
