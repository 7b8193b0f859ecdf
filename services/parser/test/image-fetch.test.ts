import { PHOTO_LIMITS, PHOTO_MESSAGES } from '@cookmark/contracts';
import { INTERNAL_TOKEN_HEADER } from '@cookmark/service-kit';
import { gzipSync } from 'node:zlib';
import { type Fixture, type Harness, send, startFixture, startHarness } from './helpers.ts';

/** The first bytes of a PNG, then anything: the parser does not judge what the bytes are. */
const IMAGE = Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), Buffer.alloc(100, 7)]);

let h: Harness;
let site: Fixture;
let base: string;
beforeAll(async () => {
  h = await startHarness();
  site = await startFixture((req, res) => {
    const path = req.url ?? '';
    if (path === '/pie.png') return send(res, IMAGE, { 'Content-Type': 'image/png' });
    if (path === '/unnamed') return send(res, IMAGE, { 'Content-Type': 'application/octet-stream' });
    if (path === '/page.html') return send(res, '<html><p>not a photo</p></html>');
    if (path === '/huge.jpg')
      return send(res, Buffer.alloc(PHOTO_LIMITS.bytes + 1), { 'Content-Type': 'image/jpeg' });
    if (path === '/bomb.png')
      return send(res, gzipSync(Buffer.alloc(PHOTO_LIMITS.bytes * 2)), {
        'Content-Type': 'image/png',
        'Content-Encoding': 'gzip',
      });
    if (path === '/to-private')
      return send(res, '', { Location: 'http://10.0.0.1/pie.png', 'Content-Type': 'text/plain' }, 302);
    if (path === '/to-pie') return send(res, '', { Location: '/pie.png', 'Content-Type': 'text/plain' }, 302);
    return send(res, 'missing', {}, 404);
  });
  base = `http://127.0.0.1:${site.port}`;
});
afterAll(async () => {
  await site.close();
  await h.close();
});

const fetchImage = (url: string, token = h.config.INTERNAL_TOKEN) =>
  h.app.inject({
    method: 'POST',
    url: '/internal/images/fetch',
    headers: { [INTERNAL_TOKEN_HEADER]: token },
    payload: { url },
  });

test('an image is fetched through the safe fetcher and handed over as it was sent, asking for images', async () => {
  for (const path of ['/pie.png', '/unnamed', '/to-pie']) {
    const response = await fetchImage(`${base}${path}`);
    expect(response.json()).toEqual({ ok: true, data: IMAGE.toString('base64') });
  }
  expect(site.requests.at(-1)?.accept).toMatch(/^image\//);
});

test.each([
  ['/page.html', 415, PHOTO_MESSAGES.notImage],
  ['/huge.jpg', 413, PHOTO_MESSAGES.tooLarge],
  ['/bomb.png', 413, PHOTO_MESSAGES.tooLarge],
  ['/missing.png', 422, "The recipe's photo could not be fetched (The site refused the request (HTTP 404))."],
  ['/to-private', 422, "The recipe's photo could not be fetched (This address is not allowed)."],
])('%s is refused, saying why', async (path, status, message) => {
  expect((await fetchImage(`${base}${path}`)).json()).toEqual({ ok: false, status, message });
});

test('private addresses and other ports are refused before any request', async () => {
  const before = site.requests.length;
  for (const url of [
    'http://127.0.0.2/x.png',
    'http://localhost/x.png',
    'http://[::1]/x.png',
    'file:///etc/passwd',
  ]) {
    const answer = (await fetchImage(url)).json<{ ok: boolean; status: number }>();
    expect([answer.ok, answer.status]).toEqual([false, 422]);
  }
  expect(site.requests.length).toBe(before);
});

test('the route is for services holding the internal token only', async () => {
  expect((await fetchImage(`${base}/pie.png`, 'wrong')).statusCode).toBe(404);
});
