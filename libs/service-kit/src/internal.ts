import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyPluginOptions, FastifyRequest } from 'fastify';
import { AppError, NotFound } from './errors.ts';

export const INTERNAL_TOKEN_HEADER = 'x-internal-token';
export const REQUEST_ID_HEADER = 'x-request-id';

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Routes for other services only, guarded by registration rather than by a path test: register
 * with `{ prefix: '/internal' }`; every route inside answers 404 without the shared token, however
 * its URL was spelled (`/%69nternal/...` reaches the same routes, and the same check).
 */
export function internalRoutes<Options extends FastifyPluginOptions>(
  token: string,
  routes: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> {
  return async (app, options) => {
    app.addHook('onRequest', async (request: FastifyRequest) => {
      const given = request.headers[INTERNAL_TOKEN_HEADER];
      if (typeof given !== 'string' || !sameToken(given, token)) throw new NotFound();
    });
    // Called, not registered: the routes share this context's hook and prefix.
    await routes(app, options);
  };
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

  async delete<T>(path: string, requestId?: string): Promise<T> {
    return this.call<T>('DELETE', path, undefined, requestId);
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
