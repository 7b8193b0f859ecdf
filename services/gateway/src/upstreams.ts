import { Dispatcher, Pool } from 'undici';

/** Methods whose request may be sent twice without changing the outcome (RFC 9110 §9.2.2). */
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

/** Errors of a connection that could not be opened: the copy is stopped, starting or unreachable. */
const CONNECT_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'UND_ERR_CONNECT_TIMEOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** How long a copy that refused a connection is passed over (unless every copy is). */
const DOWN_FOR_MS = 1_000;

type Handler = Dispatcher.DispatchHandler & Record<string, unknown>;
type Callback = (...args: unknown[]) => unknown;

/** A body undici can send again: none, or bytes in memory (a stream is read once). */
function replayable(body: unknown): boolean {
  return body == null || typeof body === 'string' || body instanceof Uint8Array;
}

/**
 * Several copies of one service behind one dispatcher (the gateway's `undici` option of every route
 * of that service): requests go to the copies in turn, a keep-alive pool each. A request that could
 * not reach a copy is sent to another copy when that is safe:
 * - the connection never carried it (refused, as by a copy that is shutting down; undici had not
 *   started writing it): any request, its body stream still unread;
 * - the connection was lost after it was written but before any answer: only an idempotent request
 *   whose body is in memory (no body, for the gateway), since the copy may have applied it.
 * Once an answer has begun, nothing is retried.
 */
export class UpstreamPool extends Dispatcher {
  private readonly pools: Pool[];
  private readonly hosts: string[];
  private readonly downUntil: number[];
  private next = 0;

  constructor(urls: string[], options: Pool.Options) {
    super();
    this.pools = urls.map((url) => new Pool(new URL(url).origin, options));
    this.hosts = urls.map((url) => new URL(url).host);
    this.downUntil = urls.map(() => 0);
  }

  /** The next copy in turn not yet tried, preferring copies that have not just refused a connection. */
  private pick(tried: Set<number>): number | undefined {
    const now = Date.now();
    let fallback: number | undefined;
    for (let step = 0; step < this.pools.length; step++) {
      const index = (this.next + step) % this.pools.length;
      if (tried.has(index)) continue;
      if ((this.downUntil[index] ?? 0) <= now) {
        this.next = (index + 1) % this.pools.length;
        return index;
      }
      fallback ??= index;
    }
    if (fallback !== undefined) this.next = (fallback + 1) % this.pools.length;
    return fallback;
  }

  override dispatch(options: Dispatcher.DispatchOptions, handler: Dispatcher.DispatchHandler): boolean {
    // undici's request API (what @fastify/reply-from calls) gives handlers of the onConnect /
    // onHeaders kind, which the retry below wraps; a handler of the newer kind goes out unretried.
    if (typeof (handler as Handler)['onRequestStart'] === 'function') {
      const index = this.pick(new Set()) ?? 0;
      const { origin: _origin, ...rest } = options;
      return (this.pools[index] as Pool).dispatch(rest as Dispatcher.DispatchOptions, handler);
    }
    return this.attempt(options, handler as Handler, new Set());
  }

  private attempt(options: Dispatcher.DispatchOptions, handler: Handler, tried: Set<number>): boolean {
    const index = this.pick(tried) ?? 0;
    tried.add(index);
    const pool = this.pools[index] as Pool;
    const headers =
      options.headers && !Array.isArray(options.headers) && typeof options.headers === 'object'
        ? { ...(options.headers as Record<string, string>), host: this.hosts[index] as string }
        : options.headers;
    let sent = false;
    let answered = false;
    const wrapped: Record<string, unknown> = {
      onConnect: (...args: unknown[]) => {
        // Called as undici starts writing the request on a connected socket.
        sent = true;
        return (handler['onConnect'] as Callback | undefined)?.(...args);
      },
      onHeaders: (...args: unknown[]) => {
        answered = true;
        return (handler['onHeaders'] as Callback | undefined)?.(...args);
      },
      onUpgrade: (...args: unknown[]) => {
        answered = true;
        return (handler['onUpgrade'] as Callback | undefined)?.(...args);
      },
      onError: (error: Error) => {
        const code = (error as { code?: string }).code;
        if (!sent && CONNECT_ERRORS.has(code ?? '')) this.downUntil[index] = Date.now() + DOWN_FOR_MS;
        const safe =
          !answered &&
          code !== 'UND_ERR_ABORTED' &&
          (!sent || (replayable(options.body) && IDEMPOTENT.has(String(options.method).toUpperCase())));
        if (safe && tried.size < this.pools.length) {
          // Not from inside the failing pool's own error handling.
          setImmediate(() => this.attempt(options, handler, tried));
          return;
        }
        (handler['onError'] as Callback | undefined)?.(error);
      },
    };
    for (const name of ['onData', 'onComplete', 'onBodySent', 'onRequestSent', 'onResponseStarted']) {
      const method = handler[name];
      if (typeof method === 'function') wrapped[name] = (...args: unknown[]) => method.apply(handler, args);
    }
    const { origin: _origin, ...rest } = options;
    return pool.dispatch(
      { ...rest, headers } as Dispatcher.DispatchOptions,
      wrapped as Dispatcher.DispatchHandler,
    );
  }

  override async close(): Promise<void> {
    await Promise.all(this.pools.map((pool) => pool.close()));
  }

  override async destroy(): Promise<void> {
    await Promise.all(this.pools.map((pool) => pool.destroy()));
  }
}
