/**
 * Hostile uploads, built in memory for the tests that refuse them (issue #33): a zip bomb, a path
 * out of the archive, an entry that lies about its size, files that are not what their names say.
 */
import { strToU8, zipSync, type Zippable } from 'fflate';

export const zip = (files: Zippable): Uint8Array => zipSync(files, { level: 9 });

/** Megabytes of zeros packed into a few kilobytes. */
export const zipBomb = (megabytes = 5): Uint8Array =>
  zip({ 'recipes.json': new Uint8Array(megabytes * 1024 * 1024) });

/**
 * The archive with the central directory's unpacked size of its first entry set to `size`: the
 * entry says it is smaller than it is.
 */
export function withDeclaredSize(archive: Uint8Array, size: number): Uint8Array {
  const copy = archive.slice();
  const view = new DataView(copy.buffer);
  for (let at = copy.length - 22; at >= 0; at--) {
    if (view.getUint32(at, true) === 0x02014b50) {
      let first = at;
      for (let back = at - 1; back >= 0; back--) if (view.getUint32(back, true) === 0x02014b50) first = back;
      view.setUint32(first + 24, size, true);
      return copy;
    }
  }
  throw new Error('no central directory');
}

/** A PNG header saying the picture is `width` × `height`: all a pixel check reads. */
export function pngHeader(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33 + 12);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const view = new DataView(bytes.buffer);
  view.setUint32(8, 13);
  bytes.set(strToU8('IHDR'), 12);
  view.setUint32(16, width);
  view.setUint32(20, height);
  bytes.set([8, 2, 0, 0, 0], 24);
  return bytes;
}

/** A schema.org recipe as a JSON-LD file holds it. */
export const jsonLdRecipe = (name: string, extra: Record<string, unknown> = {}): Uint8Array =>
  strToU8(
    JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name,
      recipeIngredient: ['2 eggs', '100 g flour'],
      recipeInstructions: [{ '@type': 'HowToStep', text: 'Whisk everything together.' }],
      ...extra,
    }),
  );
