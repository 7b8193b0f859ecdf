import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { FullPageSpinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { USER_QUERY_KEY } from '../auth/use-auth';
import { BILLING_SUMMARY_QUERY_KEY, verifyCheckout } from './billing-api';

import { CHECKOUT_SESSION_PARAM, VERIFYING_LABEL } from './checkout-params';

export { CHECKOUT_SESSION_PARAM, VERIFYING_LABEL } from './checkout-params';

/** The current address without session_id. */
function withoutSessionId(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete(CHECKOUT_SESSION_PARAM);
  const rest = params.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

/**
 * Spec §4 "Checkout return": the address carries session_id. Verify it, refetch the user, remove
 * session_id (replacing the history entry) and land on /dashboard/premium with 'Welcome to Premium!'.
 */
export function CheckoutReturn({ sessionId }: { sessionId: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const verified = useRef<string | null>(null);

  useEffect(() => {
    // Once per session id, even when effects run twice (strict mode).
    if (verified.current === sessionId) return;
    verified.current = sessionId;
    const leaveTo = withoutSessionId(pathname, search);

    void (async () => {
      try {
        const result = await verifyCheckout(sessionId);
        await queryClient.refetchQueries({ queryKey: USER_QUERY_KEY });
        if (result.success) {
          await queryClient.invalidateQueries({ queryKey: BILLING_SUMMARY_QUERY_KEY });
          void navigate('/dashboard/premium', { replace: true });
          toast({ title: 'Welcome to Premium!', description: 'All Premium features are now unlocked.' });
        } else {
          void navigate(leaveTo, { replace: true });
          toast({
            title: 'Verification failed',
            description: 'There was an issue verifying your payment. Please contact support.',
            variant: 'destructive',
          });
        }
      } catch {
        void navigate(leaveTo, { replace: true });
        toast({
          title: 'Verification error',
          description: 'Unable to verify payment status. Your account may take a moment to update.',
          variant: 'destructive',
        });
      }
    })();
  }, [sessionId, pathname, search, navigate, queryClient]);

  return <FullPageSpinner label={VERIFYING_LABEL} />;
}
