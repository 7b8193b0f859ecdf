import { BILLING_MESSAGES, type RefundOffer } from '@cookmark/contracts';
import type { FastifyInstance } from 'fastify';
import {
  becomePremium,
  billingStatus,
  createUser,
  deliver,
  eventOf,
  type Harness,
  startHarness,
  summary,
  type TestUser,
  withWebhooksHeld,
} from './helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;

const askRefund = (user: TestUser, app: FastifyInstance = h.app) =>
  app.inject({ method: 'POST', url: '/api/billing/refund', headers: { cookie: user.cookie } });

/** Waits until the stand-in has delivered (and billing answered) the events of `type` about `id`. */
async function delivered(type: string, objectId: string): Promise<void> {
  for (let tries = 0; tries < 100; tries++) {
    const ids = new Set(
      h.stripe
        .events()
        .filter((e) => e.type === type && (e.data.object as { id: string }).id === objectId)
        .map((e) => e.id),
    );
    if (ids.size > 0 && h.stripe.deliveries().some((d) => ids.has(d.eventId) && d.status !== null)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${type} of ${objectId} was not delivered`);
}

function chargesOf(customer: string) {
  return [...h.stripe.state.charges.values()].filter((charge) => charge.customer === customer);
}

async function customerOf(user: TestUser): Promise<string> {
  const row = await h.db
    .selectFrom('billing.customers')
    .select('stripeCustomerId')
    .where('userId', '=', user.id)
    .executeTakeFirstOrThrow();
  return row.stripeCustomerId;
}

describe('the 30-day money-back guarantee', () => {
  test('inside 30 days: the summary offers the refund, which refunds the payment in full and ends Premium now', async () => {
    const user = await createUser(h);
    const { subscriptionId } = await becomePremium(h, user, 'yearly');
    const offer = (await summary(h, user))['refundOffer'] as RefundOffer;
    expect(offer).toMatchObject({ amount: 1999, currency: 'usd' });
    expect(new Date(offer.until).getTime() - Date.now()).toBeGreaterThan(29 * DAY_MS);

    const response = await askRefund(user);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ refunded: true, amount: 1999, currency: 'usd' });

    // At Stripe: the charge refunded in full, the subscription ended.
    const [charge] = chargesOf(await customerOf(user));
    expect([charge?.refunded, charge?.amount_refunded]).toEqual([true, 1999]);
    expect(h.stripe.state.subscriptions.get(subscriptionId)?.status).toBe('canceled');
    // Here: Free at once, and in the summary.
    expect(await billingStatus(h, user.id)).toMatchObject({ plan: 'free', status: 'canceled' });
    expect(await summary(h, user)).toMatchObject({ plan: 'free', refundOffer: null });

    // Stripe's charge.refunded arrives: the confirmation goes out once, through auth.
    await delivered('charge.refunded', charge?.id ?? '');
    expect(h.authMail.refundMails.filter((mail) => mail.userId === user.id)).toEqual([
      { userId: user.id, amount: 1999, currency: 'usd' },
    ]);
  });

  test('once refunded, no second refund', async () => {
    const user = await createUser(h);
    await becomePremium(h, user, 'monthly');
    expect((await askRefund(user)).statusCode).toBe(200);
    // Premium again, with a new payment inside the same 30 days: the guarantee was used.
    await becomePremium(h, user, 'monthly');
    expect(await billingStatus(h, user.id)).toMatchObject({ plan: 'premium' });
    expect((await summary(h, user))['refundOffer']).toBeNull();
    const again = await askRefund(user);
    expect([again.statusCode, again.json()]).toEqual([409, { message: BILLING_MESSAGES.refundAlreadyMade }]);
    expect(await billingStatus(h, user.id)).toMatchObject({ plan: 'premium' });
  });

  test('two refund requests at once refund once', async () => {
    const user = await createUser(h);
    await becomePremium(h, user, 'yearly');
    const answers = await Promise.all([askRefund(user), askRefund(user)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const [charge] = chargesOf(await customerOf(user));
    expect([...h.stripe.state.refunds.values()].filter((r) => r.charge === charge?.id)).toHaveLength(1);
  });

  test('after 30 days from the first payment: refused, and nothing changes', async () => {
    const user = await createUser(h);
    const { subscriptionId } = await becomePremium(h, user, 'yearly');
    const later = await h.newInstance({ now: () => new Date(Date.now() + 31 * DAY_MS) });
    const summaryLater = await later.inject({
      method: 'GET',
      url: '/api/billing/summary',
      headers: { cookie: user.cookie },
    });
    expect(summaryLater.json()).toMatchObject({ plan: 'premium', refundOffer: null });
    const response = await askRefund(user, later);
    expect([response.statusCode, response.json()]).toEqual([
      409,
      { message: BILLING_MESSAGES.refundWindowPassed },
    ]);
    expect(h.stripe.state.subscriptions.get(subscriptionId)?.status).toBe('active');
    expect(chargesOf(await customerOf(user)).every((c) => c.amount_refunded === 0)).toBe(true);
  });

  test('a free user has nothing to refund', async () => {
    const user = await createUser(h);
    const response = await askRefund(user);
    expect([response.statusCode, response.json()]).toEqual([
      409,
      { message: BILLING_MESSAGES.refundNoSubscription },
    ]);
    expect((await summary(h, user))['refundOffer']).toBeNull();
  });

  test('signed out: 401', async () => {
    const response = await h.app.inject({ method: 'POST', url: '/api/billing/refund' });
    expect(response.statusCode).toBe(401);
  });
});

/** A refund made in Stripe's dashboard: straight to Stripe's API, billing not asked. */
async function refundAtStripe(charge: string, amount?: number): Promise<void> {
  const response = await fetch(`${h.stripe.url}/v1/refunds`, {
    method: 'POST',
    headers: {
      authorization: 'Bearer sk_test_cookmark_local',
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ charge, ...(amount ? { amount: String(amount) } : {}) }),
  });
  expect(response.status).toBe(200);
}

describe('charge.refunded', () => {
  test('a full refund made at Stripe ends Premium; a replay changes nothing and mails nothing more', async () => {
    const user = await createUser(h);
    const { subscriptionId } = await becomePremium(h, user, 'monthly');
    const [charge] = chargesOf(await customerOf(user));
    // Billing only hears of it through the webhook.
    const events = await withWebhooksHeld(h, () => refundAtStripe(charge?.id ?? ''));
    const refunded = eventOf(events, 'charge.refunded');
    expect(await billingStatus(h, user.id)).toMatchObject({ plan: 'premium' });

    expect((await deliver(h, refunded)).json()).toEqual({ received: true });
    expect(await billingStatus(h, user.id)).toMatchObject({ plan: 'free', status: 'canceled' });
    expect(h.stripe.state.subscriptions.get(subscriptionId)?.status).toBe('canceled');
    const mails = () => h.authMail.refundMails.filter((mail) => mail.userId === user.id);
    expect(mails()).toEqual([{ userId: user.id, amount: 299, currency: 'usd' }]);

    expect((await deliver(h, refunded)).json()).toEqual({ received: true, duplicate: true });
    expect(mails()).toHaveLength(1);
    // The guarantee counts as used.
    const again = await askRefund(user);
    expect(again.statusCode).toBe(409);
  });

  test('a partial refund is recorded but Premium carries on', async () => {
    const user = await createUser(h);
    await becomePremium(h, user, 'yearly');
    const [charge] = chargesOf(await customerOf(user));
    const events = await withWebhooksHeld(h, () => refundAtStripe(charge?.id ?? '', 500));
    await deliver(h, eventOf(events, 'charge.refunded'));
    expect(await billingStatus(h, user.id)).toMatchObject({ plan: 'premium' });
    expect(h.authMail.refundMails.some((mail) => mail.userId === user.id)).toBe(false);
    expect((await summary(h, user))['refundOffer']).toBeNull();
  });
});
