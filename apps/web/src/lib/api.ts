import { takeEarlyAnswer } from './early-answers';

/** Spec §8, generic status mapping. */
export type ErrorCategory =
  | 'authentication required'
  | 'premium subscription required'
  | 'not found'
  | 'server error'
  | 'timeout'
  | 'unknown';

export function errorCategory(status: number): ErrorCategory {
  if (status === 401) return 'authentication required';
  if (status === 403) return 'premium subscription required';
  if (status === 404) return 'not found';
  if (status === 408 || status === 504) return 'timeout';
  if (status >= 500) return 'server error';
  return 'unknown';
}

/**
 * A failed call. The message starts with the status (`401: Unauthorized`) so the spec's
 * session-lost rule can match it; `serverMessage` is the server's `{ message }` when it sent one.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly category: ErrorCategory;
  readonly serverMessage: string | undefined;
  readonly body: unknown;

  constructor(status: number, serverMessage: string | undefined, body: unknown, fallbackText: string) {
    super(`${status}: ${serverMessage ?? fallbackText}`);
    this.name = 'ApiError';
    this.status = status;
    this.category = errorCategory(status);
    this.serverMessage = serverMessage;
    this.body = body;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function messageOf(body: unknown): string | undefined {
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message.length > 0) return message;
  }
  return undefined;
}

export async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text().catch(() => '');
  console.error(`Request failed with status ${res.status} (${errorCategory(res.status)})`, text);
  const body = parseJson(text);
  throw new ApiError(res.status, messageOf(body), body, text || res.statusText || 'Request failed');
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Every call carries the session cookie; a JSON body is sent only when a payload is given. */
export async function apiRequest<T = unknown>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
  const init: RequestInit = { method, credentials: 'include', headers: { Accept: 'application/json' } };
  if (body !== undefined) {
    init.headers = { Accept: 'application/json', 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  // At start-up the route preload script may have asked already (lib/early-answers.ts).
  const early = method === 'GET' ? takeEarlyAnswer(path) : undefined;
  const res = await (early ?? fetch(path, init));
  await throwIfNotOk(res);
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The server's message when there is one, otherwise the caller's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return fallback;
}
