import { ApiError } from './api';

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Sends a file as the request body and answers the JSON reply. XMLHttpRequest, not fetch, because
 * only it reports upload progress: `onProgress` gets the fraction sent (0 to 1).
 */
export function uploadFile<T>(options: {
  method: 'PUT' | 'POST';
  path: string;
  file: Blob;
  onProgress: (sent: number) => void;
  headers?: Record<string, string>;
  /** Status codes that answer the call; anything else is an ApiError with the server's message. */
  ok: readonly number[];
  failure: string;
}): Promise<T> {
  const { method, path, file, onProgress, headers = {}, ok, failure } = options;
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, path);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const body = parse(request.responseText) as { message?: string } | undefined;
      if (ok.includes(request.status) && body !== undefined) resolve(body as T);
      else reject(new ApiError(request.status, body?.message, body, request.statusText || failure));
    };
    request.onerror = () => reject(new ApiError(0, undefined, undefined, failure));
    request.send(file);
  });
}
