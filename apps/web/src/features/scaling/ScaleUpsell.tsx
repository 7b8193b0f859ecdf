import { Crown, Lock, Scale } from 'lucide-react';
import { useState } from 'react';
import { lazyDialog } from '../../components/lazy-dialog';
import { Button } from '../../components/ui/button';
import { formatDollars } from '../billing/pricing';
import { usePricing } from '../billing/use-pricing';

const UpgradeDialog = lazyDialog(() => import('../billing/UpgradeDialog'), 'UpgradeDialog');

/**
 * What a free user sees in place of the 0.5×/1×/2× buttons: that scaling is a Premium feature, its
 * price (the billing service's, as the upgrade dialog shows it) and the way to upgrade.
 */
export function ScaleUpsell() {
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const prices = usePricing();
  return (
    <div
      className="flex flex-wrap items-center gap-x-3 gap-y-2"
      role="group"
      aria-labelledby="scale-upsell-label"
    >
      <span
        id="scale-upsell-label"
        className="flex items-center gap-1.5 whitespace-nowrap text-sm font-medium text-stone-700"
      >
        <Scale className="h-4 w-4 text-brand-600" aria-hidden />
        Scale Recipe
      </span>
      <span className="flex items-center gap-1.5 text-sm text-stone-600">
        <Lock className="h-3.5 w-3.5" aria-hidden />
        Premium Feature · from {formatDollars(prices.monthly)}/month
      </span>
      <Button variant="secondary" size="sm" onClick={() => setUpgradeOpen(true)}>
        <Crown className="h-4 w-4" aria-hidden />
        Upgrade to Premium
      </Button>
      <UpgradeDialog open={upgradeOpen} onOpenChange={setUpgradeOpen} />
    </div>
  );
}
