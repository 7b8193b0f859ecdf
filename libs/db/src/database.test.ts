import { sql } from 'kysely';
import pg from 'pg';
import { createDb, type Db } from './database.ts';
import { createTestDatabase, type TestDatabase } from './testing/test-database.ts';

let testDb: TestDatabase;
let db: Db;

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = createDb(testDb.url, { max: 2 });
});

afterAll(async () => {
  await db.destroy();
  await testDb.drop();
});

/** Ends a server process from outside, as a restart or a failover does. */
async function terminate(pid: number): Promise<void> {
  const admin = new pg.Client({ connectionString: testDb.url });
  await admin.connect();
  try {
    await admin.query('select pg_terminate_backend($1)', [pid]);
  } finally {
    await admin.end();
  }
}

test('a connection the server ends while it is checked out fails its work, not the process, and the pool goes on', async () => {
  const failed = db.connection().execute(async (connection) => {
    const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(connection);
    // The server ends this connection while it is held between two statements, then mid-statement.
    await terminate(rows[0]!.pid);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await sql`select 1`.execute(connection);
  });
  await expect(failed).rejects.toThrow();
  const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db);
  expect(rows).toEqual([{ one: 1 }]);
});
