import { mkdtempSync, writeFileSync } from 'node:fs';
import { type AddressInfo, createServer as createTcpServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  PARSE_REQUEST_BODY_MAX,
  PARSE_MESSAGES,
  PARSE_TEXT_BODY_MAX,
  PHOTO_LIMITS,
  PHOTO_MESSAGES,
} from '@cookmark/contracts';
import { listeningUrl as url } from '@cookmark/service-kit/testing';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadGatewayConfig } from '../src/config.ts';

interface Seen {
  service: string;
  method: string;
  url: string;
  headers: Record<string, unknown>;
  body: string;
}

/** A stand-in service that records what reached it. */
async function echoService(name: string, seen: Seen[]): Promise<FastifyInstance> {
  const app = Fastify();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));
  app.all('/*', async (request) => {
    seen.push({
      service: name,
      method: request.method,
      url: request.url,
      headers: request.headers,
      body: String(request.body ?? ''),
    });
    return { service: name };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

describe('gateway', () => {
  const seen: Seen[] = [];
  const services: Record<string, FastifyInstance> = {};
  let gateway: FastifyInstance;

  beforeAll(async () => {
    for (const name of ['auth', 'recipes', 'parser', 'grocery', 'billing']) {
      services[name] = await echoService(name, seen);
    }
    const dist = mkdtempSync(join(tmpdir(), 'cookmark-web-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Cookmark</title><div id="root"></div>');
    writeFileSync(join(dist, 'app.js'), 'console.log(1)');
    writeFileSync(
      join(dist, 'landing.html'),
      '<!doctype html><title>Cookmark</title><div id="root" data-prerendered="/"><h1>Just the recipe.</h1></div>',
    );
    const config = loadGatewayConfig({
      LOG_LEVEL: 'silent',
      AUTH_URL: url(services['auth']!),
      RECIPES_URL: url(services['recipes']!),
      PARSER_URL: url(services['parser']!),
      GROCERY_URL: url(services['grocery']!),
      BILLING_URL: url(services['billing']!),
      WEB_DIST_DIR: dist,
      BODY_LIMIT: '1000',
    });
    gateway = await buildApp(config, { logger: false });
  });

  afterAll(async () => {
    for (const app of Object.values(services)) await app.close();
    await gateway?.close();
  });

  beforeEach(() => {
    seen.length = 0;
  });

  test.each([
    ['POST', '/api/auth/login', 'auth'],
    ['GET', '/api/login', 'auth'],
    ['GET', '/api/recipes?q=soup&tags=a,b', 'recipes'],
    ['DELETE', '/api/recipes/123', 'recipes'],
    ['PUT', '/api/recipe-photos/123', 'recipes'],
    ['DELETE', '/api/recipe-photos/123', 'recipes'],
    ['GET', `/photos/${'a'.repeat(32)}-320.webp`, 'recipes'],
    ['POST', '/api/ingredients/substitute', 'recipes'],
    ['POST', '/api/recipes/123/scale', 'recipes'],
    ['GET', '/api/features', 'recipes'],
    ['GET', '/api/shared/abc', 'recipes'],
    ['POST', '/api/shared/abc/save', 'recipes'],
    ['GET', '/api/meal-plan/feed/abc.ics', 'recipes'],
    ['POST', '/api/meal-plan/entries', 'recipes'],
    ['GET', '/api/meal-plan?from=2026-11-30&to=2026-12-06', 'recipes'],
    ['POST', '/api/tags/merge', 'recipes'],
    ['POST', '/api/grocery-lists/meal-plan', 'grocery'],
    ['POST', '/api/parse-recipe', 'parser'],
    ['POST', '/api/improve-recipe', 'parser'],
    ['POST', '/api/ai-substitutions', 'parser'],
    ['GET', '/api/grocery-lists', 'grocery'],
    ['GET', '/api/pricing', 'billing'],
    ['POST', '/api/create-checkout-session', 'billing'],
    ['GET', '/api/verify-checkout/cs_123', 'billing'],
    ['POST', '/api/billing/portal', 'billing'],
    ['POST', '/api/stripe/webhook', 'billing'],
  ])('%s %s goes to %s with its path unchanged', async (method, path, service) => {
    const response = await gateway.inject({
      method: method as 'GET',
      url: path,
      headers: {
        host: 'localhost:3000',
        origin: 'http://localhost:3000',
        'content-type': 'application/json',
      },
      ...(method === 'GET' ? {} : { payload: '{}' }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ service });
    expect(seen[0]?.url).toBe(path);
  });

  test('forwards the request id, client address and protocol', async () => {
    const response = await gateway.inject({
      method: 'GET',
      url: '/api/recipes',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(response.headers['x-request-id']).toBe('abc-123');
    expect(seen[0]?.headers['x-request-id']).toBe('abc-123');
    expect(seen[0]?.headers['x-forwarded-proto']).toBe('http');
    const fresh = await gateway.inject({ method: 'GET', url: '/api/recipes' });
    expect(String(fresh.headers['x-request-id'])).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen[1]?.headers['x-request-id']).toBe(fresh.headers['x-request-id']);
  });

  test('does not believe a client-sent X-Forwarded-For (per-address limits cannot be dodged)', async () => {
    await gateway.inject({
      method: 'POST',
      url: '/api/parse-recipe',
      headers: { 'x-forwarded-for': '203.0.113.9', 'content-type': 'application/json' },
      remoteAddress: '198.51.100.4',
      payload: '{}',
    });
    expect(seen[0]?.headers['x-forwarded-for']).toBe('198.51.100.4');
  });

  test('behind a trusted load balancer (TRUST_PROXY) the address it saw is the client', async () => {
    const behind = await buildApp(
      loadGatewayConfig({
        LOG_LEVEL: 'silent',
        PARSER_URL: url(services['parser']!),
        TRUST_PROXY: '10.0.0.0/8',
      }),
      { logger: false },
    );
    await behind.inject({
      method: 'GET',
      url: '/api/parse-jobs/x',
      headers: { 'x-forwarded-for': '203.0.113.9' },
      remoteAddress: '10.0.0.2',
    });
    await behind.close();
    expect(seen[0]?.headers['x-forwarded-for']).toBe('203.0.113.9');
  });

  test('passes request bodies byte for byte', async () => {
    const body = '{"url":"https://example.com/soup","note":"crème brûlée"}';
    await gateway.inject({
      method: 'POST',
      url: '/api/parse-recipe',
      payload: body,
      headers: { 'content-type': 'application/json' },
    });
    expect(seen[0]?.body).toBe(body);
  });

  test('never forwards /internal paths', async () => {
    for (const path of ['/internal/entitlements/1', '/api/../internal/entitlements/1', '/internal']) {
      const response = await gateway.inject({ method: 'GET', url: path });
      expect(response.statusCode).toBe(404);
    }
    expect(seen).toEqual([]);
  });

  test('unknown /api paths answer 404 JSON', async () => {
    const response = await gateway.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found' });
    expect(seen).toEqual([]);
  });

  test('refuses cross-site writes but lets the Stripe webhook through', async () => {
    const crossSite = await gateway.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { host: 'localhost:3000', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json()).toEqual({ message: 'Cross-site request refused' });
    const otherOrigin = await gateway.inject({
      method: 'DELETE',
      url: '/api/recipes/1',
      headers: { host: 'localhost:3000', origin: 'https://evil.example' },
    });
    expect(otherOrigin.statusCode).toBe(403);
    const sameOrigin = await gateway.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { host: 'localhost:3000', origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' },
    });
    expect(sameOrigin.statusCode).toBe(200);
    const webhook = await gateway.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { host: 'localhost:3000', origin: 'https://stripe.example', 'sec-fetch-site': 'cross-site' },
      payload: '{}',
    });
    expect(webhook.statusCode).toBe(200);
    expect(seen.map((s) => s.url)).toEqual(['/api/auth/logout', '/api/stripe/webhook']);
  });

  test.each([
    ['POST', '/%61pi/recipes'],
    ['POST', '/api/%72ecipes'],
    ['POST', '/%61%70%69/auth/logout'],
    ['POST', '/api/./recipes'],
    ['DELETE', '/api/recipes/%31'],
    ['POST', '/api/stripe/../recipes'],
  ])(
    'refuses a cross-site %s to %s: the check follows the matched route, not the spelling',
    async (method, url) => {
      const response = await gateway.inject({
        method: method as 'POST',
        url,
        headers: { host: 'localhost:3000', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
        payload: '{"title":"csrf"}',
      });
      expect(response.statusCode).toBe(403);
      expect(seen).toEqual([]);
    },
  );

  test('never forwards /internal paths, however they are spelled', async () => {
    for (const path of ['/%69nternal/entitlements/1', '/api/..%2Finternal/x', '/%2E%2E/internal/x']) {
      const response = await gateway.inject({ method: 'GET', url: path });
      expect(response.statusCode).toBe(404);
    }
    expect(seen).toEqual([]);
  });

  test('a client-sent X-Forwarded-Host does not make its Origin same-site', async () => {
    const response = await gateway.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { host: 'localhost:3000', origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(response.statusCode).toBe(403);
    expect(seen).toEqual([]);
  });

  test('cross-site reads are allowed (links from other sites open the app)', async () => {
    const response = await gateway.inject({
      method: 'GET',
      url: '/dashboard/free',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(200);
  });

  test('refuses bodies over the limit', async () => {
    const response = await gateway.inject({
      method: 'POST',
      url: '/api/recipes',
      payload: JSON.stringify({ title: 'x'.repeat(2000) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'Request body is too large' });
    expect(seen).toEqual([]);
  });

  test('lets pasted page source past the general limit to the parser, which bounds it itself', async () => {
    const html = `<html>${'x'.repeat(1500)}</html>`;
    const response = await gateway.inject({
      method: 'POST',
      url: '/api/parse-recipe',
      payload: JSON.stringify({ url: 'https://example.com/x', html }),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(200);
    expect(seen.map((s) => [s.service, s.body.length > 1500])).toEqual([['parser', true]]);

    const tooLarge = await gateway.inject({
      method: 'POST',
      url: '/api/parse-recipe',
      payload: 'x'.repeat(PARSE_REQUEST_BODY_MAX + 1),
      headers: { 'content-type': 'application/json' },
    });
    expect(tooLarge.statusCode).toBe(413);
  });

  test('pasted recipe text is bounded here at its own limit, far below pasted page source', async () => {
    const text = (characters: number) =>
      gateway.inject({
        method: 'POST',
        url: '/api/parse-recipe/text',
        payload: JSON.stringify({ text: 'x'.repeat(characters) }),
        headers: { 'content-type': 'application/json' },
      });
    expect((await text(2000)).statusCode).toBe(200);
    expect(seen.map((s) => s.service)).toEqual(['parser']);
    // A body the parser would refuse unread is refused before it leaves the gateway: a service
    // closing the connection while the gateway still sends is a 503 to a person, not this answer.
    const tooLarge = await text(PARSE_TEXT_BODY_MAX);
    expect([tooLarge.statusCode, tooLarge.json()]).toEqual([413, { message: 'Request body is too large' }]);
    expect(seen).toHaveLength(1);
  });

  test.each([
    ['a recipe photo', 'PUT', '/api/recipe-photos/123', 'recipes', PHOTO_MESSAGES.tooLarge],
    ['a cookbook page photo', 'POST', '/api/parse-recipe/photo', 'parser', PARSE_MESSAGES.photoTooLarge],
  ] as const)(
    "%s up to the photo limit reaches its service; a larger one is refused here in the photo's words",
    async (_what, method, url, service, message) => {
      const upload = (bytes: number) =>
        gateway.inject({
          method,
          url,
          payload: Buffer.alloc(bytes, 0xff),
          headers: { 'content-type': 'image/jpeg' },
        });
      expect((await upload(5000)).statusCode).toBe(200);
      expect(seen.map((s) => [s.service, s.body.length >= 5000])).toEqual([[service, true]]);
      const tooLarge = await upload(PHOTO_LIMITS.bytes + 1);
      expect([tooLarge.statusCode, tooLarge.json()]).toEqual([413, { message }]);
      expect(seen).toHaveLength(1);
    },
  );

  test("a large upload sent with 'Expect: 100-continue' is proxied, not refused", async () => {
    const response = await gateway.inject({
      method: 'POST',
      url: '/api/parse-recipe',
      payload: JSON.stringify({ url: 'https://example.com/x', html: '<html>pie</html>' }),
      headers: { 'content-type': 'application/json', expect: '100-continue' },
    });
    expect(response.statusCode).toBe(200);
    expect(seen.map((s) => [s.service, s.headers['expect']])).toEqual([['parser', undefined]]);
  });

  test('serves the web app, with index.html for app routes, and security headers', async () => {
    const page = await gateway.inject({ method: 'GET', url: '/recipe/abc' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<div id="root">');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    const asset = await gateway.inject({ method: 'GET', url: '/app.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(1)');
  });

  test('the root is the prerendered landing page for a visitor, the app for a browser with the signed-in hint', async () => {
    const visitor = await gateway.inject({ method: 'GET', url: '/' });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.body).toContain('<h1>Just the recipe.</h1>');
    expect(visitor.headers['cache-control']).toBe('no-cache');
    expect(String(visitor.headers['vary'])).toMatch(/cookie/i);
    expect(String(visitor.headers['content-security-policy'])).toContain("script-src 'self'");
    for (const cookie of ['cm_signed_in=1', 'theme=dark; cm_signed_in=1', 'cm_signed_in=1; theme=dark']) {
      const signedIn = await gateway.inject({ method: 'GET', url: '/', headers: { cookie } });
      expect([cookie, signedIn.statusCode, signedIn.body]).toEqual([
        cookie,
        200,
        expect.stringContaining('<div id="root"></div>'),
      ]);
    }
    for (const cookie of ['cm_signed_in=0', 'xcm_signed_in=1', 'theme=cm_signed_in=1']) {
      const other = await gateway.inject({ method: 'GET', url: '/', headers: { cookie } });
      expect([cookie, other.body]).toEqual([cookie, expect.stringContaining('<h1>Just the recipe.</h1>')]);
    }
    const head = await gateway.inject({ method: 'HEAD', url: '/' });
    expect(head.statusCode).toBe(200);
  });

  test("the bookmarklet's import page keeps its opener and every other header of the web app", async () => {
    const page = await gateway.inject({ method: 'GET', url: '/recipe/abc' });
    const importPage = await gateway.inject({
      method: 'GET',
      url: '/import?from=https%3A%2F%2Fsite.example',
    });
    expect(importPage.statusCode).toBe(200);
    expect(importPage.body).toContain('<div id="root">');
    expect(importPage.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    const rest = (headers: Record<string, unknown>) => {
      const { date: _date, 'cross-origin-opener-policy': _coop, 'x-request-id': _id, ...others } = headers;
      return others;
    };
    expect(rest(importPage.headers)).toEqual(rest(page.headers));
    const elsewhere = await gateway.inject({ method: 'GET', url: '/import-other' });
    expect(elsewhere.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });

  test('API answers carry the basic security headers, not the web app CSP', async () => {
    for (const path of ['/api/recipes', '/api/nothing-here', '/internal/entitlements/1']) {
      const response = await gateway.inject({ method: 'GET', url: path });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    }
    const api = await gateway.inject({ method: 'GET', url: '/api/recipes' });
    expect(api.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(api.headers['x-frame-options']).toBe('DENY');
    expect(api.headers['x-dns-prefetch-control']).toBeUndefined();
  });

  test('a service that is down answers 503 with a clear message', async () => {
    await services['grocery']!.close();
    const response = await gateway.inject({ method: 'GET', url: '/api/grocery-lists' });
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toMatch(/temporarily unavailable/);
  });

  test('a service that stops answering gets a JSON 504 once the upstream timeout passes, never a hang', async () => {
    // Accepts the connection and reads the request, then never answers.
    const held: Socket[] = [];
    const silent = createTcpServer((socket) => void held.push(socket.on('error', () => {})));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const address = silent.address() as AddressInfo;
    const gatewayOfSilence = await buildApp(
      loadGatewayConfig({
        RECIPES_URL: `http://127.0.0.1:${address.port}`,
        UPSTREAM_TIMEOUT_MS: '300',
        WEB_DIST_DIR: mkdtempSync(join(tmpdir(), 'cookmark-web-')),
      }),
      { logger: false },
    );
    try {
      const started = performance.now();
      const response = await gatewayOfSilence.inject({ method: 'GET', url: '/api/recipes' });
      expect(response.statusCode).toBe(504);
      expect(response.json()).toEqual({
        message: 'This part of Cookmark took too long to answer. Please try again.',
      });
      // Bounded by the timeout (plus a busy machine's slack), not by undici's 300 s default.
      expect(performance.now() - started).toBeLessThan(10_000);
    } finally {
      await gatewayOfSilence.close();
      for (const socket of held) socket.destroy();
      silent.close();
    }
  });

  test('a password-reset token in an address never reaches the access log', async () => {
    const lines: string[] = [];
    const logged = await buildApp(
      loadGatewayConfig({ LOG_LEVEL: 'info', WEB_DIST_DIR: mkdtempSync(join(tmpdir(), 'cookmark-web-')) }),
      { logStream: { write: (line: string) => void lines.push(line) } },
    );
    try {
      await logged.inject({ method: 'GET', url: '/reset-password?token=s3cr3t-reset-token&from=mail' });
      await logged.inject({ method: 'GET', url: '/reset-password?%74oken=s3cr3t-reset-token' });
    } finally {
      await logged.close();
    }
    const log = lines.join('');
    expect(log).toContain('/reset-password?token=[REDACTED]&from=mail');
    expect(log).not.toContain('s3cr3t-reset-token');
  });
});
