import { existsSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { homedir, userInfo } from 'node:os';
import { join } from 'node:path';

/**
 * The stores the tests use, each by the variable that gives its address, and where it is when
 * nothing gives one and Docker is absent (the machine's own Postgres and Redis, as `npm start` uses).
 */
export const LOCAL_TEST_STORES = {
  TEST_DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres',
  TEST_REDIS_URL: 'redis://127.0.0.1:6379',
} as const;

export type TestStoreVariable = keyof typeof LOCAL_TEST_STORES;

const STORE_NAMES: Record<TestStoreVariable, string> = {
  TEST_DATABASE_URL: 'Postgres',
  TEST_REDIS_URL: 'Redis',
};

export type TestStoreSource = 'given' | 'container' | 'local';

/** Stores started for one test run, by the variable each one's address goes to. */
export interface StartedTestStores {
  addresses: Partial<Record<TestStoreVariable, string>>;
  stop(): Promise<void>;
}

export interface TestStoreProbes {
  /** Whether a Docker daemon answers; false quickly where there is none. */
  dockerReachable(): Promise<boolean>;
  /** Starts a container for each store named. */
  startContainers(variables: TestStoreVariable[]): Promise<StartedTestStores>;
}

export interface TestStores {
  addresses: Record<TestStoreVariable, string>;
  sources: Record<TestStoreVariable, TestStoreSource>;
  /** Stops the containers started for the run (nothing else). */
  stop(): Promise<void>;
}

/**
 * Where this test run's Postgres and Redis are: an address given in the environment is used as
 * it is; a store without one runs in a container when Docker answers, and is the local one
 * otherwise. Docker is asked only when some address is missing.
 */
export async function chooseTestStores(
  env: Record<string, string | undefined>,
  probes: TestStoreProbes,
): Promise<TestStores> {
  const variables = Object.keys(LOCAL_TEST_STORES) as TestStoreVariable[];
  const missing = variables.filter((variable) => !env[variable]);
  const started =
    missing.length > 0 && (await probes.dockerReachable())
      ? await probes.startContainers(missing)
      : undefined;
  const addresses = {} as Record<TestStoreVariable, string>;
  const sources = {} as Record<TestStoreVariable, TestStoreSource>;
  for (const variable of variables) {
    const given = env[variable];
    const contained = started?.addresses[variable];
    addresses[variable] = given || contained || LOCAL_TEST_STORES[variable];
    sources[variable] = given ? 'given' : contained ? 'container' : 'local';
  }
  return { addresses, sources, stop: () => started?.stop() ?? Promise.resolve() };
}

/** One line for the run's output: which Postgres and Redis the tests use, and why. */
export function describeTestStores(stores: TestStores): string {
  const variables = Object.keys(stores.addresses) as TestStoreVariable[];
  const how: Record<TestStoreSource, (variable: TestStoreVariable) => string> = {
    given: (variable) => `from ${variable}`,
    container: () => 'Testcontainers',
    local: () => 'local',
  };
  const each = variables.map(
    (variable) =>
      `${STORE_NAMES[variable]} ${hostAndPort(stores.addresses[variable])} (${how[stores.sources[variable]](variable)})`,
  );
  const local = variables.filter((variable) => stores.sources[variable] === 'local');
  const why = local.length > 0 ? `; no ${local.join(' or ')} given and no Docker daemon found` : '';
  return `test stores: ${each.join(', ')}${why}`;
}

/** host:port only: a given address may carry a password, which the run's output should not show. */
function hostAndPort(address: string): string {
  return new URL(address).host;
}

/** Where a Docker daemon may answer: a socket, a TCP address, or a setting only testcontainers reads. */
export type DockerEndpoint = { socketPath: string } | { host: string; port: number } | 'ask-testcontainers';

/**
 * Where testcontainers would look for Docker: DOCKER_HOST, its own properties file, the Docker sockets
 * on disk (root, rootless, Docker Desktop). Only file checks: where there is none, asking costs nothing.
 */
export function dockerEndpoints(
  env: Record<string, string | undefined> = process.env,
  exists: (path: string) => boolean = existsSync,
  platform: NodeJS.Platform = process.platform,
): DockerEndpoint[] {
  const home = homedir();
  const endpoints: DockerEndpoint[] = [];
  if (env['DOCKER_HOST']) endpoints.push(dockerHostEndpoint(env['DOCKER_HOST'], env));
  if (platform === 'win32' || exists(join(home, '.testcontainers.properties')))
    endpoints.push('ask-testcontainers');
  const sockets = [
    '/var/run/docker.sock',
    env['XDG_RUNTIME_DIR'] && join(env['XDG_RUNTIME_DIR'], 'docker.sock'),
    join(home, '.docker', 'run', 'docker.sock'),
    join(home, '.docker', 'desktop', 'docker.sock'),
    join('/run', 'user', String(userInfo().uid), 'docker.sock'),
  ];
  // XDG_RUNTIME_DIR is usually /run/user/<uid>: each socket once.
  for (const socketPath of new Set(sockets))
    if (socketPath && exists(socketPath)) endpoints.push({ socketPath });
  return endpoints;
}

/** A plain unix:// or tcp:// DOCKER_HOST can be pinged here; TLS, ssh:// and the like are testcontainers'. */
function dockerHostEndpoint(dockerHost: string, env: Record<string, string | undefined>): DockerEndpoint {
  const url = new URL(dockerHost);
  if (url.protocol === 'unix:') return { socketPath: url.pathname };
  if (url.protocol === 'tcp:' && !env['DOCKER_TLS_VERIFY'])
    return { host: url.hostname, port: Number(url.port || 2375) };
  return 'ask-testcontainers';
}

/**
 * Whether Docker's `GET /_ping` answers OK within `timeoutMs`: a socket left by a stopped daemon, or
 * a DOCKER_HOST on a machine that is down, costs at most that, not the second testcontainers takes to load.
 */
export function dockerPings(
  endpoint: { socketPath: string } | { host: string; port: number },
  timeoutMs = 1_000,
): Promise<boolean> {
  return new Promise((resolve) => {
    const request = httpGet({ ...endpoint, path: '/_ping', timeout: timeoutMs }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(false));
  });
}

async function dockerReachable(): Promise<boolean> {
  for (const endpoint of dockerEndpoints()) {
    if (endpoint !== 'ask-testcontainers') {
      if (await dockerPings(endpoint)) return true;
      continue;
    }
    const { dockerAnswers } = await import('./test-containers.ts');
    if (await dockerAnswers()) return true;
  }
  return false;
}

/** Containers through testcontainers, loaded only once Docker has answered. */
const DEFAULT_PROBES: TestStoreProbes = {
  dockerReachable,
  async startContainers(variables) {
    const { startTestContainers } = await import('./test-containers.ts');
    return startTestContainers(variables);
  },
};

const RUN_KEY = '__COOKMARK_TEST_STORES__';

/**
 * For a Jest globalSetup: decides the run's stores, prints which, and hands their addresses to the
 * tests (and to processes they start) through TEST_DATABASE_URL and TEST_REDIS_URL.
 */
export async function setUpTestStores(probes: TestStoreProbes = DEFAULT_PROBES): Promise<TestStores> {
  const stores = await chooseTestStores(process.env, probes);
  Object.assign(process.env, stores.addresses);
  (globalThis as Record<string, unknown>)[RUN_KEY] = stores;
  console.log(describeTestStores(stores));
  return stores;
}

/** For a Jest globalTeardown: stops what `setUpTestStores` started. */
export async function tearDownTestStores(): Promise<void> {
  const stores = (globalThis as Record<string, unknown>)[RUN_KEY] as TestStores | undefined;
  delete (globalThis as Record<string, unknown>)[RUN_KEY];
  await stores?.stop();
}

/**
 * The run's test Redis (TEST_REDIS_URL, which the run's global setup sets), with database `index`
 * selected when given: suites that start whole stacks keep their keys apart from the service
 * tests' on the same server.
 */
export function testRedisUrl(index?: number): string {
  const address = process.env['TEST_REDIS_URL'] || LOCAL_TEST_STORES.TEST_REDIS_URL;
  if (index === undefined) return address;
  const url = new URL(address);
  url.pathname = `/${index}`;
  return url.toString();
}
