import { RECIPE_MESSAGES } from '@cookmark/contracts';
import { NotFound } from '@cookmark/service-kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isUuid } from './cursor.ts';

/**
 * The `:id` of a recipe route. A malformed id answers the same 404 as a missing recipe or another
 * user's, so ids cannot be probed.
 */
export function recipeIdParam(request: FastifyRequest): string {
  const { id } = request.params as { id: string };
  if (!isUuid(id)) throw new NotFound(RECIPE_MESSAGES.notFound);
  return id;
}

/**
 * The `:id` of a recipe route as declared in its schema: any text, checked by `recipeIdParam` after
 * sign-in, so a malformed id answers 404 (not 400) like a missing one.
 */
export const recipeIdParams = z.object({ id: z.string() });

/** Every answer of the plugin is kept by no cache on the way (user data, revocable links). */
export function noStore(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
}
