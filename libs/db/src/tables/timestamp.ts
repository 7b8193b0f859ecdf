import type { ColumnType } from 'kysely';

/** A timestamptz column: read as Date, written as Date or ISO text, optional on insert (has a default). */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
