import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { type LibraryEntry, libraryZip } from '@cookmark/export/library';
import type { CollectionRecipe } from './collection-recipe.ts';
import { readUpload } from './read-upload.ts';
import { isPhotoBytes } from './file-claims.ts';

const EXPORTS = path.resolve(__dirname, '..', '..', 'test', 'fixtures', 'app-exports');

/** The sample library: every recipe of the eight apps' exports, as Cookmark keeps it. */
function sampleLibrary(): CollectionRecipe[] {
  return readdirSync(EXPORTS).flatMap(
    (name) => readUpload(new Uint8Array(readFileSync(path.join(EXPORTS, name))), name).recipes,
  );
}

const isJpeg = (bytes: Uint8Array) => bytes[0] === 0xff && bytes[1] === 0xd8 && isPhotoBytes(bytes);

function entryOf(recipe: CollectionRecipe): LibraryEntry {
  const photo =
    recipe.photo && 'bytes' in recipe.photo && isJpeg(recipe.photo.bytes) ? recipe.photo.bytes : null;
  return {
    recipe: {
      ...recipe,
      notes: recipe.notes.join('\n') || null,
      servings: recipe.servings ?? 4,
    },
    photoJpeg: photo,
  };
}

/** What a person sees of a recipe, the photo's bytes included. */
function shown(entry: LibraryEntry) {
  const { recipe } = entry;
  return {
    title: recipe.title,
    description: recipe.description,
    ingredientGroups: recipe.ingredientGroups,
    instructionGroups: recipe.instructionGroups,
    notes: recipe.notes,
    prepTime: recipe.prepTime,
    cookTime: recipe.cookTime,
    totalTime: recipe.totalTime,
    servings: recipe.servings,
    tags: recipe.tags,
    sourceUrl: recipe.sourceUrl,
    photo: entry.photoJpeg === null ? null : Buffer.from(entry.photoJpeg).toString('base64'),
  };
}

test('an exported library imports back with nothing lost: every recipe of the eight sample exports', async () => {
  const library = sampleLibrary().map(entryOf);
  expect(library.length).toBeGreaterThanOrEqual(20);
  const reading = readUpload(await libraryZip(library), 'cookmark-library.zip');
  expect(reading.format).toBe('schema.org');
  expect(reading.failed).toEqual([]);
  expect(reading.recipes.map(entryOf).map(shown)).toEqual(library.map(shown));
});
