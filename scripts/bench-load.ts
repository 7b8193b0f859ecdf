/**
 * `npm run bench:load`: the whole stack on its own ports, database and Redis index, and 200
 * signed-in users through the gateway on a mixed workload (list, search, open a recipe, save,
 * import a page from a loopback fixture site, build a grocery list). Prints throughput,
 * p50/p95/p99 by operation and the errors (every non-2xx answer and every failed import).
 *
 *   npm run bench:load                  # 200 users, 30 s
 *   npm run bench:load -- --users 50 --seconds 10
 *   npm run bench:load -- --cost-only   # only what one request costs (below)
 *   npm run bench:load -- --no-cost     # only the mixed workload
 *   npm run bench:load -- --think-ms 0  # only the closed loop (default: 1000 ms, then 0)
 *   npm run bench:load -- --ops list,search,open   # only these operations (same weights)
 *   npm run bench:load -- --recipes 150            # each user with 150 recipes (default 20)
 *
 * Before the mixed workload, what one request costs: req/s of each service's /healthz, the
 * gateway's, a signed-in user's list of 20 recipes directly and through the gateway and
 * GET /api/auth/user, each beside a Fastify hello-world measured right before it
 * (`@cookmark/bench`: 10 connections, 5 s).
 *
 * A benchmark, not a test: it prints figures; the load generator runs on the same machine.
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { startCorpusSite, startScratchStack } from '@cookmark/infra';
import { measureRequestCost, startHelloWorld } from '@cookmark/bench';
import pg from 'pg';

const arg = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const flag = (name: string) => process.argv.includes(`--${name}`);
const USERS = arg('users', 200);
const COST = !flag('no-cost');
const MIXED = !flag('cost-only');
const SECONDS = arg('seconds', 30);
/**
 * The mixed workload runs once per think time: a user pauses a random time of this mean between
 * two actions (exponential, at most 5× the mean), as a person reads a recipe or a list before the
 * next click; 0 is a closed loop, each user acting again the moment an answer arrives (a stress
 * test: 200 such users stand for thousands of people).
 */
const THINK_MS = (() => {
  const index = process.argv.indexOf('--think-ms');
  const text = index > 0 ? (process.argv[index + 1] ?? '') : '1000,0';
  return text.split(',').map(Number);
})();
const RECIPES_PER_USER = arg('recipes', 20);
const root = resolve(import.meta.dirname, '..');
const PORTS = {
  gateway: 4600,
  auth: 4601,
  recipes: 4602,
  parser: 4603,
  grocery: 4604,
  billing: 4605,
  smtp: 4625,
  mailHttp: 4680,
  stripe: 4611,
};
const REDIS_URL = process.env['BENCH_REDIS_URL'] ?? 'redis://127.0.0.1:6379/3';
const BASE = `http://127.0.0.1:${PORTS.gateway}`;

type Op = 'list' | 'search' | 'open' | 'save' | 'import' | 'grocery';
const ALL_OPS: [Op, number][] = [
  ['list', 35],
  ['search', 20],
  ['open', 20],
  ['save', 10],
  ['import', 5],
  ['grocery', 10],
];
const ONLY = (() => {
  const index = process.argv.indexOf('--ops');
  return index > 0 ? (process.argv[index + 1] ?? '').split(',') : null;
})();
const MIX = ALL_OPS.filter(([op]) => !ONLY || ONLY.includes(op));
const READS: Op[] = ['list', 'search', 'open'];

interface User {
  address: string;
  cookie: string;
  recipeIds: string[];
}

async function call(
  user: User | null,
  method: string,
  path: string,
  body?: unknown,
  address = user?.address,
): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json', origin: BASE };
  if (user) headers['cookie'] = user.cookie;
  if (address) headers['x-forwarded-for'] = address;
  if (body !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${BASE}${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/**
 * CPU time (user + system, ms) a process has used so far, from Linux's /proc (clock ticks of
 * 10 ms); null elsewhere, where the CPU columns are left out.
 */
function cpuMs(pid: number): number | null {
  try {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

const cpuSnapshot = (pids: Record<string, number>) =>
  Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, cpuMs(pid)]));

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** Each service's /healthz, the gateway's, and a signed-in user's reads, beside a hello-world. */
async function requestCost(user: User): Promise<void> {
  const direct = (port: number) => `http://127.0.0.1:${port}`;
  const signedIn = { cookie: user.cookie, accept: 'application/json' };
  const hello = await startHelloWorld();
  console.log(
    `\nWhat one request costs (uptime: load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')})`,
  );
  try {
    await measureRequestCost(hello, [
      ...(['auth', 'recipes', 'parser', 'grocery', 'billing'] as const).map((name) => ({
        name: `${name} /healthz`,
        url: `${direct(PORTS[name])}/healthz`,
      })),
      { name: 'gateway /healthz', url: `${BASE}/healthz` },
      {
        name: 'GET /api/recipes (20) direct',
        url: `${direct(PORTS.recipes)}/api/recipes`,
        headers: signedIn,
      },
      { name: 'GET /api/recipes (20) gateway', url: `${BASE}/api/recipes`, headers: signedIn },
      {
        // As a browser asks: it always accepts brotli.
        name: 'GET /api/recipes (20) gateway, br',
        url: `${BASE}/api/recipes`,
        headers: { ...signedIn, 'accept-encoding': 'gzip, deflate, br' },
      },
      { name: 'GET /api/auth/user direct', url: `${direct(PORTS.auth)}/api/auth/user`, headers: signedIn },
      { name: 'GET /api/auth/user gateway', url: `${BASE}/api/auth/user`, headers: signedIn },
    ]);
  } finally {
    await hello.stop();
  }
}

async function main(): Promise<void> {
  const site = await startCorpusSite(resolve(root, '../shared/corpus/recipe-pages'), 8);
  console.log(`Starting the stack (gateway on ${PORTS.gateway}) ...`);
  const stack = await startScratchStack({
    database: 'cookmark_bench_load',
    root,
    ports: PORTS,
    redisUrl: REDIS_URL,
    env: { PARSER_ALLOW_LOOPBACK_FOR_TESTS: 'true' },
    log: (line) => {
      if (/\b(error|fatal)\b/.test(line)) console.error(line);
    },
  });
  try {
    console.log(`Signing up ${USERS} users with ${RECIPES_PER_USER} recipes each ...`);
    const users: User[] = [];
    for (let i = 0; i < USERS; i++) {
      const address = `198.51.${100 + Math.floor(i / 250)}.${(i % 250) + 1}`;
      const response = await call(
        null,
        'POST',
        '/api/auth/signup',
        {
          email: `load.${i}@example.com`,
          password: 'Saffron-Risotto-42',
          firstName: 'Load',
          lastName: `User ${i}`,
        },
        address,
      );
      if (!response.ok) throw new Error(`sign-up ${i}: ${response.status} ${await response.text()}`);
      const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0]!;
      users.push({ address, cookie, recipeIds: [] });
    }
    // Premium for the grocery lists: the subscription rows billing would write after a checkout.
    const client = new pg.Client({ connectionString: stack.databaseUrl });
    await client.connect();
    await client.query(`insert into billing.customers (user_id, stripe_customer_id)
      select id, 'cus_load_' || id from auth.users`);
    await client.query(`insert into billing.subscriptions (stripe_subscription_id, user_id, stripe_customer_id,
        status, billing_interval, amount, currency, current_period_end, stripe_created_at)
      select 'sub_load_' || id, id, 'cus_load_' || id, 'active', 'year', 1999, 'usd', now() + interval '1 year', now()
        from auth.users`);
    await client.query(`update billing.subscriptions set stripe_price_id = 'price_yearly'`);
    await client.end();
    await Promise.all(
      users.map(async (user, u) => {
        for (let r = 0; r < RECIPES_PER_USER; r++) {
          const response = await call(user, 'POST', '/api/recipes', {
            title: `${['Lemon', 'Garlic', 'Honey', 'Smoky'][r % 4]} ${['Pancakes', 'Soup', 'Tart', 'Stew', 'Salad'][r % 5]} ${u}-${r}`,
            description: 'A weeknight favourite.',
            ingredients: ['2 cups flour', '1 cup milk', '2 eggs', '3 tbsp butter', '1 tsp salt'],
            instructions: ['Mix.', 'Rest for 10 minutes.', 'Cook until golden.'],
            servings: 4,
            tags: ['weeknight', r % 2 ? 'sweet' : 'savoury'],
          });
          if (response.status !== 201)
            throw new Error(`seed recipe: ${response.status} ${await response.text()}`);
          user.recipeIds.push(((await response.json()) as { id: string }).id);
        }
      }),
    );

    if (COST) await requestCost(users[0]!);
    if (!MIXED) return;

    const totalWeight = MIX.reduce((sum, [, w]) => sum + w, 0);
    const pick = (): Op => {
      let roll = Math.random() * totalWeight;
      for (const [op, weight] of MIX) if ((roll -= weight) < 0) return op;
      return 'list';
    };
    let imports = 0;
    const run = async (user: User, op: Op): Promise<string | null> => {
      const recipeId = user.recipeIds[Math.floor(Math.random() * user.recipeIds.length)]!;
      const ok = async (response: Response, status = 200) => {
        const text = await response.text();
        return response.status === status ? null : `${response.status} ${text.slice(0, 120)}`;
      };
      switch (op) {
        case 'list':
          return ok(await call(user, 'GET', '/api/recipes'));
        case 'search':
          return ok(
            await call(user, 'GET', `/api/recipes?q=${['lemon', 'soup', 'flour', 'golden'][imports % 4]}`),
          );
        case 'open':
          return ok(await call(user, 'GET', `/api/recipes/${recipeId}`));
        case 'save':
          return ok(
            await call(user, 'POST', '/api/recipes', {
              title: 'Saved under load',
              ingredients: ['1 cup rice'],
              instructions: ['Simmer.'],
              tags: [],
            }),
            201,
          );
        case 'grocery': {
          const ids = user.recipeIds.slice(0, 3);
          const preview = await call(user, 'POST', '/api/grocery-lists/preview', { recipeIds: ids });
          if (preview.status !== 200) return ok(preview);
          const { items } = (await preview.json()) as { items: unknown };
          return ok(
            await call(user, 'POST', '/api/grocery-lists', { name: 'Load list', items, recipeIds: ids }),
            201,
          );
        }
        case 'import': {
          // A new address each time, so the page is really fetched and read, not answered from cache.
          const started = await call(user, 'POST', '/api/parse-recipe?async=1', {
            url: `${site.url}/recipe?n=${imports++}`,
          });
          if (started.status === 200) return null;
          if (started.status !== 202) return ok(started, 202);
          const { jobId } = (await started.json()) as { jobId: string };
          const giveUp = performance.now() + 60_000;
          for (;;) {
            if (performance.now() > giveUp) return 'import not finished after 60 s';
            await new Promise((r) => setTimeout(r, 250));
            const poll = await call(user, 'GET', `/api/parse-jobs/${jobId}`);
            if (poll.status !== 200) return ok(poll);
            const status = (await poll.json()) as { state: string; error?: { message: string } };
            if (status.state === 'completed') return null;
            if (status.state === 'failed') return `import failed: ${status.error?.message ?? ''}`;
          }
        }
      }
    };

    let errorTotal = 0;
    for (const thinkMs of THINK_MS) errorTotal += await phase(thinkMs);
    if (errorTotal > 0) process.exitCode = 1;

    /** One run of the mixed workload; prints its figures and answers its error count. */
    async function phase(thinkMs: number): Promise<number> {
      const latencies = new Map<Op, number[]>(MIX.map(([op]) => [op, []]));
      const errors = new Map<Op, string[]>(MIX.map(([op]) => [op, []]));
      const think = () =>
        thinkMs > 0
          ? new Promise((r) => setTimeout(r, Math.min(5 * thinkMs, -Math.log(1 - Math.random()) * thinkMs)))
          : undefined;
      console.log(
        `\nRunning ${USERS} users for ${SECONDS} s, ${thinkMs > 0 ? `thinking ${thinkMs} ms on average between actions` : 'with no pause between actions (closed loop)'} (load average ${loadavg()
          .map((l) => l.toFixed(2))
          .join(', ')}) ...`,
      );
      const cpuBefore = cpuSnapshot(stack.pids());
      const deadline = performance.now() + SECONDS * 1000;
      const startedAt = performance.now();
      let done = 0;
      await Promise.all(
        users.map(async (user) => {
          // Users who think start spread over one mean pause, not all in the first millisecond.
          await think();
          while (performance.now() < deadline) {
            const op = pick();
            const started = performance.now();
            let error: string | null;
            try {
              error = await run(user, op);
            } catch (thrown) {
              error = thrown instanceof Error ? thrown.message : String(thrown);
            }
            latencies.get(op)!.push(performance.now() - started);
            if (error) errors.get(op)!.push(error);
            done += 1;
            await think();
          }
        }),
      );
      const elapsed = (performance.now() - startedAt) / 1000;
      const cpuAfter = cpuSnapshot(stack.pids());

      console.log(
        `\n${USERS} users, ${elapsed.toFixed(1)} s, ${done} operations, ${(done / elapsed).toFixed(0)} operations/s`,
      );
      console.log('operation   count   p50 ms   p95 ms   p99 ms   errors');
      let errorCount = 0;
      for (const [op] of MIX) {
        const sorted = [...latencies.get(op)!].sort((a, b) => a - b);
        const opErrors = errors.get(op)!;
        errorCount += opErrors.length;
        console.log(
          `${op.padEnd(10)} ${String(sorted.length).padStart(6)} ${percentile(sorted, 50).toFixed(1).padStart(8)} ${percentile(sorted, 95).toFixed(1).padStart(8)} ${percentile(sorted, 99).toFixed(1).padStart(8)} ${String(opErrors.length).padStart(8)}`,
        );
      }
      const reads = READS.flatMap((op) => latencies.get(op)!).sort((a, b) => a - b);
      console.log(
        `reads p99 ${percentile(reads, 99).toFixed(1)} ms (target <= 250 ms); errors ${errorCount} (target 0)`,
      );
      for (const [op, opErrors] of errors)
        for (const message of [...new Set(opErrors)].slice(0, 3)) console.log(`  ${op}: ${message}`);
      const spent = Object.entries(cpuAfter).flatMap(([name, after]) => {
        const before = cpuBefore[name];
        return after === null || before === null || before === undefined
          ? []
          : [[name, after - before] as const];
      });
      if (spent.length > 0 && done > 0) {
        const total = spent.reduce((sum, [, ms]) => sum + ms, 0);
        console.log(
          `CPU per operation: ${(total / done).toFixed(2)} ms (${spent
            .filter(([, ms]) => ms > 0)
            .map(([name, ms]) => `${name} ${(ms / done).toFixed(2)}`)
            .join(', ')})`,
        );
      }
      return errorCount;
    }
  } finally {
    await stack.stop();
    site.close();
  }
}

await main();
