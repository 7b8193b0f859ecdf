import { z } from 'zod';

/**
 * Importing a whole collection from another app (issue #33): the job's progress as the person sees
 * it, and the recipes service's internal call that saves one recipe of it.
 */

export const COLLECTION_IMPORT_LIMITS = {
  /** The upload itself (a zip, or one CSV, HTML, JSON or .cook file). */
  uploadBytes: 50 * 1024 * 1024,
} as const;

export const COLLECTION_IMPORT_MESSAGES = {
  noFile: 'Choose an export file to import.',
  tooLarge: 'This file is too large to import (at most 50 MB).',
  expired: 'The uploaded file was not kept long enough to be read. Please upload it again.',
  running: 'An import is already running. Wait for it to finish before starting another.',
  notFound: 'Import not found',
  duplicateSource: 'Already in your library (same source address).',
  duplicateContent: 'Already in your library (same title and ingredients).',
  photoFailed: 'Imported without its photo: the photo could not be read.',
  failedToSave: 'Could not be saved. Please try again.',
} as const;

/** One recipe the job did not import, and why. */
export const collectionImportItemSchema = z.object({ title: z.string(), reason: z.string() });

export const COLLECTION_IMPORT_STATES = [
  'queued',
  'reading',
  'importing',
  'done',
  'refused',
  'failed',
] as const;

/** `GET /api/collection-imports/{id}` and `/latest`: where the import is, counted as it goes. */
export const collectionImportStatusSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  state: z.enum(COLLECTION_IMPORT_STATES),
  /** What the file was read as ('paprika', 'mealie', 'csv'…), once read. */
  format: z.string().nullable(),
  /** Recipes found in the file; imported, skipped and failed add up to it when done. */
  read: z.number().int(),
  imported: z.number().int(),
  skipped: z.array(collectionImportItemSchema),
  failed: z.array(collectionImportItemSchema),
  /** Imported, but without the photo they came with. */
  photoWarnings: z.array(collectionImportItemSchema),
  /** Why a refused or failed import imported nothing. */
  message: z.string().nullable(),
  startedAt: z.number().int(),
  finishedAt: z.number().int().nullable(),
});
export type CollectionImportStatus = z.infer<typeof collectionImportStatusSchema>;

const groupSchema = z.object({ name: z.string().nullable(), lines: z.array(z.string()) });

/**
 * `POST /internal/users/{userId}/collection-recipes` (parser worker → recipes): one recipe of an
 * import, with its photo's bytes (base64) or address. The recipe's fields are checked as a new
 * recipe's are; a recipe already in the library is skipped.
 */
export const collectionRecipeRequestSchema = z.object({
  recipe: z.object({
    title: z.string(),
    description: z.string().nullable(),
    ingredientGroups: z.array(groupSchema),
    instructionGroups: z.array(groupSchema),
    notes: z.array(z.string()),
    prepTime: z.string().nullable(),
    cookTime: z.string().nullable(),
    totalTime: z.string().nullable(),
    servings: z.number().int().nullable(),
    tags: z.array(z.string()),
    sourceUrl: z.string().nullable(),
    rating: z.number().int().min(1).max(5).nullable(),
  }),
  photo: z.union([z.object({ base64: z.string() }), z.object({ url: z.string() })]).nullable(),
});
export type CollectionRecipeRequest = z.infer<typeof collectionRecipeRequestSchema>;

export const collectionRecipeResponseSchema = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('imported'), id: z.string(), photoWarning: z.string().nullable() }),
  z.object({ outcome: z.literal('skipped'), reason: z.string() }),
  z.object({ outcome: z.literal('failed'), reason: z.string() }),
]);
export type CollectionRecipeResponse = z.infer<typeof collectionRecipeResponseSchema>;
