/**
 * `npm test`: formatting, lint, typecheck and every project's tests (unit, service integration against the real
 * Postgres and Redis, end to end in Chromium) through Nx, then one closing line with the totals.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = process.cwd();
const projectDirs = ['apps', 'services', 'libs', 'tests']
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
// `npm test -- typecheck test --projects=@cookmark/kitchen`: some targets, some projects (Nx's own flags
// pass through); none given: every target of every project.
const args = process.argv.slice(2);
const flags = args.filter((arg) => arg.startsWith('--'));
const named = args.filter((arg) => !arg.startsWith('--'));
const targets = named.length > 0 ? named : ['lint', 'typecheck', 'test'];
const nxArgs = [
  'run-many',
  '-t',
  ...targets,
  ...flags,
  '--outputStyle=stream',
  ...(ci ? ['--skip-nx-cache'] : []),
];
const result = spawnSync(process.execPath, [nx, ...nxArgs], {
  cwd: root,
  env,
  stdio: 'inherit',
});

const nxFailed = result.status !== 0 || prettier.status !== 0;
let tested: Set<string> | undefined;
let passed = 0;
let failed = 0;
let skipped = 0;
for (const dir of projectDirs) {
  const file = join(dir, '.test-results.json');
  if (!existsSync(file)) {
    // Jest writes no totals when it stops before its tests, e.g. a suite whose global setup (the
    // attack suite's stack) failed to start: that suite counts as one failure, not as nothing.
    if (nxFailed && testedProjects().has(projectName(dir))) {
      console.error(`${relative(root, dir)}: no test results (its setup, or a task before it, failed)`);
      failed += 1;
    }
    continue;
  }
  const summary = JSON.parse(readFileSync(file, 'utf8')) as {
    passed: number;
    failed: number;
    skipped: number;
  };
  passed += summary.passed;
  failed += summary.failed;
  skipped += summary.skipped;
}
if (nxFailed && failed === 0) failed = 1;
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(nxFailed ? result.status || 1 : 0);

/** The projects whose tests this run asked Nx for (asked only after a failed run). */
function testedProjects(): Set<string> {
  if (tested) return tested;
  if (!targets.includes('test')) return (tested = new Set());
  const shown = spawnSync(
    process.execPath,
    [
      nx,
      'show',
      'projects',
      '--with-target=test',
      ...flags.filter((f) => f.startsWith('--projects')),
      '--json',
    ],
    { cwd: root, env, encoding: 'utf8' },
  );
  return (tested = new Set(shown.status === 0 ? (JSON.parse(shown.stdout) as string[]) : []));
}

function projectName(dir: string): string {
  const manifest = join(dir, 'package.json');
  return existsSync(manifest) ? (JSON.parse(readFileSync(manifest, 'utf8')) as { name: string }).name : '';
}
