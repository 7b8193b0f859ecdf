import {
  BILLING_MESSAGES,
  type BillingSummary,
  type CheckoutRequest,
  FREE_PLAN_NAME,
  type InvoiceSummary,
  isPremiumStatus,
  PLAN_NAMES,
  type VerifyCheckoutResponse,
} from '@cookmark/contracts';
import type { Db } from '@cookmark/db';
import { BadRequest, Conflict, ServiceUnavailable } from '@cookmark/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { Pricing } from './pricing.ts';
import type { RefundService } from './refunds.ts';
import { callStripe, idOf, isNotFound } from './stripe-client.ts';
import type { SubscriptionService } from './subscriptions.ts';

export interface CheckoutServiceDeps {
  db: Db;
  stripe: Stripe | null;
  pricing: Pricing;
  subscriptions: SubscriptionService;
  refunds: RefundService;
  appUrl: string;
}

async function recentInvoices(
  stripe: Stripe,
  customer: string,
  log: FastifyBaseLogger,
): Promise<InvoiceSummary[]> {
  try {
    const list = await stripe.invoices.list({ customer, limit: 12 });
    return list.data.map((invoice) => ({
      id: invoice.id,
      amount: invoice.status === 'paid' ? invoice.amount_paid : invoice.amount_due,
      status: invoice.status,
      date: new Date(invoice.created * 1000).toISOString(),
      url: invoice.hosted_invoice_url ?? null,
    }));
  } catch (error) {
    // The plan itself comes from our own records; the invoice list is a nicety.
    log.warn({ err: error }, 'Stripe invoices unavailable');
    return [];
  }
}

/**
 * A user's way to Premium and back: Stripe checkout, its verification on return, the billing portal,
 * and the summary the billing page shows. `log` is the request's (its lines carry the request id).
 */
export class CheckoutService {
  private readonly deps: CheckoutServiceDeps;

  constructor(deps: CheckoutServiceDeps) {
    this.deps = deps;
  }

  private appUrl(path: string): string {
    return new URL(path, this.deps.appUrl).toString();
  }

  /**
   * The address of a Stripe checkout page for `plan`: 409 for a user already on Premium, their own or
   * their household's (Stripe holds one subscription per household, the payer's).
   */
  async startCheckout(
    userId: string,
    plan: CheckoutRequest['plan'],
    log: FastifyBaseLogger,
  ): Promise<string> {
    const { stripe, subscriptions, pricing } = this.deps;
    const customers = subscriptions.customers;
    if (!stripe) throw new ServiceUnavailable(BILLING_MESSAGES.checkoutNotConfigured);
    const coverage = await subscriptions.coverageFor(userId);
    if (coverage.source === 'own') throw new Conflict(BILLING_MESSAGES.alreadyPremium);
    if (coverage.source === 'household') throw new Conflict(BILLING_MESSAGES.coveredByHousehold);

    let customer = await customers.findCustomerId(userId);
    if (!customer) {
      const created = await callStripe(log, 'customer creation', () =>
        stripe.customers.create({ metadata: { user_id: userId } }),
      );
      customer = await customers.link(userId, created.id);
    }
    const customerId = customer;
    const session = await callStripe(log, 'checkout session creation', () =>
      stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: customerId,
        client_reference_id: userId,
        line_items: [{ price: pricing.priceId(plan), quantity: 1 }],
        // Stripe fills {CHECKOUT_SESSION_ID} in itself; URL encoding would break the placeholder.
        success_url: `${this.appUrl('/dashboard/premium')}?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: this.appUrl('/dashboard/free'),
        metadata: { user_id: userId, plan },
        subscription_data: { metadata: { user_id: userId } },
      }),
    );
    if (!session.url) throw new ServiceUnavailable(BILLING_MESSAGES.paymentProviderUnavailable);
    return session.url;
  }

  /** On return from checkout: applies the subscription when Stripe says this user's checkout was paid. */
  async verifyCheckout(
    userId: string,
    sessionId: string,
    log: FastifyBaseLogger,
  ): Promise<VerifyCheckoutResponse> {
    const { stripe, subscriptions } = this.deps;
    const customers = subscriptions.customers;
    const answer = async (success: boolean) => {
      const isPremium = isPremiumStatus(await subscriptions.statusFor(userId));
      return { success: success && isPremium, isPremium };
    };
    if (!stripe) return answer(false);

    let session: Stripe.Checkout.Session;
    try {
      session = await stripe.checkout.sessions.retrieve(sessionId);
    } catch (error) {
      if (isNotFound(error)) return answer(false);
      log.error({ err: error }, 'Stripe checkout session lookup failed');
      throw new ServiceUnavailable(BILLING_MESSAGES.paymentProviderUnavailable);
    }
    const customerId = idOf(session.customer);
    const ownCustomer = await customers.findCustomerId(userId);
    const belongs = session.client_reference_id === userId && (!ownCustomer || ownCustomer === customerId);
    const paid = session.status === 'complete' && session.payment_status !== 'unpaid';
    const subscriptionId = idOf(session.subscription);
    // Only Stripe's word that this user's checkout was paid grants anything; the return address alone does not.
    if (!belongs || !paid || !subscriptionId || !customerId) return answer(false);

    const changed = await callStripe(log, 'subscription lookup', () =>
      this.deps.db.transaction().execute(async (trx) => {
        await customers.link(userId, customerId, trx);
        return subscriptions.applyFromStripe(trx, subscriptionId, userId);
      }),
    );
    if (changed) await subscriptions.invalidate([changed]);
    return answer(true);
  }

  /** The address of the user's Stripe billing portal; 409 for a member covered by their household's. */
  async portalUrl(userId: string, log: FastifyBaseLogger): Promise<string> {
    const { stripe, subscriptions } = this.deps;
    if (!stripe) throw new BadRequest(BILLING_MESSAGES.portalNotConfigured);
    if ((await subscriptions.coverageFor(userId)).source === 'household')
      throw new Conflict(BILLING_MESSAGES.portalIsPayers);
    const customer = await subscriptions.customers.findCustomerId(userId);
    if (!customer) throw new BadRequest(BILLING_MESSAGES.noBillingAccount);
    const session = await callStripe(log, 'billing portal session creation', () =>
      stripe.billingPortal.sessions.create({ customer, return_url: this.appUrl('/dashboard') }),
    );
    return session.url;
  }

  /**
   * The plan, its price and period, and the recent invoices, and whose subscription the plan is
   * (issue #32): a member covered by their household sees the payer's plan and period, not its
   * amount, and no refund (both the payer's).
   */
  async summary(userId: string, log: FastifyBaseLogger): Promise<BillingSummary> {
    const { stripe, subscriptions, pricing } = this.deps;
    const { source, status, row, payerId } = await subscriptions.coverageFor(userId);
    const premium = isPremiumStatus(status);
    const own = source === 'own';
    const customer = await subscriptions.customers.findCustomerId(userId);
    const interval = premium ? status.billingInterval : null;
    return {
      plan: premium ? ('premium' as const) : ('free' as const),
      planName: interval ? PLAN_NAMES[interval] : premium ? 'Premium' : FREE_PLAN_NAME,
      status: status.status,
      billingInterval: interval,
      currentPeriodEnd: premium ? status.currentPeriodEnd : null,
      amount: own ? (row?.amount ?? null) : null,
      currency: row?.currency ?? pricing.configured().monthly.currency,
      cancelAtPeriodEnd: premium && (row?.cancelAtPeriodEnd ?? false),
      invoices: stripe && customer ? await recentInvoices(stripe, customer, log) : [],
      refundOffer: own ? await this.deps.refunds.offerFor(userId, log) : null,
      coverage: source,
      payerId,
    };
  }
}
