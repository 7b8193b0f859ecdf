import {
  BILLING_MESSAGES,
  billingSummarySchema,
  checkoutRequestSchema,
  FREE_PLAN_NAME,
  type InvoiceSummary,
  isPremiumStatus,
  PLAN_NAMES,
  pricingResponseSchema,
  urlResponseSchema,
  verifyCheckoutResponseSchema,
} from '@cookmark/contracts';
import type { Db } from '@cookmark/db';
import {
  BadRequest,
  Conflict,
  currentUserId,
  requireUser,
  ServiceUnavailable,
  type ZodTypeProvider,
} from '@cookmark/service-kit';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { z } from 'zod';
import type { Pricing } from '../lib/pricing.ts';
import { callStripe, idOf, isNotFound } from '../lib/stripe-client.ts';
import type { SubscriptionService } from '../lib/subscriptions.ts';

export interface BillingRouteDeps {
  db: Db;
  stripe: Stripe | null;
  pricing: Pricing;
  subscriptions: SubscriptionService;
  appUrl: string;
}

const sessionIdParams = z.object({ session_id: z.string().trim().min(1).max(255) });

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

export async function billingRoutes(instance: FastifyInstance, deps: BillingRouteDeps): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { stripe, subscriptions, pricing } = deps;
  const customers = subscriptions.customers;
  const appUrl = (path: string) => new URL(path, deps.appUrl).toString();

  const url = { 200: urlResponseSchema };

  app.get('/api/pricing', { schema: { response: { 200: pricingResponseSchema } } }, async () =>
    pricing.current(),
  );

  const checkout = { preHandler: requireUser, schema: { body: checkoutRequestSchema, response: url } };
  app.post('/api/create-checkout-session', checkout, async (request) => {
    const { plan } = request.body;
    const userId = currentUserId(request);
    if (!stripe) throw new ServiceUnavailable(BILLING_MESSAGES.checkoutNotConfigured);
    if (isPremiumStatus(await subscriptions.statusFor(userId)))
      throw new Conflict(BILLING_MESSAGES.alreadyPremium);

    let customer = await customers.findCustomerId(userId);
    if (!customer) {
      const created = await callStripe(request.log, 'customer creation', () =>
        stripe.customers.create({ metadata: { user_id: userId } }),
      );
      customer = await customers.link(userId, created.id);
    }
    const customerId = customer;
    const session = await callStripe(request.log, 'checkout session creation', () =>
      stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: customerId,
        client_reference_id: userId,
        line_items: [{ price: pricing.priceId(plan), quantity: 1 }],
        // Stripe fills {CHECKOUT_SESSION_ID} in itself; URL encoding would break the placeholder.
        success_url: `${appUrl('/dashboard/premium')}?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: appUrl('/dashboard/free'),
        metadata: { user_id: userId, plan },
        subscription_data: { metadata: { user_id: userId } },
      }),
    );
    if (!session.url) throw new ServiceUnavailable(BILLING_MESSAGES.paymentProviderUnavailable);
    return { url: session.url };
  });

  app.get(
    '/api/verify-checkout/:session_id',
    {
      preHandler: requireUser,
      schema: { params: sessionIdParams, response: { 200: verifyCheckoutResponseSchema } },
    },
    async (request) => {
      const { session_id: sessionId } = request.params;
      const userId = currentUserId(request);
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
        request.log.error({ err: error }, 'Stripe checkout session lookup failed');
        throw new ServiceUnavailable(BILLING_MESSAGES.paymentProviderUnavailable);
      }
      const customerId = idOf(session.customer);
      const ownCustomer = await customers.findCustomerId(userId);
      const belongs = session.client_reference_id === userId && (!ownCustomer || ownCustomer === customerId);
      const paid = session.status === 'complete' && session.payment_status !== 'unpaid';
      const subscriptionId = idOf(session.subscription);
      // Only Stripe's word that this user's checkout was paid grants anything; the return address alone does not.
      if (!belongs || !paid || !subscriptionId || !customerId) return answer(false);

      const changed = await callStripe(request.log, 'subscription lookup', () =>
        deps.db.transaction().execute(async (trx) => {
          await customers.link(userId, customerId, trx);
          return subscriptions.applyFromStripe(trx, subscriptionId, userId);
        }),
      );
      if (changed) await subscriptions.invalidate([changed]);
      return answer(true);
    },
  );

  app.post('/api/billing/portal', { preHandler: requireUser, schema: { response: url } }, async (request) => {
    const userId = currentUserId(request);
    if (!stripe) throw new BadRequest(BILLING_MESSAGES.portalNotConfigured);
    const customer = await customers.findCustomerId(userId);
    if (!customer) throw new BadRequest(BILLING_MESSAGES.noBillingAccount);
    const session = await callStripe(request.log, 'billing portal session creation', () =>
      stripe.billingPortal.sessions.create({ customer, return_url: appUrl('/dashboard') }),
    );
    return { url: session.url };
  });

  const summary = { preHandler: requireUser, schema: { response: { 200: billingSummarySchema } } };
  app.get('/api/billing/summary', summary, async (request) => {
    const userId = currentUserId(request);
    const row = await subscriptions.currentFor(userId);
    const status = subscriptions.statusOf(row);
    const premium = isPremiumStatus(status);
    const customer = await customers.findCustomerId(userId);
    const interval = premium ? status.billingInterval : null;
    return {
      plan: premium ? ('premium' as const) : ('free' as const),
      planName: interval ? PLAN_NAMES[interval] : premium ? 'Premium' : FREE_PLAN_NAME,
      status: status.status,
      billingInterval: interval,
      currentPeriodEnd: premium ? status.currentPeriodEnd : null,
      amount: premium ? (row?.amount ?? null) : null,
      currency: row?.currency ?? pricing.configured().monthly.currency,
      cancelAtPeriodEnd: premium && (row?.cancelAtPeriodEnd ?? false),
      invoices: stripe && customer ? await recentInvoices(stripe, customer, request.log) : [],
    };
  });
}
