import { PostgreSqlContainer } from '@testcontainers/postgresql';
import { RedisContainer } from '@testcontainers/redis';
import { getContainerRuntimeClient } from 'testcontainers';
import type { StartedTestStores, TestStoreVariable } from './test-stores.ts';

/** Whether testcontainers finds a Docker daemon that answers (its own detection). */
export async function dockerAnswers(): Promise<boolean> {
  // A DOCKER_HOST on an unreachable machine would otherwise wait for TCP's own timeout.
  const patience = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000).unref());
  return Promise.race([
    getContainerRuntimeClient().then(
      () => true,
      () => false,
    ),
    patience,
  ]);
}

interface StartedStore {
  address: string;
  stop(): Promise<unknown>;
}

/** The images docker-compose.yml runs, so the tests meet the versions `npm start` does with Docker. */
const STARTERS: Record<TestStoreVariable, () => Promise<StartedStore>> = {
  async TEST_DATABASE_URL() {
    const container = await new PostgreSqlContainer('postgres:17')
      .withUsername('postgres')
      .withPassword('postgres')
      .withDatabase('postgres')
      // The container's data goes with it: waiting for the disk on every commit would only slow the tests.
      .withCommand(['postgres', '-c', 'fsync=off'])
      .start();
    return { address: container.getConnectionUri(), stop: () => container.stop() };
  },
  async TEST_REDIS_URL() {
    const container = await new RedisContainer('redis:7').start();
    return { address: container.getConnectionUrl(), stop: () => container.stop() };
  },
};

/**
 * Starts a Postgres and/or a Redis container for one test run. When one fails to start, the
 * others are stopped before the error is passed on.
 */
export async function startTestContainers(variables: TestStoreVariable[]): Promise<StartedTestStores> {
  const results = await Promise.allSettled(variables.map((variable) => STARTERS[variable]()));
  const started = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stop = async () => {
    await Promise.all(started.map((store) => store.stop()));
  };
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) {
    await stop();
    throw failed.reason;
  }
  return {
    addresses: Object.fromEntries(variables.map((variable, i) => [variable, started[i]?.address])),
    stop,
  };
}
