import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PARSE_MESSAGES } from '@cookmark/contracts';
import type { PageReader } from '../src/reading/page-reader.ts';
import { ReadingPool } from '../src/reading/reading-pool.ts';
import { type Fixture, type Harness, hitsOf, routes, send, startFixture, startHarness } from './helpers.ts';

/** Reads like the real pool, except that a page containing 'hang' never finishes. */
const SLOW_TASK = path.join(__dirname, 'fixtures', 'slow-reading-task.ts');
/** Room for a busy machine; a page read on the event loop would hold /healthz for far longer. */
const HEALTHZ_BUDGET_MS = 500;

/** The security review's paste: 200 KB, with a totalTime of 200,000 ones. */
const hostilePaste = (n: number) => ({
  url: `https://slow.example.com/r${n}`,
  html: `<script type=application/ld+json>{"@type":"Recipe","name":"Slow","recipeIngredient":["1 egg"],"recipeInstructions":["Boil"],"totalTime":"1${'1'.repeat(200_000)}x"}</script>`,
});

const parse = (h: Harness, payload: object) =>
  h.app.inject({ method: 'POST', url: '/api/parse-recipe', payload });

async function healthzMs(h: Harness): Promise<number> {
  const started = performance.now();
  const response = await h.app.inject({ method: 'GET', url: '/healthz' });
  expect(response.statusCode).toBe(200);
  return performance.now() - started;
}

describe('pasted pages are read off the event loop, within a deadline', () => {
  let h: Harness;
  afterEach(async () => {
    await h.close();
  });

  test('/healthz answers in milliseconds while 30 hostile pastes are read', async () => {
    // The app's own kind of pool, counted, so /healthz is timed while the pages are being read
    // (not while the 30 requests are still being taken in).
    const pool = new ReadingPool({ timeoutMs: 5_000, threads: 2 });
    let handedOver = 0;
    const reader: PageReader = {
      extractRecipe: (html, url) => {
        handedOver++;
        return pool.extractRecipe(html, url);
      },
      readableText: (html) => pool.readableText(html),
      readText: (text) => pool.readText(text),
      pageRegions: (probe) => pool.pageRegions(probe),
      close: () => pool.close(),
    };
    h = await startHarness({ env: { PARSER_RATE_LIMIT_PER_MINUTE: '1000' }, deps: { reader } });
    await pool.ready; // the threads' start-up is not the pastes' reading
    try {
      let reading = true;
      const pastes = Promise.all(Array.from({ length: 30 }, (_, n) => parse(h, hostilePaste(n)))).finally(
        () => (reading = false),
      );
      while (handedOver < 30 && reading) await sleep(5);
      const healthz: number[] = [];
      while (reading) {
        healthz.push(await healthzMs(h));
        await sleep(10);
      }
      const answers = await pastes;

      expect(healthz.length).toBeGreaterThan(0);
      expect(Math.max(...healthz)).toBeLessThan(HEALTHZ_BUDGET_MS);
      for (const answer of answers) {
        expect(answer.statusCode).toBe(200);
        expect(answer.json().recipe).toMatchObject({ title: 'Slow', totalTime: null });
      }
    } finally {
      await pool.close();
    }
  });

  test('a paste not read by the deadline fails with a clear message; /healthz answers meanwhile', async () => {
    const reader = new ReadingPool({ timeoutMs: 1_000, threads: 1, taskFile: SLOW_TASK });
    h = await startHarness({ deps: { reader } });
    await reader.ready;
    try {
      const stuck = parse(h, { url: 'https://slow.example.com/r', html: '<p>hang</p>' });
      await sleep(100);
      expect(await healthzMs(h)).toBeLessThan(HEALTHZ_BUDGET_MS);

      const answer = await stuck;
      expect(answer.statusCode).toBe(422);
      expect(answer.json()).toEqual({ message: PARSE_MESSAGES.pageTooSlow });
      // The stuck thread was replaced: the next paste is read.
      const next = await parse(h, { url: 'https://slow.example.com/r', html: '<p>fine</p>' });
      expect(next.statusCode).toBe(200);
    } finally {
      await reader.close();
    }
  });
});

describe('fetched pages are read within the deadline too', () => {
  let h: Harness;
  let site: Fixture;
  let reader: ReadingPool;

  beforeAll(async () => {
    h = await startHarness();
    site = await startFixture(routes({ '/hang': (_req, res) => send(res, '<html><p>hang</p></html>') }));
    reader = new ReadingPool({ timeoutMs: 1_000, threads: 1, taskFile: SLOW_TASK });
    h.startWorker({ reader });
  });

  afterAll(async () => {
    await h.close();
    await reader.close();
    await site.close();
  });

  test('an imported page not read by the deadline fails the import with the clear message', async () => {
    await reader.ready;
    const answer = await parse(h, { url: `http://127.0.0.1:${site.port}/hang` });
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toEqual({ message: PARSE_MESSAGES.pageTooSlow });
    // Not retried: the same page would be as slow again.
    expect(hitsOf(site, '/hang')).toBe(1);
  });
});
