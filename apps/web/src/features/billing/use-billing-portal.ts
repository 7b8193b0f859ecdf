import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from '../../components/ui/use-toast';
import { USER_QUERY_KEY } from '../auth/use-auth';
import { BILLING_SUMMARY_QUERY_KEY, createPortalSession } from './billing-api';
import {
  CARD_PORTAL_ERROR,
  dialogPortalError,
  isPortalConfigurationError,
  menuPortalError,
  missingPortalUrl,
  POPUP_BLOCKED_MESSAGE,
  PORTAL_ERROR_TITLE,
  type PortalPath,
  type PortalToast,
  watchPortalTab,
} from './billing-portal';

function showError({ title, description }: PortalToast): void {
  toast({ title, description, variant: 'destructive' });
}

/** Back from the portal: the plan may have changed, so the user and the summary are read again. */
async function refreshAfterPortal(queryClient: QueryClient): Promise<void> {
  await Promise.allSettled([
    queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: BILLING_SUMMARY_QUERY_KEY }),
  ]);
  toast({ title: 'Welcome back!', description: 'Your subscription details are up to date.' });
}

interface BillingPortalOptions {
  /** Plan card path: the portal is not configured, so the Billing Management dialog should open. */
  onNotConfigured?: () => void;
}

/**
 * Spec §4 "Billing portal": asks the server for a portal session, opens it in a new tab and, when
 * that tab closes, refetches the user and the billing summary and says 'Welcome back!'.
 */
export function useBillingPortal(path: PortalPath, { onNotConfigured }: BillingPortalOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPortalSession,
    onSuccess: ({ url }) => {
      if (!url) {
        showError(missingPortalUrl(path));
        return;
      }
      const tab = window.open(url, '_blank');
      if (!tab) {
        showError({ title: PORTAL_ERROR_TITLE, description: POPUP_BLOCKED_MESSAGE });
        return;
      }
      watchPortalTab(tab, () => void refreshAfterPortal(queryClient));
    },
    onError: (error) => {
      if (path === 'menu') showError(menuPortalError(error));
      else if (path === 'dialog') showError(dialogPortalError(error));
      else if (isPortalConfigurationError(error) && onNotConfigured) onNotConfigured();
      else showError(CARD_PORTAL_ERROR);
    },
  });
}
