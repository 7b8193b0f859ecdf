/** The BullMQ dashboard at /internal/queues: the internal token (header or Basic password) or nothing. */
import { type Harness, startHarness } from './helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

const basic = (password: string) => `Basic ${Buffer.from(`ops:${password}`).toString('base64')}`;

test('without the token: 401 asking for Basic credentials, nothing of the queues shown', async () => {
  for (const headers of [
    {},
    { authorization: basic('wrong-token-0123456789') },
    { 'x-internal-token': 'wrong-token-0123456789' },
    { authorization: `Bearer ${h.config.INTERNAL_TOKEN}` },
  ]) {
    for (const url of ['/internal/queues', '/internal/queues/api/queues', '/%69nternal/queues/api/queues']) {
      const response = await h.app.inject({ method: 'GET', url, headers });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 401 });
      expect(response.headers['www-authenticate']).toMatch(/^Basic realm=/);
      expect(response.body).not.toContain('parse');
    }
  }
});

test('with the token as the Basic password the dashboard and its API answer, listing the parse and collections queues', async () => {
  const page = await h.app.inject({
    method: 'GET',
    url: '/internal/queues',
    headers: { authorization: basic(h.config.INTERNAL_TOKEN) },
  });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toMatch(/^text\/html/);
  expect(page.body).toContain('Cookmark queues');

  const api = await h.app.inject({
    method: 'GET',
    url: '/internal/queues/api/queues',
    headers: { 'x-internal-token': h.config.INTERNAL_TOKEN },
  });
  expect(api.statusCode).toBe(200);
  const names = (api.json() as { queues: { name: string }[] }).queues.map((queue) => queue.name);
  expect(names).toEqual(expect.arrayContaining(['parse', 'collections']));
});

test('a write sent by another site is refused even with the credentials the browser adds', async () => {
  const response = await h.app.inject({
    method: 'PUT',
    url: '/internal/queues/api/queues/parse/retry/failed',
    headers: { authorization: basic(h.config.INTERNAL_TOKEN), 'sec-fetch-site': 'cross-site' },
  });
  expect(response.statusCode).toBe(403);
  const sameOrigin = await h.app.inject({
    method: 'PUT',
    url: '/internal/queues/api/queues/parse/retry/failed',
    headers: { authorization: basic(h.config.INTERNAL_TOKEN), 'sec-fetch-site': 'same-origin' },
  });
  expect(sameOrigin.statusCode).toBeLessThan(300);
});
