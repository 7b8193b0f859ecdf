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

/** One POST through the gateway on the shared keep-alive agent: its status, or the error it met. */
function post(bytes: number): Promise<string> {
  const { port } = gateway.server.address() as AddressInfo;
  const body = JSON.stringify({ text: 'x'.repeat(bytes) });
  return new Promise((resolve) => {
    const request = httpRequest(
      {
        agent,
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/recipes',
        headers: {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          host: 'localhost:3000',
          origin: 'http://localhost:3000',
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(String(response.statusCode)));
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    request.end(body);
  });
}

test('the request after a body a service refused mid-upload is answered, not reset', async () => {
  expect(await post(100)).toBe('200');
  for (const bytes of [2 * 1024 * 1024, 4 * 1024 * 1024]) {
    expect(['413', '503']).toContain(await post(bytes));
    expect(await post(100)).toBe('200');
  }
});

test("the gateway's own bound is the services' bound", () => {
  expect(loadGatewayConfig({}).BODY_LIMIT).toBe(REQUEST_BODY_MAX);
});
