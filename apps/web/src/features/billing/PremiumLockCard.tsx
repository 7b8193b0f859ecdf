import { Crown, Lock } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { lazyDialog } from '../../components/lazy-dialog';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { cn } from '../../components/ui/cn';
import { useAuth } from '../auth/use-auth';

const UpgradeDialog = lazyDialog(() => import('./UpgradeDialog'), 'UpgradeDialog');

interface PremiumLockCardProps {
  /** What is locked, e.g. 'Smart Grocery Lists are available to Premium subscribers.' */
  description?: ReactNode;
  className?: string;
}

/** Spec §2 "Premium tool panels": what a non-premium user sees in place of a premium tool. */
export function PremiumLockCard({
  description = 'This tool is available to Premium subscribers. Upgrade to unlock it.',
  className,
}: PremiumLockCardProps) {
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  return (
    <Card className={cn('p-8 text-center', className)} role="region" aria-label="Premium Feature">
      <span className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-brand-50 text-brand-600 ring-1 ring-brand-100">
        <Lock className="h-6 w-6" aria-hidden />
      </span>
      <h2 className="mt-4 font-display text-xl font-semibold text-stone-900">Premium Feature</h2>
      <p className="mx-auto mt-1 max-w-sm text-sm text-stone-600">{description}</p>
      <Button className="mt-5" onClick={() => setUpgradeOpen(true)}>
        <Crown className="h-4 w-4" aria-hidden />
        Upgrade to Premium
      </Button>
      <UpgradeDialog open={upgradeOpen} onOpenChange={setUpgradeOpen} />
    </Card>
  );
}

/** Renders a premium tool for premium users and the lock card for everyone else. */
export function PremiumGate({ children, description }: { children: ReactNode; description?: ReactNode }) {
  const { isPremium } = useAuth();
  return isPremium ? <>{children}</> : <PremiumLockCard description={description} />;
}
