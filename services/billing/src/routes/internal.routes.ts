import { billingStatusSchema, entitlementsSchema } from '@cookmark/contracts';
import type { ZodTypeProvider } from '@cookmark/service-kit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { entitlementsOf } from '../domain/subscription-state.ts';
import type { SubscriptionService } from '../domain/subscriptions.ts';

const userParams = z.object({ userId: z.guid({ message: 'userId must be a uuid' }) });

/**
 * For other services only, under `/internal` (registered through service-kit's `internalRoutes`,
 * which requires the shared token); the gateway never proxies them.
 */
export async function billingInternalRoutes(
  instance: FastifyInstance,
  deps: { subscriptions: SubscriptionService },
): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const answers = (response: z.ZodType) => ({ schema: { params: userParams, response: { 200: response } } });

  app.get('/billing-status/:userId', answers(billingStatusSchema), async (request) =>
    deps.subscriptions.statusFor(request.params.userId),
  );

  app.get('/entitlements/:userId', answers(entitlementsSchema), async (request) => {
    const { userId } = request.params;
    // A household's members get the payer's Premium (issue #32).
    return entitlementsOf(userId, await deps.subscriptions.entitledStatusFor(userId, request.id));
  });

  /** A deleted account (auth): subscriptions cancelled, customer deleted at Stripe, rows removed. */
  app.delete('/users/:userId', answers(z.object({ erased: z.literal(true) })), async (request) => {
    const { userId } = request.params;
    await deps.subscriptions.erase(userId);
    return { erased: true };
  });
}
