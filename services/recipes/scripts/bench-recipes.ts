/**
 * Load test of the recipe list and search.
 *
 *   npm run bench -w @cookmark/recipes -- [--sizes 1000,10000] [--duration 5] [--rounds 5] [--warmup 3] [--connections 10]
 *       [--corpus DIR] [--port N] [--gateway URL | --no-gateway] [--plans] [--profile DIR] [--keep-db]
 *       [--cost-only | --no-cost]
 *
 * First, what one request costs (issue #17), beside a Fastify hello-world measured right before
 * each call on the same Node (`@cookmark/bench`, 10 connections, 5 s): the service's
 * /healthz, the gateway's, and a signed-in list of a user with 20 recipes, directly and through
 * the gateway. `--cost-only` stops there; `--no-cost` skips it.
 *
 * For each size: a fresh database with one user owning that many recipes made from the parser
 * corpus, the recipes service started as its own process (as in production), then autocannon on
 * the first page of the list, a rare and a common search word and a two-tag filter, and the
 * advanced search (Premium: the bench's user is premium through a small billing stand-in that
 * answers entitlements): words in any order, 'chicken without nuts under 30 minutes', calories,
 * and the A–Z, Quickest and Recently cooked orders. Prints
 * client latency (p50/p95/p99), requests per second, one request's time unloaded (a repeated read
 * and a first read) and the query plans' indexes from EXPLAIN ANALYZE.
 *
 * `--plans` prints whole query plans; `--profile DIR` writes CPU profiles of the service there (and
 * of the gateway in DIR/gateway);
 * `--keep-db` leaves the seeded database for a look with psql.
 * Each call is measured directly against the service and through the real gateway, which the
 * bench starts in its own process routing to this run's service, and the gateway/direct
 * throughput ratio is printed: each round runs both back to back after a warm-up of both (`--warmup`
 * seconds each), and the ratio is the median of the rounds' ratios, so load from other work that
 * drifts between rounds does not count against one side. `--gateway URL` uses a gateway you run instead (it must route
 * `/api/recipes*` to this run's service: fix its port with `--port`); `--no-gateway` skips it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  normalizeLines,
  normalizeTags,
  RECIPE_LIMITS,
  recipeListQuerySchema,
  singleGroup,
} from '@cookmark/contracts';
import { createTestDatabase, type Database, type Db, recipeSearchColumns } from '@cookmark/db';
import { createServer as createHttpServer, type Server } from 'node:http';
import autocannon from 'autocannon';
import { CamelCasePlugin, type CompiledQuery, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { Redis } from 'ioredis';
import { loadRecipesConfig } from '../src/config.ts';
import { RecipeRepository, type RecipeSearch } from '../src/repositories/recipe.repository.ts';
import { recipeFilter } from '../src/domain/search-filter.ts';
import { startSessionIssuer } from '@cookmark/service-kit/testing';
import { measureRequestCost, startHelloWorld } from '@cookmark/bench';

const { values: args } = parseArgs({
  options: {
    sizes: { type: 'string', default: '1000,10000' },
    duration: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '5' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '10' },
    corpus: { type: 'string' },
    port: { type: 'string' },
    gateway: { type: 'string' },
    'no-gateway': { type: 'boolean', default: false },
    plans: { type: 'boolean', default: false },
    profile: { type: 'string' },
    'keep-db': { type: 'boolean', default: false },
    'cost-only': { type: 'boolean', default: false },
    'no-cost': { type: 'boolean', default: false },
  },
});
const SIZES = args.sizes.split(',').map(Number);
const DURATION = Number(args.duration);
const ROUNDS = Math.max(1, Number(args.rounds));
const WARMUP = Number(args.warmup);
const CONNECTIONS = Number(args.connections);
const SERVICE_DIR = path.resolve(process.argv[1] ?? 'scripts/bench-recipes.ts', '../..');

// ---------------------------------------------------------------------------------------------
// Recipes from the corpus

interface CorpusRecipe {
  title: string;
  description?: string;
  ingredients: string[];
  instructions_list: string[];
  keywords?: unknown;
  category?: unknown;
  cuisine?: unknown;
  cook_time?: number;
  yields?: string;
}

function findCorpus(): string {
  if (args.corpus) return path.resolve(args.corpus);
  for (let dir = process.cwd(); ; dir = path.dirname(dir)) {
    for (const candidate of [
      path.join(dir, 'shared/corpus/recipe-pages'),
      path.join(dir, '../shared/corpus/recipe-pages'),
    ]) {
      if (existsSync(candidate)) return candidate;
    }
    if (path.dirname(dir) === dir) throw new Error('corpus not found: pass --corpus DIR');
  }
}

function readCorpus(dir: string): CorpusRecipe[] {
  const recipes: CorpusRecipe[] = [];
  for (const host of readdirSync(dir, { withFileTypes: true })) {
    if (!host.isDirectory()) continue;
    for (const file of readdirSync(path.join(dir, host.name))) {
      if (!file.endsWith('.json')) continue;
      const recipe = JSON.parse(readFileSync(path.join(dir, host.name, file), 'utf8')) as CorpusRecipe;
      if (recipe.title && recipe.ingredients?.length && recipe.instructions_list?.length)
        recipes.push(recipe);
    }
  }
  return recipes.sort((a, b) => a.title.localeCompare(b.title));
}

const VARIANTS = [
  'Easy',
  'Weeknight',
  "Grandma's",
  'Smoky',
  'Quick',
  'Rustic',
  'Spicy',
  'Classic',
  'Crispy',
  'Herby',
];
const EXTRA_TAGS = ['Weeknight', 'Family', 'Make Ahead', 'Freezer Friendly', 'Holiday', 'Budget'];

const clip = (text: string, max: number) => text.slice(0, max);

/** Corpus fields hold a text or a list of texts. */
const texts = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter((item): item is string => typeof item === 'string');

interface SeedRecipe {
  title: string;
  description: string | null;
  ingredients: string[];
  instructions: string[];
  cookTime: string | null;
  servings: number | null;
  tags: string[];
  sourceUrl: string;
}

/** N recipes: the corpus repeated, each repeat with a title variant and a shuffled extra tag. */
function generate(corpus: CorpusRecipe[], n: number): SeedRecipe[] {
  return Array.from({ length: n }, (_, i) => {
    const base = corpus[i % corpus.length] as CorpusRecipe;
    const round = Math.floor(i / corpus.length);
    const tags = normalizeTags([
      ...texts(base.keywords),
      ...texts(base.category),
      ...texts(base.cuisine),
      EXTRA_TAGS[(i * 7) % 11] ?? '',
    ])
      .filter((tag) => tag.length <= RECIPE_LIMITS.tag)
      .slice(0, 12);
    const servings = Number.parseInt(base.yields ?? '', 10);
    return {
      title: clip(
        round === 0 ? base.title : `${VARIANTS[round % VARIANTS.length]} ${base.title} ${round}`,
        RECIPE_LIMITS.title,
      ),
      description: base.description ? clip(base.description, RECIPE_LIMITS.description) : null,
      ingredients: normalizeLines(base.ingredients)
        .map((line) => clip(line, RECIPE_LIMITS.line))
        .slice(0, 500),
      instructions: normalizeLines(base.instructions_list)
        .map((line) => clip(line, RECIPE_LIMITS.line))
        .slice(0, 200),
      cookTime: base.cook_time ? `${base.cook_time} minutes` : null,
      servings: servings >= 1 && servings <= 1000 ? servings : null,
      tags,
      sourceUrl: `https://example.com/recipes/${i}`,
    };
  });
}

const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/** A word found in about 1% of the recipes, the most common word, and the two most common tags. */
function pickQueries(recipes: SeedRecipe[]) {
  const words = new Map<string, number>();
  const tags = new Map<string, number>();
  for (const recipe of recipes) {
    const text = fold(
      [recipe.title, recipe.description ?? '', ...recipe.ingredients, ...recipe.tags].join(' '),
    );
    for (const word of new Set(text.match(/\p{L}{5,}/gu) ?? [])) words.set(word, (words.get(word) ?? 0) + 1);
    for (const tag of recipe.tags) tags.set(tag.toLowerCase(), (tags.get(tag.toLowerCase()) ?? 0) + 1);
  }
  const byCount = [...words].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const target = recipes.length / 100;
  const rare =
    [...byCount].sort((a, b) => Math.abs(a[1] - target) - Math.abs(b[1] - target))[0]?.[0] ?? 'salt';
  const common = byCount[0]?.[0] ?? 'salt';
  const topTags = [...tags].sort((a, b) => b[1] - a[1]).map(([tag]) => tag);
  return { rare, common, tags: topTags.slice(0, 2) };
}

// ---------------------------------------------------------------------------------------------
// Database, service and session

async function seed(db: Db, userId: string, recipes: SeedRecipe[]): Promise<void> {
  const start = Date.now();
  for (let i = 0; i < recipes.length; i += 500) {
    const batch = recipes.slice(i, i + 500).map((recipe, j) => ({
      ...recipe,
      ingredients: JSON.stringify(recipe.ingredients),
      instructions: JSON.stringify(recipe.instructions),
      ingredientGroups: JSON.stringify(singleGroup(recipe.ingredients)),
      instructionGroups: JSON.stringify(singleGroup(recipe.instructions)),
      tags: JSON.stringify(recipe.tags),
      userId,
      // Oldest first, one minute apart, so "newest first" is the reverse of this order.
      createdAt: new Date(start - (recipes.length - i - j) * 60_000),
      ...recipeSearchColumns(recipe),
      // Nutrition knows most recipes' calories (a spread from 150 to 850); a few were cooked.
      energyKcalPerServing: (i + j) % 5 === 4 ? null : 150 + (((i + j) * 37) % 700),
      lastCookedAt: (i + j) % 10 === 3 ? new Date(start - ((i + j) % 97) * 3_600_000) : null,
    }));
    await db.insertInto('recipes.recipes').values(batch).execute();
  }
  await sql`vacuum analyze recipes.recipes`.execute(db);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function startProcess(
  name: string,
  cwd: string,
  env: Record<string, string>,
  readyUrl: string,
  nodeArgs: string[] = [],
): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...nodeArgs, 'src/main.ts'], {
    cwd,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 100; i += 1) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
    const ready = await fetch(readyUrl).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGTERM');
  throw new Error(`${name} did not become ready`);
}

/**
 * Billing's entitlements call, answering premium for everyone: the bench measures the search,
 * not the plan (the service caches the answer in Redis as it does billing's).
 */
async function startPremiumBilling(): Promise<{ url: string; server: Server }> {
  const server = createHttpServer((request, response) => {
    const userId = decodeURIComponent(request.url?.split('/').at(-1) ?? '');
    response.setHeader('content-type', 'application/json');
    response.end(
      JSON.stringify({
        userId,
        isPremium: true,
        plan: 'premium',
        status: 'active',
        features: ['advanced_search'],
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, server };
}

function startService(databaseUrl: string, port: number, billingUrl: string): Promise<ChildProcess> {
  const profile = args.profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(args.profile)}`] : [];
  return startProcess(
    'recipes service',
    SERVICE_DIR,
    { DATABASE_URL: databaseUrl, RECIPES_PORT: String(port), BILLING_URL: billingUrl },
    `http://127.0.0.1:${port}/readyz`,
    profile,
  );
}

/** The real gateway in its own process, routing /api/recipes to this run's service. */
function startGateway(recipesPort: number, port: number): Promise<ChildProcess> {
  return startProcess(
    'gateway',
    path.resolve(SERVICE_DIR, '../gateway'),
    { PORT: String(port), RECIPES_URL: `http://127.0.0.1:${recipesPort}`, WEB_DIST_DIR: '/nonexistent' },
    `http://127.0.0.1:${port}/healthz`,
    args.profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(args.profile, 'gateway')}`] : [],
  );
}

async function stopService(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

// ---------------------------------------------------------------------------------------------
// Measuring

interface Scenario {
  name: string;
  path: string;
  search: Omit<RecipeSearch, 'limit'>;
}

/** A list call with these query parameters, and the repository search it makes (for EXPLAIN). */
function scenarioOf(name: string, params: Record<string, string>): Scenario {
  const query = recipeListQuerySchema.parse(params);
  const search = new URLSearchParams(params).toString();
  return {
    name,
    path: `/api/recipes${search ? `?${search}` : ''}`,
    search: { ...recipeFilter(query), sort: query.sort },
  };
}

interface Measurement {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

/** The run whose throughput is the median of the runs. */
function medianRun(runs: Measurement[]): Measurement {
  const sorted = [...runs].sort((a, b) => a.rps - b.rps);
  const middle = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!middle) throw new Error('no measurement');
  return middle;
}

async function load(url: string, cookie: string, duration: number): Promise<Measurement> {
  const latencies: number[] = [];
  const run = autocannon({ url, connections: CONNECTIONS, duration, headers: { cookie } });
  // Without a callback autocannon answers a promise that is also its event-emitting instance.
  (run as unknown as autocannon.Instance).on('response', (_client, _status, _bytes, responseTime) =>
    latencies.push(responseTime),
  );
  const result = await run;
  latencies.sort((a, b) => a - b);
  return {
    rps: result.requests.average,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

/**
 * One request's time, unloaded (one at a time): median and p95 for a repeated read (answered from
 * memory while the user's recipes are unchanged) and for a first read (`bump` changes the user's
 * recipes version before each, as a save would).
 */
async function unloadedTime(url: string, cookie: string, bump: () => Promise<unknown>, samples = 30) {
  const sample = async () => {
    const started = performance.now();
    const response = await fetch(url, { headers: { cookie } });
    const body = (await response.json()) as { total: number };
    return { total: body.total, ms: performance.now() - started };
  };
  const repeated: Awaited<ReturnType<typeof sample>>[] = [];
  const first: Awaited<ReturnType<typeof sample>>[] = [];
  for (let i = 0; i < samples; i += 1) repeated.push(await sample());
  for (let i = 0; i < samples; i += 1) {
    await bump();
    first.push(await sample());
  }
  const p = (values: { ms: number }[], q: number) =>
    percentile(
      values.map((s) => s.ms).sort((a, b) => a - b),
      q,
    );
  return {
    total: repeated.at(-1)?.total ?? 0,
    repeated50: p(repeated, 50),
    repeated95: p(repeated, 95),
    first50: p(first, 50),
    first95: p(first, 95),
  };
}

/** EXPLAIN ANALYZE of exactly the SQL the repository sends for the search. */
async function explain(databaseUrl: string, userId: string, search: RecipeSearch): Promise<string[]> {
  const queries: CompiledQuery[] = [];
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin()],
    log: (event) => {
      if (event.level === 'query') queries.push(event.query);
    },
  });
  try {
    const repository = new RecipeRepository(db);
    await repository.page(userId, search);
    await repository.counts(userId, search);
    const lines: string[] = [];
    for (const query of queries) {
      const plan = await pool.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, buffers) ${query.sql}`,
        query.parameters as unknown[],
      );
      const text = plan.rows.map((row) => row['QUERY PLAN']);
      if (args.plans) lines.push(...text, '');
      else {
        const indexes = [...new Set(text.join('\n').match(/recipes_\w+_idx|Seq Scan/g) ?? [])];
        const time = text.find((line) => line.startsWith('Execution Time'))?.replace('Execution Time: ', '');
        lines.push(
          `${query.sql.startsWith('select (') ? 'counts' : 'page  '}: ${indexes.join(' + ') || '-'} (${time})`,
        );
      }
    }
    return lines;
  } finally {
    await db.destroy();
  }
}

const ms = (value: number) => value.toFixed(1).padStart(6);

/** The service's and the gateway's /healthz and a 20-recipe list, each beside a hello-world run. */
async function requestCost(
  db: Db,
  recipes: SeedRecipe[],
  issuer: Awaited<ReturnType<typeof startSessionIssuer>>,
  targets: { name: string; base: string }[],
): Promise<void> {
  const { id: userId } = await db
    .insertInto('auth.users')
    .values({
      email: `bench-20-${Date.now()}@example.com`,
      passwordHash: 'x',
      firstName: 'Few',
      lastName: 'Cook',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await seed(db, userId, recipes.slice(0, 20));
  const headers = { cookie: await issuer.cookieFor(userId), accept: 'application/json' };
  const hello = await startHelloWorld();
  console.log(
    `\nwhat one request costs (load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')})`,
  );
  try {
    await measureRequestCost(hello, [
      ...targets.map((target) => ({
        name: `${target.name === 'direct' ? 'recipes' : target.name} /healthz`,
        url: `${target.base}/healthz`,
      })),
      ...targets.map((target) => ({
        name: `GET /api/recipes (20) ${target.name}`,
        url: `${target.base}/api/recipes`,
        headers,
      })),
      // As a browser asks: it always accepts brotli.
      ...targets.map((target) => ({
        name: `GET /api/recipes (20) ${target.name}, br`,
        url: `${target.base}/api/recipes`,
        headers: { ...headers, 'accept-encoding': 'gzip, deflate, br' },
      })),
    ]);
  } finally {
    await hello.stop();
  }
}

async function benchSize(corpus: CorpusRecipe[], n: number) {
  const testDb = await createTestDatabase('cookmark_bench');
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: testDb.url, max: 2 }) }),
    plugins: [new CamelCasePlugin()],
  });
  const config = loadRecipesConfig({});
  const redis = new Redis(config.REDIS_URL);
  const issuer = await startSessionIssuer(config.SESSION_SECRET, redis);
  let service: ChildProcess | undefined;
  let gateway: ChildProcess | undefined;
  let billing: { url: string; server: Server } | undefined;
  try {
    const { id: userId } = await db
      .insertInto('auth.users')
      .values({
        email: `bench-${Date.now()}@example.com`,
        passwordHash: 'x',
        firstName: 'Bench',
        lastName: 'Cook',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const recipes = generate(corpus, n);
    const seedStart = Date.now();
    await seed(db, userId, recipes);
    console.log(`\n== ${n} recipes (seeded in ${((Date.now() - seedStart) / 1000).toFixed(1)} s)`);

    const port = args.port ? Number(args.port) : await freePort();
    billing = await startPremiumBilling();
    service = await startService(testDb.url, port, billing.url);
    const cookie = await issuer.cookieFor(userId);
    const picks = pickQueries(recipes);
    const scenarios: Scenario[] = [
      scenarioOf('list, first page', {}),
      scenarioOf(`search '${picks.rare}' (rare)`, { q: picks.rare }),
      scenarioOf(`search '${picks.common}' (common)`, { q: picks.common }),
      scenarioOf(`tags '${picks.tags.join("' + '")}'`, { tags: picks.tags.join(',') }),
      scenarioOf(`words '${picks.common} ${picks.rare}'`, { q: `${picks.rare} ${picks.common}` }),
      scenarioOf('chicken, not nuts, <= 30 min', { include: 'chicken', exclude: 'nuts', maxTime: '30' }),
      scenarioOf('<= 500 kcal, not dairy', { maxKcal: '500', exclude: 'dairy' }),
      scenarioOf('sort A-Z', { sort: 'title' }),
      scenarioOf('sort quickest', { sort: 'quickest' }),
      scenarioOf('sort recently cooked', { sort: 'cooked' }),
    ];
    const targets = [{ name: 'direct', base: `http://127.0.0.1:${port}` }];
    if (args.gateway) {
      targets.push({ name: 'gateway', base: args.gateway.replace(/\/$/, '') });
    } else if (!args['no-gateway']) {
      const gatewayPort = await freePort();
      gateway = await startGateway(port, gatewayPort);
      targets.push({ name: 'gateway', base: `http://127.0.0.1:${gatewayPort}` });
    }

    if (!args['no-cost'] && n === SIZES[0]) {
      await requestCost(db, recipes, issuer, targets);
      if (args['cost-only']) return [];
    }

    const rows: Record<string, string | number>[] = [];
    /** Per scenario, each round's gateway/direct throughput ratio. */
    const ratios = new Map<string, number[]>();
    // Each scenario's direct and gateway runs alternate, several rounds, so both meet the same
    // machine; the run with the median throughput stands for each (the others are printed too).
    for (const scenario of scenarios) {
      const runs = new Map<string, Measurement[]>();
      for (const target of targets) await load(`${target.base}${scenario.path}`, cookie, WARMUP);
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const target of round % 2 === 0 ? targets : [...targets].reverse()) {
          const measured = await load(`${target.base}${scenario.path}`, cookie, DURATION);
          runs.set(target.name, [...(runs.get(target.name) ?? []), measured]);
        }
      }
      const directRuns = runs.get('direct') ?? [];
      const gatewayRuns = runs.get('gateway') ?? [];
      if (gatewayRuns.length > 0) {
        ratios.set(
          scenario.name,
          gatewayRuns.map((run, round) => run.rps / Math.max(1, directRuns[round]?.rps ?? 0)),
        );
      }
      for (const target of targets) {
        const url = `${target.base}${scenario.path}`;
        const all = runs.get(target.name) ?? [];
        const measured = medianRun(all);
        // Other work on the machine shares its cores; the 1-minute load average says how much.
        const load1 = (loadavg()[0] ?? 0).toFixed(1);
        const unloaded = await unloadedTime(url, cookie, () => redis.incr(`recipes:version:${userId}`));
        rows.push({
          target: target.name,
          scenario: scenario.name,
          matches: unloaded.total,
          'req/s': Math.round(measured.rps),
          'p50 ms': measured.p50,
          'p95 ms': measured.p95,
          'p99 ms': measured.p99,
          errors: all.reduce((sum, run) => sum + run.errors, 0),
          load: load1,
          'repeated read p50/p95 ms': `${unloaded.repeated50.toFixed(2)} / ${unloaded.repeated95.toFixed(2)}`,
          'first read p50/p95 ms': `${unloaded.first50.toFixed(2)} / ${unloaded.first95.toFixed(2)}`,
        });
        console.log(
          `${target.name.padEnd(8)} ${scenario.name.padEnd(34)} matches ${String(unloaded.total).padStart(6)}  ` +
            `${String(Math.round(measured.rps)).padStart(5)} req/s (runs ${all.map((r) => Math.round(r.rps)).join('/')})  ` +
            `p50 ${ms(measured.p50)}  p95 ${ms(measured.p95)}  p99 ${ms(measured.p99)}  load ${load1}  ` +
            `| one at a time: repeated read ${unloaded.repeated50.toFixed(2)}/${unloaded.repeated95.toFixed(2)}` +
            `, first read ${unloaded.first50.toFixed(2)}/${unloaded.first95.toFixed(2)} ms (p50/p95)`,
        );
      }
    }
    console.log('query plans (EXPLAIN ANALYZE, indexes used):');
    for (const scenario of scenarios) {
      const lines = await explain(testDb.url, userId, {
        ...scenario.search,
        limit: RECIPE_LIMITS.pageDefault,
      });
      console.log(`  ${scenario.name}\n${lines.map((line) => `    ${line}`).join('\n')}`);
    }
    const percent = (ratio: number) => `${(ratio * 100).toFixed(0)}%`;
    for (const scenario of scenarios) {
      const perRound = ratios.get(scenario.name);
      if (!perRound) continue;
      const median = [...perRound].sort((a, b) => a - b)[Math.floor((perRound.length - 1) / 2)] ?? 0;
      console.log(
        `gateway/direct throughput ${scenario.name.padEnd(34)} ${percent(median).padStart(4)} ` +
          `(median of rounds ${perRound.map(percent).join('/')}; target >= 75%)`,
      );
    }
    return rows;
  } finally {
    if (gateway) await stopService(gateway);
    if (service) await stopService(service);
    billing?.server.close();
    await issuer.close();
    redis.disconnect();
    await db.destroy();
    if (args['keep-db']) console.log(`kept database ${testDb.url}`);
    else await testDb.drop();
  }
}

const corpus = readCorpus(findCorpus());
console.log(
  `recipes bench: ${corpus.length} corpus recipes, sizes ${SIZES.join(', ')}, ${CONNECTIONS} connections, ${DURATION} s each`,
);
const results: Record<string, string | number>[] = [];
for (const size of SIZES) {
  for (const row of await benchSize(corpus, size)) results.push({ recipes: size, ...row });
}
console.log('\nsummary');
console.table(results);
