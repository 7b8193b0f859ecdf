import {
  PARSE_MESSAGES,
  type ParseJobAccepted,
  parseJobAcceptedSchema,
  parseJobStatusSchema,
  type ParseRecipeResponseDto,
  parseRecipeQuerySchema,
  parseRecipeRequestSchema,
  parseRecipeResponseSchema,
  PARSE_REQUEST_BODY_MAX,
} from '@cookmark/contracts';
import { PARSE_JOB_ID_PATTERN, parseJobId } from '@cookmark/queue';
import { AppError, NotFound, type RateLimits, type ZodTypeProvider } from '@cookmark/service-kit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ParseQueue } from '../jobs/parse-queue.ts';
import type { ResultCache } from '../jobs/result-cache.ts';
import type { PageReader } from '../reading/page-reader.ts';
import { pageUrlOrBadRequest } from './page-url.ts';

const MINUTE = 60_000;

export interface ParseRouteDeps {
  jobs: ParseQueue;
  cache: ResultCache;
  rateLimits: RateLimits;
  reader: PageReader;
  importsPerMinute: number;
  waitMs: number;
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

    // Page source pasted by the user: read now (off the event loop), nothing fetched, nothing cached.
    // Without an address, the page's own (og:url, canonical link) becomes the recipe's source.
    if (body.html !== undefined)
      return (await deps.reader.extractRecipe(body.html, pageUrl)) satisfies ParseRecipeResponseDto;
    const url = pageUrl;

    const cached = await deps.cache.get(parseJobId(url));
    if (cached) return cached;
    const jobId = await deps.jobs.enqueue(url, request.id);
    // With the request id (reqId) on every line: the worker's lines carry both ids.
    request.log.info({ jobId }, 'import queued');
    const pending: ParseJobAccepted = { jobId, status: 'pending' };
    if (query.async === '1' || query.async === 'true') return reply.status(202).send(pending);

    const outcome = await deps.jobs.waitFor(jobId, deps.waitMs);
    switch (outcome.kind) {
      case 'done':
        return outcome.result;
      case 'failed':
        throw new AppError(422, outcome.message);
      case 'pending':
        return reply.status(202).send(pending);
    }
  });

  app.get(
    '/api/parse-jobs/:jobId',
    {
      onRequest: pollsPerAddress,
      // Any text: an id of no job answers 404 below.
      schema: { params: z.object({ jobId: z.string() }), response: { 200: parseJobStatusSchema } },
    },
    async (request) => {
      const { jobId } = request.params;
      const status = PARSE_JOB_ID_PATTERN.test(jobId) ? await deps.jobs.status(jobId) : null;
      if (!status) throw new NotFound(PARSE_MESSAGES.importNotFound);
      return status;
    },
  );
}
