// Shared Jest settings: TypeScript and TSX through SWC, ESM-only packages transformed too.
//
// Every test runs as CommonJS, without Node's experimental VM modules (`--experimental-vm-modules`):
// under that flag Jest loads ES modules (puppeteer-core, kysely...) and serves import() through
// vm.SourceTextModule, and a CI run of the parser's tests ended in a segmentation fault of the Jest
// process. So the packages that ship only ES modules, or that load one with import(), are
// compiled to CommonJS like our own code (SWC turns import() into require()). A package missing
// here fails its tests at once with "Must use import to load ES Module" or "A dynamic import
// callback was invoked without --experimental-vm-modules": add it to this list.
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
  'puppeteer-core',
  '@puppeteer/browsers',
  'chromium-bidi',
  'kysely',
  'content-disposition',
  'cookie',
  // Loads 'cookie' with import().
  '@fastify/cookie',
];
module.exports = {
  testEnvironment: 'node',
  // A test's own waits say how long a behaviour may take; Jest's timeout only ends a test that hangs.
  // It is no speed budget: a test that starts Chromium or a worker has taken over 30 s on a 2-core
  // machine kept busy by other work (load average 15), and a slow pass must not fail the suite.
  testTimeout: 120_000,
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
