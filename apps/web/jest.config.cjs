const preset = require('../../jest.preset.cjs');

// react-router and its dependencies ship ES modules only, so SWC transforms them like our sources.
const esmPackages = ['react-router', '@remix-run', 'cookie-es'];

module.exports = {
  ...preset,
  displayName: 'web',
  testEnvironment: '<rootDir>/test/jsdom-environment.cjs',
  transform: { '^.+\\.(m?js|jsx|tsx?)$': '<rootDir>/test/swc-transformer.cjs' },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
  setupFiles: ['<rootDir>/test/polyfills.cjs'],
  setupFilesAfterEnv: ['<rootDir>/test/setup-tests.ts'],
  moduleNameMapper: { '\\.css$': '<rootDir>/test/style-stub.cjs' },
};
