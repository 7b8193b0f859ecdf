import {
  APP_URL,
  becomePremium,
  billingStatus,
  createUser,
  DECLINED_CARD,
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

async function verify(cookie: string, sessionId: string) {
  return h.app.inject({ method: 'GET', url: `/api/verify-checkout/${sessionId}`, headers: { cookie } });
}

describe('pricing', () => {
  test('answers both plans in cents', async () => {
    const response = await h.app.inject({ method: 'GET', url: '/api/pricing' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      monthly: { amount: 299, currency: 'usd', interval: 'month' },
      yearly: { amount: 1999, currency: 'usd', interval: 'year' },
    });
  });

  test('answers the configured amounts without Stripe', async () => {
    const app = await h.newInstance({ stripe: null });
    const response = await app.inject({ method: 'GET', url: '/api/pricing' });
    expect(response.json()).toMatchObject({ monthly: { amount: 299 }, yearly: { amount: 1999 } });
  });
});

describe('checkout', () => {
  test('needs a signed-in user and a known plan', async () => {
    const anonymous = await h.app.inject({
      method: 'POST',
      url: '/api/create-checkout-session',
      payload: { plan: 'yearly' },
    });
    expect(anonymous.statusCode).toBe(401);
    const user = await createUser(h);
    const bad = await h.app.inject({
      method: 'POST',
      url: '/api/create-checkout-session',
      headers: { cookie: user.cookie },
      payload: { plan: 'weekly' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Plan must be monthly or yearly');
  });

  test('creates a subscription checkout for the user and reuses their Stripe customer', async () => {
    const user = await createUser(h);
    const first = await startCheckout(h, user, 'yearly');
    expect(first.url.startsWith(`${h.stripe.url}/c/pay/cs_`)).toBe(true);
    const session = h.stripe.state.checkoutSessions.get(first.sessionId);
    expect(session).toMatchObject({
      mode: 'subscription',
      client_reference_id: user.id,
      success_url: `${APP_URL}/dashboard/premium?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${APP_URL}/dashboard/free`,
    });
    expect(h.stripe.state.checkoutPurchases.get(first.sessionId)?.price).toBe('price_yearly');
    const second = await startCheckout(h, user, 'monthly');
    expect(h.stripe.state.checkoutSessions.get(second.sessionId)?.customer).toBe(session?.customer);
    const customer = h.stripe.state.customers.get(session?.customer ?? '');
    expect(customer?.metadata).toEqual({ user_id: user.id });
  });

  test('paying with 4242 then verifying makes the user premium', async () => {
    const user = await createUser(h);
    const checkout = await startCheckout(h, user, 'yearly');
    const page = await fetch(checkout.url).then((r) => r.text());
    expect(page).toContain('Premium Yearly');
    expect(page).toContain('$19.99');

    const paid = await payWithCard(checkout.url, GOOD_CARD);
    expect(paid.status).toBe(303);
    expect(paid.location).toBe(`${APP_URL}/dashboard/premium?session_id=${checkout.sessionId}`);

    const verified = await verify(user.cookie, checkout.sessionId);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ success: true, isPremium: true });
    expect(await billingStatus(h, user.id)).toMatchObject({
      plan: 'premium',
      status: 'active',
      billingInterval: 'year',
    });
  });

  test('verification grants premium on Stripe’s word even before any webhook arrives', async () => {
    const user = await createUser(h);
    const checkout = await startCheckout(h, user, 'monthly');
    expect((await verify(user.cookie, checkout.sessionId)).json()).toEqual({
      success: false,
      isPremium: false,
    });
    await withWebhooksHeld(h, () => payWithCard(checkout.url, GOOD_CARD));
    expect(await billingStatus(h, user.id)).toMatchObject({ plan: 'free' });
    expect((await verify(user.cookie, checkout.sessionId)).json()).toEqual({
      success: true,
      isPremium: true,
    });
  });

  test('a declined card (4000 0000 0000 0002) shows the decline and leaves the user free', async () => {
    const user = await createUser(h);
    const checkout = await startCheckout(h, user);
    const declined = await payWithCard(checkout.url, DECLINED_CARD);
    expect(declined.status).toBe(402);
    expect(declined.html).toContain('Your card was declined.');
    expect((await verify(user.cookie, checkout.sessionId)).json()).toEqual({
      success: false,
      isPremium: false,
    });
    expect(await billingStatus(h, user.id)).toMatchObject({ plan: 'free' });
  });

  test('verifying another user’s session is not a success and grants nothing', async () => {
    const owner = await createUser(h);
    const other = await createUser(h);
    const checkout = await startCheckout(h, owner);
    await withWebhooksHeld(h, () => payWithCard(checkout.url, GOOD_CARD));
    expect((await verify(other.cookie, checkout.sessionId)).json()).toEqual({
      success: false,
      isPremium: false,
    });
    expect(await billingStatus(h, other.id)).toMatchObject({ plan: 'free' });
    expect(await billingStatus(h, owner.id)).toMatchObject({ plan: 'free' });
  });

  test('an unknown session id is not a success', async () => {
    const user = await createUser(h);
    const response = await verify(user.cookie, 'cs_test_doesnotexist');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: false, isPremium: false });
  });

  test('a premium user cannot start a second subscription', async () => {
    const user = await createUser(h);
    await becomePremium(h, user);
    const again = await h.app.inject({
      method: 'POST',
      url: '/api/create-checkout-session',
      headers: { cookie: user.cookie },
      payload: { plan: 'monthly' },
    });
    expect(again.statusCode).toBe(409);
  });
});

describe('billing summary', () => {
  test('a free user', async () => {
    const user = await createUser(h);
    expect(await summary(h, user)).toEqual({
      plan: 'free',
      planName: 'Free',
      status: 'active',
      billingInterval: null,
      currentPeriodEnd: null,
      amount: null,
      currency: 'usd',
      cancelAtPeriodEnd: false,
      invoices: [],
      refundOffer: null,
      coverage: 'none',
      payerId: null,
    });
  });

  test('a premium user sees plan, amount, renewal and invoices', async () => {
    const user = await createUser(h);
    await becomePremium(h, user, 'yearly');
    const state = await summary(h, user);
    expect(state).toMatchObject({
      plan: 'premium',
      planName: 'Premium Yearly',
      status: 'active',
      billingInterval: 'year',
      amount: 1999,
      currency: 'usd',
      cancelAtPeriodEnd: false,
      coverage: 'own',
      payerId: user.id,
    });
    expect(new Date(String(state['currentPeriodEnd'])).getTime()).toBeGreaterThan(
      Date.now() + 360 * 24 * 3600 * 1000,
    );
    expect(state.invoices).toHaveLength(1);
    expect(state.invoices[0]).toMatchObject({ amount: 1999, status: 'paid' });
    expect(String(state.invoices[0]?.['url'])).toContain(h.stripe.url);
  });

  test('needs a signed-in user', async () => {
    expect((await h.app.inject({ method: 'GET', url: '/api/billing/summary' })).statusCode).toBe(401);
  });
});
