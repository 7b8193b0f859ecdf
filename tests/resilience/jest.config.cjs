module.exports = {
  ...require('../../jest.preset.cjs'),
  ...require('../../jest.stores.cjs'),
  displayName: 'resilience',
  // Start-up of two copies of everything on a busy machine is the hook's, not a test's, budget.
  testTimeout: 180_000,
};
