import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer as createTlsServer } from 'node:tls';
import { brotliCompressSync, constants as zc, deflateRawSync, deflateSync, gzipSync } from 'node:zlib';
import { DEFAULT_USER_AGENT, FetchError, safeFetchPage } from './index.ts';
import type { SafeFetchOptions } from './index.ts';
import type { Fixture } from './test-helpers.ts';
import { send, startFixture, stubResolver } from './test-helpers.ts';

const MB = 1024 * 1024;

let fixture: Fixture;
let trap: Fixture | undefined; // listens on 127.0.0.2 with the same port: must never be contacted
let base: string;
let bombs: { gzip: Buffer; deflate: Buffer; br: Buffer };

function slowly(res: ServerResponse, chunks: number, everyMs: number): void {
  res.writeHead(200, { 'Content-Type': 'text/html' });
  let sent = 0;
  const timer = setInterval(() => {
    if (res.destroyed || sent++ >= chunks) {
      clearInterval(timer);
      res.end();
      return;
    }
    res.write('<p>tick</p>');
  }, everyMs);
  res.on('close', () => clearInterval(timer));
}

function streamBytes(res: ServerResponse, total: number): void {
  res.writeHead(200, { 'Content-Type': 'text/html' });
  const chunk = Buffer.alloc(64 * 1024, 'a');
  let sent = 0;
  const pump = (): void => {
    while (sent < total && !res.destroyed) {
      sent += chunk.length;
      if (!res.write(chunk)) {
        res.once('drain', pump);
        return;
      }
    }
    res.end();
  };
  res.on('error', () => undefined);
  pump();
}

beforeAll(async () => {
  const big = Buffer.alloc(24 * MB, 'a');
  bombs = {
    gzip: gzipSync(big, { level: 1 }),
    deflate: deflateSync(big, { level: 1 }),
    br: brotliCompressSync(big, { params: { [zc.BROTLI_PARAM_QUALITY]: 1 } }),
  };
  fixture = await startFixture((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const p = url.pathname;
    if (p === '/page') return send(res, `<html><body>hello from ${req.socket.localAddress}</body></html>`);
    if (p === '/redirect') {
      res.writeHead(Number(url.searchParams.get('status') ?? 302), {
        Location: url.searchParams.get('to') ?? '/page',
      });
      return res.end('<a href="x">moved</a>');
    }
    if (p.startsWith('/chain/')) {
      const n = Number(p.slice('/chain/'.length));
      res.writeHead(302, { Location: n > 0 ? `/chain/${n - 1}` : '/page' });
      return res.end();
    }
    if (p === '/loop') {
      res.writeHead(301, { Location: '/loop' });
      return res.end();
    }
    if (p === '/slow-redirect') {
      const n = Number(url.searchParams.get('n'));
      setTimeout(() => {
        res.writeHead(302, { Location: n > 0 ? `/slow-redirect?n=${n - 1}` : '/page' });
        res.end();
      }, 150);
      return;
    }
    if (p === '/stall') return; // never answers
    if (p === '/trickle') return slowly(res, 1000, 50);
    if (p === '/big') return streamBytes(res, 6 * MB);
    if (p === '/big-declared') {
      res.writeHead(200, { 'Content-Type': 'text/html', 'Content-Length': String(6 * MB) });
      return res.write('<html>');
    }
    if (p === '/exactly-limit') return send(res, Buffer.alloc(1000, 'a'));
    if (p.startsWith('/bomb/')) {
      const enc = p.slice('/bomb/'.length) as 'gzip' | 'deflate' | 'br';
      return send(res, bombs[enc], { 'Content-Encoding': enc });
    }
    if (p.startsWith('/compressed/')) {
      const enc = p.slice('/compressed/'.length);
      const html = Buffer.from('<html><body>squeezed é</body></html>');
      const body =
        enc === 'gzip'
          ? gzipSync(html)
          : enc === 'deflate'
            ? deflateSync(html)
            : enc === 'raw-deflate'
              ? deflateRawSync(html)
              : brotliCompressSync(html);
      return send(res, body, { 'Content-Encoding': enc === 'raw-deflate' ? 'deflate' : enc });
    }
    if (p === '/expand')
      return send(res, gzipSync(Buffer.alloc(100_000, 'b')), { 'Content-Encoding': 'gzip' });
    if (p === '/json') return send(res, '{"a":1}', { 'Content-Type': 'application/json' });
    if (p === '/png')
      return send(res, Buffer.from([0x89, 0x50, 0x4e, 0x47]), { 'Content-Type': 'image/png' });
    if (p === '/no-type-html' || p === '/no-type-binary') {
      res.writeHead(200);
      return res.end(
        p === '/no-type-html' ? '  <!DOCTYPE html><html><body>sniffed</body></html>' : '\x00\x01binary',
      );
    }
    if (p === '/xhtml')
      return send(res, '<html><body>x</body></html>', { 'Content-Type': 'application/xhtml+xml' });
    if (p === '/cp1252-header') {
      return send(res, Buffer.from([0x3c, 0x70, 0x3e, 0x80, 0x20, 0xe9, 0x3c, 0x2f, 0x70, 0x3e]), {
        'Content-Type': 'text/html; charset=windows-1252',
      });
    }
    if (p === '/meta-charset') {
      return send(
        res,
        Buffer.concat([
          Buffer.from('<html><head><meta charset="windows-1252"></head><body>caf'),
          Buffer.from([0xe9]),
        ]),
        { 'Content-Type': 'text/html' },
      );
    }
    if (p === '/http-equiv') {
      return send(
        res,
        Buffer.concat([
          Buffer.from(
            '<html><head><meta http-equiv="Content-Type" content="text/html; charset=iso-8859-2"></head>',
          ),
          Buffer.from([0xb1]), // ą in ISO-8859-2
        ]),
        { 'Content-Type': 'text/html' },
      );
    }
    if (p === '/bom') {
      return send(res, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('<p>crème brûlée</p>')]), {
        'Content-Type': 'text/html',
      });
    }
    if (p === '/shift-jis') {
      // "寿司" in Shift_JIS
      return send(res, Buffer.from([0x8e, 0xf5, 0x8e, 0x69]), {
        'Content-Type': 'text/html; charset=Shift_JIS',
      });
    }
    if (p === '/default-utf8') return send(res, Buffer.from('<p>naïve</p>'), { 'Content-Type': 'text/html' });
    if (p.startsWith('/status/')) {
      res.statusMessage = 'SECRET UPSTREAM REASON';
      return send(res, 'SECRET UPSTREAM BODY', {}, Number(p.slice('/status/'.length)));
    }
    if (p === '/truncated') {
      res.writeHead(200, { 'Content-Type': 'text/html', 'Content-Length': '1000' });
      res.write('<html>');
      setTimeout(() => res.destroy(), 20);
      return;
    }
    res.writeHead(404);
    res.end();
  });
  base = `http://fixture.example:${fixture.port}`;
  try {
    trap = await startFixture((_req, res) => send(res, 'TRAP'), '127.0.0.2', fixture.port);
  } catch {
    trap = undefined; // platforms without 127.0.0.0/8 on loopback; pinning is still asserted via localAddress
  }
});

afterAll(async () => {
  await fixture.close();
  await trap?.close();
});

function opts(extra: SafeFetchOptions = {}): SafeFetchOptions {
  return {
    allowLoopbackForTests: true,
    timeoutMs: 3000,
    resolver: stubResolver({
      'fixture.example': ['127.0.0.1'],
      'other.example': ['127.0.0.1'],
      'trap.example': ['127.0.0.2'],
      'localhost6.example': ['::1'],
      'internal.example': ['10.1.2.3'],
      'metadata.example': ['169.254.169.254'],
      'public.example': ['93.184.216.34'],
    }),
    ...extra,
  };
}

async function refusal(url: string, options: SafeFetchOptions): Promise<FetchError> {
  try {
    await safeFetchPage(url, options);
  } catch (err) {
    if (err instanceof FetchError) return err;
    throw err;
  }
  throw new Error(`expected ${url} to fail`);
}

describe('safeFetchPage against loopback fixtures', () => {
  it('fetches a page with browser-like headers, pinned to the vetted address', async () => {
    const page = await safeFetchPage(`${base}/page#frag`, opts());
    expect(page).toEqual({
      url: `${base}/page`,
      status: 200,
      contentType: 'text/html',
      html: '<html><body>hello from 127.0.0.1</body></html>',
      bytes: 46,
    });
    const seen = fixture.requests.at(-1);
    expect(seen?.host).toBe(`fixture.example:${fixture.port}`);
    expect(seen?.userAgent).toBe(DEFAULT_USER_AGENT);
    expect(seen?.userAgent).toMatch(/^Mozilla\/5\.0 .*Chrome\//);
    expect(seen?.accept).toMatch(/^text\/html/);
    expect(seen?.acceptEncoding).toBe('gzip, deflate, br');
  });

  it('uses a custom user agent', async () => {
    await safeFetchPage(`${base}/page`, opts({ userAgent: 'CookmarkTest/1' }));
    expect(fixture.requests.at(-1)?.userAgent).toBe('CookmarkTest/1');
  });

  it('refuses 127.0.0.1 without the test flag', async () => {
    const err = await refusal(`${base}/page`, opts({ allowLoopbackForTests: false }));
    expect(err.code).toBe('BLOCKED_PORT'); // non-default port is checked first
    const err2 = await refusal('http://fixture.example/page', opts({ allowLoopbackForTests: false }));
    expect(err2.code).toBe('BLOCKED_ADDRESS');
  });

  it('ignores the test flag in production', async () => {
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      const err = await refusal('http://fixture.example/page', opts());
      expect(err.code).toBe('BLOCKED_ADDRESS');
    } finally {
      process.env.NODE_ENV = previous;
    }
  });

  describe('redirects', () => {
    it('follows a relative Location and reports the final URL', async () => {
      const page = await safeFetchPage(`${base}/redirect?to=${encodeURIComponent('/page?x=1#y')}`, opts());
      expect(page.url).toBe(`${base}/page?x=1`);
      expect(page.html).toContain('hello');
    });

    it('follows 301, 303, 307 and 308 too', async () => {
      for (const status of [301, 303, 307, 308]) {
        const page = await safeFetchPage(`${base}/redirect?status=${status}&to=%2Fpage`, opts());
        expect(page.status).toBe(200);
      }
    });

    it('follows exactly 5 redirects but not 6', async () => {
      await expect(safeFetchPage(`${base}/chain/4`, opts())).resolves.toMatchObject({ status: 200 });
      const before = fixture.requests.length;
      const err = await refusal(`${base}/chain/5`, opts());
      expect(err.code).toBe('TOO_MANY_REDIRECTS');
      expect(err.permanent).toBe(true);
      expect(fixture.requests.length - before).toBe(6);
    });

    it('stops a redirect loop', async () => {
      const err = await refusal(`${base}/loop`, opts());
      expect(err.code).toBe('TOO_MANY_REDIRECTS');
    });

    it('honours maxRedirects', async () => {
      const err = await refusal(`${base}/chain/1`, opts({ maxRedirects: 1 }));
      expect(err.code).toBe('TOO_MANY_REDIRECTS');
    });

    const p = (): number => fixture.port;
    const hostile: [string, () => string, string][] = [
      ['another loopback address', () => `http://127.0.0.2:${p()}/page`, 'BLOCKED_ADDRESS'],
      [
        'a name resolving to another loopback address',
        () => `http://trap.example:${p()}/page`,
        'BLOCKED_ADDRESS',
      ],
      ['IPv6 loopback', () => `http://[::1]:${p()}/page`, 'BLOCKED_ADDRESS'],
      ['a name resolving to ::1', () => `http://localhost6.example:${p()}/page`, 'BLOCKED_ADDRESS'],
      ['localhost', () => `http://localhost:${p()}/page`, 'BLOCKED_ADDRESS'],
      ['cloud metadata', () => 'http://169.254.169.254/latest/meta-data/', 'BLOCKED_ADDRESS'],
      ['a name resolving to metadata', () => 'http://metadata.example/latest/meta-data/', 'BLOCKED_ADDRESS'],
      ['a private name', () => 'http://internal.example/', 'BLOCKED_ADDRESS'],
      ['a decimal private IP', () => 'http://167772161/', 'BLOCKED_ADDRESS'],
      ['IPv4-mapped 127.0.0.2', () => `http://[::ffff:127.0.0.2]:${p()}/`, 'BLOCKED_ADDRESS'],
      ['a non-web port on a public host', () => 'http://public.example:22/', 'BLOCKED_PORT'],
      ['file:', () => 'file:///etc/passwd', 'INVALID_URL'],
      ['ftp:', () => 'ftp://fixture.example/', 'INVALID_URL'],
      ['gopher:', () => `gopher://fixture.example:${p()}/_x`, 'INVALID_URL'],
      ['credentials', () => `http://a:b@fixture.example:${p()}/page`, 'INVALID_URL'],
    ];
    it.each(hostile)('refuses a redirect to %s', async (_name, target, code) => {
      const trapBefore = trap?.connections ?? 0;
      const err = await refusal(`${base}/redirect?to=${encodeURIComponent(target())}`, opts());
      expect(err.code).toBe(code);
      expect(err.permanent).toBe(true);
      expect(trap?.connections ?? 0).toBe(trapBefore);
    });

    it('re-resolves on every hop (rebinding between hops is refused)', async () => {
      const resolver = stubResolver({
        'fixture.example': ['127.0.0.1'],
        'rebind.example': (n) => (n === 1 ? ['127.0.0.1'] : ['127.0.0.2']),
      });
      const err = await refusal(
        `http://rebind.example:${fixture.port}/redirect?to=${encodeURIComponent(`http://rebind.example:${fixture.port}/page`)}`,
        opts({ resolver }),
      );
      expect(err.code).toBe('BLOCKED_ADDRESS');
      expect(resolver.calls).toEqual(['rebind.example', 'rebind.example']);
    });
  });

  describe('DNS rebinding', () => {
    it('connects to the vetted address and never resolves again for the same hop', async () => {
      const resolver = stubResolver({ 'rebind.example': (n) => (n === 1 ? ['127.0.0.1'] : ['127.0.0.2']) });
      const trapBefore = trap?.connections ?? 0;
      const page = await safeFetchPage(`http://rebind.example:${fixture.port}/page`, opts({ resolver }));
      expect(page.html).toContain('hello from 127.0.0.1');
      expect(fixture.requests.at(-1)?.localAddress).toBe('127.0.0.1');
      expect(resolver.calls).toEqual(['rebind.example']);
      expect(trap?.connections ?? 0).toBe(trapBefore);
    });

    it('tries the next vetted address when one refuses the connection', async () => {
      const resolver = stubResolver({ 'multi.example': ['127.0.0.3', '127.0.0.1'] });
      const page = await safeFetchPage(
        `http://multi.example:${fixture.port}/page`,
        opts({ resolver, testAllowedAddresses: ['127.0.0.3', '127.0.0.1'] }),
      );
      expect(page.html).toContain('hello from 127.0.0.1');
    });
  });

  describe('limits', () => {
    it('aborts a 6 MB stream at the 5 MB limit', async () => {
      const err = await refusal(`${base}/big`, opts());
      expect(err.code).toBe('TOO_LARGE');
      expect(err.permanent).toBe(true);
      expect(err.userMessage).toBe('The page is too large to import.');
    });

    it('refuses a declared Content-Length over the limit without reading the body', async () => {
      const err = await refusal(`${base}/big-declared`, opts());
      expect(err.code).toBe('TOO_LARGE');
    });

    it.each(['gzip', 'deflate', 'br'])('stops a %s bomb after decompression', async (enc) => {
      expect(bombs[enc as 'gzip'].length).toBeLessThan(200_000);
      const err = await refusal(`${base}/bomb/${enc}`, opts());
      expect(err.code).toBe('TOO_LARGE');
    });

    it('counts bytes after decompression', async () => {
      const err = await refusal(`${base}/expand`, opts({ maxBytes: 50_000 }));
      expect(err.code).toBe('TOO_LARGE');
      const page = await safeFetchPage(`${base}/expand`, opts({ maxBytes: 100_000 }));
      expect(page.bytes).toBe(100_000);
    });

    it('accepts a body exactly at the limit', async () => {
      const page = await safeFetchPage(`${base}/exactly-limit`, opts({ maxBytes: 1000 }));
      expect(page.bytes).toBe(1000);
      await expect(safeFetchPage(`${base}/exactly-limit`, opts({ maxBytes: 999 }))).rejects.toMatchObject({
        code: 'TOO_LARGE',
      });
    });

    it('times out on a server that never answers', async () => {
      const err = await refusal(`${base}/stall`, opts({ timeoutMs: 300 }));
      expect(err.code).toBe('TIMEOUT');
      expect(err.permanent).toBe(false);
      expect(err.userMessage).toBe('The page took too long to respond.');
    });

    it('the deadline covers the body', async () => {
      const err = await refusal(`${base}/trickle`, opts({ timeoutMs: 300 }));
      expect(err.code).toBe('TIMEOUT');
    });

    it('the deadline is shared across redirects', async () => {
      // Each hop takes 150 ms: 4 hops exceed 400 ms although each alone is well under it.
      const err = await refusal(`${base}/slow-redirect?n=3`, opts({ timeoutMs: 400 }));
      expect(err.code).toBe('TIMEOUT');
    });

    it('the deadline covers DNS', async () => {
      const resolver = (): Promise<never> => new Promise(() => undefined);
      const err = await refusal('http://slow-dns.example/', opts({ resolver, timeoutMs: 100 }));
      expect(err.code).toBe('TIMEOUT');
    });

    it('a caller abort cancels the request', async () => {
      const controller = new AbortController();
      setTimeout(() => controller.abort(), 50);
      const err = await refusal(`${base}/stall`, opts({ signal: controller.signal }));
      expect(err.code).toBe('NETWORK');
      expect(err.userMessage).toBe('The import was cancelled.');
    });
  });

  describe('content', () => {
    it.each(['gzip', 'deflate', 'raw-deflate', 'br'])('decodes %s', async (enc) => {
      const page = await safeFetchPage(`${base}/compressed/${enc}`, opts());
      expect(page.html).toBe('<html><body>squeezed é</body></html>');
    });

    it.each(['/json', '/png', '/no-type-binary'])('refuses non-HTML %s', async (path) => {
      const err = await refusal(`${base}${path}`, opts());
      expect(err.code).toBe('NOT_HTML');
      expect(err.permanent).toBe(true);
      expect(err.userMessage).toBe('That address does not point to a web page.');
    });

    it('sniffs HTML when the Content-Type is missing', async () => {
      const page = await safeFetchPage(`${base}/no-type-html`, opts());
      expect(page.contentType).toBe('text/html');
      expect(page.html).toContain('sniffed');
    });

    it('accepts XHTML', async () => {
      expect((await safeFetchPage(`${base}/xhtml`, opts())).contentType).toBe('application/xhtml+xml');
    });

    it.each([
      ['/cp1252-header', '<p>€ é</p>'],
      ['/meta-charset', 'café'],
      ['/http-equiv', 'ą'],
      ['/bom', '<p>crème brûlée</p>'],
      ['/shift-jis', '寿司'],
      ['/default-utf8', '<p>naïve</p>'],
    ])('decodes the charset of %s', async (path, expected) => {
      const page = await safeFetchPage(`${base}${path}`, opts());
      expect(page.html).toContain(expected);
      expect(page.html.charCodeAt(0)).not.toBe(0xfeff);
    });

    it('reports a truncated body as a retryable network error', async () => {
      const err = await refusal(`${base}/truncated`, opts());
      expect(err.code).toBe('NETWORK');
      expect(err.permanent).toBe(false);
    });
  });

  describe('HTTP status', () => {
    it.each([
      [404, true, 'The site refused the request (HTTP 404).'],
      [403, true, 'The site refused the request (HTTP 403).'],
      [410, true, 'The site refused the request (HTTP 410).'],
      [429, false, 'The site is receiving too many requests right now (HTTP 429).'],
      [500, false, 'The site is having problems right now (HTTP 500).'],
      [503, false, 'The site is having problems right now (HTTP 503).'],
    ])('%i -> permanent %s', async (status, permanent, message) => {
      const err = await refusal(`${base}/status/${status}`, opts());
      expect(err).toMatchObject({ code: 'HTTP_STATUS', status, permanent, userMessage: message });
      expect(`${err.message} ${err.userMessage}`).not.toContain('SECRET');
    });

    it('a connection refused is a retryable network error', async () => {
      const resolver = stubResolver({ 'closed.example': ['127.0.0.1'] });
      const err = await refusal('http://closed.example:1/', opts({ resolver }));
      expect(err.code).toBe('NETWORK');
      expect(err.permanent).toBe(false);
    });
  });

  describe('TLS', () => {
    it('sends the original host name as SNI while connecting to the vetted address', async () => {
      const seen: string[] = [];
      const server = createTlsServer({
        SNICallback: (name, cb) => {
          seen.push(name);
          cb(new Error('no certificate in this test'), undefined);
        },
      });
      server.on('tlsClientError', () => undefined);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const port = (server.address() as AddressInfo).port;
      try {
        const err = await refusal(`https://fixture.example:${port}/`, opts());
        expect(err.code).toBe('NETWORK');
        expect(seen).toEqual(['fixture.example']);
      } finally {
        await new Promise<void>((resolve) => server.close(() => resolve()));
      }
    });

    const haveOpenssl = spawnSync('openssl', ['version']).status === 0;
    (haveOpenssl ? it : it.skip)('verifies certificates (a self-signed one is refused)', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'cookmark-tls-'));
      try {
        const gen = spawnSync('openssl', [
          'req',
          '-x509',
          '-newkey',
          'ec',
          '-pkeyopt',
          'ec_paramgen_curve:prime256v1',
          '-nodes',
          '-keyout',
          join(dir, 'k.pem'),
          '-out',
          join(dir, 'c.pem'),
          '-days',
          '2',
          '-subj',
          '/CN=fixture.example',
          '-addext',
          'subjectAltName=DNS:fixture.example',
        ]);
        expect(gen.status).toBe(0);
        const server = createTlsServer(
          { key: readFileSync(join(dir, 'k.pem')), cert: readFileSync(join(dir, 'c.pem')) },
          (s) => s.end('HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: 4\r\n\r\n<p>x'),
        );
        server.on('tlsClientError', () => undefined);
        await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
        const port = (server.address() as AddressInfo).port;
        try {
          const err = await refusal(`https://fixture.example:${port}/`, opts());
          expect(err.code).toBe('NETWORK');
          expect(err.userMessage).toBe("We couldn't establish a secure connection to that site.");
        } finally {
          await new Promise<void>((resolve) => server.close(() => resolve()));
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
});
