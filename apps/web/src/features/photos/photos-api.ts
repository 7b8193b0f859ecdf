import type { RecipePhoto } from '@cookmark/contracts';
import { ApiError, apiRequest } from '../../lib/api';
import { uploadFile } from '../../lib/upload';

/** Uploads a photo file as the request body (`PUT /api/recipe-photos/{id}`), reporting the share sent. */
export async function uploadPhoto(
  recipeId: string,
  file: Blob,
  onProgress: (sent: number) => void,
): Promise<RecipePhoto> {
  const answer = await uploadFile<{ photo?: RecipePhoto }>({
    method: 'PUT',
    path: `/api/recipe-photos/${encodeURIComponent(recipeId)}`,
    file,
    onProgress,
    ok: [200],
    failure: 'The photo could not be uploaded',
  });
  if (!answer.photo) throw new ApiError(200, undefined, answer, 'The photo could not be uploaded');
  return answer.photo;
}

export const removePhoto = (recipeId: string) =>
  apiRequest<{ message: string }>('DELETE', `/api/recipe-photos/${encodeURIComponent(recipeId)}`);

/** The photo an import found (its address on the page), fetched and stored by the server. */
export const importPhoto = (recipeId: string, url: string) =>
  apiRequest<{ photo: RecipePhoto }>('POST', `/api/recipe-photos/${encodeURIComponent(recipeId)}/import`, {
    url,
  });
