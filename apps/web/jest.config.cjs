const preset = require('../../jest.preset.cjs');

// react-router and its dependencies ship ES modules only, so SWC transforms them like our sources.
const esmPackages = ['react-router', '@remix-run', 'cookie-es', 'preact'];

// The app runs on Preact (vite.config.ts's PREACT_ALIASES): the tests get the same modules for the
// same names, so they test what ships.
const preactModules = {
  '^react$': '<rootDir>/src/lib/react-on-preact.ts',
  '^react-dom$': 'preact/compat',
  '^react-dom/client$': 'preact/compat/client',
  '^react-dom/test-utils$': 'preact/test-utils',
  '^react/jsx-runtime$': 'preact/compat/jsx-runtime',
  '^react/jsx-dev-runtime$': 'preact/compat/jsx-dev-runtime',
};

module.exports = {
  ...preset,
  displayName: 'web',
  testEnvironment: '<rootDir>/test/jsdom-environment.cjs',
  transform: { '^.+\\.(m?js|jsx|tsx?)$': '<rootDir>/test/swc-transformer.cjs' },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
  setupFiles: ['<rootDir>/test/polyfills.cjs'],
  setupFilesAfterEnv: ['<rootDir>/test/setup-tests.ts'],
  moduleNameMapper: { '\\.css$': '<rootDir>/test/style-stub.cjs', ...preactModules },
};
