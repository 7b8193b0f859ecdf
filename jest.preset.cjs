// Shared Jest settings: TypeScript and TSX through SWC, ESM-only packages transformed too.
const esmPackages = [
  'htmlparser2',
  'domhandler',
  'domutils',
  'dom-serializer',
  'domelementtype',
  'entities',
  'css-select',
  'css-what',
  'boolbase',
  'nth-check',
];
module.exports = {
  testEnvironment: 'node',
  // A test's own waits say how long a behaviour may take; Jest's 5 s default per test is a budget by
  // accident, which whole-screen component tests and service tests exceed on a busy 2-core machine.
  testTimeout: 30_000,
  reporters: ['default', require('node:path').join(__dirname, 'scripts/jest-summary-reporter.cjs')],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  testMatch: ['<rootDir>/**/*.test.ts', '<rootDir>/**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};
