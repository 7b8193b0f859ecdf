/**
 * 'Export my library' (issue #33): every recipe of the person with its photo's JPEG, as the zip of
 * schema.org recipes libs/export writes (Nextcloud Cookbook's layout), read a page of recipes at a time.
 */
import { type LibraryEntry, libraryZip } from '@cookmark/export/library';
import type { RecipeRepository } from '../repositories/recipe.repository.ts';
import type { RecipePhotos } from './recipe-photos.ts';

const PAGE = 100;

export async function exportLibrary(
  deps: { recipes: RecipeRepository; photos: Pick<RecipePhotos, 'readOf'> },
  userId: string,
): Promise<Uint8Array> {
  const entries: LibraryEntry[] = [];
  for (let after: string | null = null; ;) {
    const page = await deps.recipes.pageById(userId, after, PAGE);
    for (const recipe of page) {
      const jpeg = recipe.photo ? await deps.photos.readOf(userId, `${recipe.photo.key}.jpg`) : null;
      entries.push({ recipe, photoJpeg: jpeg ? new Uint8Array(jpeg) : null });
    }
    if (page.length < PAGE) break;
    after = page.at(-1)?.id ?? null;
  }
  return libraryZip(entries);
}
