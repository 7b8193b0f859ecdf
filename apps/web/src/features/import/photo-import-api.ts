import type { ParseRecipeResponseDto } from '@cookmark/contracts';
import { uploadFile } from '../../lib/upload';

/**
 * `POST /api/parse-recipe/photo`: the recipe on a photo of a cookbook page (the file is the body),
 * with what was understood. `onProgress` gets the share of the photo sent; reading follows.
 */
export const readRecipePhoto = (file: Blob, onProgress: (sent: number) => void) =>
  uploadFile<ParseRecipeResponseDto>({
    method: 'POST',
    path: '/api/parse-recipe/photo',
    file,
    onProgress,
    ok: [200],
    failure: 'The photo could not be read',
  });
