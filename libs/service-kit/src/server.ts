import { randomUUID } from 'node:crypto';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import pino, { type DestinationStream } from 'pino';
import { REQUEST_BODY_MAX } from '@cookmark/contracts';
import { registerErrorHandler, registerJsonNotFound } from './error-handler.ts';
import { registerHostileInputGuards } from './hostile-input.ts';
import { REQUEST_ID_HEADER } from './internal.ts';
import { registerRequestMetrics } from './metrics.ts';

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
    bodyLimit: options.bodyLimit ?? REQUEST_BODY_MAX,
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
