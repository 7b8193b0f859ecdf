import {
  AI_SUBSTITUTION_MESSAGES,
  aiSubstitutionRequestSchema,
  aiSubstitutionResponseSchema,
} from '@cookmark/contracts';
import {
  type EntitlementSource,
  type RateLimits,
  requirePremium,
  requireUser,
  sessionUser,
  type ZodTypeProvider,
} from '@cookmark/service-kit';
import type { FastifyInstance } from 'fastify';
import type { AiBudget } from '../domain/ai-budget.ts';
import type { SubstitutionAnswers } from '../domain/substitution-answers.ts';

export interface AiSubstitutionRouteDeps {
  answers: SubstitutionAnswers;
  /** The AI budgets shared with Improve with AI. */
  budget: AiBudget;
  entitlements: EntitlementSource;
  rateLimits: RateLimits;
  perMinute: number;
}

/**
 * `POST /api/ai-substitutions` (spec §7): substitutes for an ingredient, suited to its recipe.
 * 401 signed out, 403 'Premium subscription required' on the free plan, 400 for a missing or
 * over-long ingredient or context, 429 past the per-user limit or the AI budgets (ai-budget.ts).
 * Once the day's AI allowance is spent, the knowledge base answers with a `notice`. Nothing found is a 200 with no
 * suggestions and spec §8's 'No substitutions found'.
 */
export async function aiSubstitutionRoutes(
  instance: FastifyInstance,
  deps: AiSubstitutionRouteDeps,
): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const requestsPerUser = await deps.rateLimits.hook(app, {
    name: 'ai-substitutions:user',
    max: deps.perMinute,
    windowMs: 60_000,
    key: sessionUser,
    message: AI_SUBSTITUTION_MESSAGES.tooManyRequests,
  });
  app.post(
    '/api/ai-substitutions',
    {
      preHandler: [
        requireUser,
        requirePremium('ai_substitutions', deps.entitlements),
        requestsPerUser,
        ...(await deps.budget.requestHooks(app)),
      ],
      schema: { body: aiSubstitutionRequestSchema, response: { 200: aiSubstitutionResponseSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return deps.answers.answer(request.body, request.log);
    },
  );
}
