import { PLAN_NAMES, type UserWithBilling } from '@cookmark/contracts';
import { useQuery } from '@tanstack/react-query';
import { CalendarClock, CreditCard, Crown, Sparkles, Users } from 'lucide-react';
import { useState } from 'react';
import { Badge, PlanBadge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { useAuth } from '../auth/use-auth';
import { BILLING_SUMMARY_QUERY_KEY, fetchBillingSummary, type BillingSummary } from './billing-api';
import { billingIntervalLabel, formatLongDate, formatPlanAmount } from './billing-format';
import { lazyDialog } from '../../components/lazy-dialog';

const UpgradeDialog = lazyDialog(() => import('./UpgradeDialog'), 'UpgradeDialog');
const CancelSubscriptionDialog = lazyDialog(
  () => import('./CancelSubscriptionDialog'),
  'CancelSubscriptionDialog',
);
const BillingManagementDialog = lazyDialog(
  () => import('./BillingManagementDialog'),
  'BillingManagementDialog',
);
import { useBillingPortal } from './use-billing-portal';
import { coverageOf } from './plan-coverage';
import { useHousehold } from '../household/use-household';

/** The subscription details the card shows (spec §3 "Subscription info shown on the plan card"). */
export interface PlanDetails {
  planName: string;
  billingInterval: 'month' | 'year' | null;
  currentPeriodEnd: string | null;
  /** Cents. */
  amount: number | null;
  cancelAtPeriodEnd: boolean;
}

async function fetchSummaryOrToast(): Promise<BillingSummary> {
  try {
    return await fetchBillingSummary();
  } catch (error) {
    toast({ title: 'Failed to fetch billing information', variant: 'destructive' });
    throw error;
  }
}

/** The summary when it answered; otherwise what the user's own billing status says. */
function planDetails(summary: BillingSummary | undefined, user: UserWithBilling): PlanDetails {
  if (summary) return summary;
  const interval = user.billingStatus.billingInterval;
  return {
    planName: interval ? PLAN_NAMES[interval] : 'Premium',
    billingInterval: interval,
    currentPeriodEnd: user.billingStatus.currentPeriodEnd,
    amount: null,
    cancelAtPeriodEnd: false,
  };
}

/** Spec §2 "Account Plan card": Free or Premium variant, by the signed-in user's plan. */
export function AccountPlanCard() {
  const { user, isPremium } = useAuth();
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  if (!user) return null;
  return (
    <>
      {isPremium ? (
        <PremiumPlanCard user={user} onUpgrade={() => setUpgradeOpen(true)} />
      ) : (
        <FreePlanCard onLearnMore={() => setUpgradeOpen(true)} />
      )}
      <UpgradeDialog open={upgradeOpen} onOpenChange={setUpgradeOpen} />
    </>
  );
}

function CardHeading() {
  return (
    <h2 className="flex items-center gap-2 font-semibold text-stone-900">
      <CreditCard className="h-4 w-4 text-brand-600" aria-hidden />
      Account Plan
    </h2>
  );
}

export function FreePlanCard({ onLearnMore }: { onLearnMore: () => void }) {
  return (
    <Card className="p-5" aria-label="Account Plan">
      <CardHeading />
      <div className="mt-3 flex items-start justify-between gap-3">
        <div>
          <p className="text-lg font-semibold text-stone-900">Free</p>
          <p className="text-sm text-stone-600">Basic recipe management</p>
        </div>
        <Badge className="bg-herb-100 text-herb-800 ring-1 ring-herb-200">Active</Badge>
      </div>
      <div className="mt-4 rounded-xl bg-brand-50 p-4 ring-1 ring-brand-100">
        <p className="flex items-center gap-1.5 text-sm font-semibold text-stone-900">
          <Sparkles className="h-4 w-4 text-brand-500" aria-hidden />
          Upgrade to Premium
        </p>
        <p className="mt-1 text-sm text-stone-600">
          Grocery lists, recipe scaling, PDF export and AI substitutions.
        </p>
        <Button variant="outline" size="sm" className="mt-3 w-full" onClick={onLearnMore}>
          Learn More
        </Button>
      </div>
    </Card>
  );
}

/**
 * Premium: the person's own subscription, with its buttons, or their household's (issue #32), with
 * none (the checkout and the portal are the payer's); Free once the summary says neither covers them.
 */
function PremiumPlanCard({ user, onUpgrade }: { user: UserWithBilling; onUpgrade: () => void }) {
  const { data, isLoading } = useQuery<BillingSummary>({
    queryKey: BILLING_SUMMARY_QUERY_KEY,
    queryFn: fetchSummaryOrToast,
  });
  const coverage = data?.coverage ?? coverageOf(user);
  if (coverage === 'none') return <FreePlanCard onLearnMore={onUpgrade} />;
  if (coverage === 'household') return <HouseholdPlanCard summary={data} isLoading={isLoading} />;
  return <OwnPlanCard user={user} summary={data} isLoading={isLoading} onUpgrade={onUpgrade} />;
}

function OwnPlanCard({
  user,
  summary: data,
  isLoading,
  onUpgrade,
}: {
  user: UserWithBilling;
  summary: BillingSummary | undefined;
  isLoading: boolean;
  onUpgrade: () => void;
}) {
  const [managementOpen, setManagementOpen] = useState(false);
  const [cancelOpen, setCancelOpen] = useState(false);
  const portal = useBillingPortal('card', { onNotConfigured: () => setManagementOpen(true) });
  const refundOffer = data?.refundOffer ?? null;

  return (
    <Card className="p-5" aria-label="Account Plan">
      <CardHeading />
      {isLoading ? <LoadingDetails /> : <PremiumPlanDetails details={planDetails(data, user)} />}
      <Button
        className="mt-4 w-full"
        variant="outline"
        onClick={() => portal.mutate()}
        disabled={portal.isPending}
      >
        {portal.isPending ? <Spinner /> : <CreditCard className="h-4 w-4" aria-hidden />}
        Manage Subscription
      </Button>
      {/* Within 30 days of the first payment: cancel with a full refund, or at period end. */}
      {refundOffer ? (
        <>
          <Button className="mt-2 w-full" variant="outline" onClick={() => setCancelOpen(true)}>
            Cancel subscription
          </Button>
          <CancelSubscriptionDialog
            open={cancelOpen}
            onOpenChange={setCancelOpen}
            offer={refundOffer}
            portalPending={portal.isPending}
            onCancelAtPeriodEnd={() => {
              setCancelOpen(false);
              portal.mutate();
            }}
          />
        </>
      ) : null}
      {/* The upgrade dialog's 'Premium Active' state: what the plan includes, Manage Billing. */}
      <Button className="mt-2 w-full" variant="ghost" size="sm" onClick={onUpgrade}>
        <Crown className="h-4 w-4" aria-hidden />
        View Premium Plan
      </Button>
      <BillingManagementDialog
        open={managementOpen}
        onOpenChange={setManagementOpen}
        onCompleteUpgrade={() => {
          setManagementOpen(false);
          onUpgrade();
        }}
      />
    </Card>
  );
}

function LoadingDetails() {
  return (
    <div className="mt-4 flex items-center gap-2 text-sm text-stone-500">
      <Spinner />
      Loading billing details...
    </div>
  );
}

/**
 * Premium through the household's payer (issue #32): the payer's plan and date, who pays, and no
 * button of the person's own: the subscription, its portal and its refund are the payer's.
 */
function HouseholdPlanCard({
  summary,
  isLoading,
}: {
  summary: BillingSummary | undefined;
  isLoading: boolean;
}) {
  const household = useHousehold().data?.household ?? null;
  const payer = household?.members.find((member) => member.userId === summary?.payerId);
  const through = household ? `Premium through ${household.name}` : 'Premium through your household';
  return (
    <Card className="p-5" aria-label="Account Plan">
      <CardHeading />
      {isLoading ? (
        <LoadingDetails />
      ) : summary ? (
        <PremiumPlanDetails details={summary} ownSubscription={false} />
      ) : null}
      <p className="mt-4 flex items-start gap-1.5 rounded-xl bg-brand-50 p-3 text-sm text-stone-700 ring-1 ring-brand-100">
        <Users className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" aria-hidden />
        <span>{payer ? `${through}, paid by ${payer.firstName}` : through}</span>
      </p>
    </Card>
  );
}

/** The Premium variant's body; exported for tests and for any screen that already has the details. */
export function PremiumPlanDetails({
  details,
  ownSubscription = true,
}: {
  details: PlanDetails;
  /** False for a member covered by the household: reactivating is the payer's to do. */
  ownSubscription?: boolean;
}) {
  const { planName, billingInterval, currentPeriodEnd, amount, cancelAtPeriodEnd } = details;
  const date = formatLongDate(currentPeriodEnd);
  return (
    <>
      <div className="mt-3 flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-lg font-semibold text-stone-900">{planName}</p>
          <p className="text-sm text-stone-600">{billingIntervalLabel(billingInterval)}</p>
        </div>
        <PlanBadge premium />
      </div>
      <dl className="mt-4 space-y-2 text-sm">
        <div className="flex items-center justify-between gap-3">
          <dt className="flex items-center gap-1.5 text-stone-600">
            <CalendarClock className="h-4 w-4" aria-hidden />
            <span>{cancelAtPeriodEnd ? 'Service ends' : 'Renews'}</span>
          </dt>
          <dd className="font-medium text-stone-900">{date}</dd>
        </div>
        {amount !== null ? (
          <div className="flex items-center justify-between gap-3">
            <dt className="text-stone-600">Amount</dt>
            <dd className="font-medium text-stone-900">
              {formatPlanAmount(amount, billingInterval ?? 'month')}
            </dd>
          </div>
        ) : null}
      </dl>
      {cancelAtPeriodEnd ? (
        <p
          role="note"
          className="mt-4 rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200"
        >
          {ownSubscription
            ? `Premium access ends ${date}. You can reactivate anytime before then.`
            : `Premium access ends ${date}.`}
        </p>
      ) : null}
    </>
  );
}
