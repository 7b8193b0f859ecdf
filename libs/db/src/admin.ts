import pg from 'pg';

function adminUrl(databaseUrl: string): { admin: string; name: string } {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.replace(/^\//, ''));
  url.pathname = '/postgres';
  return { admin: url.toString(), name };
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** Creates the database named in the URL when it does not exist yet. */
export async function ensureDatabase(databaseUrl: string): Promise<void> {
  const { admin, name } = adminUrl(databaseUrl);
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      try {
        await client.query(`create database ${quoteIdent(name)}`);
      } catch (error) {
        // Another process may have created it at the same moment.
        if ((error as { code?: string }).code !== '42P04') throw error;
      }
    }
  } finally {
    await client.end();
  }
}

/**
 * Drops a database. A pool that was just closed may still be ending its connections (pg's
 * `pool.end()` resolves before their sockets close), and forcing the drop then would hit such a
 * client with 'terminating connection' as an uncaught error: so the drop waits for them to go
 * (a few milliseconds), and only forces it when some connection stays open for seconds.
 */
export async function dropDatabase(databaseUrl: string): Promise<void> {
  const { admin, name } = adminUrl(databaseUrl);
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    const deadline = Date.now() + 3000;
    for (;;) {
      try {
        await client.query(`drop database if exists ${quoteIdent(name)}`);
        return;
      } catch (error) {
        // 55006: the database is still being accessed.
        if ((error as { code?: string }).code !== '55006' || Date.now() > deadline) break;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    }
    await client.query(`drop database if exists ${quoteIdent(name)} with (force)`);
  } finally {
    await client.end();
  }
}
