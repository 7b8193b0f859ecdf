/**
 * Many instances: two copies of every service and two parser workers behind one gateway, on the
 * real Postgres and Redis. Users sign up, sign in, save recipes and import pages from a loopback
 * recipe site, all at once; mid-way one copy of each service and one worker get SIGTERM. No request
 * may fail (every answer 2xx), every import completes and its page is fetched exactly once (no job
 * lost, none run twice), and every saved recipe is there afterwards.
 */
import { appendFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { testRedisUrl } from '@cookmark/db';
import { type CorpusSite, type ScratchStack, startCorpusSite, startScratchStack } from '@cookmark/infra';

const root = resolve(__dirname, '../../..');
const PORTS = {
  gateway: 4700,
  auth: 4701,
  recipes: 4702,
  parser: 4703,
  grocery: 4704,
  billing: 4705,
  stripe: 4790,
  smtp: 4725,
  mailHttp: 4780,
};
const REDIS_URL = process.env['TEST_REDIS_URL_RESILIENCE'] ?? testRedisUrl(4);
const BASE = `http://127.0.0.1:${PORTS.gateway}`;
const USERS = 8;
/** Rounds each user runs before the stop and after it. */
const ROUNDS_BEFORE = 3;
const ROUNDS_AFTER = 3;
/** One copy of every service and one worker, stopped mid-way. */
const STOPPED = ['auth-2', 'recipes', 'parser-2', 'grocery', 'billing-2', 'worker'];

interface User {
  email: string;
  address: string;
  cookie: string;
}

interface Outcome {
  failures: string[];
  saved: { user: User; id: string }[];
  imports: { user: User; path: string }[];
}

async function call(
  user: { address: string; cookie?: string },
  method: string,
  path: string,
  body?: unknown,
) {
  const headers: Record<string, string> = {
    accept: 'application/json',
    origin: BASE,
    'x-forwarded-for': user.address,
  };
  if (user.cookie) headers['cookie'] = user.cookie;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${BASE}${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, text, headers: response.headers };
}

/** Records an answer that is not the expected 2xx; returns its body parsed when it is. */
function expectStatus(
  outcome: Outcome,
  what: string,
  answer: { status: number; text: string },
  status: number,
): unknown {
  if (answer.status !== status) {
    outcome.failures.push(`${what}: ${answer.status} ${answer.text.slice(0, 160)}`);
    return undefined;
  }
  return answer.text ? JSON.parse(answer.text) : undefined;
}

let stack: ScratchStack;
let site: CorpusSite;
const logFile = resolve(__dirname, '../.stack.log');

beforeAll(async () => {
  writeFileSync(logFile, '');
  site = await startCorpusSite(resolve(root, '../shared/corpus/recipe-pages'), 6);
  stack = await startScratchStack({
    database: 'cookmark_resilience',
    root,
    ports: PORTS,
    copies: 2,
    redisUrl: REDIS_URL,
    env: {
      PARSER_ALLOW_LOOPBACK_FOR_TESTS: 'true',
      // The reading deadline has tests of its own (page-reading.test.ts, paste-flood.test.ts); here a
      // read slowed by a loaded machine (the reading threads run at nice 10) must not fail an import.
      PARSER_EXTRACT_TIMEOUT_MS: '60000',
    },
    log: (line) => appendFileSync(logFile, `${line}\n`),
  });
}, 600_000);

afterAll(async () => {
  await stack?.stop();
  site?.close();
});

/**
 * One round of a user: sign in (the first round and the first after the stop), save a recipe, read
 * the list, import a page and save what it found.
 */
async function round(user: User, n: number, outcome: Outcome): Promise<void> {
  if (n === 0 || n === ROUNDS_BEFORE) {
    const signIn = await call(user, 'POST', '/api/auth/login', {
      email: user.email,
      password: 'Saffron-Risotto-42',
    });
    if (expectStatus(outcome, `sign-in ${user.email}`, signIn, 200) !== undefined) {
      user.cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    }
  }
  const saved = expectStatus(
    outcome,
    'save',
    await call(user, 'POST', '/api/recipes', {
      title: `Lemon soup ${user.email} ${n}`,
      ingredients: ['1 lemon', '2 cups stock'],
      instructions: ['Simmer.'],
      tags: ['soup'],
    }),
    201,
  ) as { id: string } | undefined;
  if (saved) outcome.saved.push({ user, id: saved.id });
  expectStatus(outcome, 'list', await call(user, 'GET', '/api/recipes'), 200);

  const path = `/recipe/${encodeURIComponent(user.email)}/${n}`;
  const accepted = await call(user, 'POST', '/api/parse-recipe?async=1', { url: `${site.url}${path}` });
  outcome.imports.push({ user, path });
  let result: { recipe: { title: string; ingredients: string[]; instructions: string[] } } | undefined;
  if (accepted.status === 200) {
    result = JSON.parse(accepted.text);
  } else {
    const job = expectStatus(outcome, 'import', accepted, 202) as { jobId: string } | undefined;
    if (!job) return;
    for (;;) {
      await new Promise((r) => setTimeout(r, 200));
      const status = expectStatus(
        outcome,
        'import status',
        await call(user, 'GET', `/api/parse-jobs/${job.jobId}`),
        200,
      ) as { state: string; result?: typeof result; error?: { message: string } } | undefined;
      if (!status) return;
      if (status.state === 'failed') {
        outcome.failures.push(`import ${path} failed: ${status.error?.message ?? ''}`);
        return;
      }
      if (status.state === 'completed') {
        result = status.result;
        break;
      }
    }
  }
  if (!result) return;
  const imported = expectStatus(
    outcome,
    'save imported',
    await call(user, 'POST', '/api/recipes', {
      title: result.recipe.title.slice(0, 200) || 'Imported',
      ingredients: result.recipe.ingredients.slice(0, 50),
      instructions: result.recipe.instructions.slice(0, 50),
      tags: [],
      sourceUrl: `${site.url}${path}`,
    }),
    201,
  ) as { id: string } | undefined;
  if (imported) outcome.saved.push({ user, id: imported.id });
}

test('one copy of every service and one worker stopped under load: no failed request, no lost job', async () => {
  const outcome: Outcome = { failures: [], saved: [], imports: [] };
  const users: User[] = [];
  for (let i = 0; i < USERS; i++) {
    const user: User = { email: `many.${i}@example.com`, address: `198.51.100.${i + 1}`, cookie: '' };
    expectStatus(
      outcome,
      'sign-up',
      await call(user, 'POST', '/api/auth/signup', {
        email: user.email,
        password: 'Saffron-Risotto-42',
        firstName: 'Many',
        lastName: `User ${i}`,
      }),
      201,
    );
    users.push(user);
  }
  expect(outcome.failures).toEqual([]);

  // Every user runs rounds without pause; once all have run their first rounds, one copy of each
  // service and one worker get SIGTERM while the rounds go on.
  let firstRoundsDone = 0;
  let stopAll: () => void = () => undefined;
  const stopNow = new Promise<void>((done) => (stopAll = done));
  const stopped = stopNow.then(() =>
    Promise.all(STOPPED.map(async (name) => [name, await stack.signal(name, 'SIGTERM')] as const)),
  );
  await Promise.all(
    users.map(async (user) => {
      for (let n = 0; n < ROUNDS_BEFORE + ROUNDS_AFTER; n++) {
        if (n === ROUNDS_BEFORE - 1 && ++firstRoundsDone === users.length) stopAll();
        await round(user, n, outcome);
      }
    }),
  );
  stopAll();
  // Each stopped process drained and exited by itself (code 0), not by its forced deadline.
  expect(Object.fromEntries(await stopped)).toEqual(Object.fromEntries(STOPPED.map((name) => [name, 0])));

  expect(outcome.failures).toEqual([]);
  // Every import finished, its page fetched exactly once: no job lost, none run twice.
  expect(outcome.imports).toHaveLength(USERS * (ROUNDS_BEFORE + ROUNDS_AFTER));
  const fetches = outcome.imports.map(({ path }) => [path, site.hits.get(path) ?? 0]);
  expect(fetches).toEqual(outcome.imports.map(({ path }) => [path, 1]));
  // Every saved recipe is there, read through the copies still running.
  const missing: string[] = [];
  for (const { user, id } of outcome.saved) {
    const answer = await call(user, 'GET', `/api/recipes/${id}`);
    if (answer.status !== 200) missing.push(`${id}: ${answer.status}`);
  }
  expect(missing).toEqual([]);
  expect(outcome.saved).toHaveLength(2 * USERS * (ROUNDS_BEFORE + ROUNDS_AFTER));
});
