import { COLLECTION_IMPORT_LIMITS, COLLECTION_IMPORT_MESSAGES } from '@cookmark/contracts';

/**
 * What an uploaded collection may be (issue #33): bounds that keep a hostile archive from costing
 * more than a real library does, and the messages that refuse one. A refused upload imports
 * nothing.
 */
export const COLLECTION_LIMITS = {
  uploadBytes: COLLECTION_IMPORT_LIMITS.uploadBytes,
  /** Files in the archive, nested archives' included. */
  entries: 5000,
  /** Everything the archive unpacks to. */
  totalBytes: 100 * 1024 * 1024,
  /** One unpacked file: as large as a photo may be. */
  fileBytes: 10 * 1024 * 1024,
  /** Unpacked size over packed size, for a file large enough for the ratio to mean something. */
  ratio: 100,
  ratioFloorBytes: 1024 * 1024,
  /** Archives inside the archive (Tandoor's zip of zips), levels deep. */
  nesting: 2,
  /** Recipes in one upload. */
  recipes: 5000,
  /** A photo's pixels, as the photo pipeline allows (services/recipes/src/photos). */
  photoPixels: 40_000_000,
} as const;

export type CollectionLimits = { readonly [K in keyof typeof COLLECTION_LIMITS]: number };

const mb = (bytes: number): string => `${Math.round(bytes / 1024 / 1024)} MB`;

export const COLLECTION_MESSAGES = {
  tooLarge: COLLECTION_IMPORT_MESSAGES.tooLarge,
  notAnArchive:
    'This file could not be read as a recipe export: it is not a zip archive, CSV, HTML, JSON or Cooklang file.',
  damaged: 'This archive is damaged and could not be read.',
  tooManyEntries: `This archive holds too many files (at most ${COLLECTION_LIMITS.entries.toLocaleString('en-US')}).`,
  tooMuchData: `This archive unpacks to more than ${mb(COLLECTION_LIMITS.totalBytes)}; import it in parts.`,
  bomb: (name: string): string =>
    `'${name}' unpacks to far more than it holds; this archive looks like a zip bomb and was not imported.`,
  fileTooLarge: (name: string): string =>
    `'${name}' is too large (at most ${mb(COLLECTION_LIMITS.fileBytes)} a file).`,
  unsafePath: (name: string): string =>
    `'${name}' points outside the archive; this archive was not imported.`,
  tooDeep: 'This archive holds archives nested too deep.',
  claimsOther: (name: string, kind: string): string =>
    `'${name}' is named as ${kind} but holds something else; this archive was not imported.`,
  hugePhoto: (name: string): string =>
    `'${name}' is too large a photo (at most 40 megapixels); this archive was not imported.`,
  notRecipes: (name: string): string => `'${name}' is not a recipe file this import can read.`,
  noRecipes:
    'No recipes were found in this file. Cookmark reads exports of Paprika, Mealie, Tandoor, Nextcloud Cookbook, Copy Me That, Chowdown, Plan to Eat and My Recipe Box, schema.org JSON-LD files, saved web pages and Cooklang files.',
  tooManyRecipes: `This file holds more than ${COLLECTION_LIMITS.recipes.toLocaleString('en-US')} recipes; import it in parts.`,
  noTitle: 'This recipe has no title.',
  tooSlow: 'This file took too long to read; import it in smaller parts.',
} as const;

/** An upload refused as a whole: its message says why, and nothing of it is imported. */
export class CollectionRefused extends Error {
  override readonly name = 'CollectionRefused';
}
