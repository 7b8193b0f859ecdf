import { type BillingStatus, FREE_BILLING_STATUS } from '@cookmark/contracts';
import type { InternalClient } from '@cookmark/service-kit';

export interface BillingStatusSource {
  statusFor(userId: string, requestId?: string): Promise<BillingStatus>;
  /** For a deleted account: its subscription cancelled and everything billing holds of it removed. */
  erase(userId: string, requestId?: string): Promise<void>;
  /** Whether the person has Premium through their household's payer (issue #32); absent: never. */
  householdPremium?(userId: string, requestId?: string): Promise<boolean>;
}

/** Until the billing service answers, every user is on the free plan (and billing holds nothing). */
export const freePlanOnly: BillingStatusSource = {
  statusFor: async () => FREE_BILLING_STATUS,
  erase: async () => undefined,
};

export function billingOverHttp(client: InternalClient): BillingStatusSource {
  return {
    statusFor: (userId, requestId) =>
      client.get<BillingStatus>(`/internal/billing-status/${encodeURIComponent(userId)}`, requestId),
    erase: async (userId, requestId) => {
      await client.delete(`/internal/users/${encodeURIComponent(userId)}`, requestId);
    },
    householdPremium: async (userId, requestId) =>
      (
        await client.get<{ isPremium: boolean }>(
          `/internal/entitlements/${encodeURIComponent(userId)}`,
          requestId,
        )
      ).isPremium === true,
  };
}

/** Spec §4: premium when the plan is premium and the status active or trialing. */
export function isPremium(status: BillingStatus): boolean {
  return status.plan === 'premium' && (status.status === 'active' || status.status === 'trialing');
}
