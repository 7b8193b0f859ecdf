import { substitutionRequestSchema, substitutionResponseSchema } from '@cookmark/contracts';
import {
  type EntitlementSource,
  requirePremium,
  requireUser,
  USER_BUDGETS,
  type UserBudgets,
  type ZodTypeProvider,
} from '@cookmark/service-kit';
import type { FastifyInstance } from 'fastify';
import { substituteIngredient } from '../domain/substitutions.ts';

export interface SubstitutionRouteDeps {
  entitlements: EntitlementSource;
  budgets: UserBudgets;
}

/**
 * `POST /api/ingredients/substitute` (spec §7): substitutes for an ingredient name or a whole
 * ingredient line from the built-in knowledge base. 401 signed out, 403 'Premium subscription
 * required' on the free plan, 400 for a missing, blank or over-long ingredient. A search that
 * matches nothing is a 200 with `success: false` and spec §5's message. 429 over the user's budget.
 */
export async function substitutionRoutes(
  instance: FastifyInstance,
  deps: SubstitutionRouteDeps,
): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/ingredients/substitute',
    {
      preHandler: [requireUser, requirePremium('ai_substitutions', deps.entitlements)],
      schema: { body: substitutionRequestSchema, response: { 200: substitutionResponseSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return deps.budgets.forRequest(USER_BUDGETS.substitutions, request, async () =>
        substituteIngredient(request.body),
      );
    },
  );
}
