import { listeningUrl as url } from '@cookmark/service-kit/testing';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadGatewayConfig } from '../src/config.ts';

type Name = 'auth' | 'recipes' | 'parser' | 'grocery' | 'billing';

/** A stand-in service answering an OpenAPI document with the given paths (each with a GET). */
async function documentService(paths: string[]): Promise<FastifyInstance> {
  const app = Fastify();
  app.get('/openapi.json', async () => ({
    openapi: '3.1.0',
    info: { title: 'stand-in', version: '1' },
    paths: Object.fromEntries(paths.map((path) => [path, { get: { responses: { 200: {} } } }])),
    components: { schemas: {} },
  }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

describe('gateway API documents', () => {
  const services: Partial<Record<Name, FastifyInstance>> = {};
  let gateway: FastifyInstance;

  beforeAll(async () => {
    services.auth = await documentService(['/api/auth/user', '/internal/users/{userId}']);
    // A path of another service's prefix, served by the wrong one, is not the gateway's route.
    services.recipes = await documentService(['/api/recipes', '/api/recipes/{id}', '/api/pricing']);
    services.parser = await documentService(['/api/parse-recipe']);
    services.grocery = await documentService(['/api/grocery-lists']);
    services.billing = await documentService(['/api/pricing', '/openapi-extra']);
    const config = loadGatewayConfig({
      LOG_LEVEL: 'silent',
      AUTH_URL: url(services.auth),
      RECIPES_URL: url(services.recipes),
      PARSER_URL: url(services.parser),
      GROCERY_URL: url(services.grocery),
      BILLING_URL: url(services.billing),
      WEB_DIST_DIR: '/nonexistent',
    });
    gateway = await buildApp(config, { logger: false });
  });

  afterAll(async () => {
    for (const app of Object.values(services)) await app.close();
    await gateway?.close();
  });

  it('GET /api/openapi.json merges the paths each service serves through the gateway', async () => {
    const answer = await gateway.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    const document = answer.json();
    expect(document.info.title).toBe('Cookmark API');
    expect(Object.keys(document.paths)).toEqual([
      '/api/auth/user',
      '/api/grocery-lists',
      '/api/parse-recipe',
      '/api/pricing',
      '/api/recipes',
      '/api/recipes/{id}',
    ]);
  });

  it('GET /api/docs is a reference page under the web app CSP, its scripts from the gateway itself', async () => {
    const page = await gateway.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(page.body).not.toMatch(/<script>(?!<)/);
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1]!);
    expect(scripts).toEqual(['/api/docs/swagger-ui-bundle.js', '/api/docs/init.js']);
    for (const src of [...scripts, '/api/docs/swagger-ui.css']) {
      const asset = await gateway.inject({ method: 'GET', url: src });
      expect(asset.statusCode).toBe(200);
      expect(asset.body.length).toBeGreaterThan(10);
    }
    expect((await gateway.inject({ method: 'GET', url: '/api/docs/package.json' })).statusCode).toBe(404);
    const slash = await gateway.inject({ method: 'GET', url: '/api/docs/' });
    expect(slash.statusCode).toBe(301);
    expect(slash.headers.location).toBe('/api/docs');
  });

  it('answers 503 while a service cannot hand over its document', async () => {
    await services.parser!.close();
    // A fresh gateway: the first one keeps the document it merged for a minute.
    const config = loadGatewayConfig({
      LOG_LEVEL: 'silent',
      AUTH_URL: url(services.auth!),
      RECIPES_URL: url(services.recipes!),
      PARSER_URL: 'http://127.0.0.1:1',
      GROCERY_URL: url(services.grocery!),
      BILLING_URL: url(services.billing!),
      WEB_DIST_DIR: '/nonexistent',
    });
    const fresh = await buildApp(config, { logger: false });
    try {
      const answer = await fresh.inject({ method: 'GET', url: '/api/openapi.json' });
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({ message: 'Service temporarily unavailable. Please try again.' });
    } finally {
      await fresh.close();
    }
  });
});
