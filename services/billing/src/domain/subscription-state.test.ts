import type Stripe from 'stripe';
import {
  billingStatusOf,
  currentSubscription,
  isEntitled,
  type SubscriptionRow,
  snapshotOf,
} from './subscription-state.ts';

const NOW = new Date('2026-11-22T12:00:00Z');
const unix = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);

function row(overrides: Partial<SubscriptionRow> = {}): SubscriptionRow {
  return {
    stripeSubscriptionId: 'sub_1',
    userId: 'u1',
    stripeCustomerId: 'cus_1',
    status: 'active',
    stripePriceId: 'price_monthly',
    billingInterval: 'month',
    amount: 299,
    currency: 'usd',
    currentPeriodEnd: new Date('2026-12-22T12:00:00Z'),
    cancelAtPeriodEnd: false,
    stripeCreatedAt: new Date('2026-11-22T11:00:00Z'),
    updatedAt: NOW,
    ...overrides,
  };
}

function subscription(overrides: Partial<Stripe.Subscription> = {}): Stripe.Subscription {
  return {
    id: 'sub_1',
    customer: 'cus_1',
    status: 'active',
    cancel_at_period_end: false,
    cancel_at: null,
    created: unix('2026-11-22T11:00:00Z'),
    currency: 'usd',
    items: {
      object: 'list',
      has_more: false,
      url: '',
      data: [
        {
          current_period_end: unix('2026-12-22T11:00:00Z'),
          price: { id: 'price_yearly', unit_amount: 1999, currency: 'usd', recurring: { interval: 'year' } },
        },
      ],
    },
    ...overrides,
  } as unknown as Stripe.Subscription;
}

describe('subscription state', () => {
  test('takes plan, amount and period end from the subscription item', () => {
    expect(snapshotOf(subscription())).toMatchObject({
      stripeSubscriptionId: 'sub_1',
      stripeCustomerId: 'cus_1',
      status: 'active',
      stripePriceId: 'price_yearly',
      billingInterval: 'year',
      amount: 1999,
      currentPeriodEnd: new Date('2026-12-22T11:00:00Z'),
      cancelAtPeriodEnd: false,
    });
  });

  test('a cancellation date counts as cancel at period end and ends service then', () => {
    const snapshot = snapshotOf(subscription({ cancel_at: unix('2026-12-01T00:00:00Z') }));
    expect(snapshot).toMatchObject({
      cancelAtPeriodEnd: true,
      currentPeriodEnd: new Date('2026-12-01T00:00:00Z'),
    });
  });

  test.each([
    ['active', true],
    ['trialing', true],
    ['past_due', false],
    ['canceled', false],
    ['incomplete', false],
    ['unpaid', false],
  ])('status %s is premium: %s', (status, premium) => {
    expect(isEntitled(row({ status }), NOW)).toBe(premium);
  });

  test('cancel at period end stays premium until the end and not after', () => {
    const cancelling = row({ cancelAtPeriodEnd: true, currentPeriodEnd: new Date('2026-11-30T00:00:00Z') });
    expect(isEntitled(cancelling, NOW)).toBe(true);
    expect(isEntitled(cancelling, new Date('2026-11-30T00:00:01Z'))).toBe(false);
    expect(billingStatusOf(cancelling, new Date('2026-12-01T00:00:00Z'))).toMatchObject({
      plan: 'free',
      status: 'canceled',
    });
  });

  test('an active subscription wins over a newer ended one', () => {
    const old = row({ stripeSubscriptionId: 'sub_old' });
    const ended = row({ stripeSubscriptionId: 'sub_new', status: 'canceled', stripeCreatedAt: NOW });
    expect(currentSubscription([ended, old], NOW)?.stripeSubscriptionId).toBe('sub_old');
    expect(billingStatusOf(currentSubscription([ended, old], NOW), NOW)).toMatchObject({
      plan: 'premium',
      billingInterval: 'month',
      currentPeriodEnd: '2026-12-22T12:00:00.000Z',
    });
  });

  test('no subscription is the free plan', () => {
    expect(billingStatusOf(undefined, NOW)).toEqual({
      plan: 'free',
      status: 'active',
      billingInterval: null,
      currentPeriodEnd: null,
    });
  });
});
