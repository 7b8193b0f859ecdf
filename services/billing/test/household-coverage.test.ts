/**
 * Issue #32: one Premium covers the household. What the billing page is told of a member's plan
 * (their own, the household's, or none), and a covered member's own checkout and portal refused
 * (Stripe holds one subscription per household, the payer's). The households are auth's answer
 * over HTTP (the stand-in), cached in Redis and dropped as auth drops them.
 */
import { randomUUID } from 'node:crypto';
import { BILLING_MESSAGES } from '@cookmark/contracts';
import { invalidateHouseholds } from '@cookmark/service-kit';
import {
  becomePremium,
  createUser,
  type Harness,
  startCheckout,
  startHarness,
  summary,
  type TestUser,
} from './helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

/** Puts the people in one household (the first owns it), as auth would commit and announce it. */
async function household(...people: TestUser[]): Promise<void> {
  const memberIds = people.map((person) => person.id);
  const entry = { id: randomUUID(), ownerId: memberIds[0]!, memberIds };
  for (const id of memberIds) h.authMail.households.set(id, entry);
  await invalidateHouseholds(h.redis, memberIds);
}

async function leave(person: TestUser): Promise<void> {
  const entry = h.authMail.households.get(person.id);
  h.authMail.households.delete(person.id);
  if (entry) {
    entry.memberIds = entry.memberIds.filter((id) => id !== person.id);
    await invalidateHouseholds(h.redis, [person.id, ...entry.memberIds]);
  }
}

const post = (user: TestUser, url: string, payload?: unknown) =>
  h.app.inject({ method: 'POST', url, headers: { cookie: user.cookie }, ...(payload ? { payload } : {}) });

describe('a member covered by the household Premium', () => {
  test("is told the plan is the household's, paid by the payer, without its amount or refund", async () => {
    const payer = await createUser(h);
    const member = await createUser(h);
    await becomePremium(h, payer, 'monthly');
    await household(payer, member);

    expect(await summary(h, member)).toMatchObject({
      plan: 'premium',
      planName: 'Premium Monthly',
      billingInterval: 'month',
      status: 'active',
      amount: null,
      refundOffer: null,
      coverage: 'household',
      payerId: payer.id,
    });
    expect((await summary(h, member))['currentPeriodEnd']).toBe(
      (await summary(h, payer))['currentPeriodEnd'],
    );
    expect(await summary(h, payer)).toMatchObject({
      coverage: 'own',
      payerId: payer.id,
      amount: 299,
    });
  });

  test('cannot start a checkout of their own, nor open the billing portal; the payer can', async () => {
    const payer = await createUser(h);
    const member = await createUser(h);
    await becomePremium(h, payer);
    await household(payer, member);

    const checkout = await post(member, '/api/create-checkout-session', { plan: 'monthly' });
    expect([checkout.statusCode, checkout.json()]).toEqual([
      409,
      { message: BILLING_MESSAGES.coveredByHousehold },
    ]);
    const portal = await post(member, '/api/billing/portal');
    expect([portal.statusCode, portal.json()]).toEqual([409, { message: BILLING_MESSAGES.portalIsPayers }]);
    // Nothing was made at Stripe for the member.
    expect([...h.stripe.state.customers.values()].some((c) => c.metadata['user_id'] === member.id)).toBe(
      false,
    );
    expect((await post(payer, '/api/billing/portal')).statusCode).toBe(200);
  });

  test('is on the free plan again after leaving, and may then subscribe', async () => {
    const payer = await createUser(h);
    const member = await createUser(h);
    await becomePremium(h, payer);
    await household(payer, member);
    expect((await summary(h, member))['coverage']).toBe('household');

    await leave(member);
    expect(await summary(h, member)).toMatchObject({
      plan: 'free',
      coverage: 'none',
      payerId: null,
    });
    expect((await startCheckout(h, member)).url).toContain('/c/pay/');
  });

  test("is on the free plan again when the payer's plan ends", async () => {
    const payer = await createUser(h);
    const member = await createUser(h);
    await becomePremium(h, payer, 'monthly');
    await household(payer, member);
    expect((await summary(h, member))['coverage']).toBe('household');

    // The payer takes the money-back guarantee: Premium ends now.
    expect((await post(payer, '/api/billing/refund')).statusCode).toBe(200);
    expect(await summary(h, member)).toMatchObject({ plan: 'free', coverage: 'none', payerId: null });
    expect(await summary(h, payer)).toMatchObject({ plan: 'free', coverage: 'none' });
  });

  test('a member with a Premium of their own is told it is their own', async () => {
    const first = await createUser(h);
    const second = await createUser(h);
    await becomePremium(h, first);
    await becomePremium(h, second, 'monthly');
    await household(first, second);
    expect(await summary(h, second)).toMatchObject({ coverage: 'own', payerId: second.id, amount: 299 });
  });

  test('a household without a payer covers nobody', async () => {
    const first = await createUser(h);
    const second = await createUser(h);
    await household(first, second);
    expect(await summary(h, second)).toMatchObject({ plan: 'free', coverage: 'none', payerId: null });
    expect((await startCheckout(h, second)).url).toContain('/c/pay/');
  });
});
