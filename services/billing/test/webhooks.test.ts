import { BILLING_MESSAGES } from '@cookmark/contracts';
import {
  becomePremium,
  billingStatus,
  createUser,
  deliver,
  eventOf,
  GOOD_CARD,
  type Harness,
  payWithCard,
  startCheckout,
  startHarness,
  summary,
  withWebhooksHeld,
} from './helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

const DAY = 24 * 60 * 60;

async function processedRows(eventId: string) {
  return h.db.selectFrom('billing.processedEvents').selectAll().where('eventId', '=', eventId).execute();
}

/** A paid checkout whose events the stand-in kept instead of sending. */
async function paidCheckoutWithHeldEvents() {
  const user = await createUser(h);
  const checkout = await startCheckout(h, user, 'monthly');
  const events = await withWebhooksHeld(h, () => payWithCard(checkout.url, GOOD_CARD));
  return { user, events };
}

describe('Stripe webhooks', () => {
  test('a validly signed checkout.session.completed makes the user premium', async () => {
    const { user, events } = await paidCheckoutWithHeldEvents();
    expect(await billingStatus(h, user.id)).toMatchObject({ plan: 'free' });
    const event = eventOf(events, 'checkout.session.completed');
    const response = await deliver(h, event);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
    expect(await billingStatus(h, user.id)).toMatchObject({
      plan: 'premium',
      status: 'active',
      billingInterval: 'month',
    });
    expect(await processedRows(event.id)).toHaveLength(1);
  });

  test.each([
    ['a tampered body', { tamper: (p: string) => p.replace('"complete"', '"completed"') }],
    ['the wrong secret', { secret: 'whsec_not_the_right_one' }],
    ['a timestamp older than five minutes', { timestamp: Math.floor(Date.now() / 1000) - 5 * 60 - 10 }],
  ])('refuses %s with 400 and applies nothing', async (_name, options) => {
    const { user, events } = await paidCheckoutWithHeldEvents();
    const event = eventOf(events, 'checkout.session.completed');
    const response = await deliver(h, event, options);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: BILLING_MESSAGES.invalidSignature });
    expect(await processedRows(event.id)).toHaveLength(0);
    expect(await billingStatus(h, user.id)).toMatchObject({ plan: 'free' });
  });

  test('refuses a request without a signature header', async () => {
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ id: 'evt_forged', type: 'checkout.session.completed' }),
    });
    expect(response.statusCode).toBe(400);
  });

  test('the same event delivered five times at once is applied exactly once', async () => {
    const { user, events } = await paidCheckoutWithHeldEvents();
    const event = eventOf(events, 'checkout.session.completed');
    const responses = await Promise.all(Array.from({ length: 5 }, () => deliver(h, event)));
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const bodies = responses.map((r) => r.json() as { duplicate?: boolean });
    expect(bodies.filter((b) => !b.duplicate)).toHaveLength(1);
    expect(bodies.filter((b) => b.duplicate)).toHaveLength(4);
    expect(await processedRows(event.id)).toHaveLength(1);
    const rows = await h.db
      .selectFrom('billing.subscriptions')
      .selectAll()
      .where('userId', '=', user.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(await billingStatus(h, user.id)).toMatchObject({ plan: 'premium' });
    // A later repeat is a no-op too.
    expect((await deliver(h, event)).json()).toEqual({ received: true, duplicate: true });
  });

  test('events out of order still end in Stripe’s current state', async () => {
    const { user, events } = await paidCheckoutWithHeldEvents();
    const created = eventOf(events, 'customer.subscription.created');
    const completed = eventOf(events, 'checkout.session.completed');
    const subscriptionId = (created.data.object as { id: string }).id;
    const customer = h.stripe.state.subscriptions.get(subscriptionId)?.customer ?? '';
    // The user cancels in the portal before any of the checkout's events arrived.
    const cancelEvents = await withWebhooksHeld(h, async () => {
      const portal = h.stripe.state.portalSessions;
      const response = await h.app.inject({
        method: 'POST',
        url: '/api/billing/portal',
        headers: { cookie: user.cookie },
      });
      const id = (response.json() as { url: string }).url.split('/').pop() ?? '';
      expect(portal.get(id)?.customer).toBe(customer);
      await fetch(`${h.stripe.url}/p/session/${id}`, {
        method: 'POST',
        body: new URLSearchParams({ subscription: subscriptionId, action: 'cancel' }),
        redirect: 'manual',
      });
    });
    const updated = eventOf(cancelEvents, 'customer.subscription.updated');

    // Newest first, then the stale ones (their snapshots still say "renews").
    for (const event of [updated, completed, created]) expect((await deliver(h, event)).statusCode).toBe(200);

    const state = await summary(h, user);
    expect(state).toMatchObject({ plan: 'premium', cancelAtPeriodEnd: true, billingInterval: 'month' });
  });

  test('customer.subscription.updated arriving before checkout.session.completed gives the right plan', async () => {
    const { user, events } = await paidCheckoutWithHeldEvents();
    const created = eventOf(events, 'customer.subscription.created');
    const asUpdated = { ...created, id: `${created.id}_u`, type: 'customer.subscription.updated' };
    expect((await deliver(h, asUpdated)).statusCode).toBe(200);
    expect(await billingStatus(h, user.id)).toMatchObject({ plan: 'premium' });
    expect((await deliver(h, eventOf(events, 'checkout.session.completed'))).statusCode).toBe(200);
    expect(await billingStatus(h, user.id)).toMatchObject({ plan: 'premium', status: 'active' });
  });

  test('cancel at period end: premium until the period ends, free after', async () => {
    const user = await createUser(h);
    const { subscriptionId } = await becomePremium(h, user, 'monthly');
    const portal = await h.app.inject({
      method: 'POST',
      url: '/api/billing/portal',
      headers: { cookie: user.cookie },
    });
    const portalUrl = (portal.json() as { url: string }).url;
    const page = await fetch(portalUrl).then((r) => r.text());
    expect(page).toContain('Return to Cookmark');
    const cancel = await fetch(portalUrl, {
      method: 'POST',
      body: new URLSearchParams({ subscription: subscriptionId, action: 'cancel' }),
      redirect: 'manual',
    });
    expect(cancel.status).toBe(303);

    const cancelled = await summary(h, user);
    expect(cancelled).toMatchObject({ plan: 'premium', cancelAtPeriodEnd: true, status: 'active' });
    const periodEnd =
      h.stripe.state.subscriptions.get(subscriptionId)?.items.data[0]?.current_period_end ?? 0;
    expect(cancelled['currentPeriodEnd']).toBe(new Date(periodEnd * 1000).toISOString());

    await h.stripe.advance(20 * DAY);
    expect(await billingStatus(h, user.id)).toMatchObject({ plan: 'premium' });

    await h.stripe.advance(12 * DAY);
    expect(await billingStatus(h, user.id)).toMatchObject({ plan: 'free', status: 'canceled' });
    expect(await summary(h, user)).toMatchObject({
      plan: 'free',
      planName: 'Free',
      cancelAtPeriodEnd: false,
      amount: null,
    });
  });

  test('a renewal that is not cancelled keeps the user premium with the new period', async () => {
    const user = await createUser(h);
    const { subscriptionId } = await becomePremium(h, user, 'monthly');
    const before = (await billingStatus(h, user.id)).currentPeriodEnd;
    const response = await fetch(`${h.stripe.url}/_test/advance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ seconds: 32 * DAY }),
    });
    expect(response.status).toBe(200);
    const after = await billingStatus(h, user.id);
    expect(after.plan).toBe('premium');
    expect(new Date(after.currentPeriodEnd ?? 0).getTime()).toBeGreaterThan(new Date(before ?? 0).getTime());
    expect(h.stripe.state.subscriptions.get(subscriptionId)?.status).toBe('active');
  });

  test('invoice.payment_failed takes premium away while Stripe says past due', async () => {
    const user = await createUser(h);
    const { subscriptionId } = await becomePremium(h, user);
    const subscription = h.stripe.state.subscriptions.get(subscriptionId);
    if (!subscription) throw new Error('no subscription');
    subscription.status = 'past_due';
    const invoice = h.stripe.state.createPaidInvoice(subscription, 'subscription_cycle', h.stripe.url);
    invoice.status = 'open';
    const event = h.stripe.state.createEvent('invoice.payment_failed', invoice);
    expect((await deliver(h, event)).statusCode).toBe(200);
    expect(await billingStatus(h, user.id)).toMatchObject({ plan: 'free', status: 'past_due' });

    subscription.status = 'active';
    expect((await deliver(h, h.stripe.state.createEvent('invoice.paid', invoice))).statusCode).toBe(200);
    expect(await billingStatus(h, user.id)).toMatchObject({ plan: 'premium', status: 'active' });
  });

  test('an event type billing does not handle is acknowledged and ignored', async () => {
    const event = h.stripe.state.createEvent('customer.created', { id: 'cus_x', object: 'customer' });
    const response = await deliver(h, event);
    expect(response.statusCode).toBe(200);
    expect(await processedRows(event.id)).toHaveLength(0);
  });
});
