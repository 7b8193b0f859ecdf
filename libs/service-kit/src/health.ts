import type { FastifyInstance } from 'fastify';

export type ReadinessCheck = () => Promise<boolean>;

/** `/healthz`: the process answers. `/readyz`: every dependency (Postgres, Redis, ...) answers. */
export function registerHealth(app: FastifyInstance, checks: Record<string, ReadinessCheck>): void {
  app.get('/healthz', { logLevel: 'silent' }, async () => ({ status: 'ok' }));
  app.get('/readyz', { logLevel: 'silent' }, async (_request, reply) => {
    const entries = await Promise.all(
      Object.entries(checks).map(async ([name, check]) => [name, await check().catch(() => false)] as const),
    );
    const ready = entries.every(([, ok]) => ok);
    return reply
      .status(ready ? 200 : 503)
      .send({ status: ready ? 'ok' : 'unavailable', checks: Object.fromEntries(entries) });
  });
}
