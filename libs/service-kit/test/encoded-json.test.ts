import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { COMPRESS_THRESHOLD_BYTES, CompressedJsonMemo, sendCompressedJson } from '../src/encoded-json.ts';

const LIST = JSON.stringify({
  recipes: Array.from({ length: 40 }, (_, i) => ({ id: `r${i}`, title: `Lemon tart number ${i}` })),
});

describe('CompressedJsonMemo', () => {
  test('compresses a text once per encoding and hands out the same bytes after', async () => {
    const memo = new CompressedJsonMemo();
    const br = await memo.compressed(LIST, 'br');
    expect(brotliDecompressSync(br).toString('utf8')).toBe(LIST);
    expect(await memo.compressed(LIST, 'br')).toBe(br);
    const gzip = await memo.compressed(LIST, 'gzip');
    expect(gunzipSync(gzip).toString('utf8')).toBe(LIST);
    expect(await memo.compressed(LIST, 'gzip')).toBe(gzip);
    expect(br.length).toBeLessThan(LIST.length / 4);
  });

  test('starts afresh past its bound, and still answers right', async () => {
    const memo = new CompressedJsonMemo(LIST.length + 10);
    const first = await memo.compressed(LIST, 'br');
    const other = `${LIST} `;
    expect(brotliDecompressSync(await memo.compressed(other, 'br')).toString('utf8')).toBe(other);
    // The first text was let go: compressed again, to equal bytes in a new buffer.
    const again = await memo.compressed(LIST, 'br');
    expect(again).not.toBe(first);
    expect(again.equals(first)).toBe(true);
  });
});

describe('sendCompressedJson', () => {
  let app: FastifyInstance;
  const memo = new CompressedJsonMemo();
  const small = JSON.stringify({ recipes: [] });

  beforeAll(async () => {
    app = Fastify();
    app.get('/list', async (request, reply) => sendCompressedJson(request, reply, LIST, memo));
    app.get('/small', async (request, reply) => sendCompressedJson(request, reply, small, memo));
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

  test.each([
    ['br, gzip', 'br'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
  ])('Accept-Encoding %s gets %s, the same JSON once decoded', async (header, encoding) => {
    const answer = await get('/list', header);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers['vary']).toBe('Accept-Encoding');
    const bytes = answer.rawPayload;
    const text = (encoding === 'br' ? brotliDecompressSync(bytes) : gunzipSync(bytes)).toString('utf8');
    expect(text).toBe(LIST);
    expect(Number(answer.headers['content-length'])).toBe(bytes.length);
  });

  test.each([undefined, '', 'deflate', 'identity', 'br;q=0, gzip;q=0'])(
    'Accept-Encoding %p gets the JSON as it is',
    async (header) => {
      const answer = await get('/list', header);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers['vary']).toBe('Accept-Encoding');
      expect(answer.body).toBe(LIST);
    },
  );

  test('a hostile Accept-Encoding of 16 KB is read to its end: its last acceptable entry counts', async () => {
    const header = `${'x-unknown;q=0.9, '.repeat(950)}gzip`;
    expect(header.length).toBeGreaterThan(16_000);
    const answer = await get('/list', header);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.rawPayload).toString('utf8')).toBe(LIST);
  });

  test(`JSON shorter than ${COMPRESS_THRESHOLD_BYTES} characters goes out as it is`, async () => {
    const answer = await get('/small', 'br, gzip');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body).toBe(small);
  });
});
