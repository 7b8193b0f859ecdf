// For the Jest projects whose tests use Postgres and Redis, beside jest.preset.cjs: once per run, the
// addresses given (TEST_DATABASE_URL, TEST_REDIS_URL), else containers when Docker answers, else the
// local stores (libs/db/src/testing/test-stores.ts). Projects without them never ask Docker.
const { join } = require('node:path');

module.exports = {
  globalSetup: join(__dirname, 'libs/db/src/testing/jest-global-setup.ts'),
  globalTeardown: join(__dirname, 'libs/db/src/testing/jest-global-teardown.ts'),
};
