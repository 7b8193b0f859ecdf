import type { AuthTables } from './tables/auth.ts';

export type { Timestamp } from './tables/timestamp.ts';
export type * from './tables/auth.ts';

/** Every table, keyed by `schema.table` (one Postgres schema per service). */
export type Database = AuthTables;
