import { tearDownTestStores } from './test-stores.ts';

/** Jest globalTeardown of the projects whose tests use Postgres and Redis (see jest.stores.cjs). */
export default async function globalTeardown(): Promise<void> {
  await tearDownTestStores();
}
