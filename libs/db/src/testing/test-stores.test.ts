import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  chooseTestStores,
  describeTestStores,
  dockerEndpoints,
  dockerPings,
  type TestStoreProbes,
  type TestStoreVariable,
} from './test-stores.ts';

/** Probes standing in for Docker: records what the decision asked of it. */
function fakeDocker(reachable: boolean) {
  const asked = { reachable: 0, started: [] as TestStoreVariable[][], stopped: 0 };
  const probes: TestStoreProbes = {
    async dockerReachable() {
      asked.reachable += 1;
      return reachable;
    },
    async startContainers(variables) {
      asked.started.push(variables);
      const ports: Record<TestStoreVariable, string> = {
        TEST_DATABASE_URL: 'postgres://postgres:postgres@localhost:32768/postgres',
        TEST_REDIS_URL: 'redis://localhost:32769',
      };
      return {
        addresses: Object.fromEntries(variables.map((variable) => [variable, ports[variable]])),
        stop: async () => {
          asked.stopped += 1;
        },
      };
    },
  };
  return { probes, asked };
}

describe('which Postgres and Redis a test run uses', () => {
  test('addresses given are used as they are, and Docker is not asked', async () => {
    const docker = fakeDocker(true);
    const env = {
      TEST_DATABASE_URL: 'postgres://ci:s3cret@db.internal:5433/postgres',
      TEST_REDIS_URL: 'redis://cache.internal:6380',
    };
    const stores = await chooseTestStores(env, docker.probes);
    expect(stores.addresses).toEqual(env);
    expect(stores.sources).toEqual({ TEST_DATABASE_URL: 'given', TEST_REDIS_URL: 'given' });
    expect(docker.asked).toEqual({ reachable: 0, started: [], stopped: 0 });
    const line = describeTestStores(stores);
    expect(line).toBe(
      'test stores: Postgres db.internal:5433 (from TEST_DATABASE_URL), Redis cache.internal:6380 (from TEST_REDIS_URL)',
    );
    expect(line).not.toContain('s3cret');
  });

  test('without addresses or Docker: the local Postgres and Redis, as before', async () => {
    const docker = fakeDocker(false);
    const stores = await chooseTestStores({}, docker.probes);
    expect(stores.addresses).toEqual({
      TEST_DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres',
      TEST_REDIS_URL: 'redis://127.0.0.1:6379',
    });
    expect(docker.asked.started).toEqual([]);
    expect(describeTestStores(stores)).toBe(
      'test stores: Postgres 127.0.0.1:5432 (local), Redis 127.0.0.1:6379 (local); ' +
        'no TEST_DATABASE_URL or TEST_REDIS_URL given and no Docker daemon found',
    );
  });

  test('without addresses but with Docker: one container per store, stopped with the run', async () => {
    const docker = fakeDocker(true);
    const stores = await chooseTestStores({}, docker.probes);
    expect(docker.asked.started).toEqual([['TEST_DATABASE_URL', 'TEST_REDIS_URL']]);
    expect(stores.addresses).toEqual({
      TEST_DATABASE_URL: 'postgres://postgres:postgres@localhost:32768/postgres',
      TEST_REDIS_URL: 'redis://localhost:32769',
    });
    expect(describeTestStores(stores)).toBe(
      'test stores: Postgres localhost:32768 (Testcontainers), Redis localhost:32769 (Testcontainers)',
    );
    await stores.stop();
    expect(docker.asked.stopped).toBe(1);
  });

  test('one address given: only the other store gets a container', async () => {
    const docker = fakeDocker(true);
    const stores = await chooseTestStores({ TEST_REDIS_URL: 'redis://127.0.0.1:6379' }, docker.probes);
    expect(docker.asked.started).toEqual([['TEST_DATABASE_URL']]);
    expect(stores.sources).toEqual({ TEST_DATABASE_URL: 'container', TEST_REDIS_URL: 'given' });
  });
});

describe('where Docker may answer, and whether it does', () => {
  const nothingOnDisk = () => false;

  test('no DOCKER_HOST and no Docker socket: nowhere to ask', () => {
    expect(dockerEndpoints({}, nothingOnDisk, 'linux')).toEqual([]);
  });

  test('DOCKER_HOST first, then the sockets on disk; TLS is left to testcontainers', () => {
    const rootless = (path: string) => path === '/run/user/1000/docker.sock';
    expect(
      dockerEndpoints(
        { DOCKER_HOST: 'tcp://10.0.0.5:2375', XDG_RUNTIME_DIR: '/run/user/1000' },
        rootless,
        'linux',
      ),
    ).toEqual([{ host: '10.0.0.5', port: 2375 }, { socketPath: '/run/user/1000/docker.sock' }]);
    expect(dockerEndpoints({ DOCKER_HOST: 'unix:///tmp/docker.sock' }, nothingOnDisk, 'linux')).toEqual([
      { socketPath: '/tmp/docker.sock' },
    ]);
    expect(
      dockerEndpoints({ DOCKER_HOST: 'tcp://10.0.0.5:2376', DOCKER_TLS_VERIFY: '1' }, nothingOnDisk, 'linux'),
    ).toEqual(['ask-testcontainers']);
  });

  test('a socket with a daemon behind it answers the ping; a socket left behind does not, at once', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'docker-ping-'));
    const socketPath = join(dir, 'docker.sock');
    const daemon = createServer((request, response) => {
      response.writeHead(request.url === '/_ping' ? 200 : 404).end('OK');
    });
    await new Promise<void>((done) => daemon.listen(socketPath, done));
    try {
      expect(await dockerPings({ socketPath })).toBe(true);
      const started = Date.now();
      expect(await dockerPings({ socketPath: join(dir, 'stale.sock') })).toBe(false);
      expect(Date.now() - started).toBeLessThan(1_000);
    } finally {
      await new Promise<void>((done) => daemon.close(() => done()));
      await rm(dir, { recursive: true, force: true });
    }
  });
});
