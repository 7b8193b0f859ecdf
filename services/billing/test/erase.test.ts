import {
  becomePremium,
  billingStatus,
  createUser,
  deliver,
  type Harness,
  startHarness,
  withWebhooksHeld,
} from './helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

const erase = (userId: string, token?: string) =>
  h.app.inject({
    method: 'DELETE',
    url: `/internal/users/${userId}`,
    headers: token ? { 'x-internal-token': token } : {},
  });

async function rowsOf(userId: string) {
  const subscriptions = await h.db
    .selectFrom('billing.subscriptions')
    .select('stripeSubscriptionId')
    .where('userId', '=', userId)
    .execute();
  const customers = await h.db
    .selectFrom('billing.customers')
    .select('stripeCustomerId')
    .where('userId', '=', userId)
    .execute();
  return [...subscriptions, ...customers];
}

async function untilPremium(userId: string) {
  for (let tries = 0; tries < 100; tries += 1) {
    if ((await billingStatus(h, userId)).plan === 'premium') return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the payment never made the user premium');
}

describe('erasing a deleted account', () => {
  test("cancels the subscription, deletes the customer at Stripe and removes billing's rows; late events bring nothing back", async () => {
    const user = await createUser(h);
    const { subscriptionId } = await becomePremium(h, user, 'monthly');
    await untilPremium(user.id);
    const customerId = h.stripe.state.subscriptions.get(subscriptionId)?.customer ?? '';

    const events = await withWebhooksHeld(h, async () => {
      const response = await erase(user.id, h.config.INTERNAL_TOKEN);
      expect(response.statusCode).toBe(200);
    });
    expect(h.stripe.state.subscriptions.get(subscriptionId)?.status).toBe('canceled');
    expect(h.stripe.state.customers.has(customerId)).toBe(false);
    expect(await rowsOf(user.id)).toEqual([]);
    expect(await billingStatus(h, user.id)).toMatchObject({ plan: 'free' });

    // Stripe's events about the cancellation arrive after the account is gone.
    expect(events.map((e) => e.type)).toContain('customer.subscription.deleted');
    for (const event of events) expect((await deliver(h, event)).statusCode).toBe(200);
    expect(await rowsOf(user.id)).toEqual([]);
  });

  test('is idempotent, fine for a user who never paid, and needs the internal token', async () => {
    const user = await createUser(h);
    expect((await erase(user.id)).statusCode).toBe(404);
    expect((await erase(user.id, h.config.INTERNAL_TOKEN)).statusCode).toBe(200);
    expect((await erase(user.id, h.config.INTERNAL_TOKEN)).statusCode).toBe(200);
  });
});
