import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyPluginOptions, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, Forbidden, NotFound, Unauthorized } from './errors.ts';

export const INTERNAL_TOKEN_HEADER = 'x-internal-token';
export const REQUEST_ID_HEADER = 'x-request-id';

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The password of an `Authorization: Basic` header (any user name), or null. */
function basicPassword(header: string | undefined): string | null {
  const match = /^Basic ([A-Za-z0-9+/=]+)$/i.exec(header ?? '');
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon === -1 ? null : decoded.slice(colon + 1);
}

/**
 * For internal pages a person opens in a browser (the queue dashboard), where every request of the
 * page cannot carry the X-Internal-Token header: the token as that header, or as the password of
 * HTTP Basic authentication (the browser asks for it once, on a 401, and sends it with every
 * request under the path). Writes must come from the page itself: a browser that says another
 * site sent them (Sec-Fetch-Site) is refused, since it would send the Basic credentials anyway.
 */
export function internalPageGuard(token: string) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const header = request.headers[INTERNAL_TOKEN_HEADER];
    const password = basicPassword(request.headers.authorization);
    const allowed =
      (typeof header === 'string' && sameToken(header, token)) ||
      (password !== null && sameToken(password, token));
    if (!allowed) {
      reply.header('www-authenticate', 'Basic realm="Cookmark internal", charset="UTF-8"');
      throw new Unauthorized('The internal token is required (any user name, the token as password)');
    }
    const site = request.headers['sec-fetch-site'];
    if (request.method !== 'GET' && request.method !== 'HEAD' && site !== undefined && site !== 'same-origin')
      throw new Forbidden('Cross-site request refused');
  };
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
  /** The service's address, or several copies' addresses separated by commas. */
  baseUrl: string;
  token: string;
  timeoutMs?: number;
}

export interface InternalCallOptions {
  /** The call changes nothing (a POST that reads), so a copy lost mid-call may be asked again. */
  idempotent?: boolean;
}

export class InternalCallError extends AppError {
  /** The other service's status when it answered with an error; undefined when it did not answer. */
  readonly answered: number | undefined;
  constructor(message: string, answered?: number) {
    super(502, message);
    this.answered = answered;
  }
}

/** Errors of a connection that never opened: the request was not sent, any call may go elsewhere. */
const NOT_SENT = new Set([
  'ECONNREFUSED',
  'UND_ERR_CONNECT_TIMEOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
/** Errors of a connection lost before any answer: the request may have been applied. */
const LOST = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED']);
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

function errorCode(error: unknown): string | undefined {
  const cause = (error as { cause?: { code?: unknown } }).cause;
  return typeof cause?.code === 'string' ? cause.code : undefined;
}

/**
 * HTTP client for `/internal/*` calls between services; forwards the request id. With several
 * copies of the callee it takes them in turn, and asks another copy when one could not be
 * reached: always when the connection never opened (a copy stopped or shutting down refuses new
 * ones), and when a connection was lost before any answer only for calls that change nothing.
 */
export class InternalClient {
  private readonly options: Required<InternalClientOptions>;
  private readonly baseUrls: string[];
  private next = 0;

  constructor(options: InternalClientOptions) {
    this.options = { timeoutMs: 3000, ...options };
    const urls = options.baseUrl
      .split(',')
      .map((url) => url.trim())
      .filter(Boolean);
    this.baseUrls = urls.length > 0 ? urls : [options.baseUrl];
  }

  async get<T>(path: string, requestId?: string): Promise<T> {
    return this.call<T>('GET', path, undefined, requestId);
  }

  async post<T>(
    path: string,
    body: unknown,
    requestId?: string,
    options: InternalCallOptions = {},
  ): Promise<T> {
    return this.call<T>('POST', path, body, requestId, options);
  }

  async delete<T>(path: string, requestId?: string): Promise<T> {
    return this.call<T>('DELETE', path, undefined, requestId);
  }

  private async call<T>(
    method: string,
    path: string,
    body: unknown,
    requestId?: string,
    options: InternalCallOptions = {},
  ): Promise<T> {
    const headers: Record<string, string> = { [INTERNAL_TOKEN_HEADER]: this.options.token };
    if (requestId) headers[REQUEST_ID_HEADER] = requestId;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const payload = body === undefined ? null : JSON.stringify(body);
    const signal = AbortSignal.timeout(this.options.timeoutMs);
    const first = this.next;
    this.next = (this.next + 1) % this.baseUrls.length;
    let response: Response | undefined;
    for (let attempt = 0; response === undefined; attempt++) {
      const baseUrl = this.baseUrls[(first + attempt) % this.baseUrls.length] ?? this.options.baseUrl;
      try {
        response = await fetch(new URL(path, baseUrl), { method, headers, body: payload, signal });
      } catch (error) {
        const code = errorCode(error);
        const mayRetry =
          attempt + 1 < this.baseUrls.length &&
          !signal.aborted &&
          code !== undefined &&
          (NOT_SENT.has(code) || (LOST.has(code) && (IDEMPOTENT.has(method) || options.idempotent === true)));
        if (!mayRetry) {
          throw new InternalCallError(`Internal call ${method} ${path} failed: ${(error as Error).message}`);
        }
      }
    }
    if (!response.ok)
      throw new InternalCallError(
        `Internal call ${method} ${path} answered ${response.status}`,
        response.status,
      );
    return (await response.json()) as T;
  }
}
