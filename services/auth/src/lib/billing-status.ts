import { type BillingStatus, FREE_BILLING_STATUS } from '@cookmark/contracts';
import type { InternalClient } from '@cookmark/service-kit';

export interface BillingStatusSource {
  statusFor(userId: string, requestId?: string): Promise<BillingStatus>;
}

/** Until the billing service answers, every user is on the free plan. */
export const freePlanOnly: BillingStatusSource = {
  statusFor: async () => FREE_BILLING_STATUS,
};

export function billingOverHttp(client: InternalClient): BillingStatusSource {
  return {
    statusFor: (userId, requestId) =>
      client.get<BillingStatus>(`/internal/billing-status/${encodeURIComponent(userId)}`, requestId),
  };
}

/** Spec §4: premium when the plan is premium and the status active or trialing. */
export function isPremium(status: BillingStatus): boolean {
  return status.plan === 'premium' && (status.status === 'active' || status.status === 'trialing');
}
