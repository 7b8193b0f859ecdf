/**
 * `npm start`'s check of Redis: against a stand-in speaking Redis's protocol that requires a
 * password (as docker-compose.dev.yml's Redis does) or none (a local one), it tells apart a Redis
 * that lets us in, one that asks for a password, one that refuses the password, and none at all.
 */
import net from 'node:net';
import { checkDependencies, COMPOSE_STORES_COMMAND, probeRedis } from './preflight.ts';

/** A Redis stand-in: AUTH and PING, as Redis 7 answers them. */
async function fakeRedis(password: string | null): Promise<{ port: number; close(): Promise<void> }> {
  const server = net.createServer((socket) => {
    let authed = password === null;
    let buffer = '';
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      // Whole RESP arrays only: *N, then $len and the word for each of N.
      for (;;) {
        const lines = buffer.split('\r\n');
        const count = Number(lines[0]?.slice(1));
        if (!lines[0]?.startsWith('*') || lines.length < 1 + count * 2 + 1) return;
        const words = Array.from({ length: count }, (_, i) => lines[2 + i * 2] ?? '');
        buffer = lines.slice(1 + count * 2).join('\r\n');
        const [name = '', ...args] = words;
        if (name.toUpperCase() === 'AUTH') {
          if (password === null)
            socket.write(
              '-ERR AUTH <password> called without any password configured for the default user.\r\n',
            );
          else if (args[args.length - 1] === password) {
            authed = true;
            socket.write('+OK\r\n');
          } else socket.write('-WRONGPASS invalid username-password pair or user is disabled.\r\n');
        } else if (name.toUpperCase() === 'PING') {
          socket.write(authed ? '+PONG\r\n' : '-NOAUTH Authentication required.\r\n');
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return { port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

test('tells a Redis that lets us in from one that asks for a password, refuses it, or is not there', async () => {
  const guarded = await fakeRedis('s3cret');
  const open = await fakeRedis(null);
  try {
    expect(await probeRedis(`redis://127.0.0.1:${guarded.port}`)).toBe('needs a password');
    expect(await probeRedis(`redis://:s3cret@127.0.0.1:${guarded.port}`)).toBe('ready');
    expect(await probeRedis(`redis://default:s3cret@127.0.0.1:${guarded.port}`)).toBe('ready');
    expect(await probeRedis(`redis://:wrong@127.0.0.1:${guarded.port}`)).toBe('wrong password');
    expect(await probeRedis(`redis://127.0.0.1:${open.port}`)).toBe('ready');
    // A password a Redis without one is sent: ioredis goes on, and so does the check.
    expect(await probeRedis(`redis://:s3cret@127.0.0.1:${open.port}`)).toBe('ready');
  } finally {
    await guarded.close();
    await open.close();
  }
  expect(await probeRedis(`redis://127.0.0.1:${guarded.port}`)).toBe('unreachable');
});

test('says what to run: the development override, or the password REDIS_URL lacks', async () => {
  const guarded = await fakeRedis('s3cret');
  try {
    const [problem] = await checkDependencies(
      `postgres://postgres@127.0.0.1:${guarded.port}/cookmark`,
      `redis://127.0.0.1:${guarded.port}`,
    );
    expect(problem).toBe(
      `Redis at 127.0.0.1:${guarded.port} asks for a password.\n` +
        `  Set REDIS_URL=redis://:PASSWORD@127.0.0.1:${guarded.port} (the stores of docker-compose.dev.yml: ` +
        'REDIS_PASSWORD of your .env, if you set one).',
    );
  } finally {
    await guarded.close();
  }
  const problems = await checkDependencies(
    `postgres://postgres@127.0.0.1:${guarded.port}/cookmark`,
    `redis://127.0.0.1:${guarded.port}`,
  );
  expect(problems).toHaveLength(2);
  for (const problem of problems) expect(problem).toContain(`With Docker:  ${COMPOSE_STORES_COMMAND}`);
});
