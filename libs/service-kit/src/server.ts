import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import net from 'node:net';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import pino, { type DestinationStream } from 'pino';
import { registerErrorHandler, registerJsonNotFound } from './error-handler.ts';
import { registerHostileInputGuards } from './hostile-input.ts';
import { REQUEST_ID_HEADER } from './internal.ts';
import { registerRequestMetrics, startMetricsServer } from './metrics.ts';

export interface ServiceOptions {
  name: string;
  logLevel?: string;
  /** Largest accepted request body in bytes. */
  bodyLimit?: number;
  logger?: FastifyServerOptions['logger'];
  /** Where the default logger writes (standard output when absent); tests read the lines. */
  logStream?: DestinationStream;
  /** Set false when the service installs its own not-found handler (the gateway's app fallback). */
  jsonNotFound?: boolean;
  /**
   * Whose X-Forwarded-* headers to believe: a service passes its TRUSTED_PROXIES (the gateway's
   * addresses); the gateway faces clients and believes only its own load balancer. Default:
   * loopback only, never everyone.
   */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /**
   * Refuse NUL characters in JSON bodies with a 400 (default true). The parser takes pasted page
   * source, where a stray NUL is the page's fault, not the user's, and its extractor drops them.
   */
  refuseNulText?: boolean;
  /** False for a server that passes request bodies on unread (the gateway). */
  parsesJson?: boolean;
  /**
   * Addresses whose successful answers are routine (static files of the gateway): logged at debug
   * level, like health checks and metrics, so a busy server's log is its real requests.
   */
  routinePath?: RegExp;
}

/** The longest a log line waits in the buffer of the standard output stream. */
const LOG_FLUSH_MS = 250;

/** Probes and scrapes: logged at debug level unless they fail. */
const PROBE_PATH = /^\/(healthz|readyz|metrics)(\?|$)/;

/** Query parameters that carry secrets (a password-reset token in a link); never written to logs. */
const SECRET_PARAMS = /^(token|code|key|secret|password|session_id)$/i;

/** A logged address with the values of secret-bearing query parameters replaced. */
function redactUrl(url: string): string {
  const query = url.indexOf('?');
  if (query === -1) return url;
  const params = url
    .slice(query + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0] ?? '';
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed name is logged as sent.
      }
      return SECRET_PARAMS.test(decoded) ? `${name}=[REDACTED]` : pair;
    });
  return `${url.slice(0, query)}?${params.join('&')}`;
}

/** What a request log line says of the request: Fastify's fields, the address redacted. */
function requestLogFields(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

const LOOPBACK = ['127.0.0.1', '::1'];

const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,100}$/;

/**
 * A Fastify instance set up the same way in every service: pino logging with the request id the
 * gateway set (or a new one), proxy headers trusted as `trustProxy` says, the shared error handler.
 */
export function createServer(options: ServiceOptions): FastifyInstance {
  const app = Fastify({
    logger: options.logger ?? {
      level: options.logLevel ?? 'info',
      base: { service: options.name },
      redact: ['req.headers.cookie', 'req.headers.authorization', `req.headers["x-internal-token"]`],
      serializers: { req: requestLogFields },
      // Asynchronous: a request never waits for its log line to reach the terminal or the collector.
      // Buffered: lines go out 4 KB at a time, or within LOG_FLUSH_MS, instead of one write(2)
      // each (a busy server wrote once per request); pino flushes what is left when the process exits.
      stream:
        options.logStream ??
        pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: LOG_FLUSH_MS }),
    },
    // One line a request, written once it is answered (below), instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: options.bodyLimit ?? 1024 * 1024,
    trustProxy: options.trustProxy ?? LOOPBACK,
    requestIdHeader: false,
    genReqId: (request) => {
      const given = request.headers[REQUEST_ID_HEADER];
      return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
    },
  });
  // Synchronous: runs on every answer of every service, no promise needed.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done(null, payload);
  });
  const routine = options.routinePath;
  app.addHook('onResponse', (request, reply, done) => {
    const quiet =
      reply.statusCode < 400 && (PROBE_PATH.test(request.url) || (routine?.test(request.url) ?? false));
    const fields = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (quiet) request.log.debug(fields, 'request completed');
    else request.log.info(fields, 'request completed');
    done();
  });
  registerRequestMetrics(app);
  registerErrorHandler(app);
  registerHostileInputGuards(app, {
    refuseNul: options.refuseNulText ?? true,
    parsesJson: options.parsesJson ?? true,
  });
  if (options.jsonNotFound !== false) registerJsonNotFound(app);
  return app;
}

export interface ListenOptions {
  port: number;
  host: string;
  /** Extra work after the server stops accepting requests (close pools, queues...). */
  onClose?: () => Promise<void>;
  /** Where `/metrics` answers (METRICS_PORT); none when absent. Never the service port. */
  metricsPort?: number | undefined;
  /**
   * How long an idle keep-alive connection stays open (advertised as `Keep-Alive: timeout=`).
   * Services behind the gateway: 5 s, so callers (which close idle connections a little before the
   * advertised time) have let go of them all within the drain below. The gateway, which faces load
   * balancers that keep connections for 60 s, passes 72 s.
   */
  keepAliveTimeoutMs?: number;
  /** After SIGTERM, the longest wait for callers to let go of their connections (default: keep-alive + 1 s). */
  drainMs?: number;
}

/**
 * Listens, and on SIGTERM/SIGINT shuts down without failing a request:
 * 1. stops listening, so new connections are refused and callers go to another copy (a refused
 *    connection carried no request, so any request may be sent elsewhere);
 * 2. lets in-flight requests finish, and answers the requests that still arrive on open keep-alive
 *    connections with `Connection: close`, so each caller closes its connection itself once it has
 *    its answer; idle connections are never cut under a caller (which could be sending a request
 *    at that moment, and could not tell whether it was applied): callers close them when they have
 *    been idle a little less than the advertised keep-alive time;
 * 3. once every connection is closed (or after `drainMs`), closes the app (pools, queues) and exits.
 */
export async function listenWithGracefulShutdown(
  app: FastifyInstance,
  options: ListenOptions,
): Promise<void> {
  const keepAliveTimeoutMs = options.keepAliveTimeoutMs ?? 5_000;
  const drainMs = options.drainMs ?? keepAliveTimeoutMs + 1_000;
  const server = app.server;
  server.keepAliveTimeout = keepAliveTimeoutMs;
  let draining = false;
  const unanswered = new Set<ServerResponse>();
  // Before Fastify's own listener, so the header is set before any answer is written.
  server.prependListener('request', (_request: IncomingMessage, response: ServerResponse) => {
    if (draining) {
      response.setHeader('connection', 'close');
      return;
    }
    unanswered.add(response);
    response.once('close', () => unanswered.delete(response));
  });
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    draining = true;
    app.log.info({ signal }, 'shutting down: draining connections');
    const force = setTimeout(() => process.exit(1), drainMs + 10_000);
    force.unref();
    for (const response of unanswered) {
      if (!response.headersSent) response.setHeader('connection', 'close');
    }
    const drained = new Promise<void>((done) => {
      const timer = setTimeout(done, drainMs);
      timer.unref();
      // net.Server's close: stop listening, call back once every connection has ended. (http.Server's
      // own close would also cut idle keep-alive connections at once, racing callers' next requests.)
      net.Server.prototype.close.call(server, () => {
        clearTimeout(timer);
        done();
      });
    });
    drained
      .then(() => app.close())
      .then(() => options.onClose?.())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
  await app.listen({ port: options.port, host: options.host });
  if (options.metricsPort !== undefined) {
    const metricsServer = await startMetricsServer({
      port: options.metricsPort,
      host: options.host,
      metrics: app.metrics,
    });
    // Closed with the service (SIGTERM, or app.close() in a test).
    app.server.once('close', () => void metricsServer.close());
  }
}

/** Runs a service entry point; a config or start error ends the process with a clear message. */
export function runMain(name: string, main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(`${name} failed to start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
