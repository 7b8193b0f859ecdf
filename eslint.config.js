import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import * as jsoncParser from 'jsonc-eslint-parser';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.nx/**',
      '**/coverage/**',
      '**/*.cjs',
      '**/vite.config.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { '@nx': nx },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true, requireDefaultForNonUnion: false },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@nx/enforce-module-boundaries': [
        'error',
        {
          allow: [],
          enforceBuildableLibDependency: false,
          // Sign-in imports the contracts' auth schemas lazily (`@cookmark/contracts/auth`, a module
          // of its own) while other pages import the contracts statically: the split is by module,
          // and apps/web/test/bundle-budget.test.ts checks that sign-in does not load zod up front.
          checkDynamicDependenciesExceptions: ['@cookmark/contracts'],
          depConstraints: [
            { sourceTag: 'scope:lib', onlyDependOnLibsWithTags: ['scope:lib'] },
            // Libraries for any runtime (the web app's and the services' shared code, PDF rendering)
            // carry no server code: no Fastify, sessions, Redis or Postgres (service-kit, db).
            { sourceTag: 'runtime:any', notDependOnLibsWithTags: ['runtime:server'] },
            { sourceTag: 'scope:service', onlyDependOnLibsWithTags: ['scope:lib'] },
            { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:lib'] },
            { sourceTag: 'scope:infra', onlyDependOnLibsWithTags: ['scope:lib'] },
            { sourceTag: 'scope:e2e', onlyDependOnLibsWithTags: ['scope:lib', 'scope:infra'] },
          ],
        },
      ],
    },
  },
  {
    // Tests may also use the local stand-ins of infra/ (mail catcher, Stripe) as tooling.
    files: ['**/*.test.ts', '**/*.test.tsx', '**/test/**/*.ts'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          allow: [],
          enforceBuildableLibDependency: false,
          checkDynamicDependenciesExceptions: ['@cookmark/contracts'],
          depConstraints: [
            { sourceTag: 'scope:lib', onlyDependOnLibsWithTags: ['scope:lib'] },
            // Libraries for any runtime (the web app's and the services' shared code, PDF rendering)
            // carry no server code: no Fastify, sessions, Redis or Postgres (service-kit, db).
            { sourceTag: 'runtime:any', notDependOnLibsWithTags: ['runtime:server'] },
            { sourceTag: 'scope:service', onlyDependOnLibsWithTags: ['scope:lib', 'scope:infra'] },
            { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:lib'] },
            { sourceTag: 'scope:infra', onlyDependOnLibsWithTags: ['scope:lib'] },
            { sourceTag: 'scope:e2e', onlyDependOnLibsWithTags: ['scope:lib', 'scope:infra'] },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.tsx', 'apps/web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The app shell (routes, guards, providers) imports the features; a feature importing it back
    // makes a circle. What both need lives in lib/ or components/.
    files: [
      'apps/web/src/features/**/*.{ts,tsx}',
      'apps/web/src/components/**/*.{ts,tsx}',
      'apps/web/src/lib/**/*.{ts,tsx}',
    ],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)app(/|$)',
              message:
                'Features, components and lib never import app/: move what both need to lib/ or components/.',
            },
          ],
        },
      ],
    },
  },
  {
    // Components reach the API through a feature's TanStack Query hooks and its *-api.ts module, so
    // loading, errors and caching are handled in one place.
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Call the API through a query or mutation hook (its *-api.ts module).' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'fetch', message: 'Call the API through a query or mutation hook.' },
        {
          object: 'globalThis',
          property: 'fetch',
          message: 'Call the API through a query or mutation hook.',
        },
      ],
    },
  },
  {
    // Every package declares what its production code imports, and nothing it does not: checked
    // against Nx's project graph, so an unused or missing dependency fails the lint.
    files: ['**/package.json'],
    languageOptions: { parser: jsoncParser },
    plugins: { '@nx': nx },
    rules: {
      '@nx/dependency-checks': [
        'error',
        {
          buildTargets: ['build'],
          checkMissingDependencies: true,
          checkObsoleteDependencies: true,
          checkVersionMismatches: false,
          includeTransitiveDependencies: false,
          ignoredFiles: [
            '{projectRoot}/eslint.config.{js,cjs,mjs}',
            '{projectRoot}/jest.config.{js,cjs,mjs}',
            '{projectRoot}/vite.config.{js,ts,mjs}',
            // Helpers that other projects' tests import (e.g. libs/db's test stores): what only
            // they use is a devDependency, never installed in production.
            '{projectRoot}/src/testing/**/*',
          ],
        },
      ],
    },
  },
  prettier,
);
