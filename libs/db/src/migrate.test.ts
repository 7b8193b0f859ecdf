import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { migrateDown, migrateToLatest } from './migrate.ts';
import { createTestDatabase, type TestDatabase } from './testing/test-database.ts';

describe('migrations', () => {
  let testDb: TestDatabase;
  let db: Kysely<unknown>;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    db = new Kysely<unknown>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: testDb.url }) }),
    });
  });
  afterAll(async () => {
    await db.destroy();
    await testDb.drop();
  });

  test('running migrate again on a current database changes nothing', async () => {
    const again = await migrateToLatest(db);
    expect(again.results).toEqual([]);
  });

  test('every migration can be reverted and applied again', async () => {
    const tables = async () =>
      (
        await sql<{
          name: string;
        }>`select table_schema || '.' || table_name as name from information_schema.tables
          where table_schema not in ('pg_catalog', 'information_schema', 'public') order by 1`.execute(db)
      ).rows.map((r) => r.name);
    const before = await tables();
    expect(before).toContain('auth.users');
    for (;;) {
      const result = await migrateDown(db);
      if ((result.results ?? []).length === 0) break;
    }
    expect(await tables()).toEqual([]);
    await migrateToLatest(db);
    expect(await tables()).toEqual(before);
  });
});
