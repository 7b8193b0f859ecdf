import { STRIPE_WEBHOOK_BODY_MAX } from '@cookmark/contracts';
import type { ZodTypeProvider } from '@cookmark/service-kit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { WebhookEvents } from './webhook-events.ts';

export interface WebhookRouteDeps {
  events: WebhookEvents;
}

/** What Stripe is answered: received (a repeat of an event already applied says so). */
const webhookAnswerSchema = z.object({ received: z.boolean(), duplicate: z.boolean().optional() });

export async function webhookRoutes(instance: FastifyInstance, deps: WebhookRouteDeps): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  // The signature covers the exact bytes Stripe sent, so this route keeps the raw body.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: STRIPE_WEBHOOK_BODY_MAX },
    (_request, body, done) => done(null, body),
  );

  // The body is Stripe's signed event, read as raw bytes: no body schema.
  app.post('/api/stripe/webhook', { schema: { response: { 200: webhookAnswerSchema } } }, async (request) =>
    deps.events.receive(request.body, request.headers['stripe-signature'], request.log),
  );
}
