import { substitutionRequestSchema, type SubstitutionResponse } from '@cookmark/contracts';
import { type EntitlementSource, requirePremium, requireUser } from '@cookmark/service-kit';
import type { FastifyInstance } from 'fastify';
import { substituteIngredient } from '../lib/substitutions.ts';

export interface SubstitutionRouteDeps {
  entitlements: EntitlementSource;
}

/**
 * `POST /api/ingredients/substitute` (spec §7): substitutes for an ingredient name or a whole
 * ingredient line from the built-in knowledge base. 401 signed out, 403 'Premium subscription
 * required' on the free plan, 400 for a missing, blank or over-long ingredient. A search that
 * matches nothing is a 200 with `success: false` and spec §5's message.
 */
export async function substitutionRoutes(app: FastifyInstance, deps: SubstitutionRouteDeps): Promise<void> {
  app.post(
    '/api/ingredients/substitute',
    { preHandler: [requireUser, requirePremium('ai_substitutions', deps.entitlements)] },
    async (request, reply): Promise<SubstitutionResponse> => {
      reply.header('cache-control', 'private, no-store');
      return substituteIngredient(substitutionRequestSchema.parse(request.body));
    },
  );
}
