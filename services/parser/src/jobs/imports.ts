import {
  PARSE_MESSAGES,
  type ParseJobAccepted,
  type ParseJobStatus,
  type ParseRecipeResponseDto,
} from '@cookmark/contracts';
import { PARSE_JOB_ID_PATTERN, parseJobId } from '@cookmark/queue';
import { AppError, NotFound } from '@cookmark/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { PageReader } from '../reading/page-reader.ts';
import type { ParseQueue } from './parse-queue.ts';
import type { ResultCache } from './result-cache.ts';

export interface RecipeImportsDeps {
  jobs: ParseQueue;
  cache: ResultCache;
  reader: PageReader;
  /** How long an import that does not ask to be asynchronous is waited for before answering 202. */
  waitMs: number;
}

/** What an import answers: the recipe, or the job to poll. */
export type ImportOutcome =
  { kind: 'done'; recipe: ParseRecipeResponseDto } | { kind: 'pending'; accepted: ParseJobAccepted };

export interface ImportRequest {
  /** The page's canonical address (pageUrlOrBadRequest), '' when only page source was given. */
  pageUrl: string;
  /** Page source pasted by the user. */
  html?: string | undefined;
  /** Answer at once with the job to poll instead of waiting for it. */
  async: boolean;
  requestId: string;
  log: FastifyBaseLogger;
}

/** Imports from a web address (the `parse` queue and its result cache) or from pasted page source. */
export class RecipeImports {
  private readonly deps: RecipeImportsDeps;

  constructor(deps: RecipeImportsDeps) {
    this.deps = deps;
  }

  async start(request: ImportRequest): Promise<ImportOutcome> {
    const { deps } = this;
    const { pageUrl } = request;
    // Page source pasted by the user: read now (off the event loop), nothing fetched, nothing cached.
    // Without an address, the page's own (og:url, canonical link) becomes the recipe's source.
    if (request.html !== undefined)
      return { kind: 'done', recipe: await deps.reader.extractRecipe(request.html, pageUrl) };
    const url = pageUrl;

    const cached = await deps.cache.get(parseJobId(url));
    if (cached) return { kind: 'done', recipe: cached };
    const jobId = await deps.jobs.enqueue(url, request.requestId);
    // With the request id (reqId) on every line: the worker's lines carry both ids.
    request.log.info({ jobId }, 'import queued');
    const pending: ImportOutcome = { kind: 'pending', accepted: { jobId, status: 'pending' } };
    if (request.async) return pending;

    const outcome = await deps.jobs.waitFor(jobId, deps.waitMs);
    switch (outcome.kind) {
      case 'done':
        return { kind: 'done', recipe: outcome.result };
      case 'failed':
        throw new AppError(422, outcome.message);
      case 'pending':
        return pending;
    }
  }

  /** A job's progress or result; any text that names no job is a 404. */
  async status(jobId: string): Promise<ParseJobStatus> {
    const status = PARSE_JOB_ID_PATTERN.test(jobId) ? await this.deps.jobs.status(jobId) : null;
    if (!status) throw new NotFound(PARSE_MESSAGES.importNotFound);
    return status;
  }
}
