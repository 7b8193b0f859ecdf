import {
  improveRecipeRequestSchema,
  type ImproveRecipeStatus,
  improveRecipeStatusSchema,
  PARSE_MESSAGES,
  parseRecipeResponseSchema,
} from '@cookmark/contracts';
import {
  type RateLimits,
  requireUser,
  sessionUser,
  ServiceUnavailable,
  type ZodTypeProvider,
} from '@cookmark/service-kit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AiBudget } from '../domain/ai-budget.ts';
import type { RecipeImprover } from '../domain/improve.ts';
import { pageUrlOrBadRequest } from './page-url.ts';

export interface ImproveRouteDeps {
  improver: RecipeImprover;
  /** The AI budgets shared with AI substitutions. */
  budget: AiBudget;
  rateLimits: RateLimits;
}

export async function improveRoutes(instance: FastifyInstance, deps: ImproveRouteDeps): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const improvementsPerUser = await deps.rateLimits.hook(app, {
    name: 'improve:user',
    max: 10,
    windowMs: 60_000,
    key: sessionUser,
    message: PARSE_MESSAGES.tooManyImprovements,
  });
  const aiRequests = await deps.budget.requestHooks(app);
  // Public and cheap: the web app offers 'Improve with AI' only where and while it can work.
  app.get(
    '/api/improve-recipe/status',
    { schema: { response: { 200: improveRecipeStatusSchema } } },
    async (): Promise<ImproveRecipeStatus> =>
      deps.budget.availability(deps.improver.configured, PARSE_MESSAGES.aiNotConfigured),
  );
  app.post(
    '/api/improve-recipe',
    {
      preHandler: [requireUser, deps.budget.whileAllowanceLeft, improvementsPerUser, ...aiRequests],
      schema: {
        body: z.preprocess((body) => body ?? {}, improveRecipeRequestSchema),
        response: { 200: parseRecipeResponseSchema },
      },
    },
    async (request) => {
      if (!deps.improver.configured) throw new ServiceUnavailable(PARSE_MESSAGES.aiNotConfigured);
      const { body, session } = request;
      // requireUser ran: a signed-in user's session.
      const userId = session?.userId ?? '';
      return deps.improver.improve(
        { url: pageUrlOrBadRequest(body.url), userId, log: request.log },
        body.currentRecipe,
      );
    },
  );
}
