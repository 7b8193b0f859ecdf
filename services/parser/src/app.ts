import {
  createEntitlements,
  createServiceApp,
  type EntitlementSource,
  internalRoutes,
  RateLimits,
  withWellFormedText,
  UserBudgets,
} from '@cookmark/service-kit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { AiBudget } from './domain/ai-budget.ts';
import { aiSpendFrom } from './domain/ai-spend.ts';
import type { ParserConfig } from './config.ts';
import { type AiExtractor, createAiExtractor } from './domain/ai-extractor.ts';
import { fetchOptionsFrom } from './domain/fetch-options.ts';
import { imageInternalRoutes } from './routes/image.routes.ts';
import { RecipeImprover } from './domain/improve.ts';
import { PastedPages } from './domain/pasted-pages.ts';
import { AiQueue } from './jobs/ai-queue.ts';
import { RecipeImports } from './jobs/imports.ts';
import { registerQueueDashboard } from './queue-dashboard.ts';
import { ParseQueue } from './jobs/parse-queue.ts';
import { ResultCache } from './jobs/result-cache.ts';
import type { PageReader } from './reading/page-reader.ts';
import { readingPoolFrom } from './reading/reading-pool.ts';
import { aiSubstitutionRoutes } from './routes/ai-substitution.routes.ts';
import { improveRoutes } from './routes/improve.routes.ts';
import { parseRoutes } from './routes/parse.routes.ts';
import { textRoutes } from './routes/text.routes.ts';
import { collectionImportRoutes, collectionInternalRoutes } from './routes/collection-import.routes.ts';
import { photoRoutes } from './routes/photo.routes.ts';
import { PhotoReader } from './photo/photo-reader.ts';
import { CollectionImportQueue } from './jobs/collection-queue.ts';
import { SubstitutionAnswers } from './domain/substitution-answers.ts';

export interface ParserDeps {
  redis?: Redis;
  rateLimits?: RateLimits;
  /**
   * Defaults to the OpenAI-compatible endpoint when OPENAI_API_KEY is set, metered by the AI
   * allowance, else none.
   */
  ai?: AiExtractor | null;
  /** Who is premium; billing's answer (cached in Redis) by default. */
  entitlements?: EntitlementSource;
  logger?: boolean;
  /** Defaults to a pool of extraction threads, closed with the app; an injected one is not. */
  reader?: PageReader;
}

/** The parser API: imports go to the `parse` queue (see worker.ts), results come from it or the cache. */
export async function buildApp(config: ParserConfig, deps: ParserDeps = {}): Promise<FastifyInstance> {
  const reader = deps.reader ?? readingPoolFrom(config);
  const photos = new PhotoReader({
    reader,
    timeoutMs: config.PARSER_PHOTO_TIMEOUT_MS,
    queue: config.PARSER_PHOTO_QUEUE,
  });
  const {
    app,
    redis,
    prepared: { cache, jobs, aiJobs, collectionImports },
  } = await createServiceApp({
    name: 'parser',
    config,
    postgres: false,
    redis: deps.redis,
    logger: deps.logger,
    // The queues, and their dashboard, which is for operators with the token and reads no session.
    beforeSession: async ({ app, redis }) => {
      const cache = new ResultCache(redis, {
        ttlSeconds: config.PARSER_CACHE_TTL_SECONDS,
        namespace: config.PARSER_QUEUE_PREFIX,
      });
      const jobs = new ParseQueue({ redisUrl: config.REDIS_URL, prefix: config.PARSER_QUEUE_PREFIX, cache });
      // Without a key nothing is queued: the knowledge base answers at once.
      const aiJobs = config.OPENAI_API_KEY
        ? new AiQueue({ redisUrl: config.REDIS_URL, prefix: config.PARSER_QUEUE_PREFIX })
        : null;
      const collectionImports = new CollectionImportQueue({
        redisUrl: config.REDIS_URL,
        prefix: config.PARSER_QUEUE_PREFIX,
        redis,
      });
      // Before Redis closes (the stores close after every hook the service adds).
      app.addHook('onClose', async () => {
        await jobs.close();
        await aiJobs?.close();
        await collectionImports.close();
        if (!deps.reader) await reader.close();
        await photos.close();
      });
      // Queue depth on /metrics (the API's view; every API pod reports the same figures).
      app.metrics.watchQueue(jobs.queue);
      if (aiJobs) app.metrics.watchQueue(aiJobs.queue);
      app.metrics.watchQueue(collectionImports.queue);
      await registerQueueDashboard(app, {
        token: config.INTERNAL_TOKEN,
        queues: [jobs.queue, ...(aiJobs ? [aiJobs.queue] : []), collectionImports.queue],
      });
      return { cache, jobs, aiJobs, collectionImports };
    },
  });
  // Pages (a JSON-LD "\ud800") and models can hand the parser half a character, which the recipes
  // and grocery services refuse (their JSON columns cannot hold one): every answer carries U+FFFD
  // in its place, so an imported recipe can be saved.
  app.addHook('preSerialization', async (_request, _reply, payload) => withWellFormedText(payload));
  const rateLimits = deps.rateLimits ?? new RateLimits(redis);
  const aiSpend = aiSpendFrom(config, redis, app.metrics);
  const aiBudget = new AiBudget(aiSpend, rateLimits, {
    perUserPerDay: config.AI_REQUESTS_PER_USER_PER_DAY,
    perAddressPerMinute: config.AI_REQUESTS_PER_ADDRESS_PER_MINUTE,
    perAddressPerDay: config.AI_REQUESTS_PER_ADDRESS_PER_DAY,
  });
  const improver = new RecipeImprover({
    ai: deps.ai !== undefined ? deps.ai : createAiExtractor(config, aiSpend.meter('improve')),
    fetchOptions: fetchOptionsFrom(config),
    reader,
    pasted: new PastedPages(redis, reader),
  });
  const budgets = new UserBudgets(redis);
  await app.register(parseRoutes, {
    imports: new RecipeImports({ jobs, cache, reader, waitMs: config.PARSER_WAIT_MS }),
    rateLimits,
    budgets,
    pasted: improver.configured ? improver.pasted : null,
    importsPerMinute: config.PARSER_RATE_LIMIT_PER_MINUTE,
  });
  await app.register(textRoutes, {
    reader,
    rateLimits,
    budgets,
    importsPerMinute: config.PARSER_RATE_LIMIT_PER_MINUTE,
  });
  await app.register(photoRoutes, {
    photos,
    rateLimits,
    budgets,
    importsPerMinute: config.PARSER_RATE_LIMIT_PER_MINUTE,
  });
  await app.register(internalRoutes(config.INTERNAL_TOKEN, imageInternalRoutes), {
    prefix: '/internal',
    fetchOptions: fetchOptionsFrom(config),
  });
  await app.register(internalRoutes(config.INTERNAL_TOKEN, collectionInternalRoutes), {
    prefix: '/internal',
    imports: collectionImports,
  });
  await app.register(collectionImportRoutes, { imports: collectionImports, rateLimits });
  await app.register(improveRoutes, {
    improver,
    budget: aiBudget,
    rateLimits,
  });
  await app.register(aiSubstitutionRoutes, {
    answers: new SubstitutionAnswers({
      queue: aiJobs,
      spend: aiSpend,
      timeoutMs: config.AI_SUBSTITUTION_TIMEOUT_MS,
    }),
    budget: aiBudget,
    entitlements: deps.entitlements ?? createEntitlements(config, redis),
    rateLimits,
    perMinute: config.AI_SUBSTITUTION_RATE_LIMIT_PER_MINUTE,
  });
  return app;
}
