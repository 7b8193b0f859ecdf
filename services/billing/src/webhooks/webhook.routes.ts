import { BILLING_MESSAGES } from '@cookmark/contracts';
import type { Db } from '@cookmark/db';
import { BadRequest, ServiceUnavailable, type ZodTypeProvider } from '@cookmark/service-kit';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { z } from 'zod';
import type { SubscriptionService } from '../lib/subscriptions.ts';
import { ProcessedEventRepository } from '../repositories/processed-event.repository.ts';
import { handlerFor } from './handlers.ts';

export interface WebhookRouteDeps {
  db: Db;
  stripe: Stripe | null;
  webhookSecret: string | undefined;
  subscriptions: SubscriptionService;
}

/** Stripe's default: a signature more than five minutes old is refused (replays). */
const TOLERANCE_SECONDS = 300;
const MAX_BODY = 512 * 1024;

/** What Stripe is answered: received (a repeat of an event already applied says so). */
const webhookAnswerSchema = z.object({ received: z.boolean(), duplicate: z.boolean().optional() });

export async function webhookRoutes(instance: FastifyInstance, deps: WebhookRouteDeps): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const processed = new ProcessedEventRepository(deps.db);

  // The signature covers the exact bytes Stripe sent, so this route keeps the raw body.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_BODY }, (_request, body, done) =>
    done(null, body),
  );

  // The body is Stripe's signed event, read as raw bytes: no body schema.
  app.post('/api/stripe/webhook', { schema: { response: { 200: webhookAnswerSchema } } }, async (request) => {
    const signature = request.headers['stripe-signature'];
    if (!deps.webhookSecret || !deps.stripe)
      throw new ServiceUnavailable(BILLING_MESSAGES.paymentProviderUnavailable);
    if (typeof signature !== 'string' || !Buffer.isBuffer(request.body))
      throw new BadRequest(BILLING_MESSAGES.invalidSignature);
    let event: Stripe.Event;
    try {
      event = Stripe.webhooks.constructEvent(request.body, signature, deps.webhookSecret, TOLERANCE_SECONDS);
    } catch {
      throw new BadRequest(BILLING_MESSAGES.invalidSignature);
    }

    const handle = handlerFor(event);
    if (!handle) return { received: true };
    // The event id is recorded in the transaction that applies it: a repeat (even a concurrent
    // one, which waits on the first one's row) finds it there and changes nothing.
    const changed = await deps.db.transaction().execute(async (trx) => {
      if (!(await processed.record(event.id, event.type, trx))) return null;
      return handle({ trx, subscriptions: deps.subscriptions });
    });
    if (changed === null) return { received: true, duplicate: true };
    await deps.subscriptions.invalidate(changed);
    request.log.info({ eventId: event.id, type: event.type }, 'Stripe event applied');
    return { received: true };
  });
}
