/**
 * An upload from start to recipes (issue #33): opened within the archive limits, every file held to
 * what its name claims, read by the formats' readers, and the photos the recipes carry checked
 * like the files. Throws `CollectionRefused` for an upload refused as a whole, before anything of
 * it could be saved.
 */
import type { CollectionReading } from './collection-recipe.ts';
import { openUpload } from './archive.ts';
import { checkClaims } from './file-claims.ts';
import { COLLECTION_LIMITS, COLLECTION_MESSAGES, CollectionRefused } from './limits.ts';
import { readCollection } from './read-collection.ts';

export function readUpload(bytes: Uint8Array, fileName: string): CollectionReading {
  const files = openUpload(bytes, fileName);
  checkClaims(files);
  const reading = readCollection(files);
  if (reading.recipes.length > COLLECTION_LIMITS.recipes)
    throw new CollectionRefused(COLLECTION_MESSAGES.tooManyRecipes);
  checkClaims(
    reading.recipes.flatMap((recipe) =>
      recipe.photo && 'bytes' in recipe.photo
        ? [{ path: `${recipe.title}: ${recipe.photo.name}`, bytes: recipe.photo.bytes }]
        : [],
    ),
  );
  return reading;
}
