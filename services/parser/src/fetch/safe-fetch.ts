// safeFetchPage: the one place where the codebase fetches user-supplied URLs.
//
// Defences, per hop (the first request and every redirect):
//  1. WHATWG URL parse; http/https only; no credentials; only the scheme's default port (80 / 443).
//  2. Internal-only host names refused (localhost, single-label, .internal, .local, ...).
//  3. Every A/AAAA record resolved and checked; if ANY is non-public the request is refused.
//  4. The socket connects to the vetted IP itself (host = IP, plus a pinned `lookup`), so a second DNS answer
//     can never be used (DNS rebinding). Host header and TLS SNI / certificate check keep the original name.
//     After connecting, the socket's remote address is compared with the vetted address.
//  5. Redirects followed by hand (max 5), each re-validated from step 1.
//  6. One deadline (default 10 s) across DNS, connect, headers and body of all hops; 5 MB cap counted after
//     decompression while streaming; only HTML content types.

import type { IncomingMessage, ClientRequest, RequestOptions } from 'node:http';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupAddress } from 'node:dns';
import { lookup as dnsLookup } from 'node:dns/promises';
import type { Socket } from 'node:net';
import { isIP } from 'node:net';
import type { Transform } from 'node:stream';
import {
  constants as zc,
  createBrotliDecompress,
  createGunzip,
  createInflate,
  createInflateRaw,
} from 'node:zlib';
import { canonicalAddress, isPublicAddress } from './address.ts';
import { decodeHtml, isHtmlMediaType, looksLikeHtml, parseContentType } from './charset.ts';
import { FetchError, httpStatusError } from './errors.ts';
import { bareHostname, checkHostName, checkUrlShape, parseUserUrl, usesDefaultPort } from './url.ts';

export type Resolver = (host: string) => Promise<{ address: string; family: 4 | 6 }[]>;

export interface SafeFetchOptions {
  /** Total deadline across DNS, redirects and body, in ms. Default 10000. */
  timeoutMs?: number;
  /** Maximum body size after decompression, in bytes. Default 5 MB. */
  maxBytes?: number;
  /** Maximum number of redirects followed. Default 5. */
  maxRedirects?: number;
  /** Host name resolver; must return every A/AAAA record. Default: node:dns lookup with all: true. */
  resolver?: Resolver;
  /**
   * TEST ONLY. Treats the addresses in `testAllowedAddresses` (default ['127.0.0.1']) as public and allows any
   * port for hosts that resolve only to them. Every other loopback/private address stays refused, so tests can
   * still prove that redirects to 127.0.0.2, [::1], localhost, 10/8 etc. are blocked.
   * Ignored when NODE_ENV is 'production'.
   */
  allowLoopbackForTests?: boolean;
  /** TEST ONLY, used with allowLoopbackForTests. Exact IPs to allow. Default ['127.0.0.1']. */
  testAllowedAddresses?: readonly string[];
  userAgent?: string;
  signal?: AbortSignal;
}

/** What a fetch is for: a page (HTML only, decoded) or an image (image types only, bytes as sent). */
type Want = 'page' | 'image';

export interface FetchedPage {
  /** Final URL after redirects (normalised, without fragment). */
  url: string;
  status: number;
  /** Media type, lower-case, without parameters (e.g. "text/html"); "text/html" when sniffed. */
  contentType: string;
  /** Decoded text. */
  html: string;
  /** Body size in bytes after decompression. */
  bytes: number;
}

export const DEFAULT_TIMEOUT_MS = 10_000;
export const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;
export const DEFAULT_MAX_REDIRECTS = 5;
/** An image fetched by `safeFetchImage`: its bytes, undecoded (what they are is the caller's check). */
export interface FetchedImage {
  url: string;
  /** Media type as the server named it (lower-case, no parameters); '' when it named none. */
  contentType: string;
  body: Buffer;
}

export const DEFAULT_USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36';
const ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const ACCEPT_IMAGE = 'image/avif,image/webp,image/png,image/jpeg,image/*;q=0.8';
/** Types an image may come as besides image/*: servers that name no better one. */
const GENERIC_BINARY = new Set(['application/octet-stream', 'binary/octet-stream']);
const ACCEPT_LANGUAGE = 'en-US,en;q=0.9';
const ACCEPT_ENCODING = 'gzip, deflate, br';
const MAX_ADDRESSES_TRIED = 3;
const MAX_LOCATION_LENGTH = 8192;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

interface Config {
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  resolver: Resolver;
  testAllowed: ReadonlySet<string>;
  userAgent: string;
  signal: AbortSignal | undefined;
  want: Want;
}

interface VettedAddress {
  address: string;
  family: 4 | 6;
}

type HopResult =
  | { kind: 'redirect'; location: string }
  | { kind: 'page'; page: Omit<FetchedPage, 'url'> }
  | { kind: 'image'; image: Omit<FetchedImage, 'url'> };

const defaultResolver: Resolver = async (host) => {
  const answers: LookupAddress[] = await dnsLookup(host, { all: true, order: 'verbatim' });
  return answers.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
};

function positive(value: number | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  if (!Number.isFinite(value) || value < 0) throw new TypeError(`safeFetchPage: invalid ${name}`);
  return value;
}

function buildConfig(options: SafeFetchOptions, want: Want): Config {
  const testMode = options.allowLoopbackForTests === true && process.env.NODE_ENV !== 'production';
  const testAllowed = new Set<string>();
  if (testMode) {
    for (const ip of options.testAllowedAddresses ?? ['127.0.0.1']) {
      const canonical = canonicalAddress(ip);
      if (canonical) testAllowed.add(canonical.address);
    }
  }
  return {
    timeoutMs: positive(options.timeoutMs, DEFAULT_TIMEOUT_MS, 'timeoutMs'),
    maxBytes: positive(options.maxBytes, DEFAULT_MAX_BYTES, 'maxBytes'),
    maxRedirects: Math.floor(positive(options.maxRedirects, DEFAULT_MAX_REDIRECTS, 'maxRedirects')),
    resolver: options.resolver ?? defaultResolver,
    testAllowed,
    userAgent: options.userAgent ?? DEFAULT_USER_AGENT,
    signal: options.signal,
    want,
  };
}

/** One deadline for the whole fetch, merged with the caller's signal. */
class Deadline {
  readonly controller = new AbortController();
  timedOut = false;
  private readonly timer: NodeJS.Timeout;
  private readonly external: AbortSignal | undefined;
  private readonly onExternalAbort = (): void => this.controller.abort();

  constructor(ms: number, external: AbortSignal | undefined) {
    this.timer = setTimeout(() => {
      this.timedOut = true;
      this.controller.abort();
    }, ms);
    this.external = external;
    if (external?.aborted) this.controller.abort();
    else external?.addEventListener('abort', this.onExternalAbort, { once: true });
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  error(): FetchError {
    if (this.timedOut) return new FetchError('TIMEOUT');
    return new FetchError('NETWORK', {
      message: 'NETWORK: aborted by caller',
      userMessage: 'The import was cancelled.',
      cause: this.external?.reason,
    });
  }

  dispose(): void {
    clearTimeout(this.timer);
    this.external?.removeEventListener('abort', this.onExternalAbort);
  }

  /** Races a promise that cannot itself be cancelled (e.g. DNS) against the deadline. */
  race<T>(promise: Promise<T>): Promise<T> {
    if (this.signal.aborted) return Promise.reject(this.error());
    return new Promise<T>((resolve, reject) => {
      const onAbort = (): void => reject(this.error());
      this.signal.addEventListener('abort', onAbort, { once: true });
      promise.then(
        (v) => {
          this.signal.removeEventListener('abort', onAbort);
          resolve(v);
        },
        (e: unknown) => {
          this.signal.removeEventListener('abort', onAbort);
          reject(e instanceof Error ? e : new Error(String(e)));
        },
      );
    });
  }
}

const TRANSIENT_DNS_CODES = new Set([
  'EAI_AGAIN',
  'ETIMEOUT',
  'ESERVFAIL',
  'ECONNREFUSED',
  'ETIMEDOUT',
  'EAI_FAIL',
]);

async function resolveHost(hostname: string, cfg: Config, deadline: Deadline): Promise<string[]> {
  let answers: { address: string; family: 4 | 6 }[];
  try {
    answers = await deadline.race(Promise.resolve().then(() => cfg.resolver(hostname)));
  } catch (cause) {
    if (cause instanceof FetchError) throw cause;
    const code = (cause as { code?: unknown }).code;
    throw new FetchError('DNS_FAILED', {
      message: `DNS_FAILED: ${hostname} (${String(code ?? 'error')})`,
      permanent: !(typeof code === 'string' && TRANSIENT_DNS_CODES.has(code)),
      cause,
    });
  }
  if (!Array.isArray(answers) || answers.length === 0) {
    throw new FetchError('DNS_FAILED', { message: `DNS_FAILED: no addresses for ${hostname}` });
  }
  return answers.map((a) => (a && typeof a.address === 'string' ? a.address : ''));
}

function isAllowedAddress(ip: string, cfg: Config): boolean {
  if (isPublicAddress(ip)) return true;
  const canonical = canonicalAddress(ip);
  return canonical !== null && cfg.testAllowed.has(canonical.address);
}

/** Pre-DNS and DNS checks for one hop. Returns the vetted addresses to connect to. */
async function vetUrl(url: URL, cfg: Config, deadline: Deadline): Promise<VettedAddress[]> {
  checkUrlShape(url);
  const defaultPort = usesDefaultPort(url);
  if (!defaultPort && cfg.testAllowed.size === 0) {
    throw new FetchError('BLOCKED_PORT', { message: `BLOCKED_PORT: ${url.port}` });
  }
  const hostname = bareHostname(url);
  let addresses: string[];
  if (isIP(hostname)) {
    addresses = [hostname];
  } else {
    checkHostName(hostname);
    addresses = await resolveHost(hostname, cfg, deadline);
  }
  const vetted: VettedAddress[] = [];
  for (const ip of addresses) {
    const canonical = canonicalAddress(ip);
    if (!canonical || !isAllowedAddress(ip, cfg)) {
      // Do not echo the address in the user message; the log message may name it.
      throw new FetchError('BLOCKED_ADDRESS', { message: `BLOCKED_ADDRESS: ${hostname} -> ${ip}` });
    }
    if (!vetted.some((v) => v.address === canonical.address)) vetted.push(canonical);
  }
  if (!defaultPort && !vetted.every((v) => cfg.testAllowed.has(v.address))) {
    throw new FetchError('BLOCKED_PORT', { message: `BLOCKED_PORT: ${url.port}` });
  }
  return vetted;
}

function sameAddress(a: string | undefined, b: string): boolean {
  if (a === undefined) return false;
  return canonicalAddress(a)?.address === b;
}

/** Marks a failure that happened before the TCP connection was established (next address may be tried). */
class ConnectFailure extends Error {
  readonly error: FetchError;
  constructor(error: FetchError) {
    super(error.message);
    this.error = error;
  }
}

const TLS_ERROR_RE = /CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_VERIFY|ALTNAME/i;

function networkError(err: unknown): FetchError {
  if (err instanceof FetchError) return err;
  const code = String((err as { code?: unknown } | null)?.code ?? '');
  if (TLS_ERROR_RE.test(code)) {
    return new FetchError('NETWORK', {
      message: `NETWORK: TLS ${code}`,
      userMessage: "We couldn't establish a secure connection to that site.",
      cause: err,
    });
  }
  return new FetchError('NETWORK', { message: `NETWORK: ${code || 'error'}`, cause: err });
}

function makeDecoder(encoding: string, firstChunk: Buffer): Transform {
  switch (encoding) {
    case 'gzip':
    case 'x-gzip':
      return createGunzip({ finishFlush: zc.Z_SYNC_FLUSH });
    case 'deflate': {
      // "deflate" should be zlib-wrapped, but some servers send raw deflate. Detect the zlib header.
      const b0 = firstChunk[0] ?? 0;
      const b1 = firstChunk[1] ?? 0;
      const zlibWrapped = (b0 & 0x0f) === 8 && ((b0 << 8) | b1) % 31 === 0;
      return zlibWrapped
        ? createInflate({ finishFlush: zc.Z_SYNC_FLUSH })
        : createInflateRaw({ finishFlush: zc.Z_SYNC_FLUSH });
    }
    case 'br':
      return createBrotliDecompress({ finishFlush: zc.BROTLI_OPERATION_FLUSH });
    default:
      throw new Error(`unsupported encoding ${encoding}`);
  }
}

/** Performs one HTTP request to a vetted address. Never follows redirects. */
function fetchOnce(url: URL, addr: VettedAddress, cfg: Config, deadline: Deadline): Promise<HopResult> {
  return new Promise<HopResult>((resolve, reject) =>
    new Hop({ url, addr, cfg, deadline }, resolve, reject).start(),
  );
}

const SUPPORTED_ENCODINGS = ['gzip', 'x-gzip', 'deflate', 'br'];

/**
 * One request and its answer, in the steps it goes through: connect (to the vetted address only), read the
 * status (a redirect is returned, not followed), check the type and encoding, then read the body within the
 * size limits. Whatever happens first (an answer, an error, the deadline) settles it and frees everything.
 */
class Hop {
  private settled = false;
  /** Once connected, a failure is about this site, not this address: no other address is tried. */
  private connected = false;
  private req: ClientRequest | undefined;
  private res: IncomingMessage | undefined;
  private decoder: Transform | undefined;
  private readonly onAbort = (): void => {
    this.connected = true; // a deadline is never a reason to try another address
    this.fail(this.deadline.error());
  };

  private readonly url: URL;
  private readonly addr: VettedAddress;
  private readonly cfg: Config;
  private readonly deadline: Deadline;
  private readonly resolve: (result: HopResult) => void;
  private readonly reject: (error: unknown) => void;

  constructor(
    target: { url: URL; addr: VettedAddress; cfg: Config; deadline: Deadline },
    resolve: (result: HopResult) => void,
    reject: (error: unknown) => void,
  ) {
    ({ url: this.url, addr: this.addr, cfg: this.cfg, deadline: this.deadline } = target);
    this.resolve = resolve;
    this.reject = reject;
  }

  start(): void {
    if (this.deadline.signal.aborted) {
      this.onAbort();
      return;
    }
    this.deadline.signal.addEventListener('abort', this.onAbort, { once: true });
    const isHttps = this.url.protocol === 'https:';
    try {
      this.req = (isHttps ? httpsRequest : httpRequest)(requestOptions(this.url, this.addr, this.cfg));
    } catch (err) {
      this.fail(err);
      return;
    }
    this.req.on('socket', (socket: Socket) => this.checkConnection(socket));
    this.req.on('error', (err) => this.fail(err));
    this.req.on('response', (response: IncomingMessage) => this.onResponse(response));
    this.req.end();
  }

  /** The socket must reach the vetted address and no other. */
  private checkConnection(socket: Socket): void {
    const onConnect = (): void => {
      this.connected = true;
      if (!sameAddress(socket.remoteAddress, this.addr.address)) {
        this.fail(
          new FetchError('BLOCKED_ADDRESS', {
            message: `BLOCKED_ADDRESS: connected to ${String(socket.remoteAddress)} instead of ${this.addr.address}`,
          }),
        );
      }
    };
    if (socket.remoteAddress !== undefined && !socket.connecting) onConnect();
    else socket.once('connect', onConnect);
  }

  private onResponse(response: IncomingMessage): void {
    this.res = response;
    this.connected = true;
    response.on('error', (err) => this.fail(err));
    const status = response.statusCode ?? 0;
    if (REDIRECT_STATUSES.has(status)) {
      const location = response.headers.location;
      if (!location || location.length > MAX_LOCATION_LENGTH) this.fail(invalidRedirect(status));
      else this.succeed({ kind: 'redirect', location });
      return;
    }
    if (status < 200 || status >= 300) {
      this.fail(httpStatusError(status));
      return;
    }
    const mediaType = parseContentType(response.headers['content-type']);
    const refused = refusedType(mediaType.type, this.cfg.want);
    if (refused) {
      this.fail(refused);
      return;
    }
    const encoding = contentEncoding(response);
    if (encoding instanceof FetchError) {
      this.fail(encoding);
      return;
    }
    // Compressed bytes are also capped (incompressible data grows slightly when compressed).
    const rawLimit = encoding ? this.cfg.maxBytes + 64 * 1024 : this.cfg.maxBytes;
    const declaredLength = Number(response.headers['content-length']);
    if (Number.isFinite(declaredLength) && declaredLength > rawLimit) {
      this.fail(new FetchError('TOO_LARGE', { message: `TOO_LARGE: Content-Length ${declaredLength}` }));
      return;
    }
    this.readBody(response, { status, mediaType, encoding, rawLimit });
  }

  /** Reads the body, decompressing it as it comes, and stops at the size limits. */
  private readBody(
    response: IncomingMessage,
    answer: { status: number; mediaType: MediaType; encoding: string | undefined; rawLimit: number },
  ): void {
    const chunks: Buffer[] = [];
    let decodedBytes = 0;
    let rawBytes = 0;
    const tooLarge = (): FetchError =>
      new FetchError('TOO_LARGE', { message: `TOO_LARGE: over ${this.cfg.maxBytes} bytes` });
    const sink = (chunk: Buffer): void => {
      if (this.settled) return;
      decodedBytes += chunk.length;
      if (decodedBytes > this.cfg.maxBytes) this.fail(tooLarge());
      else chunks.push(chunk);
    };
    const finish = (): void => {
      if (this.settled) return;
      const body = Buffer.concat(chunks, decodedBytes);
      if (this.cfg.want === 'image') {
        this.succeed({ kind: 'image', image: { contentType: answer.mediaType.type, body } });
        return;
      }
      const page = pageOf(body, answer.status, answer.mediaType);
      if (page instanceof FetchError) this.fail(page);
      else this.succeed({ kind: 'page', page });
    };
    const decodeFailed = (err: unknown): void => this.fail(damagedBody(err));

    response.on('data', (chunk: Buffer) => {
      if (this.settled) return;
      rawBytes += chunk.length;
      if (rawBytes > answer.rawLimit) {
        this.fail(tooLarge());
        return;
      }
      if (!answer.encoding) {
        sink(chunk);
        return;
      }
      if (!this.decoder) {
        try {
          this.decoder = makeDecoder(answer.encoding, chunk);
        } catch (err) {
          decodeFailed(err);
          return;
        }
        this.decoder.on('data', sink);
        this.decoder.on('end', finish);
        this.decoder.on('error', decodeFailed);
      }
      this.decoder.write(chunk);
    });
    response.on('end', () => {
      if (!response.complete) return;
      if (this.decoder) this.decoder.end();
      else finish();
    });
    response.on('close', () => {
      if (!response.complete)
        this.fail(new FetchError('NETWORK', { message: 'NETWORK: response truncated' }));
    });
  }

  private fail(err: unknown): void {
    if (this.settled) return;
    this.settled = true;
    this.cleanup();
    const fetchError = networkError(err);
    this.reject(this.connected ? fetchError : new ConnectFailure(fetchError));
  }

  private succeed(result: HopResult): void {
    if (this.settled) return;
    this.settled = true;
    this.cleanup();
    this.resolve(result);
  }

  private cleanup(): void {
    this.deadline.signal.removeEventListener('abort', this.onAbort);
    this.decoder?.destroy();
    this.res?.destroy();
    this.req?.destroy();
  }
}

type MediaType = ReturnType<typeof parseContentType>;

/** Why an answer of this type is not what was asked for, or undefined when it may be. */
function refusedType(type: string, want: Want): FetchError | undefined {
  if (want === 'page') {
    if (type === '' || isHtmlMediaType(type)) return undefined;
    return new FetchError('NOT_HTML', { message: `NOT_HTML: ${type.slice(0, 100)}` });
  }
  if (type === '' || type.startsWith('image/') || GENERIC_BINARY.has(type)) return undefined;
  return new FetchError('NOT_IMAGE', { message: `NOT_IMAGE: ${type.slice(0, 100)}` });
}

/** The request to the vetted address, for the URL's host (Host header, SNI and certificate name). */
function requestOptions(url: URL, addr: VettedAddress, cfg: Config): RequestOptions {
  const isHttps = url.protocol === 'https:';
  const hostname = bareHostname(url);
  // Pinned lookup: if anything ever asks to resolve, it gets the vetted address and nothing else.
  const pinnedLookup = (
    _host: string,
    opts: { all?: boolean } | number | undefined,
    cb: (err: Error | null, address: string | LookupAddress[], family?: number) => void,
  ): void => {
    if (typeof opts === 'object' && opts?.all) cb(null, [{ address: addr.address, family: addr.family }]);
    else cb(null, addr.address, addr.family);
  };
  const options: RequestOptions & { servername?: string; rejectUnauthorized?: boolean } = {
    host: addr.address,
    family: addr.family,
    port: url.port === '' ? (isHttps ? 443 : 80) : Number(url.port),
    path: `${url.pathname}${url.search}`,
    method: 'GET',
    agent: false,
    lookup: pinnedLookup as unknown as RequestOptions['lookup'],
    insecureHTTPParser: false,
    headers: {
      Host: url.host,
      'User-Agent': cfg.userAgent,
      Accept: cfg.want === 'image' ? ACCEPT_IMAGE : ACCEPT,
      'Accept-Language': ACCEPT_LANGUAGE,
      'Accept-Encoding': ACCEPT_ENCODING,
    },
  };
  if (isHttps) {
    options.rejectUnauthorized = true;
    // SNI and certificate verification use the original name (SNI must not be an IP literal).
    if (!isIP(hostname)) options.servername = hostname.replace(/\.$/, '');
  }
  return options;
}

function invalidRedirect(status: number): FetchError {
  return new FetchError('HTTP_STATUS', {
    status,
    message: `HTTP_STATUS: redirect ${status} without usable Location`,
    userMessage: 'The site sent an invalid redirect.',
  });
}

/** The one content encoding of the answer (undefined: none), or why it cannot be read. */
function contentEncoding(response: IncomingMessage): string | undefined | FetchError {
  const encodings = (response.headers['content-encoding'] ?? '')
    .toLowerCase()
    .split(',')
    .map((e) => e.trim())
    .filter((e) => e !== '' && e !== 'identity');
  if (encodings.length > 1 || (encodings[0] !== undefined && !SUPPORTED_ENCODINGS.includes(encodings[0]))) {
    return new FetchError('NETWORK', {
      message: 'NETWORK: unsupported content-encoding',
      userMessage: 'The site sent the page in a format we cannot read.',
      permanent: true,
    });
  }
  return encodings[0];
}

function damagedBody(err: unknown): FetchError {
  return new FetchError('NETWORK', {
    message: 'NETWORK: could not decompress body',
    userMessage: 'The site sent a damaged page.',
    cause: err,
  });
}

/** The page read from a complete body; without a Content-Type, only a body that looks like HTML. */
function pageOf(body: Buffer, status: number, mediaType: MediaType): Omit<FetchedPage, 'url'> | FetchError {
  let contentType = mediaType.type;
  if (contentType === '') {
    if (!looksLikeHtml(body)) {
      return new FetchError('NOT_HTML', { message: 'NOT_HTML: no Content-Type and body is not HTML' });
    }
    contentType = 'text/html';
  }
  const { text } = decodeHtml(body, mediaType.charset);
  return { status, contentType, html: text, bytes: body.length };
}

/**
 * Fetches an HTML page from a user-supplied URL with SSRF protections. Throws only FetchError.
 */
export async function safeFetchPage(rawUrl: string, options: SafeFetchOptions = {}): Promise<FetchedPage> {
  const fetched = await safeFetch(rawUrl, options, 'page');
  if (fetched.kind !== 'page') throw new FetchError('NOT_HTML');
  return { url: fetched.url, ...fetched.page };
}

/**
 * Fetches an image (a recipe page's photo) from a user-supplied URL with the same protections as a
 * page (addresses, ports, redirects re-checked, deadline, size cap), for answers of an image type
 * (or none named). Its bytes are returned as sent: whether they are an image is the caller's check.
 */
export async function safeFetchImage(rawUrl: string, options: SafeFetchOptions = {}): Promise<FetchedImage> {
  const fetched = await safeFetch(rawUrl, options, 'image');
  if (fetched.kind !== 'image') throw new FetchError('NOT_IMAGE');
  return { url: fetched.url, ...fetched.image };
}

async function safeFetch(
  rawUrl: string,
  options: SafeFetchOptions,
  want: Want,
): Promise<Exclude<HopResult, { kind: 'redirect' }> & { url: string }> {
  const cfg = buildConfig(options, want);
  let url = parseUserUrl(rawUrl);
  url.hash = '';
  const deadline = new Deadline(cfg.timeoutMs, cfg.signal);
  try {
    for (let redirects = 0; ;) {
      const addresses = await vetUrl(url, cfg, deadline);
      let result: HopResult | undefined;
      let lastError: FetchError | undefined;
      for (const addr of addresses.slice(0, MAX_ADDRESSES_TRIED)) {
        try {
          result = await fetchOnce(url, addr, cfg, deadline);
          break;
        } catch (err) {
          if (err instanceof ConnectFailure) {
            lastError = err.error;
            if (deadline.signal.aborted) throw deadline.error();
            continue;
          }
          throw err;
        }
      }
      if (!result) throw lastError ?? new FetchError('NETWORK');
      if (result.kind !== 'redirect') return { ...result, url: url.href };

      if (redirects >= cfg.maxRedirects) {
        throw new FetchError('TOO_MANY_REDIRECTS', {
          message: `TOO_MANY_REDIRECTS: more than ${cfg.maxRedirects}`,
        });
      }
      redirects++;
      let next: URL;
      try {
        next = new URL(result.location, url);
      } catch (cause) {
        throw new FetchError('INVALID_URL', {
          message: 'INVALID_URL: unparsable redirect Location',
          userMessage: 'The site redirected to an invalid address.',
          cause,
        });
      }
      next.hash = '';
      url = next;
    }
  } catch (err) {
    throw networkError(err);
  } finally {
    deadline.dispose();
  }
}
