import { setUpTestStores } from './test-stores.ts';

/** Jest globalSetup of the projects whose tests use Postgres and Redis (see jest.stores.cjs). */
export default async function globalSetup(): Promise<void> {
  await setUpTestStores();
}
