import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { ensureDatabase } from '../admin.ts';
import { migrateDown, migrateToLatest } from '../migrate.ts';

const url = process.env['DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/cookmark';
const down = process.argv.includes('--down');

try {
  await ensureDatabase(url);
  const db = new Kysely<unknown>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }),
  });
  try {
    const result = down ? await migrateDown(db) : await migrateToLatest(db);
    const applied = result.results ?? [];
    if (applied.length === 0) console.log('Database is up to date.');
    for (const r of applied)
      console.log(`${r.direction === 'Up' ? 'applied' : 'reverted'} ${r.migrationName}`);
  } finally {
    await db.destroy();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
