import { RECIPE_MESSAGES, type RecipeSort } from '@cookmark/contracts';
import { BadRequest, isUuid } from '@cookmark/service-kit';

/**
 * Where a page ended, in the list's order: the last recipe's sort values and id. Newest first:
 * its creation time (microsecond text, exact); A–Z: its folded title; Quickest: its total minutes
 * (unknown ones as the largest integer, so they come last); Recently cooked: when it was cooked
 * (never as 1970) and its creation time.
 */
export type PageKey =
  | { sort: 'newest'; createdAt: string; id: string }
  | { sort: 'title'; title: string; id: string }
  | { sort: 'quickest'; minutes: number; id: string }
  | { sort: 'cooked'; cookedAt: string; createdAt: string; id: string };

/** The values a page key compares by, in the order's columns (the id last). */
export function pageKeyValues(key: PageKey): (string | number)[] {
  switch (key.sort) {
    case 'newest':
      return [key.createdAt, key.id];
    case 'title':
      return [key.title, key.id];
    case 'quickest':
      return [key.minutes, key.id];
    case 'cooked':
      return [key.cookedAt, key.createdAt, key.id];
  }
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const MAX_MINUTES_KEY = 2_147_483_647;
/** A folded title is at most a title's length; folding may double a few letters. */
const MAX_TITLE_KEY = 1_000;

/** A timestamp of the cursor's shape that names a real instant ('2024-13-45T99:…' does not). */
function isRealTimestamp(value: unknown): value is string {
  if (typeof value !== 'string' || !TIMESTAMP.test(value)) return false;
  const date = new Date(`${value.slice(0, 23)}Z`);
  return (
    !Number.isNaN(date.getTime()) &&
    date.getUTCFullYear() >= 1970 &&
    date.toISOString().slice(0, 23) === value.slice(0, 23)
  );
}

/** Opaque to clients: base64url of the page key (newest first keeps its first shape, [createdAt, id]). */
export function encodeCursor(key: PageKey): string {
  const values = pageKeyValues(key);
  return Buffer.from(JSON.stringify(key.sort === 'newest' ? values : [key.sort, ...values])).toString(
    'base64url',
  );
}

function keyOf(value: unknown[], sort: RecipeSort): PageKey | undefined {
  const id = value.at(-1);
  if (typeof id !== 'string' || !isUuid(id)) return undefined;
  if (sort === 'newest') {
    const [createdAt] = value;
    return value.length === 2 && isRealTimestamp(createdAt) ? { sort, createdAt, id } : undefined;
  }
  const [named, first, second] = value;
  if (named !== sort) return undefined;
  if (sort === 'title' && value.length === 3 && typeof first === 'string' && first.length <= MAX_TITLE_KEY) {
    return { sort, title: first, id };
  }
  if (
    sort === 'quickest' &&
    value.length === 3 &&
    Number.isInteger(first) &&
    (first as number) >= 1 &&
    (first as number) <= MAX_MINUTES_KEY
  ) {
    return { sort, minutes: first as number, id };
  }
  if (sort === 'cooked' && value.length === 4 && isRealTimestamp(first) && isRealTimestamp(second)) {
    return { sort, cookedAt: first, createdAt: second, id };
  }
  return undefined;
}

/** The page key of a cursor made for the same order; anything else is 'Invalid cursor' (400). */
export function decodeCursor(cursor: string, sort: RecipeSort = 'newest'): PageKey {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    const key = Array.isArray(value) ? keyOf(value, sort) : undefined;
    if (key) return key;
  } catch {
    // Not base64url JSON: answered below like any other bad cursor.
  }
  throw new BadRequest(RECIPE_MESSAGES.cursorInvalid);
}
