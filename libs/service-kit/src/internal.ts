import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, NotFound } from './errors.ts';

export const INTERNAL_TOKEN_HEADER = 'x-internal-token';
export const REQUEST_ID_HEADER = 'x-request-id';

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Guards every `/internal/*` route with the shared token; without it the route does not exist. */
export function registerInternalAuth(app: FastifyInstance, token: string): void {
  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (!request.url.startsWith('/internal/')) return;
    const given = request.headers[INTERNAL_TOKEN_HEADER];
    if (typeof given !== 'string' || !sameToken(given, token)) throw new NotFound();
  });
}

export interface InternalClientOptions {
  baseUrl: string;
  token: string;
  timeoutMs?: number;
}

export class InternalCallError extends AppError {
  constructor(message: string) {
    super(502, message);
  }
}

/** HTTP client for `/internal/*` calls between services; forwards the request id. */
export class InternalClient {
  private readonly options: Required<InternalClientOptions>;

  constructor(options: InternalClientOptions) {
    this.options = { timeoutMs: 3000, ...options };
  }

  async get<T>(path: string, requestId?: string): Promise<T> {
    return this.call<T>('GET', path, undefined, requestId);
  }

  async post<T>(path: string, body: unknown, requestId?: string): Promise<T> {
    return this.call<T>('POST', path, body, requestId);
  }

  private async call<T>(method: string, path: string, body: unknown, requestId?: string): Promise<T> {
    const headers: Record<string, string> = { [INTERNAL_TOKEN_HEADER]: this.options.token };
    if (requestId) headers[REQUEST_ID_HEADER] = requestId;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(new URL(path, this.options.baseUrl), {
      method,
      headers,
      body: body === undefined ? null : JSON.stringify(body),
      signal: AbortSignal.timeout(this.options.timeoutMs),
    }).catch((error: unknown) => {
      throw new InternalCallError(`Internal call ${method} ${path} failed: ${(error as Error).message}`);
    });
    if (!response.ok)
      throw new InternalCallError(`Internal call ${method} ${path} answered ${response.status}`);
    return (await response.json()) as T;
  }
}
