import { createHash } from 'node:crypto';
import { PHOTO_LIMITS, PHOTO_MESSAGES, RECIPE_MESSAGES, type RecipePhoto } from '@cookmark/contracts';
import { AppError, NotFound } from '@cookmark/service-kit';
import type { ExportImage } from '@cookmark/export';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import { sniffImageType } from '../photos/image-type.ts';
import type { PhotoPool } from '../photos/photo-pool.ts';
import type { PhotoStore } from '../photos/photo-store.ts';
import type { PhotoRepository } from '../repositories/photo.repository.ts';
import type { RecipesVersion } from './recipes-version.ts';

/** Fetches an image from a page's address through the parser's safe fetcher (its bytes, or why not). */
export type ImageFetcher = (
  url: string,
  requestId: string,
) => Promise<{ bytes: Buffer } | { message: string; status: number }>;

const WEBP = 'image/webp';
const JPEG = 'image/jpeg';

/** The names of a photo's files. */
export function photoFileNames(photo: RecipePhoto): string[] {
  return [...photo.widths.map((width) => `${photo.key}-${width}.webp`), `${photo.key}.jpg`];
}

/**
 * A recipe's photo: added (an upload or an import's image), replaced, removed. The bytes are checked
 * (size, then magic bytes: only JPEG, PNG, WebP, GIF and AVIF), re-encoded in the photo thread, and
 * the files written before the recipe points at them; the files a recipe no longer shows are removed
 * once no recipe does. Keys are the first 128 bits of SHA-256 over the recipe's id and the bytes:
 * immutable (a new photo is a new key) and not guessable from the photo alone.
 */
export class RecipePhotos {
  private readonly deps: {
    photos: PhotoRepository;
    store: PhotoStore;
    pool: PhotoPool;
    versions: RecipesVersion;
    fetchImage: ImageFetcher | undefined;
    log: FastifyBaseLogger;
  };

  constructor(deps: RecipePhotos['deps']) {
    this.deps = deps;
  }

  /**
   * Sets the recipe's photo from an image file's bytes (null: the request carried no file, e.g. a
   * JSON body); answers the photo. Another user's recipe is a 404 before anything else is looked at.
   */
  async attach(userId: string, recipeId: string, bytes: Buffer | null): Promise<RecipePhoto> {
    const { photos, store, pool, versions } = this.deps;
    if (!(await photos.owns(userId, recipeId))) throw new NotFound(RECIPE_MESSAGES.notFound);
    if (bytes === null) throw new AppError(415, PHOTO_MESSAGES.notImage);
    if (bytes.length > PHOTO_LIMITS.bytes) throw new AppError(413, PHOTO_MESSAGES.tooLarge);
    const type = sniffImageType(bytes);
    if (type === null) throw new AppError(415, PHOTO_MESSAGES.notImage);
    const encoded = await pool.encode(bytes, type);
    const key = createHash('sha256').update(recipeId).update('\0').update(bytes).digest('hex').slice(0, 32);
    const photo: RecipePhoto = { key, widths: encoded.widths };
    const names = photoFileNames(photo);
    try {
      await Promise.all([
        ...encoded.webp.map((file, index) => store.put(names[index] ?? '', file, WEBP)),
        store.put(`${key}.jpg`, encoded.jpeg, JPEG),
      ]);
    } catch (error) {
      await this.removeFiles(key);
      throw error;
    }
    const changed = await photos.setPhoto(userId, recipeId, photo).catch(async (error: unknown) => {
      await this.removeFiles(key);
      throw error;
    });
    if (!changed) {
      // The recipe was deleted while its photo was prepared.
      await this.removeFiles(key);
      throw new NotFound(RECIPE_MESSAGES.notFound);
    }
    if (changed.previous && changed.previous.key !== key) await this.removeFiles(changed.previous.key);
    await versions.bump(userId);
    return photo;
  }

  /** Sets the recipe's photo from the image an import found at `url` (fetched by the parser). */
  async importFrom(userId: string, recipeId: string, url: string, requestId: string): Promise<RecipePhoto> {
    const { photos, fetchImage } = this.deps;
    if (!(await photos.owns(userId, recipeId))) throw new NotFound(RECIPE_MESSAGES.notFound);
    if (!fetchImage) throw new AppError(503, PHOTO_MESSAGES.importUnavailable);
    const fetched = await fetchImage(url, requestId);
    if ('message' in fetched) throw new AppError(fetched.status, fetched.message);
    return this.attach(userId, recipeId, fetched.bytes);
  }

  async remove(userId: string, recipeId: string): Promise<void> {
    const changed = await this.deps.photos.setPhoto(userId, recipeId, null);
    if (!changed) throw new NotFound(RECIPE_MESSAGES.notFound);
    if (!changed.previous) throw new NotFound(PHOTO_MESSAGES.noPhoto);
    await this.removeFiles(changed.previous.key);
    await this.deps.versions.bump(userId);
  }

  /** A stored file by name (the public `/photos/{name}` route), or null. */
  read(name: string): Promise<Buffer | null> {
    return this.deps.store.get(name);
  }

  /**
   * A photo as the PDF export draws it: its JPEG copy and size (pdfkit reads no WebP); null without
   * a photo or when its file cannot be read (the recipe is printed without it).
   */
  async pdfImage(photo: RecipePhoto | null): Promise<ExportImage | null> {
    if (!photo) return null;
    try {
      const data = await this.deps.store.get(`${photo.key}.jpg`);
      if (!data) return null;
      const { width, height } = await sharp(data).metadata();
      return width && height ? { data, width, height } : null;
    } catch (error) {
      this.deps.log.error({ err: error, key: photo.key }, 'photo could not be read for a PDF');
      return null;
    }
  }

  /** A file of one of the user's photos (the data export), or null. */
  async readOf(userId: string, name: string): Promise<Buffer | null> {
    const keys = await this.deps.photos.keysOf(userId);
    return keys.some((key) => name.startsWith(key)) ? this.deps.store.get(name) : null;
  }

  /**
   * Removes a photo's files unless some recipe still shows it (a copy of a shared recipe shows the
   * same key). Never fails the caller: a file left behind is logged.
   */
  async removeFiles(key: string): Promise<void> {
    const { photos, store, log } = this.deps;
    try {
      if (await photos.keyInUse(key)) return;
      await store.delete(await store.list(key));
    } catch (error) {
      log.error({ err: error, key }, 'photo files could not be removed');
    }
  }

  /** Before an account goes: every file of the user's photos (a failure throws: nothing is deleted). */
  async removeAllOf(userId: string): Promise<number> {
    const { photos, store } = this.deps;
    const keys = await photos.keysOf(userId);
    for (const key of keys) {
      if (!(await photos.keyInUse(key, userId))) await store.delete(await store.list(key));
    }
    return keys.length;
  }
}
