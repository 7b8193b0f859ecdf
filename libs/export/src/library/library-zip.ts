/**
 * 'Export my library' (issue #33): a zip in Nextcloud Cookbook's layout, a folder per recipe holding
 * its schema.org `recipe.json` and its photo as `full.jpg`, the layout Nextcloud Cookbook keeps,
 * Mealie's and Tandoor's Nextcloud importers read, and Cookmark's own importer reads back.
 */
import { strToU8, zip, type Zippable } from 'fflate';
import { type LibraryRecipe, recipeJsonLd } from './recipe-jsonld.ts';

export interface LibraryEntry {
  recipe: LibraryRecipe;
  /** The photo as a JPEG, when the recipe has one. */
  photoJpeg: Uint8Array | null;
}

// eslint-disable-next-line no-control-regex -- control characters are what is replaced in a name
const UNSAFE_IN_NAMES = /[\u0000-\u001f/\\:*?"<>|\s]+/g;

/** A folder name from a title: no path or control characters, unique within the archive. */
export function folderNames(titles: readonly string[]): string[] {
  const used = new Set<string>();
  return titles.map((title) => {
    const base =
      title
        .replace(UNSAFE_IN_NAMES, ' ')
        .replace(/^[.\s]+|[.\s]+$/g, '')
        .slice(0, 100) || 'Recipe';
    let name = base;
    for (let n = 2; used.has(name.toLowerCase()); n++) name = `${base} (${n})`;
    used.add(name.toLowerCase());
    return name;
  });
}

/** The library's zip. fflate compresses in worker threads (its async API), off the caller's event loop. */
export function libraryZip(entries: readonly LibraryEntry[]): Promise<Uint8Array> {
  const folders = folderNames(entries.map((entry) => entry.recipe.title));
  const files: Zippable = {};
  entries.forEach((entry, index) => {
    const folder = folders[index] ?? `Recipe ${index + 1}`;
    const json = recipeJsonLd(entry.recipe, entry.photoJpeg ? 'full.jpg' : null);
    files[`${folder}/recipe.json`] = strToU8(JSON.stringify(json, null, 2));
    // A JPEG does not compress further: stored as it is.
    if (entry.photoJpeg) files[`${folder}/full.jpg`] = [entry.photoJpeg, { level: 0 }];
  });
  return new Promise((resolve, reject) =>
    zip(files, { level: 6 }, (error, data) => (error ? reject(error) : resolve(data))),
  );
}
