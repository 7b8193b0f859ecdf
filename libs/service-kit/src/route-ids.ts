import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { NotFound } from './errors.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/**
 * The `:id` of a route as its schema declares it: any text, so that a malformed id is judged by
 * `idParam` after sign-in and plan checks, and answers 404 (not 400) like a missing row.
 */
export const idParams = z.object({ id: z.string() });

/**
 * The `:id` of a request, lower-cased, when it is a UUID. A malformed id answers the same 404 (with
 * `notFound`, the resource's own message) as a missing row or another user's, so ids cannot be probed.
 */
export function idParam(request: FastifyRequest, notFound: string): string {
  const { id } = request.params as { id: string };
  if (!isUuid(id)) throw new NotFound(notFound);
  return id.toLowerCase();
}

/** Every answer of the plugin is kept by no cache on the way (user data, revocable links). */
export function noStore(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
}
