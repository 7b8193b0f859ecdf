/**
 * `npm test`: formatting, lint, typecheck and every project's tests (unit, service integration against the real
 * Postgres and Redis, end to end in Chromium) through Nx, then one closing line with the totals.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = process.cwd();
const projectDirs = ['apps', 'services', 'libs']
  .flatMap((group) =>
    existsSync(join(root, group))
      ? readdirSync(join(root, group)).map((name) => join(root, group, name))
      : [],
  )
  .concat(join(root, 'infra'));

for (const dir of projectDirs) rmSync(join(dir, '.test-results.json'), { force: true });

const env: NodeJS.ProcessEnv = { ...process.env, NX_NO_CLOUD: 'true', NX_TUI: 'false' };
// CI runs every task for real: Nx keeps its cache under the home folder, shared by every clone on
// a machine, and a CI result replayed from a developer's run would prove nothing.
const ci = Boolean(process.env['CI']);
if (ci) env['NX_DAEMON'] = 'false';
const prettier = spawnSync(
  process.execPath,
  [join(root, 'node_modules/prettier/bin/prettier.cjs'), '--check', '.', '--log-level', 'warn'],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
if (prettier.status !== 0) console.error('Formatting differs from Prettier: run `npm run format`.');

const nxPackage = JSON.parse(readFileSync(join(root, 'node_modules/nx/package.json'), 'utf8')) as {
  bin: string | Record<string, string>;
};
const nx = join(
  root,
  'node_modules/nx',
  typeof nxPackage.bin === 'string' ? nxPackage.bin : (nxPackage.bin['nx'] ?? ''),
);
const targets = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['lint', 'typecheck', 'test'];
const nxArgs = ['run-many', '-t', ...targets, '--outputStyle=stream', ...(ci ? ['--skip-nx-cache'] : [])];
const result = spawnSync(process.execPath, [nx, ...nxArgs], {
  cwd: root,
  env,
  stdio: 'inherit',
});

let passed = 0;
let failed = 0;
let skipped = 0;
for (const dir of projectDirs) {
  const file = join(dir, '.test-results.json');
  if (!existsSync(file)) continue;
  const summary = JSON.parse(readFileSync(file, 'utf8')) as {
    passed: number;
    failed: number;
    skipped: number;
  };
  passed += summary.passed;
  failed += summary.failed;
  skipped += summary.skipped;
}
const nxFailed = result.status !== 0 || prettier.status !== 0;
if (nxFailed && failed === 0) failed = 1;
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(nxFailed ? result.status || 1 : 0);
