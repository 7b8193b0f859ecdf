import type { ReactNode } from 'react';
import { lazy, Suspense, useDeferredValue, useEffect, useRef } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { FullPageSpinner } from '../components/ui/spinner';
import { CHECKOUT_SESSION_PARAM, VERIFYING_LABEL } from '../features/billing/checkout-params';
import { dashboardPathFor, useAuth } from '../features/auth/use-auth';
import { redirectToLogin } from '../lib/session';
import { wasSignedOutByUser } from '../lib/sign-out-state';

/** Only a return from checkout needs it: loaded then, not with every page (the landing page's budget). */
const CheckoutReturn = lazy(() =>
  import('../features/billing/CheckoutReturn').then((module) => ({ default: module.CheckoutReturn })),
);

export type PlanRequirement = 'any' | 'free' | 'premium';

interface RequireAuthProps {
  children: ReactNode;
  /** free: premium users go to their dashboard; premium: everyone else goes to the free one. */
  plan?: PlanRequirement;
  loadingLabel?: string;
}

/**
 * Whether the user is still being asked for, as the page renders it: the answer's arrival re-renders
 * the guard at once (TanStack Query's store updates are synchronous) with the spinner still up, and
 * the page behind the guard renders in a transition, which React splits into short tasks: on a phone
 * the whole dashboard or recipe rendering in one task blocked the main thread for 0.3-0.6 s
 * (Lighthouse's long tasks at its 4x CPU slowdown, issue #31).
 */
function useAuthShown() {
  const auth = useAuth();
  const isLoading = useDeferredValue(auth.isLoading);
  return { ...auth, isLoading };
}

/** Spec §2: signed out on a dashboard path goes to /auth; a spinner shows while the auth status loads. */
export function RequireAuth({ children, plan = 'any', loadingLabel }: RequireAuthProps) {
  const { isLoading, isAuthenticated, isPremium } = useAuthShown();
  const [searchParams] = useSearchParams();
  if (isLoading) return <FullPageSpinner label={loadingLabel} />;
  if (!isAuthenticated) return <Navigate to={wasSignedOutByUser() ? '/' : '/auth'} replace />;
  // A user returning from checkout (session_id) stays here while the upgrade is verified (spec §4).
  const checkoutSessionId = searchParams.get(CHECKOUT_SESSION_PARAM);
  if (plan === 'premium' && checkoutSessionId)
    return (
      <Suspense fallback={<FullPageSpinner label={VERIFYING_LABEL} />}>
        <CheckoutReturn sessionId={checkoutSessionId} />
      </Suspense>
    );
  if (plan === 'premium' && !isPremium) return <Navigate to="/dashboard/free" replace />;
  if (plan === 'free' && isPremium) return <Navigate to="/dashboard/premium" replace />;
  return <>{children}</>;
}

/** /dashboard: straight to the dashboard matching the plan. */
export function DashboardRedirect() {
  const { isPremium } = useAuth();
  return (
    <RequireAuth>
      <Navigate to={dashboardPathFor(isPremium)} replace />
    </RequireAuth>
  );
}

/** Spec §2 "Recipe detail": signed out there, toast 'Unauthorized' and go to the login address after 500 ms. */
export function RequireAuthOrLogin({ children }: { children: ReactNode }) {
  const { isLoading, isAuthenticated } = useAuthShown();
  const redirected = useRef(false);
  const signedOut = !isLoading && !isAuthenticated;
  useEffect(() => {
    if (!signedOut || redirected.current) return;
    redirected.current = true;
    redirectToLogin();
  }, [signedOut]);
  if (isLoading || signedOut) return <FullPageSpinner />;
  return <>{children}</>;
}
