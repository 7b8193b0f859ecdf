import type { BillingPlan, PricingResponse } from '@cookmark/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { BillingConfig } from '../config.ts';

const CACHE_MS = 5 * 60 * 1000;

/** Plan prices: Stripe's when it answers (kept five minutes), the configured amounts otherwise. */
export class Pricing {
  private readonly stripe: Stripe | null;
  private readonly config: BillingConfig;
  private readonly log: FastifyBaseLogger;
  private cached: { at: number; value: PricingResponse } | undefined;

  constructor(stripe: Stripe | null, config: BillingConfig, log: FastifyBaseLogger) {
    this.stripe = stripe;
    this.config = config;
    this.log = log;
  }

  priceId(plan: BillingPlan): string {
    return plan === 'monthly' ? this.config.STRIPE_PRICE_MONTHLY : this.config.STRIPE_PRICE_YEARLY;
  }

  configured(): PricingResponse {
    const currency = this.config.PRICE_CURRENCY;
    return {
      monthly: { amount: this.config.PRICE_MONTHLY_AMOUNT, currency, interval: 'month' },
      yearly: { amount: this.config.PRICE_YEARLY_AMOUNT, currency, interval: 'year' },
    };
  }

  async current(): Promise<PricingResponse> {
    if (!this.stripe) return this.configured();
    if (this.cached && Date.now() - this.cached.at < CACHE_MS) return this.cached.value;
    try {
      const stripe = this.stripe;
      const [monthly, yearly] = await Promise.all(
        (['monthly', 'yearly'] as const).map((plan) => stripe.prices.retrieve(this.priceId(plan))),
      );
      const fallback = this.configured();
      const value: PricingResponse = {
        monthly: {
          amount: monthly?.unit_amount ?? fallback.monthly.amount,
          currency: monthly?.currency ?? fallback.monthly.currency,
          interval: 'month',
        },
        yearly: {
          amount: yearly?.unit_amount ?? fallback.yearly.amount,
          currency: yearly?.currency ?? fallback.yearly.currency,
          interval: 'year',
        },
      };
      this.cached = { at: Date.now(), value };
      return value;
    } catch (error) {
      this.log.warn({ err: error }, 'Stripe prices unavailable; answering the configured amounts');
      return this.configured();
    }
  }
}
