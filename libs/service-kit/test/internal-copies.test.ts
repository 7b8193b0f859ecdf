/** InternalClient with several copies of the callee: takes them in turn, skips a stopped one. */
import { type AddressInfo, createServer as createTcpServer } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { InternalCallError, InternalClient, internalRoutes } from '../src/index.ts';

const TOKEN = 'internal-token-for-tests';

async function copy(name: string, calls: string[]): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(
    internalRoutes(TOKEN, async (internal) => {
      internal.all('/echo', async (request) => {
        calls.push(`${name} ${request.method}`);
        return { copy: name, body: request.body ?? null };
      });
    }),
    { prefix: '/internal' },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

const urlOf = (app: FastifyInstance) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

async function stoppedAddress(): Promise<string> {
  const server = createTcpServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((done) => server.close(() => done()));
  return `http://127.0.0.1:${port}`;
}

test('calls go to the copies in turn; a stopped copy is skipped for every method', async () => {
  const calls: string[] = [];
  const [a, b] = [await copy('a', calls), await copy('b', calls)];
  try {
    const client = new InternalClient({ baseUrl: `${urlOf(a)}, ${urlOf(b)}`, token: TOKEN });
    const copies = [];
    for (let i = 0; i < 4; i++) copies.push((await client.get<{ copy: string }>('/internal/echo')).copy);
    expect(copies).toEqual(['a', 'b', 'a', 'b']);

    const withStopped = new InternalClient({
      baseUrl: `${await stoppedAddress()},${urlOf(b)}`,
      token: TOKEN,
    });
    calls.length = 0;
    for (let i = 0; i < 3; i++) {
      expect(await withStopped.post('/internal/echo', { n: i })).toEqual({ copy: 'b', body: { n: i } });
    }
    expect(await withStopped.delete('/internal/echo')).toEqual({ copy: 'b', body: null });
    // Each call reached a running copy exactly once.
    expect(calls).toEqual(['b POST', 'b POST', 'b POST', 'b DELETE']);

    const none = new InternalClient({
      baseUrl: `${await stoppedAddress()},${await stoppedAddress()}`,
      token: TOKEN,
    });
    await expect(none.get('/internal/echo')).rejects.toBeInstanceOf(InternalCallError);
  } finally {
    await a.close();
    await b.close();
  }
});
