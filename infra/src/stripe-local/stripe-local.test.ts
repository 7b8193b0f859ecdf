import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Stripe from 'stripe';
import { type StripeLocal, startStripeLocal } from './stripe-local.ts';

const SECRET = 'whsec_stand_in_test';
let local: StripeLocal;
let stripe: Stripe;

beforeAll(async () => {
  local = await startStripeLocal({ webhookSecret: SECRET, webhookUrl: null });
  stripe = new Stripe('sk_test_local', {
    host: '127.0.0.1',
    port: local.port,
    protocol: 'http',
    maxNetworkRetries: 0,
  });
});
afterAll(async () => {
  await local.close();
});

async function openCheckout(price = 'price_monthly') {
  const customer = await stripe.customers.create({ email: 'cook@example.com', metadata: { user_id: 'u1' } });
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    customer: customer.id,
    line_items: [{ price, quantity: 1 }],
    success_url: 'http://localhost:3000/dashboard/premium?session_id={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://localhost:3000/dashboard/free',
    client_reference_id: 'u1',
  });
  return { customer, session };
}

const pay = (url: string, cardNumber: string) =>
  fetch(url, { method: 'POST', body: new URLSearchParams({ cardNumber }), redirect: 'manual' });

describe('local Stripe stand-in', () => {
  test('seeds the two Premium prices', async () => {
    const monthly = await stripe.prices.retrieve('price_monthly');
    const yearly = await stripe.prices.retrieve('price_yearly');
    expect([monthly.nickname, monthly.unit_amount, monthly.recurring?.interval]).toEqual([
      'Premium Monthly',
      299,
      'month',
    ]);
    expect([yearly.nickname, yearly.unit_amount, yearly.recurring?.interval]).toEqual([
      'Premium Yearly',
      1999,
      'year',
    ]);
  });

  test('answers /healthz for the dev stack', async () => {
    expect(await (await fetch(`${local.url}/healthz`)).json()).toEqual({ status: 'ok' });
  });

  test('refuses a call without a secret key, in Stripe’s error shape', async () => {
    const response = await fetch(`${local.url}/v1/customers`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { type: 'invalid_request_error' } });
  });

  test('finds customers by metadata through search', async () => {
    const { customer } = await openCheckout();
    const found = await stripe.customers.search({ query: "metadata['user_id']:'u1'" });
    expect(found.data.map((c) => c.id)).toContain(customer.id);
  });

  test('a paid checkout completes the session, starts the subscription and signs its events', async () => {
    const { session } = await openCheckout('price_yearly');
    const before = local.events().length;
    const response = await pay(session.url ?? '', '4242 4242 4242 4242');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      `http://localhost:3000/dashboard/premium?session_id=${session.id}`,
    );
    const done = await stripe.checkout.sessions.retrieve(session.id, { expand: ['subscription'] });
    expect([done.status, done.payment_status]).toEqual(['complete', 'paid']);
    const subscription = done.subscription as Stripe.Subscription;
    expect(subscription.status).toBe('active');
    const item = subscription.items.data[0];
    expect(item?.price.id).toBe('price_yearly');
    expect((item?.current_period_end ?? 0) - (item?.current_period_start ?? 0)).toBeGreaterThanOrEqual(
      365 * 86400,
    );
    const events = local.events().slice(before);
    expect(events.map((e) => e.type)).toEqual([
      'customer.subscription.created',
      'invoice.paid',
      'checkout.session.completed',
    ]);
  });

  test('deleting a customer ends its subscriptions now and leaves only its id', async () => {
    const { customer, session } = await openCheckout();
    await pay(session.url ?? '', '4242 4242 4242 4242');
    const done = await stripe.checkout.sessions.retrieve(session.id);
    const before = local.events().length;
    expect(await stripe.customers.del(customer.id)).toMatchObject({ id: customer.id, deleted: true });
    expect(await stripe.customers.retrieve(customer.id)).toMatchObject({ id: customer.id, deleted: true });
    const subscription = await stripe.subscriptions.retrieve(String(done.subscription));
    expect(subscription.status).toBe('canceled');
    expect(
      local
        .events()
        .slice(before)
        .map((e) => e.type),
    ).toEqual(['customer.subscription.deleted']);
    const found = await stripe.customers.search({ query: "metadata['user_id']:'u1'" });
    expect(found.data.map((c) => c.id)).not.toContain(customer.id);
    await expect(stripe.customers.del('cus_unknown')).rejects.toMatchObject({ statusCode: 404 });
  });

  test('a declined card shows a message and changes nothing', async () => {
    const { session } = await openCheckout();
    const response = await pay(session.url ?? '', '4000 0000 0000 0002');
    expect(response.status).toBe(402);
    expect(await response.text()).toContain('Your card was declined.');
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
  });

  test('its pages carry a strict CSP that still lets the form redirect to the app', async () => {
    const { session } = await openCheckout();
    const response = await fetch(session.url ?? '');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("form-action 'self' http://localhost:3000");
    expect(csp).not.toContain('unsafe-inline');
  });

  test('events it sends verify with the SDK and the shared secret', async () => {
    const received: { body: string; signature: string }[] = [];
    const sink = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (c: Buffer) => chunks.push(c));
      request.on('end', () => {
        received.push({
          body: Buffer.concat(chunks).toString(),
          signature: String(request.headers['stripe-signature']),
        });
        response.end('{}');
      });
    });
    await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
    const address = sink.address();
    local.setWebhookUrl(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`);
    try {
      const { session } = await openCheckout();
      await pay(session.url ?? '', '4242424242424242');
    } finally {
      local.setWebhookUrl(null);
      await new Promise<void>((resolve) => sink.close(() => resolve()));
    }
    expect(received).toHaveLength(3);
    for (const { body, signature } of received) {
      expect(Stripe.webhooks.constructEvent(body, signature, SECRET).object).toBe('event');
      expect(() => Stripe.webhooks.constructEvent(body, signature, 'whsec_other')).toThrow();
    }
  });

  test('several webhook addresses (copies of billing) take the events in turn; one that is down is passed over', async () => {
    const sink = async () => {
      const ids: string[] = [];
      const server = createServer((request, response) => {
        const chunks: Buffer[] = [];
        request.on('data', (c: Buffer) => chunks.push(c));
        request.on('end', () => {
          ids.push((JSON.parse(Buffer.concat(chunks).toString()) as { id: string }).id);
          response.end('{}');
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const address = server.address();
      const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`;
      const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
      return { ids, url, close };
    };
    const [first, down, second] = [await sink(), await sink(), await sink()];
    await down.close();
    local.setWebhookUrl([first.url, down.url, second.url].join(','));
    const before = local.deliveries().length;
    try {
      const { session } = await openCheckout();
      await pay(session.url ?? '', '4242424242424242');
    } finally {
      local.setWebhookUrl(null);
      await Promise.all([first.close(), second.close()]);
    }
    const deliveries = local.deliveries().slice(before);
    expect(deliveries.map((delivery) => delivery.status)).toEqual([200, 200, 200]);
    // In turn: the first event to the first copy, the next to the copy that is down, so to the one
    // after it, and the third to that one's turn.
    expect(first.ids).toEqual([deliveries[0]?.eventId]);
    expect(second.ids).toEqual([deliveries[1]?.eventId, deliveries[2]?.eventId]);
    expect(down.ids).toEqual([]);
  });

  test('advancing the clock past the end of a cancelled period ends the subscription', async () => {
    const { session } = await openCheckout();
    await pay(session.url ?? '', '4242424242424242');
    const id = String((await stripe.checkout.sessions.retrieve(session.id)).subscription);
    await stripe.subscriptions.update(id, { cancel_at_period_end: true });
    const response = await fetch(`${local.url}/_test/advance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ seconds: 40 * 86400 }),
    });
    const { events } = (await response.json()) as { events: { type: string }[] };
    expect(events.map((e) => e.type)).toContain('customer.subscription.deleted');
    expect((await stripe.subscriptions.retrieve(id)).status).toBe('canceled');
  });

  test('a paid invoice is a charge the SDK can refund in full, once', async () => {
    const { customer, session } = await openCheckout('price_yearly');
    await pay(session.url ?? '', '4242424242424242');
    const charges = await stripe.charges.list({ customer: customer.id });
    expect(charges.data).toHaveLength(1);
    const charge = charges.data[0] as Stripe.Charge;
    expect([charge.amount, charge.currency, charge.paid, charge.refunded]).toEqual([
      1999,
      'usd',
      true,
      false,
    ]);

    const before = local.events().length;
    const refund = await stripe.refunds.create({ charge: charge.id, reason: 'requested_by_customer' });
    expect([refund.amount, refund.status, refund.charge]).toEqual([1999, 'succeeded', charge.id]);
    const after = await stripe.charges.retrieve(charge.id);
    expect([after.amount_refunded, after.refunded]).toEqual([1999, true]);
    const events = local.events().slice(before);
    expect(events.map((e) => e.type)).toEqual(['refund.created', 'charge.refunded']);
    expect(events[1]?.data.object).toMatchObject({ id: charge.id, refunded: true, amount_refunded: 1999 });

    await expect(stripe.refunds.create({ charge: charge.id })).rejects.toMatchObject({
      statusCode: 400,
      message: `Charge ${charge.id} has already been refunded.`,
    });
    await expect(stripe.refunds.create({ charge: 'ch_unknown' })).rejects.toMatchObject({ statusCode: 404 });
    expect(local.events()).toHaveLength(before + 2);
  });

  test('a partial refund leaves the rest of the charge to refund, and no more', async () => {
    const { customer, session } = await openCheckout('price_monthly');
    await pay(session.url ?? '', '4242424242424242');
    const [charge] = (await stripe.charges.list({ customer: customer.id })).data;
    await stripe.refunds.create({ charge: charge?.id ?? '', amount: 100 });
    expect(await stripe.charges.retrieve(charge?.id ?? '')).toMatchObject({
      amount_refunded: 100,
      refunded: false,
    });
    await expect(stripe.refunds.create({ charge: charge?.id ?? '', amount: 200 })).rejects.toMatchObject({
      statusCode: 400,
    });
    const rest = await stripe.refunds.create({ charge: charge?.id ?? '' });
    expect(rest.amount).toBe(199);
  });
});

describe('local Stripe stand-in with a state file', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'stripe-local-state-'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  const client = (port: number) =>
    new Stripe('sk_test_local', { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 });

  test('keeps customers, subscriptions, invoices and the clock across a restart', async () => {
    const stateFile = join(dir, 'stripe-local.json');
    const first = await startStripeLocal({ webhookSecret: SECRET, webhookUrl: null, stateFile });
    const api = client(first.port);
    const customer = await api.customers.create({
      email: 'premium@example.com',
      metadata: { user_id: 'u9' },
    });
    const session = await api.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      line_items: [{ price: 'price_yearly', quantity: 1 }],
      success_url: 'http://localhost:3000/dashboard/premium',
    });
    await pay(session.url ?? '', '4242 4242 4242 4242');
    const paid = await api.checkout.sessions.retrieve(session.id);
    await first.advance(3600);
    await first.close();

    const second = await startStripeLocal({ webhookSecret: SECRET, webhookUrl: null, stateFile });
    try {
      const again = client(second.port);
      const subscription = await again.subscriptions.retrieve(String(paid.subscription));
      expect([subscription.status, subscription.customer]).toEqual(['active', customer.id]);
      const found = await again.customers.search({ query: "metadata['user_id']:'u9'" });
      expect(found.data.map((c) => c.id)).toEqual([customer.id]);
      const [charge] = (await again.charges.list({ customer: customer.id })).data;
      expect(charge?.amount).toBe(1999);
      // The moved clock stays moved.
      expect(second.state.offsetSeconds).toBe(3600);
      // A new invoice goes on from the saved number.
      expect(second.state.toSaved().invoiceCounter).toBe(first.state.toSaved().invoiceCounter);
    } finally {
      await second.close();
    }
  });

  test('starts empty from a file it cannot read, and sets it aside when it first saves', async () => {
    const stateFile = join(dir, 'stripe-local.json');
    writeFileSync(stateFile, '{ not json');
    const logged: string[] = [];
    const local = await startStripeLocal({
      webhookSecret: SECRET,
      webhookUrl: null,
      stateFile,
      log: (line) => logged.push(line),
    });
    try {
      expect(logged.some((l) => l.includes('not read'))).toBe(true);
      expect(local.state.customers.size).toBe(0);
      await client(local.port).customers.create({ email: 'new@example.com' });
      expect(readFileSync(`${stateFile}.unreadable`, 'utf8')).toBe('{ not json');
      const saved = JSON.parse(readFileSync(stateFile, 'utf8')) as { customers: { email: string }[] };
      expect(saved.customers.map((c) => c.email)).toEqual(['new@example.com']);
    } finally {
      await local.close();
    }
  });
});
