import {
  PARSE_MESSAGES,
  parseJobAcceptedSchema,
  parseJobStatusSchema,
  parseRecipeQuerySchema,
  parseRecipeRequestSchema,
  parseRecipeResponseSchema,
  PARSE_REQUEST_BODY_MAX,
} from '@cookmark/contracts';
import { type RateLimits, USER_BUDGETS, type UserBudgets, type ZodTypeProvider } from '@cookmark/service-kit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PastedPages } from '../domain/pasted-pages.ts';
import type { RecipeImports } from '../jobs/imports.ts';
import { pageUrlOrBadRequest } from './page-url.ts';

const MINUTE = 60_000;

export interface ParseRouteDeps {
  imports: RecipeImports;
  rateLimits: RateLimits;
  /** A signed-in user's imports: so many a minute, so many at once (a visitor's: per address only). */
  budgets: UserBudgets;
  /** Where a signed-in user's pasted pages are kept for Improve with AI; null without an AI. */
  pasted: PastedPages | null;
  importsPerMinute: number;
}

export async function parseRoutes(instance: FastifyInstance, deps: ParseRouteDeps): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const importsPerAddress = await deps.rateLimits.hook(app, {
    name: 'parse:ip',
    max: deps.importsPerMinute,
    windowMs: MINUTE,
    message: PARSE_MESSAGES.tooManyImports,
  });
  const pollsPerAddress = await deps.rateLimits.hook(app, {
    name: 'parse-jobs:ip',
    max: 300,
    windowMs: MINUTE,
  });

  const importOptions = {
    bodyLimit: PARSE_REQUEST_BODY_MAX,
    onRequest: importsPerAddress,
    schema: {
      // No body reads as an empty one: its message asks for the address.
      body: z.preprocess((body) => body ?? {}, parseRecipeRequestSchema),
      querystring: parseRecipeQuerySchema,
      response: { 200: parseRecipeResponseSchema, 202: parseJobAcceptedSchema },
    },
  };
  app.post('/api/parse-recipe', importOptions, async (request, reply) => {
    const { body, query } = request;
    const pageUrl = body.url === undefined ? '' : pageUrlOrBadRequest(body.url);
    const start = () =>
      deps.imports.start({
        pageUrl,
        html: body.html,
        async: query.async === '1' || query.async === 'true',
        requestId: request.id,
        log: request.log,
      });
    const userId = request.session?.userId;
    const outcome = userId ? await deps.budgets.run(USER_BUDGETS.recipeImport, userId, start) : await start();
    if (outcome.kind === 'pending') return reply.status(202).send(outcome.accepted);
    if (userId && body.html !== undefined && deps.pasted) {
      const address = outcome.recipe.recipe.originalUrl || pageUrl;
      // Improve with AI may read it later; the import stands whether or not it is kept.
      await deps.pasted
        .keep(userId, address, body.html)
        .catch((error: unknown) => request.log.warn({ err: error }, 'pasted page not kept for the AI'));
    }
    return outcome.recipe;
  });

  app.get(
    '/api/parse-jobs/:jobId',
    {
      onRequest: pollsPerAddress,
      // Any text: an id of no job answers 404 below.
      schema: { params: z.object({ jobId: z.string() }), response: { 200: parseJobStatusSchema } },
    },
    async (request) => deps.imports.status(request.params.jobId),
  );
}
