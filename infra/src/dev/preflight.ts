import net from 'node:net';

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

/** Says exactly what to run when Postgres or Redis is not there. */
export async function checkDependencies(databaseUrl: string, redisUrl: string): Promise<string[]> {
  const problems: string[] = [];
  if (!(await reachable(databaseUrl, 5432))) {
    problems.push(
      `Postgres is not reachable at ${new URL(databaseUrl).host}.\n` +
        '  With Docker:  docker compose up -d postgres redis\n' +
        '  Or set DATABASE_URL to a Postgres 15+ server you have.',
    );
  }
  if (!(await reachable(redisUrl, 6379))) {
    problems.push(
      `Redis is not reachable at ${new URL(redisUrl).host}.\n` +
        '  With Docker:  docker compose up -d postgres redis\n' +
        '  Or set REDIS_URL to a Redis 7+ server you have.',
    );
  }
  return problems;
}
