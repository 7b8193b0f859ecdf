import type { Db } from '@cookmark/db';
import type Stripe from 'stripe';
import type { RefundService } from '../domain/refunds.ts';
import type { SubscriptionService } from '../domain/subscriptions.ts';
import { idOf } from '../domain/stripe-client.ts';

export interface HandlerContext {
  trx: Db;
  subscriptions: SubscriptionService;
  refunds: RefundService;
  /** Work for once the event's changes are committed (an e-mail). */
  afterCommit(task: () => Promise<void>): void;
}

type EventOf<T extends Stripe.Event['type']> = Extract<Stripe.Event, { type: T }>;

/** Applies one event inside its transaction; answers the users whose plan may have changed. */
type Handler<E extends Stripe.Event> = (event: E, ctx: HandlerContext) => Promise<string[]>;

const applied = (userId: string | undefined): string[] => (userId ? [userId] : []);

const checkoutCompleted: Handler<Stripe.CheckoutSessionCompletedEvent> = async (
  event,
  { trx, subscriptions },
) => {
  const session = event.data.object;
  const subscriptionId = idOf(session.subscription);
  if (session.mode !== 'subscription' || !subscriptionId) return [];
  const userId = session.client_reference_id ?? session.metadata?.['user_id'] ?? null;
  const customerId = idOf(session.customer);
  if (userId && customerId) await subscriptions.customers.link(userId, customerId, trx);
  return applied(await subscriptions.applyFromStripe(trx, subscriptionId, userId));
};

/** created, updated and deleted alike: the event only says which subscription to look at again. */
const subscriptionChanged: Handler<
  | Stripe.CustomerSubscriptionCreatedEvent
  | Stripe.CustomerSubscriptionUpdatedEvent
  | Stripe.CustomerSubscriptionDeletedEvent
> = async (event, { trx, subscriptions }) => {
  const subscription = event.data.object;
  return applied(await subscriptions.applyFromStripe(trx, subscription.id, subscription.metadata['user_id']));
};

function subscriptionOfInvoice(invoice: Stripe.Invoice): string | null {
  const legacy = (invoice as { subscription?: string | { id: string } | null }).subscription;
  return idOf(invoice.parent?.subscription_details?.subscription ?? legacy);
}

/** A paid or failed renewal moves the subscription's status and period; look at it again. */
const invoiceSettled: Handler<Stripe.InvoicePaidEvent | Stripe.InvoicePaymentFailedEvent> = async (
  event,
  { trx, subscriptions },
) => {
  const subscriptionId = subscriptionOfInvoice(event.data.object);
  return subscriptionId ? applied(await subscriptions.applyFromStripe(trx, subscriptionId)) : [];
};

/** A refund (ours or one made at Stripe): recorded; a full one ends Premium now and is confirmed by e-mail. */
const chargeRefunded: Handler<Stripe.ChargeRefundedEvent> = async (event, { trx, refunds, afterCommit }) => {
  const charge = event.data.object;
  const userId = await refunds.applyChargeRefunded(trx, charge);
  if (userId && charge.refunded) afterCommit(() => refunds.confirmByMail(charge.id));
  return applied(userId);
};

export const HANDLERS: { [T in Stripe.Event['type']]?: Handler<EventOf<T>> } = {
  'checkout.session.completed': checkoutCompleted,
  'customer.subscription.created': subscriptionChanged,
  'customer.subscription.updated': subscriptionChanged,
  'customer.subscription.deleted': subscriptionChanged,
  'invoice.paid': invoiceSettled,
  'invoice.payment_failed': invoiceSettled,
  'charge.refunded': chargeRefunded,
};

export function handlerFor(event: Stripe.Event): ((ctx: HandlerContext) => Promise<string[]>) | undefined {
  const handler = HANDLERS[event.type] as Handler<Stripe.Event> | undefined;
  return handler && ((ctx) => handler(event, ctx));
}
