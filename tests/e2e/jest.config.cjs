module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'e2e',
  globalSetup: '<rootDir>/src/global-setup.ts',
  globalTeardown: '<rootDir>/src/global-teardown.ts',
  testTimeout: 180_000,
};
