import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { checkDependencies, localRedisUrl } from './preflight.ts';
import { startStack } from './stack.ts';

/**
 * `npm start`: checks Postgres and Redis, migrates, builds the web app, starts every service, the
 * mail catcher and (without Stripe keys) the local Stripe, then prints the address.
 */
const root = resolve(process.cwd());
// The password is docker-compose.yml's default (docker-compose.dev.yml's Postgres asks for it); a
// local Postgres that trusts local connections never asks.
const databaseUrl =
  process.env['DATABASE_URL'] ??
  `postgres://postgres:${encodeURIComponent(process.env['POSTGRES_PASSWORD'] || 'postgres')}@127.0.0.1:5432/cookmark`;
// The local Redis; with the password docker-compose.yml gives it when it asks for one.
const redisUrl = process.env['REDIS_URL'] ?? (await localRedisUrl());

function run(title: string, args: string[]): void {
  console.log(`\n> ${title}`);
  const result = spawnSync(process.execPath, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
  if (result.status !== 0) {
    console.error(`\n${title} failed.`);
    process.exit(result.status ?? 1);
  }
}

const problems = await checkDependencies(databaseUrl, redisUrl);
if (problems.length > 0) {
  console.error(`Cookmark needs Postgres and Redis before it can start.\n\n${problems.join('\n\n')}`);
  process.exit(1);
}

run('Migrating the database', [resolve(root, 'libs/db/src/cli/migrate.ts')]);
if (!process.argv.includes('--no-build')) {
  const vite = resolve(
    dirname(createRequire(resolve(root, 'apps/web/package.json')).resolve('vite/package.json')),
    'bin/vite.js',
  );
  run('Building the web app', [vite, 'build', resolve(root, 'apps/web'), '--logLevel', 'warn']);
}

console.log('\n> Starting services');
const stack = await startStack({
  root,
  databaseUrl,
  redisUrl,
  env: {
    // Photos are kept in a folder of the checkout (git-ignored) unless S3_BUCKET names a bucket.
    PHOTO_DIR: resolve(root, '.cookmark/photos'),
    // The local Stripe stand-in keeps its customers and subscriptions here, so a restart keeps Premium.
    STRIPE_LOCAL_STATE_FILE: resolve(root, '.cookmark/stripe-local.json'),
    ...(Object.fromEntries(
      Object.entries(process.env).filter(
        ([k]) =>
          k.startsWith('STRIPE_') || k.startsWith('OPENAI_') || k.startsWith('S3_') || k === 'PHOTO_DIR',
      ),
    ) as Record<string, string>),
  },
  log: (line) => console.log(line),
});

console.log(`
Cookmark is running at ${stack.url}
  processes:    ${stack.processes.join(', ')}
  mail catcher: http://127.0.0.1:${stack.ports.mailHttp}/ (password-reset links land here)
Press Ctrl+C to stop.`);

const shutdown = () => {
  void stack.stop().then(() => process.exit(0));
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
