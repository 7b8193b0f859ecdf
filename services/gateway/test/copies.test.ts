/**
 * A service given as several copies (comma-separated URLs): the gateway spreads requests over them
 * and sends a request that could not reach a copy to another one, only when that is safe.
 */
import { type AddressInfo, createServer as createTcpServer, type Server } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadGatewayConfig } from '../src/config.ts';

interface Seen {
  copy: string;
  method: string;
  body: string;
}

async function copyOfService(name: string, seen: Seen[]): Promise<FastifyInstance> {
  const app = Fastify();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));
  app.all('/*', async (request) => {
    seen.push({ copy: name, method: request.method, body: String(request.body ?? '') });
    return { copy: name };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

const urlOf = (app: FastifyInstance) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

/** An address where nothing listens: connections are refused. */
async function refusingAddress(): Promise<string> {
  const server = createTcpServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((done) => server.close(() => done()));
  return `http://127.0.0.1:${port}`;
}

/** A copy that reads each request and drops the connection without a word. */
async function droppingCopy(received: string[]): Promise<{ url: string; server: Server }> {
  const server = createTcpServer((socket) => {
    socket.once('data', (data) => {
      received.push(data.toString('latin1').split('\r\n')[0] ?? '');
      socket.destroy();
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

async function gatewayFor(recipesUrl: string): Promise<FastifyInstance> {
  const config = loadGatewayConfig({
    LOG_LEVEL: 'silent',
    RECIPES_URL: recipesUrl,
    WEB_DIST_DIR: '/nonexistent',
  });
  return buildApp(config, { logger: false });
}

const seen: Seen[] = [];
const copies: FastifyInstance[] = [];

beforeAll(async () => {
  copies.push(await copyOfService('a', seen), await copyOfService('b', seen));
});

afterAll(async () => {
  for (const copy of copies) await copy.close();
});

beforeEach(() => {
  seen.length = 0;
});

test('spreads requests over the copies, and a refused connection goes to another copy, body intact', async () => {
  const gateway = await gatewayFor(`${await refusingAddress()},${urlOf(copies[0]!)},${urlOf(copies[1]!)}`);
  try {
    const bodies = Array.from({ length: 12 }, (_, i) =>
      JSON.stringify({ title: `Soup ${i}`, note: 'crème' }),
    );
    const answers = await Promise.all(
      bodies.map((payload) =>
        gateway.inject({
          method: 'POST',
          url: '/api/recipes',
          payload,
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(bodies.map(() => 200));
    // Each body reached one copy exactly once, byte for byte, and both copies served some.
    expect(seen.map((entry) => entry.body).sort()).toEqual([...bodies].sort());
    expect(new Set(seen.map((entry) => entry.copy))).toEqual(new Set(['a', 'b']));
  } finally {
    await gateway.close();
  }
});

test('a connection lost after the request was sent: a GET goes to another copy, a POST is not sent twice', async () => {
  const received: string[] = [];
  const dropping = await droppingCopy(received);
  const gateway = await gatewayFor(`${dropping.url},${urlOf(copies[0]!)}`);
  try {
    // Round robin starts at the dropping copy.
    const read = await gateway.inject({ method: 'GET', url: '/api/recipes?q=soup' });
    expect(read.statusCode).toBe(200);
    expect(received).toEqual(['GET /api/recipes?q=soup HTTP/1.1']);
    expect(seen).toEqual([{ copy: 'a', method: 'GET', body: '' }]);

    received.length = 0;
    seen.length = 0;
    // Copy a took the retry, so the dropping copy's turn comes next.
    const write = await gateway.inject({
      method: 'POST',
      url: '/api/recipes',
      payload: '{"title":"Once"}',
      headers: { 'content-type': 'application/json' },
    });
    // The dropping copy may have applied it: not retried, a clear 503 instead.
    expect(write.statusCode).toBe(503);
    expect(received).toEqual(['POST /api/recipes HTTP/1.1']);
    expect(seen).toEqual([]);
  } finally {
    await gateway.close();
    dropping.server.close();
  }
});
