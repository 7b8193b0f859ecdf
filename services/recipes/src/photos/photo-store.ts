import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { PHOTO_FILE_NAME } from '@cookmark/contracts';

/**
 * Where photo files live: an S3-compatible bucket (s3-photo-store.ts) in production, a local
 * folder (FolderPhotoStore) under `npm start` and in tests. Names are PHOTO_FILE_NAME's
 * (`{key}-{width}.webp`, `{key}.jpg`); a name is written once and never changed (content-addressed).
 */
export interface PhotoStore {
  put(name: string, body: Buffer, contentType: string): Promise<void>;
  /** The file's bytes, or null when there is none. */
  get(name: string): Promise<Buffer | null>;
  /** Removes the files (a missing one is no error). */
  delete(names: readonly string[]): Promise<void>;
  /** Every name that starts with `prefix` (a photo's key lists its files). */
  list(prefix: string): Promise<string[]>;
  /** Lets go of connections (the S3 client's), when the service stops. */
  close?(): void;
}

/** Names a store accepts: never a path (no `/`, no `..`), so no name can leave the folder. */
export function checkName(name: string): string {
  if (!PHOTO_FILE_NAME.test(name)) throw new Error(`not a photo file name: ${name.slice(0, 80)}`);
  return name;
}

function checkPrefix(prefix: string): string {
  if (!/^[0-9a-f]{1,32}$/.test(prefix)) throw new Error(`not a photo key prefix: ${prefix.slice(0, 80)}`);
  return prefix;
}

/**
 * Photos as files of a folder, in sub-folders by the key's first two hex digits (so no one folder
 * holds them all). A file is written under a temporary name and renamed: a reader never sees half.
 */
export class FolderPhotoStore implements PhotoStore {
  private readonly root: string;

  constructor(root: string) {
    this.root = root;
  }

  private path(name: string): string {
    return join(this.root, checkName(name).slice(0, 2), name);
  }

  async put(name: string, body: Buffer, _contentType?: string): Promise<void> {
    const path = this.path(name);
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.${randomUUID()}.part`;
    await writeFile(temporary, body);
    await rename(temporary, path);
  }

  async get(name: string): Promise<Buffer | null> {
    try {
      return await readFile(this.path(name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(names: readonly string[]): Promise<void> {
    await Promise.all(names.map((name) => rm(this.path(name), { force: true })));
  }

  async list(prefix: string): Promise<string[]> {
    checkPrefix(prefix);
    const folders =
      prefix.length >= 2 ? [prefix.slice(0, 2)] : await readdir(this.root).catch(() => [] as string[]);
    const names: string[] = [];
    for (const folder of folders) {
      const files = await readdir(join(this.root, folder)).catch(() => [] as string[]);
      names.push(...files.filter((file) => file.startsWith(prefix) && PHOTO_FILE_NAME.test(file)));
    }
    return names.sort();
  }
}
