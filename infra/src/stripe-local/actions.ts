import {
  addInterval,
  type LocalCharge,
  type LocalCheckoutSession,
  type LocalEvent,
  type LocalPrice,
  type LocalRefund,
  type LocalSubscription,
  type Metadata,
  newId,
  type StripeState,
} from './state.ts';

/** Test card numbers (spaces removed) and what paying with them does. */
export const TEST_CARDS: Record<string, 'success' | 'declined' | 'insufficient_funds'> = {
  '4242424242424242': 'success',
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient_funds',
};

export const CARD_MESSAGES = {
  declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  invalid: 'Your card number is invalid.',
} as const;

export type PaymentResult = { ok: true; events: LocalEvent[] } | { ok: false; message: string };

/**
 * Pays an open checkout session with a card: on success the subscription starts (active, one
 * period), its first invoice is paid, the session completes, and the three events Stripe sends
 * for it are returned in the order they happened.
 */
export function payCheckout(
  state: StripeState,
  session: LocalCheckoutSession,
  cardNumber: string,
  baseUrl: string,
): PaymentResult {
  const card = TEST_CARDS[cardNumber.replace(/\D/g, '')];
  if (!card) return { ok: false, message: CARD_MESSAGES.invalid };
  if (card !== 'success') return { ok: false, message: CARD_MESSAGES[card] };
  const purchase = state.checkoutPurchases.get(session.id);
  const price = purchase && state.prices.get(purchase.price);
  if (!purchase || !price) throw new Error(`checkout session ${session.id} has nothing to buy`);

  const customerId = session.customer ?? state.createCustomer({ email: session.customer_email }).id;
  const subscription = state.createSubscription(customerId, price, purchase.subscriptionMetadata);
  const invoice = state.createPaidInvoice(subscription, 'subscription_create', baseUrl);
  Object.assign(session, {
    status: 'complete',
    payment_status: 'paid',
    customer: customerId,
    subscription: subscription.id,
    invoice: invoice.id,
    url: null,
  } satisfies Partial<LocalCheckoutSession>);
  return {
    ok: true,
    events: [
      state.createEvent('customer.subscription.created', subscription),
      state.createEvent('invoice.paid', invoice),
      state.createEvent('checkout.session.completed', session),
    ],
  };
}

function periodEnd(subscription: LocalSubscription): number {
  return subscription.items.data[0]?.current_period_end ?? subscription.created;
}

/** Cancel at period end (true) or resume (false); the subscription stays active until then. */
export function setCancelAtPeriodEnd(
  state: StripeState,
  subscription: LocalSubscription,
  cancel: boolean,
): LocalEvent[] {
  if (subscription.cancel_at_period_end === cancel || subscription.status === 'canceled') return [];
  const previous = {
    cancel_at_period_end: subscription.cancel_at_period_end,
    cancel_at: subscription.cancel_at,
    canceled_at: subscription.canceled_at,
  };
  subscription.cancel_at_period_end = cancel;
  subscription.cancel_at = cancel ? periodEnd(subscription) : null;
  subscription.canceled_at = cancel ? state.now() : null;
  return [state.createEvent('customer.subscription.updated', subscription, previous)];
}

/** Moves the subscription to another price; the period carries on (no proration here). */
export function switchPrice(
  state: StripeState,
  subscription: LocalSubscription,
  price: LocalPrice,
): LocalEvent[] {
  const item = subscription.items.data[0];
  if (!item || item.price.id === price.id || subscription.status === 'canceled') return [];
  const previous = { items: structuredClone(subscription.items) };
  const replacement = state.subscriptionItem(subscription.id, price, item.current_period_start);
  replacement.id = item.id;
  replacement.current_period_end = item.current_period_end;
  subscription.items.data[0] = replacement;
  return [state.createEvent('customer.subscription.updated', subscription, previous)];
}

/** Ends the subscription now. */
export function cancelNow(state: StripeState, subscription: LocalSubscription): LocalEvent[] {
  if (subscription.status === 'canceled') return [];
  const now = state.now();
  subscription.status = 'canceled';
  subscription.canceled_at ??= now;
  subscription.ended_at = now;
  return [state.createEvent('customer.subscription.deleted', subscription)];
}

/**
 * Moves the clock forward. Every period that ends on the way either ends the subscription
 * (cancel at period end: customer.subscription.deleted) or renews it with a paid invoice.
 */
export function advanceClock(state: StripeState, seconds: number, baseUrl: string): LocalEvent[] {
  state.offsetSeconds += seconds;
  const now = state.now();
  const events: LocalEvent[] = [];
  for (const subscription of state.subscriptions.values()) {
    const item = subscription.items.data[0];
    if (!item || (subscription.status !== 'active' && subscription.status !== 'trialing')) continue;
    if (item.current_period_end > now) continue;
    if (subscription.cancel_at_period_end) {
      subscription.status = 'canceled';
      subscription.ended_at = item.current_period_end;
      events.push(state.createEvent('customer.subscription.deleted', subscription));
      continue;
    }
    const previous = {
      items: structuredClone(subscription.items),
      latest_invoice: subscription.latest_invoice,
    };
    while (item.current_period_end <= now) {
      item.current_period_start = item.current_period_end;
      item.current_period_end = addInterval(item.current_period_start, item.price.recurring.interval);
      const invoice = state.createPaidInvoice(subscription, 'subscription_cycle', baseUrl);
      events.push(state.createEvent('invoice.paid', invoice));
    }
    events.push(state.createEvent('customer.subscription.updated', subscription, previous));
  }
  return events;
}

export type RefundReason = LocalRefund['reason'];

/**
 * Refunds `amount` cents of a charge (all that is left of it by default), as Stripe does with a
 * card refund: it succeeds at once, the charge records it, and `refund.created` and
 * `charge.refunded` follow. Answers null when nothing is left to refund.
 */
export function refundCharge(
  state: StripeState,
  charge: LocalCharge,
  input: { amount?: number; reason: RefundReason; metadata: Metadata },
): { refund: LocalRefund; events: LocalEvent[] } | null {
  const left = charge.amount - charge.amount_refunded;
  const amount = input.amount ?? left;
  if (left <= 0 || amount <= 0 || amount > left) return null;
  const refund: LocalRefund = {
    id: newId('re'),
    object: 'refund',
    amount,
    charge: charge.id,
    currency: charge.currency,
    reason: input.reason,
    status: 'succeeded',
    created: state.now(),
    metadata: input.metadata,
  };
  state.refunds.set(refund.id, refund);
  const previous = { amount_refunded: charge.amount_refunded, refunded: charge.refunded };
  charge.amount_refunded += amount;
  charge.refunded = charge.amount_refunded >= charge.amount;
  return {
    refund,
    events: [
      state.createEvent('refund.created', refund),
      state.createEvent('charge.refunded', charge, previous),
    ],
  };
}
