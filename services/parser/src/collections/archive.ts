/**
 * An upload's files: a zip archive opened within limits, or the one file uploaded. The central
 * directory's sizes are checked before anything is unpacked (count, total, each file's size and
 * ratio, each name's path), and each file is inflated into a buffer of the size it declared, so
 * an entry that lies about its size cannot unpack to more. Archives inside (Tandoor's zip of zips)
 * are opened the same way, on the same budget. Anything wrong refuses the whole upload.
 */
import { unzipSync } from 'fflate';
import type { CollectionFile } from './collection-recipe.ts';
import { isDebris } from './file-index.ts';
import {
  COLLECTION_LIMITS,
  COLLECTION_MESSAGES,
  CollectionRefused,
  type CollectionLimits,
} from './limits.ts';

export const isZip = (bytes: Uint8Array): boolean =>
  bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 3 || bytes[2] === 5);

/** A name that stays inside the archive: relative, no '..' part, no drive or backslash, no control characters. */
export function isSafeEntryName(name: string): boolean {
  if (name === '' || name.startsWith('/') || /^[a-z]:/i.test(name) || name.includes('\\')) return false;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused here
  if (/[\u0000-\u001f]/.test(name)) return false;
  return !name.split('/').some((part) => part === '..');
}

interface Budget {
  entries: number;
  bytes: number;
  limits: CollectionLimits;
}

function openZip(bytes: Uint8Array, prefix: string, depth: number, budget: Budget): CollectionFile[] {
  const { limits } = budget;
  if (depth > limits.nesting) throw new CollectionRefused(COLLECTION_MESSAGES.tooDeep);
  let unpacked: Record<string, Uint8Array>;
  try {
    unpacked = unzipSync(bytes, {
      filter: (entry) => {
        const name = prefix + entry.name;
        budget.entries += 1;
        if (budget.entries > limits.entries) throw new CollectionRefused(COLLECTION_MESSAGES.tooManyEntries);
        if (!isSafeEntryName(entry.name)) throw new CollectionRefused(COLLECTION_MESSAGES.unsafePath(name));
        if (entry.name.endsWith('/') || isDebris(entry.name)) return false;
        if (entry.originalSize > limits.fileBytes)
          throw new CollectionRefused(COLLECTION_MESSAGES.fileTooLarge(name));
        if (entry.originalSize > limits.ratioFloorBytes && entry.originalSize > entry.size * limits.ratio)
          throw new CollectionRefused(COLLECTION_MESSAGES.bomb(name));
        budget.bytes += entry.originalSize;
        if (budget.bytes > limits.totalBytes) throw new CollectionRefused(COLLECTION_MESSAGES.tooMuchData);
        return true;
      },
    });
  } catch (error) {
    if (error instanceof CollectionRefused) throw error;
    throw new CollectionRefused(COLLECTION_MESSAGES.damaged);
  }
  return Object.entries(unpacked).flatMap(([name, data]) =>
    isZip(data)
      ? openZip(data, `${prefix}${name}/`, depth + 1, budget)
      : [{ path: prefix + name, bytes: data }],
  );
}

/**
 * The files of an upload: a zip's (within the limits), else the one file under its own name.
 * Tests pass smaller limits to reach them without building 100 MB archives.
 */
export function openUpload(
  bytes: Uint8Array,
  fileName: string,
  limits: CollectionLimits = COLLECTION_LIMITS,
): CollectionFile[] {
  if (bytes.length > limits.uploadBytes) throw new CollectionRefused(COLLECTION_MESSAGES.tooLarge);
  if (isZip(bytes)) return openZip(bytes, '', 0, { entries: 0, bytes: 0, limits });
  const name = fileName.replace(/^.*[/\\]/, '') || 'upload';
  if (bytes.length > limits.fileBytes) throw new CollectionRefused(COLLECTION_MESSAGES.fileTooLarge(name));
  return [{ path: name, bytes }];
}
