/**
 * The gateway never lets /metrics through: metrics are on each pod's metrics port for
 * Prometheus, and the public path answers a JSON 404 however it is spelled, reaching no service.
 * Its own metrics (by route pattern) are on its metrics port like every service's.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listeningUrl, metricValue, scrapeMetrics } from '@cookmark/service-kit/testing';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadGatewayConfig } from '../src/config.ts';

const reached: string[] = [];
let upstream: FastifyInstance;
let gateway: FastifyInstance;

beforeAll(async () => {
  // One stand-in for every service, answering anything (a /metrics of its own included).
  upstream = Fastify();
  upstream.all('/*', async (request) => {
    reached.push(request.url);
    return 'http_request_duration_seconds_count 1\n';
  });
  await upstream.listen({ port: 0, host: '127.0.0.1' });
  const url = listeningUrl(upstream);
  const dist = mkdtempSync(join(tmpdir(), 'cookmark-web-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Cookmark</title><div id="root"></div>');
  gateway = await buildApp(
    loadGatewayConfig({
      LOG_LEVEL: 'silent',
      AUTH_URL: url,
      RECIPES_URL: url,
      PARSER_URL: url,
      GROCERY_URL: url,
      BILLING_URL: url,
      WEB_DIST_DIR: dist,
    }),
    { logger: false },
  );
});

afterAll(async () => {
  await gateway.close();
  await upstream.close();
});

test.each([
  '/metrics',
  '/metrics/',
  '/metrics?format=prometheus',
  '/%6Detrics',
  '/%6d%65trics',
  '/api/../metrics',
  '/metrics/x',
])('GET %s is a JSON 404 that reaches no service (and is not the web app)', async (path) => {
  reached.length = 0;
  const response = await gateway.inject({ method: 'GET', url: path });
  expect(response.statusCode).toBe(404);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.body).not.toContain('http_request_duration_seconds');
  expect(response.body).not.toContain('<div id="root">');
  expect(reached).toEqual([]);
});

test('the gateway answers /readyz; its own metrics are on its metrics port, by route pattern', async () => {
  expect((await gateway.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  expect((await gateway.inject({ method: 'GET', url: '/api/recipes/123' })).statusCode).toBe(200);
  const text = await scrapeMetrics(gateway);
  expect(
    metricValue(text, 'http_request_duration_seconds_count', {
      method: 'GET',
      route: '/readyz',
      status_code: '200',
    }),
  ).toBe(1);
  // The proxy route's pattern, not the address asked for.
  expect(
    metricValue(text, 'http_request_duration_seconds_count', {
      method: 'GET',
      status_code: '200',
      route: '/api/recipes/*',
    }),
  ).toBe(1);
  expect(text).not.toContain('/api/recipes/123');
});
