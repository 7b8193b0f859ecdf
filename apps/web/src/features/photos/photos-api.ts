import type { RecipePhoto } from '@cookmark/contracts';
import { ApiError, apiRequest } from '../../lib/api';

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Uploads a photo file as the request body (`PUT /api/recipe-photos/{id}`). XMLHttpRequest, not
 * fetch, because only it reports upload progress: `onProgress` gets the fraction sent (0 to 1).
 */
export function uploadPhoto(
  recipeId: string,
  file: Blob,
  onProgress: (sent: number) => void,
): Promise<RecipePhoto> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', `/api/recipe-photos/${encodeURIComponent(recipeId)}`);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const body = parse(request.responseText) as { photo?: RecipePhoto; message?: string } | undefined;
      if (request.status === 200 && body?.photo) resolve(body.photo);
      else
        reject(
          new ApiError(
            request.status,
            body?.message,
            body,
            request.statusText || 'The photo could not be uploaded',
          ),
        );
    };
    request.onerror = () => reject(new ApiError(0, undefined, undefined, 'The photo could not be uploaded'));
    request.send(file);
  });
}

export const removePhoto = (recipeId: string) =>
  apiRequest<{ message: string }>('DELETE', `/api/recipe-photos/${encodeURIComponent(recipeId)}`);

/** The photo an import found (its address on the page), fetched and stored by the server. */
export const importPhoto = (recipeId: string, url: string) =>
  apiRequest<{ photo: RecipePhoto }>('POST', `/api/recipe-photos/${encodeURIComponent(recipeId)}/import`, {
    url,
  });
