import {
  fixturePage,
  type Fixture,
  type Harness,
  hitsOf,
  send,
  startFixture,
  startHarness,
} from './helpers.ts';

let h: Harness;
let site: Fixture;
let firstStalled = false;
/** Ends the first request's stall; it stays open until the test is over. */
let endStall: () => void = () => undefined;
let firstHit: () => void = () => undefined;
const firstHitSeen = new Promise<void>((resolve) => {
  firstHit = resolve;
});

beforeAll(async () => {
  h = await startHarness();
  // The first request hangs until the test is over (the worker handling it "dies" meanwhile);
  // later ones answer.
  site = await startFixture((_req, res) => {
    if (!firstStalled) {
      firstStalled = true;
      firstHit();
      endStall = () => send(res, fixturePage('jsonld-pie.html'));
      return;
    }
    send(res, fixturePage('jsonld-pie.html'));
  });
});

afterAll(async () => {
  endStall();
  await h.close();
  await site.close();
});

test('a job whose worker died is finished by another worker, and the waiting request gets it', async () => {
  // Every worker of a deployment checks for stalled jobs at the same pace (Redis throttles the
  // check to the interval of the worker that ran it last).
  const workerA = h.startWorker({ lockDurationMs: 1_000, stalledIntervalMs: 500 });
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
  // Finished by B: A's fetch is still stalled (it answers only once the test is over).
  expect(hitsOf(site, '/pie')).toBe(2);
});
