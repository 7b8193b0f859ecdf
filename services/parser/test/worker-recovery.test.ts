import {
  fixturePage,
  type Fixture,
  type Harness,
  hitsOf,
  send,
  startFixture,
  startHarness,
} from './helpers.ts';

jest.setTimeout(30_000);

let h: Harness;
let site: Fixture;
let firstStalled = false;
let stallTimer: NodeJS.Timeout | undefined;
let firstHit: () => void = () => undefined;
const firstHitSeen = new Promise<void>((resolve) => {
  firstHit = resolve;
});

beforeAll(async () => {
  h = await startHarness();
  // The first request hangs for 6 s (the worker handling it "dies" meanwhile); later ones answer.
  site = await startFixture((_req, res) => {
    if (!firstStalled) {
      firstStalled = true;
      firstHit();
      stallTimer = setTimeout(() => send(res, fixturePage('jsonld-pie.html')), 6_000);
      return;
    }
    send(res, fixturePage('jsonld-pie.html'));
  });
});

afterAll(async () => {
  clearTimeout(stallTimer);
  await h.close();
  await site.close();
});

test('a job whose worker died is finished by another worker, and the waiting request gets it', async () => {
  // Every worker of a deployment checks for stalled jobs at the same pace (Redis throttles the
  // check to the interval of the worker that ran it last).
  const workerA = h.startWorker({ lockDurationMs: 1_000, stalledIntervalMs: 500 });
  const started = Date.now();
  const answer = h.app.inject({
    method: 'POST',
    url: '/api/parse-recipe',
    payload: { url: `http://127.0.0.1:${site.port}/pie` },
  });
  await firstHitSeen;
  // Worker A stops renewing its lock without finishing the job, as if its process were killed.
  await workerA.close(true);
  h.startWorker({ stalledIntervalMs: 500 });

  const response = await answer;
  expect(response.statusCode).toBe(200);
  expect(response.json().recipe.title).toBe("Grandma's Apple Pie");
  expect(hitsOf(site, '/pie')).toBe(2);
  // Finished by B well before A's stalled fetch could have returned.
  expect(Date.now() - started).toBeLessThan(6_000);
});
