import { BILLING_MESSAGES } from '@cookmark/contracts';
import type { Db } from '@cookmark/db';
import { BadRequest, ServiceUnavailable } from '@cookmark/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import type { RefundService } from '../domain/refunds.ts';
import type { SubscriptionService } from '../domain/subscriptions.ts';
import { ProcessedEventRepository } from '../repositories/processed-event.repository.ts';
import { handlerFor } from './handlers.ts';

export interface WebhookEventsDeps {
  db: Db;
  stripe: Stripe | null;
  webhookSecret: string | undefined;
  subscriptions: SubscriptionService;
  refunds: RefundService;
}

/** Stripe's default: a signature more than five minutes old is refused (replays). */
const TOLERANCE_SECONDS = 300;

/** What Stripe is answered: received (a repeat of an event already applied says so). */
export interface WebhookAnswer {
  received: boolean;
  duplicate?: boolean;
}

/** Stripe's events: the signature checked over the exact bytes sent, each event applied once. */
export class WebhookEvents {
  private readonly deps: WebhookEventsDeps;
  private readonly processed: ProcessedEventRepository;

  constructor(deps: WebhookEventsDeps) {
    this.deps = deps;
    this.processed = new ProcessedEventRepository(deps.db);
  }

  async receive(body: unknown, signature: unknown, log: FastifyBaseLogger): Promise<WebhookAnswer> {
    const { deps } = this;
    if (!deps.webhookSecret || !deps.stripe)
      throw new ServiceUnavailable(BILLING_MESSAGES.paymentProviderUnavailable);
    if (typeof signature !== 'string' || !Buffer.isBuffer(body))
      throw new BadRequest(BILLING_MESSAGES.invalidSignature);
    let event: Stripe.Event;
    try {
      event = Stripe.webhooks.constructEvent(body, signature, deps.webhookSecret, TOLERANCE_SECONDS);
    } catch {
      throw new BadRequest(BILLING_MESSAGES.invalidSignature);
    }

    const handle = handlerFor(event);
    if (!handle) return { received: true };
    // The event id is recorded in the transaction that applies it: a repeat (even a concurrent
    // one, which waits on the first one's row) finds it there and changes nothing.
    const afterCommit: (() => Promise<void>)[] = [];
    const changed = await deps.db.transaction().execute(async (trx) => {
      if (!(await this.processed.record(event.id, event.type, trx))) return null;
      return handle({
        trx,
        subscriptions: deps.subscriptions,
        refunds: deps.refunds,
        afterCommit: (task) => afterCommit.push(task),
      });
    });
    if (changed === null) return { received: true, duplicate: true };
    await deps.subscriptions.invalidate(changed);
    for (const task of afterCommit) await task();
    log.info({ eventId: event.id, type: event.type }, 'Stripe event applied');
    return { received: true };
  }
}
