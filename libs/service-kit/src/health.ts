import type { FastifyInstance } from 'fastify';
import type { PoolStats } from './metrics.ts';

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

/** A connection a service depends on: how to check it, and how to close it if the service opened it. */
export interface Store {
  check: ReadinessCheck;
  /** Present only when the service opened the connection itself (not injected by a test). */
  close?: () => Promise<void> | void;
  /** A connection pool's use, reported on /metrics (`cookmark_db_pool_connections`). */
  pool?: () => PoolStats;
}

/**
 * `/healthz` and `/readyz` over the service's stores, and closing the stores it opened when the
 * app closes (after any onClose hooks registered earlier, such as queues that use them).
 */
export function registerStores(app: FastifyInstance, stores: Record<string, Store>): void {
  app.addHook('onClose', async () => {
    for (const store of Object.values(stores)) await store.close?.();
  });
  for (const [name, store] of Object.entries(stores)) if (store.pool) app.metrics.watchPool(name, store.pool);
  registerHealth(app, Object.fromEntries(Object.entries(stores).map(([name, store]) => [name, store.check])));
}
