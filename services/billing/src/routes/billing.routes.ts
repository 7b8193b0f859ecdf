import {
  billingSummarySchema,
  checkoutRequestSchema,
  pricingResponseSchema,
  refundResponseSchema,
  urlResponseSchema,
  verifyCheckoutResponseSchema,
} from '@cookmark/contracts';
import { currentUserId, requireUser, type ZodTypeProvider } from '@cookmark/service-kit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { CheckoutService } from '../domain/checkout.ts';
import type { Pricing } from '../domain/pricing.ts';
import type { RefundService } from '../domain/refunds.ts';

export interface BillingRouteDeps {
  pricing: Pricing;
  checkout: CheckoutService;
  refunds: RefundService;
}

const sessionIdParams = z.object({ session_id: z.string().trim().min(1).max(255) });

export async function billingRoutes(instance: FastifyInstance, deps: BillingRouteDeps): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { checkout, pricing, refunds } = deps;
  const url = { 200: urlResponseSchema };

  app.get('/api/pricing', { schema: { response: { 200: pricingResponseSchema } } }, async () =>
    pricing.current(),
  );

  const startCheckout = { preHandler: requireUser, schema: { body: checkoutRequestSchema, response: url } };
  app.post('/api/create-checkout-session', startCheckout, async (request) => ({
    url: await checkout.startCheckout(currentUserId(request), request.body.plan, request.log),
  }));

  app.get(
    '/api/verify-checkout/:session_id',
    {
      preHandler: requireUser,
      schema: { params: sessionIdParams, response: { 200: verifyCheckoutResponseSchema } },
    },
    async (request) =>
      checkout.verifyCheckout(currentUserId(request), request.params.session_id, request.log),
  );

  app.post(
    '/api/billing/portal',
    { preHandler: requireUser, schema: { response: url } },
    async (request) => ({
      url: await checkout.portalUrl(currentUserId(request), request.log),
    }),
  );

  const summary = { preHandler: requireUser, schema: { response: { 200: billingSummarySchema } } };
  app.get('/api/billing/summary', summary, async (request) =>
    checkout.summary(currentUserId(request), request.log),
  );

  // The 30-day money-back guarantee: the latest payment refunded in full, Premium ended now.
  const refund = { preHandler: requireUser, schema: { response: { 200: refundResponseSchema } } };
  app.post('/api/billing/refund', refund, async (request) =>
    refunds.refund(currentUserId(request), request.log),
  );
}
