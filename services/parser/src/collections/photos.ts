import type { CollectionFile, CollectionPhoto } from './collection-recipe.ts';
import { baseName } from './file-index.ts';
import { webAddress } from './recipe-fields.ts';

/** A photo the export carries as a file. */
export const filePhoto = (file: CollectionFile | undefined): CollectionPhoto | null =>
  file ? { bytes: file.bytes, name: baseName(file.path) } : null;

/** A photo the export only names by its web address. */
export function addressPhoto(value: unknown): CollectionPhoto | null {
  const url = webAddress(value);
  return url ? { url } : null;
}

/** Photos' file names, in the order an app's folder offers the best one first. */
export const PHOTO_FILE = /\.(?:jpe?g|png|webp|gif|avif)$/i;
