import { type RawBuilder, sql } from 'kysely';
import type { PageKey } from '../domain/cursor.ts';
import type { RecipeSort } from '@cookmark/contracts';

/** A column a list is ordered by: its SQL (as the index has it) and the page-key value selected of it. */
interface SortColumn {
  order: RawBuilder<unknown>;
  key: RawBuilder<string | number>;
}

/** The page-key values a page selects of each row (sortKeyColumns), and the id. */
export interface SortKeyRow {
  id: string;
  sortKey0: string | number;
  sortKey1: string | number | null;
}

/**
 * One order of the library: its columns and direction (then the id, the same way), the Postgres
 * type of each page-key value (the id's last), and the page key of a row. Each has an index on
 * (user_id, its columns, id), so a page reads only its rows whatever the collection's size.
 */
export interface SortOrder {
  direction: 'asc' | 'desc';
  columns: readonly SortColumn[];
  casts: readonly string[];
  pageKey(row: SortKeyRow): PageKey;
}

/** Microsecond-exact, so a page key compares equal to the stored value. */
const exactTime = (column: RawBuilder<unknown>) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const createdAt = sql`created_at`;
/** Never cooked sorts as 1970: after every real time, newest first among themselves. */
const cookedAt = sql`coalesce(last_cooked_at, timestamptz '1970-01-01 00:00:00+00')`;
const foldedTitle = sql<string>`recipes.fold(title)`;
/** Unknown total times sort as the largest integer: last. */
const minutes = sql<number>`coalesce(total_minutes, 2147483647)`;

export const SORT_ORDERS: Record<RecipeSort, SortOrder> = {
  newest: {
    direction: 'desc',
    columns: [{ order: createdAt, key: exactTime(createdAt) }],
    casts: ['timestamptz', 'uuid'],
    pageKey: (row) => ({ sort: 'newest', createdAt: String(row.sortKey0), id: row.id }),
  },
  title: {
    direction: 'asc',
    columns: [{ order: foldedTitle, key: foldedTitle }],
    casts: ['text', 'uuid'],
    pageKey: (row) => ({ sort: 'title', title: String(row.sortKey0), id: row.id }),
  },
  quickest: {
    direction: 'asc',
    columns: [{ order: minutes, key: minutes }],
    casts: ['integer', 'uuid'],
    pageKey: (row) => ({ sort: 'quickest', minutes: Number(row.sortKey0), id: row.id }),
  },
  cooked: {
    direction: 'desc',
    columns: [
      { order: cookedAt, key: exactTime(cookedAt) },
      { order: createdAt, key: exactTime(createdAt) },
    ],
    casts: ['timestamptz', 'timestamptz', 'uuid'],
    pageKey: (row) => ({
      sort: 'cooked',
      cookedAt: String(row.sortKey0),
      createdAt: String(row.sortKey1),
      id: row.id,
    }),
  },
};

/** The page-key columns a page selects beside the recipe's (SortKeyRow). */
export function sortKeyColumns(order: SortOrder) {
  const [first, second] = order.columns;
  return [
    (first?.key ?? sql<string | number>`null`).as('sortKey0'),
    (second?.key ?? sql<string | number | null>`null`).as('sortKey1'),
  ] as const;
}
