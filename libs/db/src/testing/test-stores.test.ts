import {
  chooseTestStores,
  describeTestStores,
  dockerHinted,
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

describe('whether Docker is worth asking', () => {
  const nothingOnDisk = () => false;

  test('no DOCKER_HOST and no Docker socket: no', () => {
    expect(dockerHinted({}, nothingOnDisk, 'linux')).toBe(false);
  });

  test('DOCKER_HOST set, or a Docker socket on disk: yes', () => {
    expect(dockerHinted({ DOCKER_HOST: 'tcp://10.0.0.5:2375' }, nothingOnDisk, 'linux')).toBe(true);
    expect(dockerHinted({}, (path) => path === '/var/run/docker.sock', 'linux')).toBe(true);
    expect(
      dockerHinted(
        { XDG_RUNTIME_DIR: '/run/user/1000' },
        (path) => path === '/run/user/1000/docker.sock',
        'linux',
      ),
    ).toBe(true);
  });
});
