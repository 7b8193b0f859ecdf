import { isPremiumStatus, type PlanCoverageSource, type UserWithBilling } from '@cookmark/contracts';
import { useAuth } from '../auth/use-auth';

/**
 * Issue #32: whose subscription the signed-in person's plan is, as the current user tells it at once:
 * 'own' when their own billing status is Premium, 'household' when they have Premium all the same
 * (their household's payer covers them), else 'none'. The billing summary says the same, later.
 */
export function coverageOf(
  user: Pick<UserWithBilling, 'isPremium' | 'billingStatus'> | null,
): PlanCoverageSource {
  if (!user) return 'none';
  if (isPremiumStatus(user.billingStatus)) return 'own';
  return user.isPremium ? 'household' : 'none';
}

export function usePlanCoverage(): PlanCoverageSource {
  return coverageOf(useAuth().user ?? null);
}
