import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { Transform } from 'node:stream';
import fastifyCompress from '@fastify/compress';
import fastifyHttpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import {
  AppError,
  BadRequest,
  COMPRESS_THRESHOLD_BYTES,
  createServiceApp,
  Forbidden,
  NotFound,
  REQUEST_ID_HEADER,
  serviceUrls,
  type ServiceOptions,
} from '@cookmark/service-kit';
import type { FastifyInstance } from 'fastify';
import { apiDocs } from './api-docs.ts';
import type { GatewayConfig } from './config.ts';
import { isCrossSite, isCrossSiteWrite } from './csrf.ts';
import { routedPath } from './paths.ts';
import { apiRouteConfig, type ApiRouteConfig, proxyRoutes } from './routes.ts';
import {
  apiHelmetOptions,
  IMPORT_PAGE_HEADERS,
  IMPORT_PAGE_PATH,
  pageHelmetOptions,
  securityHeaders,
} from './security-headers.ts';
import { sharedRecipePage } from './shared-page/shared-page.ts';
import { UpstreamPool } from './upstreams.ts';

/** The prerendered landing page the web app's build writes beside index.html. */
const LANDING_FILE = 'landing.html';
/**
 * The non-secret cookie the auth service sets beside the session (services/auth/src/domain/signed-in-hint.ts):
 * only which page to send at '/' depends on it, never what a request may do.
 */
const SIGNED_IN_HINT = /(?:^|;\s*)cm_signed_in=1(?:;|$)/;

function hasSignedInHint(cookie: string | undefined): boolean {
  return cookie !== undefined && SIGNED_IN_HINT.test(cookie);
}

/** The error a body sent without a length meets past its route's bound (read by the proxy's onError). */
function tooLargeError(message: string | undefined): Error & { statusCode: number } {
  return message === undefined
    ? Object.assign(new Error('Request body is too large'), { statusCode: 413 })
    : new AppError(413, message);
}

/**
 * A body sent without a Content-Length (chunked) counted as it passes: past the bound it stops with a
 * 413, as one with a length over the bound is refused before it is read.
 */
function bounded(limit: number, message: string | undefined): Transform {
  let bytes = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      callback(bytes > limit ? tooLargeError(message) : null, chunk);
    },
  });
}

export interface GatewayDeps {
  logger?: boolean;
  /** Where log lines go (standard output when absent). */
  logStream?: ServiceOptions['logStream'];
}

function list(value: string): string[] {
  return value
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * Compression of what is not precompressed: API JSON, the shared recipe page, source maps. Brotli
 * (quality 4, @fastify/compress's default for answers made per request) or gzip, as the client
 * accepts; text/event-stream, PDFs and images are left alone (not compressible types), and an answer
 * a service already encoded is passed on as it is. @fastify/compress applies its threshold to
 * strings and buffers only; a service's answer arrives through the proxy as a stream, so one whose
 * Content-Length is below the threshold is marked here, before its hook, not to be compressed.
 */
async function registerCompression(app: FastifyInstance): Promise<void> {
  app.addHook('onSend', (request, reply, payload, done) => {
    const length = Number(reply.getHeader('content-length'));
    const isStream = typeof (payload as { pipe?: unknown } | null)?.pipe === 'function';
    if (isStream && Number.isFinite(length) && length < COMPRESS_THRESHOLD_BYTES) {
      request.headers['x-no-compression'] = '1';
    }
    done(null, payload);
  });
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
  });
}

export async function buildApp(config: GatewayConfig, deps: GatewayDeps = {}): Promise<FastifyInstance> {
  // /healthz and /readyz: the gateway keeps no connection of its own (no database, no Redis, no
  // sessions), so it is ready once it listens; an upstream being down is that service's
  // readiness, not a reason to drop the gateway. Its OpenAPI document is the services' (apiDocs).
  const { app } = await createServiceApp({
    name: 'gateway',
    config,
    postgres: false,
    redis: false,
    openApi: false,
    logger: deps.logger,
    server: {
      bodyLimit: config.BODY_LIMIT,
      jsonNotFound: false,
      parsesJson: false,
      trustProxy: config.TRUST_PROXY,
      // The web app's files: a page load fetches a dozen; their successful answers go to debug.
      routinePath: /^\/(assets\/|favicon|robots\.txt|manifest)/,
      ...(deps.logStream ? { logStream: deps.logStream } : {}),
    },
  });
  const trustedOrigins = new Set(list(config.TRUSTED_ORIGINS));
  const checkoutOrigins = list(config.CHECKOUT_ORIGINS);

  const pageHeaders = securityHeaders(pageHelmetOptions(config, checkoutOrigins));
  const importPageHeaders = { ...pageHeaders, ...IMPORT_PAGE_HEADERS };
  const apiHeaders = securityHeaders(apiHelmetOptions(config));

  // One synchronous hook for every request: security headers first (error answers carry them
  // too), then what must never reach a service. API decisions follow the matched route's config,
  // never the raw address, which may spell the same path in many ways ('/%61pi/recipes').
  app.addHook('onRequest', (request, reply, done) => {
    const route = (request.routeOptions.config ?? {}) as Partial<ApiRouteConfig>;
    const path = routedPath(request.url);
    reply.headers(route.api ? apiHeaders : path === IMPORT_PAGE_PATH ? importPageHeaders : pageHeaders);
    if (path === null) return done(new BadRequest('Invalid address'));
    if (path === '/internal' || path.startsWith('/internal/')) return done(new NotFound());
    // Metrics are for Prometheus on each pod's metrics port, never for the public.
    if (path === '/metrics' || path.startsWith('/metrics/')) return done(new NotFound());
    if (!route.api) return done();
    const length = Number(request.headers['content-length'] ?? 0);
    if (length > (route.bodyLimit ?? config.BODY_LIMIT)) return done(tooLargeError(route.tooLargeMessage));
    const crossSite = route.crossSiteReadsRefused ? isCrossSite : isCrossSiteWrite;
    if (!route.crossSiteAllowed && crossSite(request, trustedOrigins)) {
      return done(new Forbidden('Cross-site request refused'));
    }
    done();
  });

  app.addHook('preParsing', (request, _reply, payload, done) => {
    const route = (request.routeOptions.config ?? {}) as Partial<ApiRouteConfig>;
    // A body without a Content-Length comes chunked; a length over the bound was refused at onRequest.
    const chunked = request.headers['transfer-encoding'] !== undefined;
    if (!route.api || !chunked || request.headers['content-length'] !== undefined) return done(null, payload);
    done(null, payload.pipe(bounded(route.bodyLimit ?? config.BODY_LIMIT, route.tooLargeMessage)));
  });

  await registerCompression(app);

  // A service given as several copies (comma-separated URLs) gets one pool for all its routes,
  // which spreads requests over the copies and sends a request that could not reach one to another.
  const upstreamPools = new Map<string, UpstreamPool>();
  app.addHook('onClose', async () => {
    await Promise.all([...upstreamPools.values()].map((pool) => pool.close()));
  });
  for (const route of proxyRoutes(config)) {
    const copies = serviceUrls(route.upstream);
    const undiciOptions = {
      // Unbounded for held-open streams, whose number the service bounds per user.
      connections: route.streams ? null : 64,
      pipelining: 1,
      keepAliveTimeout: 30_000,
      // A service that stops answering gets a 504 in bounded time, never a request held for good.
      headersTimeout: config.UPSTREAM_TIMEOUT_MS,
      bodyTimeout: config.UPSTREAM_TIMEOUT_MS,
    };
    const poolKey = route.streams ? `${route.upstream} streams` : route.upstream;
    let pool = copies.length > 1 ? upstreamPools.get(poolKey) : undefined;
    if (copies.length > 1 && !pool) {
      pool = new UpstreamPool(copies, undiciOptions);
      upstreamPools.set(poolKey, pool);
    }
    await app.register(fastifyHttpProxy, {
      upstream: copies[0] ?? route.upstream,
      prefix: route.prefix,
      rewritePrefix: route.prefix,
      config: apiRouteConfig(route.prefix),
      http2: false,
      // Keep-alive connections to the service, one request at a time on each (no pipelining: a
      // slow answer would hold up the requests queued behind it); idle ones close 2 s before the
      // keep-alive time a service advertises (5 s), so no request goes out on a socket it closes.
      undici: pool ?? undiciOptions,
      // Fastify logs each request once it is answered; the proxy's own "fetching" and "response
      // received" lines would double that. Upstream failures are still logged by onError.
      disableRequestLogging: true,
      replyOptions: {
        // `headers` is the proxy's own copy of the request headers, so it can be added to in place.
        rewriteRequestHeaders: (request, headers) => {
          headers[REQUEST_ID_HEADER] = request.id;
          headers['x-forwarded-for'] = request.ip;
          headers['x-forwarded-proto'] = request.protocol;
          headers['x-forwarded-host'] = request.headers.host ?? '';
          // 'Expect: 100-continue' (curl and other clients send it with large bodies) is answered
          // by Node here; passed on, the proxy's HTTP client refuses the whole request.
          delete headers['expect'];
          return headers;
        },
        onError: (reply, { error }) => {
          // The body was not all sent (the service refused it mid-upload, or it ran past its bound):
          // the rest is still on the person's connection, which must not carry their next request.
          if (!reply.request.raw.complete) void reply.header('connection', 'close');
          // A body sent without a length that ran past its bound (stopped by `bounded` above).
          const cause = (error as { cause?: { statusCode?: unknown; message?: unknown } }).cause;
          if (cause?.statusCode === 413) return void reply.status(413).send({ message: cause.message });
          reply.log.error({ err: error }, 'upstream failed');
          const timedOut = (error as { statusCode?: number }).statusCode === 504;
          void reply.status(timedOut ? 504 : 503).send({
            message: timedOut
              ? 'This part of Cookmark took too long to answer. Please try again.'
              : 'This part of Cookmark is temporarily unavailable. Please try again shortly.',
          });
        },
      },
    });
  }

  // The merged OpenAPI document of the services and a reference page reading it.
  await app.register(apiDocs, { routes: proxyRoutes(config) });

  const unknownApi = { config: { api: true } satisfies ApiRouteConfig };
  app.all('/api/*', unknownApi, async () => {
    throw new NotFound();
  });
  app.all('/api', unknownApi, async () => {
    throw new NotFound();
  });

  const distDir = resolve(config.WEB_DIST_DIR);
  if (existsSync(resolve(distDir, 'index.html'))) {
    await app.register(sharedRecipePage, { recipesUrl: config.RECIPES_URL, distDir, appUrl: config.APP_URL });
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      // The root is the route below: a visitor gets the prerendered landing page.
      index: false,
      // The build writes brotli and gzip copies beside each text file (apps/web/build/precompress.ts):
      // they are sent as they are, with Vary: Accept-Encoding, instead of compressing per request.
      preCompressed: true,
      setHeaders: (reply, path) => {
        // Vite names built assets by content hash, so they never change under one name.
        if (path.includes(`${distDir}/assets/`))
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        else reply.header('cache-control', 'no-cache');
      },
    });
    // The build's landing page as HTML (apps/web/build/prerender.ts) for a visitor; a browser with the
    // signed-in hint gets the app, which sends the user on to their dashboard.
    const landing = existsSync(resolve(distDir, LANDING_FILE)) ? LANDING_FILE : 'index.html';
    app.get('/', async (request, reply) => {
      reply.header('vary', 'Cookie');
      return reply
        .type('text/html')
        .sendFile(hasSignedInHint(request.headers.cookie) ? 'index.html' : landing, { maxAge: 0 });
    });
    app.setNotFoundHandler((request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return reply.status(404).send({ message: 'Not found' });
      }
      return reply.type('text/html').sendFile('index.html', { maxAge: 0 });
    });
  } else {
    app.log.warn({ distDir }, 'web app not built: run `npm run build -w @cookmark/web`');
    app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: 'Not found' }));
  }
  return app;
}
