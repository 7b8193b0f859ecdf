import { z } from 'zod';
import type { BillingStatus } from './auth.ts';

/** Spec §3: the premium feature ids; every one is open to premium users and closed to others. */
export const PREMIUM_FEATURES = [
  'grocery_lists',
  'pdf_export',
  'text_export',
  'ai_substitutions',
  'recipe_scaling',
  'advanced_search',
  'nutrition_analysis',
  'meal_planning',
] as const;
export type PremiumFeature = (typeof PREMIUM_FEATURES)[number];

export const PLANS = ['monthly', 'yearly'] as const;
export type BillingPlan = (typeof PLANS)[number];
export type BillingInterval = 'month' | 'year';

export const PLAN_INTERVALS: Record<BillingPlan, BillingInterval> = { monthly: 'month', yearly: 'year' };
export const PLAN_NAMES: Record<BillingInterval, string> = {
  month: 'Premium Monthly',
  year: 'Premium Yearly',
};
export const FREE_PLAN_NAME = 'Free';

/** Spec §4: premium when the plan is premium and the status is active or trialing. */
export function isPremiumStatus(status: Pick<BillingStatus, 'plan' | 'status'>): boolean {
  return status.plan === 'premium' && (status.status === 'active' || status.status === 'trialing');
}

const priceSchema = z.object({
  /** Cents. */
  amount: z.number().int(),
  currency: z.string(),
  interval: z.enum(['month', 'year']),
});
export const pricingResponseSchema = z.object({ monthly: priceSchema, yearly: priceSchema });
export type PricingResponse = z.infer<typeof pricingResponseSchema>;

export const checkoutRequestSchema = z.object({
  plan: z.enum(PLANS, { message: 'Plan must be monthly or yearly' }),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

export const urlResponseSchema = z.object({ url: z.string() });
export type CheckoutResponse = z.infer<typeof urlResponseSchema>;
export type PortalResponse = z.infer<typeof urlResponseSchema>;

export const verifyCheckoutResponseSchema = z.object({ success: z.boolean(), isPremium: z.boolean() });
export type VerifyCheckoutResponse = z.infer<typeof verifyCheckoutResponseSchema>;

export const invoiceSummarySchema = z.object({
  id: z.string(),
  /** Cents. */
  amount: z.number().int(),
  status: z.string().nullable(),
  /** ISO date-time. */
  date: z.string(),
  url: z.string().nullable(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

/** Issue #29: the 30-day money-back guarantee, counted from the account's first payment, once per account. */
export const REFUND_WINDOW_DAYS = 30;

/** A full refund the user may still choose when cancelling: the latest payment, until `until`. */
export const refundOfferSchema = z.object({
  /** Cents. */
  amount: z.number().int(),
  currency: z.string(),
  /** ISO date-time: 30 days after the first payment. */
  until: z.string(),
});
export type RefundOffer = z.infer<typeof refundOfferSchema>;

/** `POST /api/billing/refund`: the subscription ended now and the latest payment refunded in full. */
export const refundResponseSchema = z.object({
  refunded: z.literal(true),
  /** Cents. */
  amount: z.number().int(),
  currency: z.string(),
});
export type RefundResponse = z.infer<typeof refundResponseSchema>;

/**
 * Issue #32: whose subscription a person's plan is. 'own': theirs; 'household': another member's of
 * their household (the payer, `payerId`), which covers them; 'none': the free plan.
 */
export const PLAN_COVERAGE_SOURCES = ['own', 'household', 'none'] as const;
export type PlanCoverageSource = (typeof PLAN_COVERAGE_SOURCES)[number];

export const billingSummarySchema = z.object({
  plan: z.enum(['free', 'premium']),
  planName: z.string(),
  status: z.string(),
  billingInterval: z.enum(['month', 'year']).nullable(),
  currentPeriodEnd: z.string().nullable(),
  amount: z.number().int().nullable(),
  currency: z.string(),
  cancelAtPeriodEnd: z.boolean(),
  invoices: z.array(invoiceSummarySchema),
  /**
   * Null when no refund can be chosen (free plan, past 30 days, refunded before). Written as a call on
   * `z`, not `refundOfferSchema.nullable()`: the web build counts only calls on `z` as free of side
   * effects (apps/web/build/pure-zod.ts), and a method call on a schema kept zod (25 KB) on the
   * dashboards, which use this module's plan names only.
   */
  refundOffer: z.nullable(refundOfferSchema),
  coverage: z.enum(PLAN_COVERAGE_SOURCES),
  /** The member whose subscription covers the person (themselves for 'own'); null for 'none'. */
  payerId: z.nullable(z.string()),
});
export type BillingSummary = z.infer<typeof billingSummarySchema>;

/** `GET /internal/entitlements/:userId` (billing, for other services). */
export const entitlementsSchema = z.object({
  userId: z.string(),
  isPremium: z.boolean(),
  plan: z.string(),
  status: z.string(),
  features: z.array(z.enum(PREMIUM_FEATURES)),
});
export type Entitlements = z.infer<typeof entitlementsSchema>;

/** Wording the server and the web app share (spec §8). */
export const BILLING_MESSAGES = {
  portalNotConfigured: 'Billing portal configuration is missing. Please contact support.',
  noBillingAccount: 'No billing account found for this user.',
  checkoutNotConfigured: 'Payments are not configured. Please contact support.',
  alreadyPremium: 'You already have an active Premium subscription.',
  paymentProviderUnavailable: 'The payment provider is unavailable. Please try again.',
  invalidSignature: 'Invalid webhook signature',
  premiumRequired: 'Premium subscription required',
  refundNoSubscription: 'You have no Premium subscription to cancel.',
  refundWindowPassed: 'Refunds are available within 30 days of your first payment.',
  refundAlreadyMade: 'A refund has already been made for this account.',
  refundNoPayment: 'There is no payment to refund.',
  coveredByHousehold: 'You already have Premium through your household.',
  portalIsPayers: "Your household's subscription is managed by the member who pays for it.",
} as const;
