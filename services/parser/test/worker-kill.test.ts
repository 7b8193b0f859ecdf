/**
 * A parser worker process killed with SIGKILL in the middle of an import: the job is taken over and
 * finished, once, by another worker process, and the waiting request gets the recipe.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import {
  fixturePage,
  type Fixture,
  type Harness,
  hitsOf,
  send,
  startFixture,
  startHarness,
} from './helpers.ts';

const WORKER = resolve(__dirname, '../src/worker.ts');

let h: Harness;
let site: Fixture;
let firstHit: () => void = () => undefined;
const firstHitSeen = new Promise<void>((resolvePromise) => {
  firstHit = resolvePromise;
});
const workers: ChildProcess[] = [];

/** A worker process as production runs it (`node services/parser/src/worker.ts`), once it is ready. */
async function startWorkerProcess(): Promise<ChildProcess> {
  const child = spawn(process.execPath, [WORKER], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      REDIS_URL: h.config.REDIS_URL,
      PARSER_QUEUE_PREFIX: h.config.PARSER_QUEUE_PREFIX,
      PARSER_ALLOW_LOOPBACK_FOR_TESTS: 'true',
      PARSER_RENDER: 'false',
      PARSER_WORKER_LOCK_MS: '2000',
      PARSER_WORKER_STALLED_CHECK_MS: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  workers.push(child);
  const lines: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
  await new Promise<void>((resolvePromise, reject) => {
    const reader = createInterface({ input: child.stdout! });
    reader.on('line', (line) => {
      lines.push(line);
      if (line.includes('parse worker ready')) resolvePromise();
    });
    child.once('exit', (code) =>
      reject(new Error(`worker exited (${code}) before it was ready:\n${lines.join('\n')}`)),
    );
  });
  return child;
}

beforeAll(async () => {
  h = await startHarness({ env: { PARSER_WAIT_MS: '60000' } });
  // The first fetch of the page never answers: its worker is killed meanwhile.
  site = await startFixture((req, res) => {
    if (hitsOf(site, '/pie') === 1) {
      firstHit();
      req.socket.on('error', () => undefined);
      return;
    }
    send(res, fixturePage('jsonld-pie.html'));
  });
});

afterAll(async () => {
  for (const worker of workers)
    if (worker.exitCode === null && worker.signalCode === null) worker.kill('SIGKILL');
  await h.close();
  await site.close();
});

test('kill -9 of the worker mid-import: another worker process finishes the job, once', async () => {
  const first = await startWorkerProcess();
  const answer = h.app.inject({
    method: 'POST',
    url: '/api/parse-recipe',
    payload: { url: `http://127.0.0.1:${site.port}/pie` },
  });
  await firstHitSeen;
  const killed = new Promise((resolvePromise) => first.once('exit', resolvePromise));
  first.kill('SIGKILL');
  expect(await killed).toBeNull();
  await startWorkerProcess();

  const response = await answer;
  expect(response.statusCode).toBe(200);
  expect(response.json().recipe.title).toBe("Grandma's Apple Pie");
  // Fetched by the killed worker, then once more by the one that finished the job; no third time.
  await new Promise((resolvePromise) => setTimeout(resolvePromise, 2500));
  expect(hitsOf(site, '/pie')).toBe(2);
});
