import type { IncomingMessage, ServerResponse } from 'node:http';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { startMetricsServer } from './metrics.ts';

/** What shutting down logs to (a Fastify or pino logger). */
export interface ShutdownLog {
  info(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

export interface ShutdownOptions {
  /** Logged with the signal when shutting down starts. */
  message: string;
  /** Past this, the process exits with 1 whatever is still running. */
  forceAfterMs: number;
}

/**
 * On the first SIGTERM or SIGINT: logs, runs `work` (stop taking work, finish what runs, close the
 * stores), then exits 0, or 1 when `work` fails or is still running after `forceAfterMs`. Shared by
 * the services (listenWithGracefulShutdown) and the queue workers (runWorker).
 */
export function onShutdownSignal(
  log: ShutdownLog,
  options: ShutdownOptions,
  work: () => Promise<void>,
): void {
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, options.message);
    const force = setTimeout(() => process.exit(1), options.forceAfterMs);
    force.unref();
    work().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
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
  onShutdownSignal(
    app.log,
    { message: 'shutting down: draining connections', forceAfterMs: drainMs + 10_000 },
    () => {
      draining = true;
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
      return drained.then(() => app.close()).then(() => options.onClose?.());
    },
  );
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
