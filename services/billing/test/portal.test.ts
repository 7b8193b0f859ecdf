import { becomePremium, createUser, type Harness, startCheckout, startHarness, summary } from './helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

describe('billing portal', () => {
  test('a user without a Stripe customer gets "No billing account..."', async () => {
    const user = await createUser(h);
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/billing/portal',
      headers: { cookie: user.cookie },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'No billing account found for this user.' });
  });

  test('without Stripe configured the message names the missing configuration', async () => {
    const app = await h.newInstance({ stripe: null });
    const user = await createUser(h);
    const response = await app.inject({
      method: 'POST',
      url: '/api/billing/portal',
      headers: { cookie: user.cookie },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('configuration');
  });

  test('a customer gets a portal page that links back to Cookmark', async () => {
    const user = await createUser(h);
    await startCheckout(h, user);
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/billing/portal',
      headers: { cookie: user.cookie },
    });
    expect(response.statusCode).toBe(200);
    const { url } = response.json() as { url: string };
    expect(url.startsWith(`${h.stripe.url}/p/session/bps_`)).toBe(true);
    const page = await fetch(url);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain('Return to Cookmark');
    expect(html).toContain('href="http://localhost:3000/dashboard"');
  });

  test('cancelling, resuming and switching to yearly in the portal reach the plan through webhooks', async () => {
    const user = await createUser(h);
    const { subscriptionId } = await becomePremium(h, user, 'monthly');
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/billing/portal',
      headers: { cookie: user.cookie },
    });
    const { url } = response.json() as { url: string };
    const act = (action: string, extra: Record<string, string> = {}) =>
      fetch(url, {
        method: 'POST',
        body: new URLSearchParams({ subscription: subscriptionId, action, ...extra }),
        redirect: 'manual',
      });

    expect((await act('cancel')).status).toBe(303);
    expect(await summary(h, user)).toMatchObject({ plan: 'premium', cancelAtPeriodEnd: true });
    expect((await act('resume')).status).toBe(303);
    expect(await summary(h, user)).toMatchObject({ plan: 'premium', cancelAtPeriodEnd: false });
    expect((await act('switch', { price: 'price_yearly' })).status).toBe(303);
    expect(await summary(h, user)).toMatchObject({
      plan: 'premium',
      planName: 'Premium Yearly',
      billingInterval: 'year',
      amount: 1999,
    });
  });

  test('needs a signed-in user', async () => {
    expect((await h.app.inject({ method: 'POST', url: '/api/billing/portal' })).statusCode).toBe(401);
  });
});
