import { BadRequest, isUuid } from '@cookmark/service-kit';
import { RECIPE_MESSAGES } from '@cookmark/contracts';

/** Where a page ended: the last recipe's creation time (microsecond text, exact) and id. */
export interface PageKey {
  createdAt: string;
  id: string;
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** A timestamp of the cursor's shape that names a real instant ('2024-13-45T99:…' does not). */
function isRealTimestamp(value: string): boolean {
  if (!TIMESTAMP.test(value)) return false;
  const date = new Date(`${value.slice(0, 23)}Z`);
  return (
    !Number.isNaN(date.getTime()) &&
    date.getUTCFullYear() >= 1970 &&
    date.toISOString().slice(0, 23) === value.slice(0, 23)
  );
}
/** Opaque to clients: base64url of the page key. */
export function encodeCursor(key: PageKey): string {
  return Buffer.from(JSON.stringify([key.createdAt, key.id])).toString('base64url');
}

export function decodeCursor(cursor: string): PageKey {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2) {
      const [createdAt, id] = value as unknown[];
      if (
        typeof createdAt === 'string' &&
        isRealTimestamp(createdAt) &&
        typeof id === 'string' &&
        isUuid(id)
      ) {
        return { createdAt, id };
      }
    }
  } catch {
    // Not base64url JSON: answered below like any other bad cursor.
  }
  throw new BadRequest(RECIPE_MESSAGES.cursorInvalid);
}
