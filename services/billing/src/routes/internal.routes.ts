import type { BillingStatus, Entitlements } from '@cookmark/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { entitlementsOf } from '../lib/subscription-state.ts';
import type { SubscriptionService } from '../lib/subscriptions.ts';

const userParams = z.object({ userId: z.guid({ message: 'userId must be a uuid' }) });

/**
 * For other services only, under `/internal` (registered through service-kit's `internalRoutes`,
 * which requires the shared token); the gateway never proxies them.
 */
export async function billingInternalRoutes(
  app: FastifyInstance,
  deps: { subscriptions: SubscriptionService },
): Promise<void> {
  app.get('/billing-status/:userId', async (request): Promise<BillingStatus> => {
    const { userId } = userParams.parse(request.params);
    return deps.subscriptions.statusFor(userId);
  });

  app.get('/entitlements/:userId', async (request): Promise<Entitlements> => {
    const { userId } = userParams.parse(request.params);
    return entitlementsOf(userId, await deps.subscriptions.statusFor(userId));
  });

  /** A deleted account (auth): subscriptions cancelled, customer deleted at Stripe, rows removed. */
  app.delete('/users/:userId', async (request) => {
    const { userId } = userParams.parse(request.params);
    await deps.subscriptions.erase(userId);
    return { erased: true };
  });
}
