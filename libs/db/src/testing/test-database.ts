import { randomBytes } from 'node:crypto';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { dropDatabase, ensureDatabase } from '../admin.ts';
import { migrateToLatest } from '../migrate.ts';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database for one test run, on the server of TEST_DATABASE_URL
 * (default: the local Postgres). Drop it when the run ends.
 */
export async function createTestDatabase(prefix = 'cookmark_test'): Promise<TestDatabase> {
  const base = new URL(process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  base.pathname = `/${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const url = base.toString();
  await ensureDatabase(url);
  const db = new Kysely<unknown>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }),
  });
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
  return { url, drop: () => dropDatabase(url) };
}
