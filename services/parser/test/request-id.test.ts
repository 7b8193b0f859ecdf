/**
 * One import followed by its request id: the X-Request-Id the gateway sets is on the parser API's
 * log lines and, through the job's data, on the worker's.
 */
import { Writable } from 'node:stream';
import { pino } from 'pino';
import {
  type Fixture,
  fixturePage,
  type Harness,
  routes,
  send,
  startFixture,
  startHarness,
} from './helpers.ts';

let h: Harness;
let site: Fixture;
const workerLines: Record<string, unknown>[] = [];

beforeAll(async () => {
  h = await startHarness();
  site = await startFixture(routes({ '/pie': (_req, res) => send(res, fixturePage('jsonld-pie.html')) }));
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean))
        workerLines.push(JSON.parse(line));
      done();
    },
  });
  h.startWorker({ logger: pino({ level: 'info' }, stream) });
});
afterAll(async () => {
  await h.close();
  await site.close();
});

test('the worker logs the import under the request id of the request that queued it', async () => {
  const requestId = 'follow-me-0123456789';
  const response = await h.app.inject({
    method: 'POST',
    url: '/api/parse-recipe',
    payload: { url: `http://127.0.0.1:${site.port}/pie` },
    headers: { 'x-request-id': requestId },
    remoteAddress: '127.0.0.1',
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['x-request-id']).toBe(requestId);
  const imported = workerLines.find((line) => line['msg'] === 'recipe imported');
  expect(imported).toMatchObject({ reqId: requestId, jobId: expect.any(String), success: true });
});
