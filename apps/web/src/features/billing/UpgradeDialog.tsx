import { useMutation } from '@tanstack/react-query';
import { Check, Crown } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { AppDialog } from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
import { useAuth } from '../auth/use-auth';
import { toast } from '../../components/ui/use-toast';
import { ApiError } from '../../lib/api';
import { navigateTo } from '../../lib/navigation';
import { formatDollars, yearlySavings } from './pricing';
import { createCheckoutSession } from './billing-api';
import { PREMIUM_FEATURES } from './premium-features';
import { useBillingPortal } from './use-billing-portal';
import { usePlanCoverage } from './plan-coverage';
import { usePricing } from './use-pricing';

export type Plan = 'monthly' | 'yearly';

interface UpgradeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const tabClasses =
  'relative flex flex-1 cursor-pointer flex-wrap items-center justify-center gap-x-2 gap-y-1 rounded-lg px-3 py-2 text-sm font-semibold text-stone-600 transition data-[state=active]:bg-white data-[state=active]:text-stone-900 data-[state=active]:shadow-sm focus-visible:outline-2 focus-visible:outline-brand-600';

/** Spec §2 "Upgrade / Premium dialog": plan picker (yearly by default) for free users, 'Premium Active' for premium ones. */
export function UpgradeDialog({ open, onOpenChange }: UpgradeDialogProps) {
  const { isPremium } = useAuth();
  return (
    <AppDialog
      open={open}
      onOpenChange={onOpenChange}
      title={isPremium ? 'Premium Active' : 'Upgrade to Premium'}
      description={
        isPremium
          ? 'Thanks for supporting Cookmark. All Premium features are unlocked.'
          : 'Cook smarter with every Premium tool.'
      }
    >
      {isPremium ? (
        <PremiumActive onClose={() => onOpenChange(false)} />
      ) : (
        <PlanPicker onClose={() => onOpenChange(false)} />
      )}
    </AppDialog>
  );
}

/** Spec §8 "Upgrade Failed": the server's message, or what went wrong on the way. */
export function upgradeFailureMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? 'Failed to create checkout session';
  if (error instanceof MissingCheckoutUrlError) return error.message;
  return 'Unable to start the upgrade process. Please try again.';
}

class MissingCheckoutUrlError extends Error {
  constructor() {
    super('No checkout URL received from server');
  }
}

function PlanPicker({ onClose }: { onClose: () => void }) {
  const prices = usePricing();
  const savings = yearlySavings(prices);
  const [plan, setPlan] = useState<Plan>('yearly');
  // Stays on after success: the browser is leaving for the checkout page.
  const [processing, setProcessing] = useState(false);
  const checkout = useMutation({
    mutationFn: async (chosen: Plan) => {
      const { url } = await createCheckoutSession(chosen);
      if (!url) throw new MissingCheckoutUrlError();
      return url;
    },
    onMutate: () => setProcessing(true),
    onSuccess: (url) => navigateTo(url),
    onError: (error) => {
      setProcessing(false);
      toast({ title: 'Upgrade Failed', description: upgradeFailureMessage(error), variant: 'destructive' });
    },
  });

  return (
    <Tabs.Root value={plan} onValueChange={(value) => setPlan(value === 'monthly' ? 'monthly' : 'yearly')}>
      <Tabs.List aria-label="Billing interval" className="flex gap-1 rounded-xl bg-stone-100 p-1">
        <Tabs.Trigger value="monthly" className={tabClasses}>
          Monthly
        </Tabs.Trigger>
        <Tabs.Trigger value="yearly" className={tabClasses}>
          Yearly
          {/* On a phone the badge goes under 'Yearly' whole, never split across lines. */}
          {savings ? (
            <span className="whitespace-nowrap rounded-full bg-herb-100 px-2 py-0.5 text-xs font-semibold text-herb-800">
              Save {savings.percent}%
            </span>
          ) : null}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="monthly" className="mt-5">
        <Price amount={prices.monthly} interval="month" note="Billed monthly. Cancel anytime." />
      </Tabs.Content>
      <Tabs.Content value="yearly" className="mt-5">
        <Price
          amount={prices.yearly}
          interval="year"
          note={
            savings ? `Best Value — Save $${savings.dollars} vs monthly.` : 'Billed yearly. Cancel anytime.'
          }
        />
      </Tabs.Content>
      <ul className="mt-5 grid gap-2 sm:grid-cols-2">
        {PREMIUM_FEATURES.map((feature) => (
          <li key={feature} className="flex items-start gap-2 text-sm text-stone-700">
            <Check className="mt-0.5 h-4 w-4 shrink-0 text-herb-600" aria-hidden />
            {feature}
          </li>
        ))}
      </ul>
      <p className="mt-4 text-xs text-stone-500">
        Auto-renews until cancelled. 30-day money-back guarantee: cancel within 30 days of your first payment
        for a full refund.
      </p>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onClose}>
          Maybe Later
        </Button>
        <Button onClick={() => checkout.mutate(plan)} disabled={processing}>
          {processing ? <Spinner /> : <Crown className="h-4 w-4" aria-hidden />}
          {processing ? 'Processing...' : 'Upgrade to Premium'}
        </Button>
      </div>
    </Tabs.Root>
  );
}

function Price({ amount, interval, note }: { amount: number; interval: 'month' | 'year'; note: string }) {
  return (
    <div className="rounded-xl bg-brand-50 p-4 ring-1 ring-brand-100">
      <p className="font-display text-4xl font-bold text-stone-900">
        {formatDollars(amount)}
        <span className="ml-1 font-sans text-base font-medium text-stone-500">/{interval}</span>
      </p>
      <p className="mt-1 text-sm text-stone-600">{note}</p>
    </div>
  );
}

function PremiumActive({ onClose }: { onClose: () => void }) {
  const portal = useBillingPortal('dialog');
  // A member covered by the household (issue #32) has no billing of their own: it is the payer's.
  const own = usePlanCoverage() !== 'household';
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="ghost" onClick={onClose}>
        Close
      </Button>
      {own ? (
        <Button onClick={() => portal.mutate()} disabled={portal.isPending}>
          {portal.isPending ? <Spinner /> : null}
          Manage Billing
        </Button>
      ) : null}
    </div>
  );
}
