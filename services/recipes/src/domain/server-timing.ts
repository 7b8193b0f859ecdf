import type { FastifyInstance, FastifyRequest } from 'fastify';

interface Timings {
  start: bigint;
  dbMs: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    timings: Timings | null;
  }
}

const elapsedMs = (since: bigint) => Number(process.hrtime.bigint() - since) / 1e6;

/**
 * A `Server-Timing` header on every answer: `db` (time in recipe queries) and `app` (from the
 * request's arrival to its serialised answer). The bench reads it to tell server time from
 * network and queueing time; browsers show it in their network panel.
 */
export function registerServerTiming(app: FastifyInstance): void {
  app.decorateRequest('timings', null);
  // Synchronous hooks: no promise a request.
  app.addHook('onRequest', (request, _reply, done) => {
    request.timings = { start: process.hrtime.bigint(), dbMs: 0 };
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    const timings = request.timings;
    if (timings) {
      const app = `app;dur=${elapsedMs(timings.start).toFixed(2)}`;
      reply.header('server-timing', timings.dbMs > 0 ? `db;dur=${timings.dbMs.toFixed(2)}, ${app}` : app);
    }
    done(null, payload);
  });
}

/** Runs database work and adds its duration to the request's `db` timing. */
export async function timeDb<T>(request: FastifyRequest, work: () => Promise<T>): Promise<T> {
  const start = process.hrtime.bigint();
  try {
    return await work();
  } finally {
    if (request.timings) request.timings.dbMs += elapsedMs(start);
  }
}

/** timeDb bound to a request: for service modules, which know nothing of requests (see TimeDb). */
export function dbTimer(request: FastifyRequest): <T>(work: () => Promise<T>) => Promise<T> {
  return (work) => timeDb(request, work);
}
