import net from 'node:net';
import { DEVELOPMENT_REDIS_PASSWORD } from '@cookmark/service-kit';

/** How `npm start` gets its two data stores with Docker (docker-compose.dev.yml binds them to 127.0.0.1). */
export const COMPOSE_STORES_COMMAND =
  'docker compose -f docker-compose.yml -f docker-compose.dev.yml up -d postgres redis';

/** Where `npm start` looks for Redis when REDIS_URL is unset. */
export const LOCAL_REDIS_URL = 'redis://127.0.0.1:6379';

function reachable(url: string, fallbackPort: number): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname || '127.0.0.1', port: Number(port || fallbackPort) });
    socket.setTimeout(2000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

export type RedisAnswer = 'ready' | 'needs a password' | 'wrong password' | 'unreachable';

/** A command in Redis's protocol (RESP): an array of bulk strings. */
const command = (...words: string[]) =>
  `*${words.length}\r\n${words.map((w) => `$${Buffer.byteLength(w)}\r\n${w}\r\n`).join('')}`;

/**
 * What a Redis at `url` says to the URL's credentials (AUTH, when it has a password) and a PING.
 * A Redis without a password that is sent one answers as ioredis accepts: ready.
 */
export function probeRedis(url: string): Promise<RedisAnswer> {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  const username = decodeURIComponent(parsed.username);
  const auth = password ? (username ? command('AUTH', username, password) : command('AUTH', password)) : '';
  const expected = password ? 2 : 1;
  return new Promise((resolve) => {
    const socket = net.connect({ host: parsed.hostname || '127.0.0.1', port: Number(parsed.port || 6379) });
    let received = '';
    const finish = (answer: RedisAnswer) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(2000);
    socket.once('connect', () => socket.write(auth + command('PING')));
    socket.on('data', (chunk) => {
      received += chunk.toString('utf8');
      const lines = received.split('\r\n').slice(0, -1);
      if (lines.length < expected) return;
      const [authReply = '', pingReply = ''] = password ? lines : ['', lines[0]];
      const authRefused =
        authReply.startsWith('-') && !/no password is set|without any password configured/i.test(authReply);
      if (authRefused) finish('wrong password');
      else if (pingReply.startsWith('+PONG')) finish('ready');
      else if (/^-NOAUTH/i.test(pingReply)) finish('needs a password');
      else finish('unreachable');
    });
    socket.once('error', () => finish('unreachable'));
    socket.once('timeout', () => finish('unreachable'));
  });
}

/**
 * REDIS_URL for `npm start` when none is given: the local Redis, or, when it asks for a password,
 * with the one docker-compose.yml gives its Redis unless REDIS_PASSWORD says otherwise (the stores
 * of docker-compose.dev.yml).
 */
export async function localRedisUrl(): Promise<string> {
  if ((await probeRedis(LOCAL_REDIS_URL)) !== 'needs a password') return LOCAL_REDIS_URL;
  const password = encodeURIComponent(process.env['REDIS_PASSWORD'] || DEVELOPMENT_REDIS_PASSWORD);
  return `redis://:${password}@127.0.0.1:6379`;
}

/** Says exactly what to run when Postgres or Redis is not there, or Redis does not let us in. */
export async function checkDependencies(databaseUrl: string, redisUrl: string): Promise<string[]> {
  const problems: string[] = [];
  if (!(await reachable(databaseUrl, 5432))) {
    problems.push(
      `Postgres is not reachable at ${new URL(databaseUrl).host}.\n` +
        `  With Docker:  ${COMPOSE_STORES_COMMAND}\n` +
        '  Or set DATABASE_URL to a Postgres 15+ server you have.',
    );
  }
  const redis = await probeRedis(redisUrl);
  const host = new URL(redisUrl).host;
  if (redis === 'unreachable') {
    problems.push(
      `Redis is not reachable at ${host}.\n` +
        `  With Docker:  ${COMPOSE_STORES_COMMAND}\n` +
        '  Or set REDIS_URL to a Redis 7+ server you have.',
    );
  } else if (redis !== 'ready') {
    problems.push(
      `Redis at ${host} ${redis === 'needs a password' ? 'asks for a password' : "refused REDIS_URL's password"}.\n` +
        '  Set REDIS_URL=redis://:PASSWORD@' +
        `${host} (the stores of docker-compose.dev.yml: REDIS_PASSWORD of your .env, if you set one).`,
    );
  }
  return problems;
}
