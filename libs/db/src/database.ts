import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

export interface DbOptions {
  /** Pool size per process. */
  max?: number;
}

/** The pool under each Kysely instance createDb made (for its metrics). */
const pools = new WeakMap<Db, pg.Pool>();

/** A Kysely instance over a pg pool; camelCase in TypeScript, snake_case in Postgres. */
export function createDb(connectionString: string, options: DbOptions = {}): Db {
  // A connection attempt gives up after 5 s rather than holding a request while the database is away.
  const pool = new pg.Pool({ connectionString, max: options.max ?? 10, connectionTimeoutMillis: 5000 });
  // An idle connection that the server ends (a restart, a failover) is dropped from the pool; without
  // a listener, pg's 'error' event would end the whole process.
  pool.on('error', () => {});
  // A connection the server ends while it is checked out (a query in flight, or between a
  // transaction's statements) emits 'error' on the client, and the pool listens only to idle ones:
  // without this, a database restart under load ended the process. The query itself fails (the
  // request answers 503), and the broken client is dropped when it is released.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin()],
  });
  pools.set(db, pool);
  return db;
}

/** How the pool under `db` is used: open connections, idle ones, and queries waiting for one. */
export function poolStats(db: Db): { total: number; idle: number; waiting: number } | undefined {
  const pool = pools.get(db);
  return pool ? { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount } : undefined;
}

/** True when the database answers a trivial query. */
export async function isDbReachable(db: Db): Promise<boolean> {
  try {
    await db.selectNoFrom((eb) => eb.lit(1).as('one')).execute();
    return true;
  } catch {
    return false;
  }
}

/** The database as a service store (see service-kit's registerStores); `owned` closes the pool. */
export function dbStore(
  db: Db,
  owned: boolean,
): {
  check: () => Promise<boolean>;
  close?: () => Promise<void>;
  pool?: () => { total: number; idle: number; waiting: number };
} {
  const stats = poolStats(db) ? () => poolStats(db) ?? { total: 0, idle: 0, waiting: 0 } : undefined;
  return {
    check: () => isDbReachable(db),
    ...(owned ? { close: () => db.destroy() } : {}),
    ...(stats ? { pool: stats } : {}),
  };
}
