import { z } from 'zod';
import { PHOTO_MESSAGES } from './photo-paths.ts';

export * from './photo-paths.ts';

/** Recipe photos' schemas (issue #34); their limits, messages and addresses are in photo-paths.ts. */

/** A stored photo: its key and the WebP widths made of it, smallest first. */
export const recipePhotoSchema = z.object({
  key: z.string(),
  widths: z.array(z.number().int().positive()),
});

/** `POST /api/recipe-photos/{recipeId}/import`: the image address an import found on the page. */
export const photoImportRequestSchema = z.object({
  url: z
    .string({ message: PHOTO_MESSAGES.invalidUrl })
    .trim()
    .min(1, { message: PHOTO_MESSAGES.invalidUrl })
    .max(2048, { message: PHOTO_MESSAGES.invalidUrl }),
});
export type PhotoImportRequest = z.infer<typeof photoImportRequestSchema>;

/** Answer of the upload and the import: the recipe's photo now. */
export const recipePhotoResponseSchema = z.object({ photo: recipePhotoSchema });
