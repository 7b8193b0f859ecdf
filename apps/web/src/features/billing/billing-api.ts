import type {
  BillingPlan,
  BillingSummary,
  CheckoutResponse,
  PortalResponse,
  PricingResponse,
  RefundResponse,
  VerifyCheckoutResponse,
} from '@cookmark/contracts';
import { apiRequest } from '../../lib/api';

export const PRICING_QUERY_KEY = ['/api/pricing'] as const;
export const BILLING_SUMMARY_QUERY_KEY = ['/api/billing/summary'] as const;

export type { BillingPlan, BillingSummary, PricingResponse, VerifyCheckoutResponse };

/** Spec §7: `{url}` to send the browser to, or an error `{message}`. */
export function createCheckoutSession(plan: BillingPlan): Promise<Partial<CheckoutResponse>> {
  return apiRequest<Partial<CheckoutResponse>>('POST', '/api/create-checkout-session', { plan });
}

export function verifyCheckout(sessionId: string): Promise<VerifyCheckoutResponse> {
  return apiRequest<VerifyCheckoutResponse>('GET', `/api/verify-checkout/${encodeURIComponent(sessionId)}`);
}

export function createPortalSession(): Promise<Partial<PortalResponse>> {
  return apiRequest<Partial<PortalResponse>>('POST', '/api/billing/portal');
}

export function fetchBillingSummary(): Promise<BillingSummary> {
  return apiRequest<BillingSummary>('GET', BILLING_SUMMARY_QUERY_KEY[0]);
}

export function fetchPricing(): Promise<PricingResponse> {
  return apiRequest<PricingResponse>('GET', PRICING_QUERY_KEY[0]);
}

/** Issue #29: the 30-day money-back guarantee; the server decides whether it applies. */
export function requestRefund(): Promise<RefundResponse> {
  return apiRequest<RefundResponse>('POST', '/api/billing/refund');
}
