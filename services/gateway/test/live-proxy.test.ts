import { PassThrough } from 'node:stream';
import { listeningUrl as url, openEventStream } from '@cookmark/service-kit/testing';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadGatewayConfig } from '../src/config.ts';

// The live channel through the gateway (issue #32): events pass as they are written, never
// compressed or held back, and a client that leaves lets go of the service's stream too.

let service: FastifyInstance;
let gateway: FastifyInstance;
let streams: PassThrough[] = [];
let closed: Promise<void>[] = [];

beforeAll(async () => {
  service = Fastify();
  service.get('/api/live', async (_request, reply) => {
    const stream = new PassThrough();
    streams.push(stream);
    closed.push(new Promise((done) => reply.raw.once('close', () => done())));
    stream.write('event: ready\ndata: {}\n\n');
    return reply.header('content-type', 'text/event-stream; charset=utf-8').send(stream);
  });
  service.get('/api/grocery-lists', async () => []);
  await service.listen({ port: 0, host: '127.0.0.1' });
  const config = loadGatewayConfig({
    LOG_LEVEL: 'silent',
    AUTH_URL: url(service),
    RECIPES_URL: url(service),
    PARSER_URL: url(service),
    GROCERY_URL: url(service),
    BILLING_URL: url(service),
  });
  gateway = await buildApp(config, { logger: false });
  await gateway.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(() => {
  streams = [];
  closed = [];
});
afterAll(async () => {
  await gateway.close();
  await service.close();
});

test('each event reaches the client as the service writes it, uncompressed, and closing the client closes the service stream', async () => {
  const client = await openEventStream(`${url(gateway)}/api/live?scope=user:x`, {
    'accept-encoding': 'br, gzip',
  });
  expect(client.status).toBe(200);
  expect(client.headers['content-encoding']).toBeUndefined();
  // The service's stream is still open: the first event came through before any end.
  await client.waitFor((event) => event.type === 'ready');
  streams[0]?.write('id: 1-0\nevent: grocery-list\ndata: {"listId":"a"}\n\n');
  const change = await client.waitFor((event) => event.type === 'grocery-list');
  expect(change).toMatchObject({ id: '1-0', data: '{"listId":"a"}' });

  client.close();
  await closed[0];
});

test('more streams than the 64 connections other requests share all open, and other requests still pass', async () => {
  const clients = [];
  for (let i = 0; i < 80; i++) {
    const client = await openEventStream(`${url(gateway)}/api/live?scope=user:x`);
    expect(client.status).toBe(200);
    await client.waitFor((event) => event.type === 'ready');
    clients.push(client);
  }
  const other = await fetch(`${url(gateway)}/api/grocery-lists`);
  expect(other.status).toBe(200);
  for (const client of clients) client.close();
  await Promise.all(closed);
});

test('another site cannot open the channel, not even as a read; the service is never asked', async () => {
  const crossSite: Record<string, string>[] = [
    { 'sec-fetch-site': 'cross-site' },
    { origin: 'https://evil.example' },
  ];
  for (const headers of crossSite) {
    const answer = await openEventStream(`${url(gateway)}/api/live?scope=user:x`, headers);
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.body)).toEqual({ message: 'Cross-site request refused' });
  }
  expect(streams).toEqual([]);
});
