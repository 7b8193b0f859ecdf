import type { RefundOffer } from '@cookmark/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from '../../components/ui/button';
import { AppDialog } from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { ApiError } from '../../lib/api';
import { USER_QUERY_KEY } from '../auth/use-auth';
import { BILLING_SUMMARY_QUERY_KEY, requestRefund } from './billing-api';
import { formatLongDate } from './billing-format';
import { formatDollars } from './pricing';

interface CancelSubscriptionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  offer: RefundOffer;
  /** Cancel at the end of the period instead: the billing portal, where the plan is managed. */
  onCancelAtPeriodEnd: () => void;
  portalPending: boolean;
}

export const refundAmountText = (offer: RefundOffer) => formatDollars(offer.amount / 100);

/**
 * Issue #29, the 30-day money-back guarantee: within 30 days of the first payment, cancelling
 * offers a full refund (Premium ends now) beside cancelling at the end of the period.
 */
export function CancelSubscriptionDialog({
  open,
  onOpenChange,
  offer,
  onCancelAtPeriodEnd,
  portalPending,
}: CancelSubscriptionDialogProps) {
  const queryClient = useQueryClient();
  const amount = refundAmountText(offer);
  const refund = useMutation({
    mutationFn: requestRefund,
    onSuccess: async (answer) => {
      onOpenChange(false);
      toast({
        title: 'Refund on its way',
        description: `Your payment of ${formatDollars(answer.amount / 100)} is refunded and Premium has ended. A confirmation e-mail is on its way.`,
      });
      await Promise.allSettled([
        queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: BILLING_SUMMARY_QUERY_KEY }),
      ]);
    },
    onError: (error) => {
      const description =
        error instanceof ApiError && error.serverMessage ? error.serverMessage : 'Please try again.';
      toast({ title: 'Refund failed', description, variant: 'destructive' });
      void queryClient.invalidateQueries({ queryKey: BILLING_SUMMARY_QUERY_KEY });
    },
  });

  return (
    <AppDialog
      open={open}
      onOpenChange={(next) => {
        if (!refund.isPending) onOpenChange(next);
      }}
      title="Cancel subscription"
      description={`You are within our 30-day money-back guarantee (until ${formatLongDate(offer.until)}).`}
    >
      <div className="space-y-3 text-sm text-stone-700">
        <p>
          <strong className="text-stone-900">Cancel and refund {amount}:</strong> your latest payment is
          refunded in full and Premium ends now. The guarantee can be used once.
        </p>
        <p>
          <strong className="text-stone-900">Cancel at period end:</strong> no refund; Premium stays until the
          period you paid for ends, in the billing portal.
        </p>
      </div>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
        <Button variant="ghost" onClick={() => onOpenChange(false)} disabled={refund.isPending}>
          Keep Premium
        </Button>
        <Button variant="outline" onClick={onCancelAtPeriodEnd} disabled={refund.isPending || portalPending}>
          {portalPending ? <Spinner /> : null}
          Cancel at period end
        </Button>
        <Button variant="destructive" onClick={() => refund.mutate()} disabled={refund.isPending}>
          {refund.isPending ? <Spinner /> : null}
          {refund.isPending ? 'Refunding...' : `Cancel and refund ${amount}`}
        </Button>
      </div>
    </AppDialog>
  );
}
