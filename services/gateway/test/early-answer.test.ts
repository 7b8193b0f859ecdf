/**
 * A service that refuses a body mid-upload (its bound smaller than the gateway's, as a bound mismatch
 * would make it) closes its connection while the gateway still sends. The person gets an answer, and
 * their next request on the same keep-alive connection is answered too, not reset.
 */
import { mkdtempSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REQUEST_BODY_MAX } from '@cookmark/contracts';
import { listeningUrl as url } from '@cookmark/service-kit/testing';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadGatewayConfig } from '../src/config.ts';

let gateway: FastifyInstance;
let service: FastifyInstance;
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

beforeAll(async () => {
  service = Fastify({ bodyLimit: 64 * 1024 });
  service.all('/*', async () => ({ ok: true }));
  // A route the service takes far larger bodies on than the gateway.
  service.post('/api/tags', { bodyLimit: 32 * 1024 * 1024 }, async () => ({ ok: true }));
  await service.listen({ port: 0, host: '127.0.0.1' });
  const at = url(service);
  gateway = await buildApp(
    loadGatewayConfig({
      LOG_LEVEL: 'silent',
      AUTH_URL: at,
      RECIPES_URL: at,
      PARSER_URL: at,
      GROCERY_URL: at,
      BILLING_URL: at,
      WEB_DIST_DIR: mkdtempSync(join(tmpdir(), 'cookmark-web-')),
      BODY_LIMIT: String(8 * 1024 * 1024),
    }),
    { logger: false },
  );
  await gateway.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  agent.destroy();
  await gateway.close();
  await service.close();
});

/**
 * One POST through the gateway on the shared keep-alive agent: its status and message, or the error it
 * met. Chunked: sent in pieces without a Content-Length.
 */
function post(bytes: number, chunked = false, path = '/api/recipes'): Promise<string> {
  const { port } = gateway.server.address() as AddressInfo;
  const body = JSON.stringify({ text: 'x'.repeat(bytes) });
  const length = chunked ? {} : { 'content-length': String(Buffer.byteLength(body)) };
  return new Promise((resolve) => {
    const request = httpRequest(
      {
        agent,
        host: '127.0.0.1',
        port,
        method: 'POST',
        path,
        headers: {
          'content-type': 'application/json',
          ...length,
          host: 'localhost:3000',
          origin: 'http://localhost:3000',
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const { message } = JSON.parse(Buffer.concat(chunks).toString() || '{}') as { message?: string };
          resolve(message === undefined ? String(response.statusCode) : `${response.statusCode} ${message}`);
        });
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    if (!chunked) return request.end(body);
    for (let at = 0; at < body.length; at += 64 * 1024) request.write(body.slice(at, at + 64 * 1024));
    request.end();
  });
}

test('the request after a body a service refused mid-upload is answered, not reset', async () => {
  expect(await post(100)).toBe('200');
  for (const bytes of [2 * 1024 * 1024, 4 * 1024 * 1024]) {
    expect(await post(bytes)).toMatch(/^(413|503) /);
    expect(await post(100)).toBe('200');
  }
});

test('a body sent without a length is bounded as it passes: 413 past the bound, and the connection is not reused', async () => {
  expect(await post(100, true, '/api/tags')).toBe('200');
  expect(await post(9 * 1024 * 1024, true, '/api/tags')).toBe('413 Request body is too large');
  expect(await post(100, true, '/api/tags')).toBe('200');
});

test("the gateway's own bound is the services' bound", () => {
  expect(loadGatewayConfig({}).BODY_LIMIT).toBe(REQUEST_BODY_MAX);
});
