import type { Kysely } from 'kysely';
import { type MigrationResultSet, Migrator } from 'kysely/migration';
import { migrations } from './migrations/index.ts';

function migrator(db: Kysely<unknown>): Migrator {
  return new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: 'public',
    migrationTableName: 'cookmark_migrations',
    migrationLockTableName: 'cookmark_migrations_lock',
  });
}

function check(result: MigrationResultSet): MigrationResultSet {
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error');
    const cause = result.error instanceof Error ? result.error.message : String(result.error);
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${cause}`, { cause: result.error });
  }
  return result;
}

/** Applies every pending migration; a no-op when the database is current. */
export async function migrateToLatest(db: Kysely<unknown>): Promise<MigrationResultSet> {
  return check(await migrator(db).migrateToLatest());
}

/** Brings the database to exactly `name`: applies the migrations up to it, or reverts those after it. */
export async function migrateTo(db: Kysely<unknown>, name: string): Promise<MigrationResultSet> {
  if (!migrations[name]) throw new Error(`Unknown migration ${name}: this code does not have it`);
  return check(await migrator(db).migrateTo(name));
}

/** Reverts the latest applied migration. */
export async function migrateDown(db: Kysely<unknown>): Promise<MigrationResultSet> {
  return check(await migrator(db).migrateDown());
}
