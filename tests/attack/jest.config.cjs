module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'security',
  globalSetup: '<rootDir>/src/global-setup.ts',
  globalTeardown: '<rootDir>/src/global-teardown.ts',
  testTimeout: 120_000,
};
