import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { listeningUrl as url } from '@cookmark/service-kit/testing';
import Fastify, { type FastifyInstance } from 'fastify';
import { COMPRESS_THRESHOLD_BYTES } from '@cookmark/service-kit';
import { buildApp } from '../src/app.ts';
import { loadGatewayConfig } from '../src/config.ts';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as they came over the wire (still encoded). */
  raw: Buffer;
  /** When each chunk arrived, in ms after the request went out. */
  chunkTimes: number[];
}

/** A real HTTP request: Node's fetch would decode the body and hide what was sent. */
function get(base: string, path: string, acceptEncoding?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const headers: Record<string, string> = {};
    if (acceptEncoding !== undefined) headers['accept-encoding'] = acceptEncoding;
    const req = httpRequest(`${base}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      const chunkTimes: number[] = [];
      res.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        chunkTimes.push(Date.now() - started);
      });
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          raw: Buffer.concat(chunks),
          chunkTimes,
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function decoded(answer: Answer): string {
  switch (answer.headers['content-encoding']) {
    case 'br':
      return brotliDecompressSync(answer.raw).toString('utf8');
    case 'gzip':
      return gunzipSync(answer.raw).toString('utf8');
    case undefined:
      return answer.raw.toString('utf8');
    default:
      throw new Error(`unexpected encoding ${String(answer.headers['content-encoding'])}`);
  }
}

const BIG_LIST = {
  recipes: Array.from({ length: 60 }, (_, i) => ({
    id: `r${i}`,
    title: `Lemon tart number ${i}`,
    tags: ['baking'],
  })),
};
const SERVICE_BROTLI = brotliCompressSync(JSON.stringify(BIG_LIST));
const EXPORT_PARTS = Array.from({ length: 40 }, (_, i) =>
  JSON.stringify({ recipe: i, title: 'Soup '.repeat(50) }),
);
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4000, 0x41), Buffer.from('\n%%EOF\n')]);

/** Stand-in services answering the kinds of responses the real ones send. */
async function upstream(): Promise<FastifyInstance> {
  const app = Fastify();
  app.get('/api/recipes', async () => BIG_LIST);
  app.get('/api/features', async () => ({ recipeScaling: true }));
  // A list the recipes service compressed itself (its cached lists, see CompressedJsonMemo).
  app.get('/api/recipes/compressed', async (request, reply) => {
    const brotli = /\bbr\b/.test(String(request.headers['accept-encoding']));
    reply.type('application/json; charset=utf-8').header('vary', 'Accept-Encoding');
    return brotli ? reply.header('content-encoding', 'br').send(SERVICE_BROTLI) : reply.send(BIG_LIST);
  });
  app.get('/api/recipes/export/pdf', async (_request, reply) =>
    reply
      .type('application/pdf')
      .header('content-disposition', 'attachment; filename="recipes.pdf"')
      .send(PDF),
  );
  // A download written as it is read (like the account export): no Content-Length.
  app.get('/api/auth/account/export', async (_request, reply) => {
    reply.raw.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': 'attachment; filename="cookmark-data.json"',
    });
    for (const part of EXPORT_PARTS) {
      reply.raw.write(`${part}\n`);
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    reply.raw.end();
    return reply;
  });
  // A server-sent event stream: each event must arrive when it is sent, not when the stream ends.
  app.get('/api/parse-jobs/events', async (_request, reply) => {
    reply.raw.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    reply.raw.write(`data: ${'x'.repeat(2000)}\n\n`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    reply.raw.write('data: done\n\n');
    reply.raw.end();
    return reply;
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

const SCRIPT = `export const greeting = ${JSON.stringify('hello from a hashed chunk '.repeat(200))};\n`;
const INDEX = `<!doctype html><html lang="en"><head><title>Cookmark</title>${'<meta name="x" content="padding">'.repeat(60)}</head><body><div id="root"></div></body></html>`;

describe('gateway compression and caching', () => {
  let service: FastifyInstance;
  let gateway: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    service = await upstream();
    // What `npm run build -w @cookmark/web` writes: hashed assets with .br and .gz copies beside them.
    const dist = mkdtempSync(join(tmpdir(), 'cookmark-web-'));
    mkdirSync(join(dist, 'assets'));
    const files: Record<string, string> = { 'index.html': INDEX, 'assets/index-AbC123xy.js': SCRIPT };
    for (const [name, text] of Object.entries(files)) {
      writeFileSync(join(dist, name), text);
      writeFileSync(join(dist, `${name}.br`), brotliCompressSync(text));
      writeFileSync(join(dist, `${name}.gz`), gzipSync(text));
    }
    writeFileSync(join(dist, 'assets', 'tiny-Zz9.js'), 'export {};\n');
    writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\nAllow: /\n');
    const config = loadGatewayConfig({
      LOG_LEVEL: 'silent',
      AUTH_URL: url(service),
      RECIPES_URL: url(service),
      PARSER_URL: url(service),
      GROCERY_URL: url(service),
      BILLING_URL: url(service),
      WEB_DIST_DIR: dist,
    });
    gateway = await buildApp(config, { logger: false });
    await gateway.listen({ port: 0, host: '127.0.0.1' });
    base = url(gateway);
  });

  afterAll(async () => {
    await gateway?.close();
    await service?.close();
  });

  test.each([
    ['br, gzip, deflate', 'br'],
    ['gzip, deflate', 'gzip'],
  ])(
    'a hashed asset asked with Accept-Encoding %s is sent precompressed as %s, cached for a year',
    async (accept, encoding) => {
      const answer = await get(base, '/assets/index-AbC123xy.js', accept);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(answer.headers['vary']).toMatch(/accept-encoding/i);
      // The copy written at build time, as it is (compressing per request would stream without a length).
      expect(answer.headers['content-length']).toBe(String(answer.raw.length));
      expect(answer.raw.equals(encoding === 'br' ? brotliCompressSync(SCRIPT) : gzipSync(SCRIPT))).toBe(true);
      expect(answer.raw.length).toBeLessThan(SCRIPT.length / 5);
      expect(decoded(answer)).toBe(SCRIPT);
    },
  );

  test('a client that accepts no encoding gets the plain file', async () => {
    for (const accept of [undefined, 'identity']) {
      const answer = await get(base, '/assets/index-AbC123xy.js', accept);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(answer.raw.toString('utf8')).toBe(SCRIPT);
    }
  });

  test('a small file without compressed copies is sent as it is', async () => {
    const answer = await get(base, '/assets/tiny-Zz9.js', 'br, gzip');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.raw.toString('utf8')).toBe('export {};\n');
  });

  test('index.html (the root and every app route) is compressed, revalidated each time and keeps the CSP', async () => {
    for (const path of ['/', '/dashboard/premium', '/recipe/abc']) {
      for (const [accept, encoding] of [
        ['br, gzip', 'br'],
        ['gzip', 'gzip'],
        [undefined, undefined],
      ] as const) {
        const answer = await get(base, path, accept);
        expect([path, answer.status]).toEqual([path, 200]);
        expect(answer.headers['content-type']).toMatch(/^text\/html/);
        expect(answer.headers['content-encoding']).toBe(encoding);
        expect(answer.headers['cache-control']).toBe('no-cache');
        expect(answer.headers['content-security-policy']).toContain("script-src 'self'");
        expect(answer.headers['x-content-type-options']).toBe('nosniff');
        expect(decoded(answer)).toBe(INDEX);
      }
    }
    const robots = await get(base, '/robots.txt', 'br');
    expect(robots.headers['cache-control']).toBe('no-cache');
  });

  test.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
  ])(
    'API JSON above the threshold is compressed (Accept-Encoding %s: %s), security headers kept',
    async (accept, encoding) => {
      const answer = await get(base, '/api/recipes', accept);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers['vary']).toMatch(/accept-encoding/i);
      expect(answer.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(JSON.stringify(BIG_LIST).length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
      expect(answer.raw.length).toBeLessThan(JSON.stringify(BIG_LIST).length / 3);
      expect(JSON.parse(decoded(answer))).toEqual(BIG_LIST);
    },
  );

  test('API JSON without Accept-Encoding, or below the threshold, is sent as it is', async () => {
    const plain = await get(base, '/api/recipes');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.raw.toString('utf8'))).toEqual(BIG_LIST);
    const small = await get(base, '/api/features', 'br, gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.raw.toString('utf8'))).toEqual({ recipeScaling: true });
  });

  test('an answer the service compressed itself is passed on as it is, not compressed again', async () => {
    const answer = await get(base, '/api/recipes/compressed', 'br, gzip');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['vary']).toBe('Accept-Encoding');
    expect(answer.raw.equals(SERVICE_BROTLI)).toBe(true);
    expect(JSON.parse(decoded(answer))).toEqual(BIG_LIST);
  });

  test('a streamed JSON download is compressed as it goes and keeps its file name', async () => {
    const answer = await get(base, '/api/auth/account/export', 'br, gzip');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="cookmark-data.json"');
    expect(decoded(answer)).toBe(EXPORT_PARTS.map((part) => `${part}\n`).join(''));
  });

  test('PDFs are passed on untouched', async () => {
    const answer = await get(base, '/api/recipes/export/pdf', 'br, gzip');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.raw.equals(PDF)).toBe(true);
  });

  test('a server-sent event stream is not compressed, so each event arrives when it is sent', async () => {
    const answer = await get(base, '/api/parse-jobs/events', 'br, gzip');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.raw.toString('utf8')).toBe(`data: ${'x'.repeat(2000)}\n\ndata: done\n\n`);
    // The first event came well before the second was written (a second later).
    expect(answer.chunkTimes.length).toBeGreaterThan(1);
    expect(answer.chunkTimes.at(-1)! - answer.chunkTimes[0]!).toBeGreaterThanOrEqual(500);
  });
});
