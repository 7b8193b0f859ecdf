import { Check, Crown, FileDown, ShoppingCart, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { AdPlaceholder } from '../../components/ui/ad-placeholder';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useAuth } from '../auth/use-auth';
import { AccountPlanCard } from '../billing/AccountPlanCard';
import { BookmarkletCard } from '../import/BookmarkletCard';
import { DashboardLayout } from './DashboardLayout';
import { FeatureTile } from './FeatureTile';
import { RecipeLibrarySlot } from './RecipeLibrarySlot';
import { lazyDialog } from '../../components/lazy-dialog';
import { usePageTitle } from '../../lib/page-title';
import { useMatch } from 'react-router';
import { NEW_RECIPE_PATH } from '../recipes/use-recipe-library';

const UpgradeDialog = lazyDialog(() => import('../billing/UpgradeDialog'), 'UpgradeDialog');

const FREE_PERKS = ['Clean recipe saving', 'Search and organize with tags', 'Reader-friendly view'];
const PREMIUM_PERKS = [
  'Grocery lists from multiple recipes',
  'Recipe scaling',
  'PDF or text export',
  'AI substitutions',
];

export function FreeDashboardPage() {
  const { user } = useAuth();
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  usePageTitle(useMatch(NEW_RECIPE_PATH) ? 'Add Recipe' : 'Dashboard');
  if (!user) return null;
  const openUpgrade = () => setUpgradeOpen(true);

  return (
    <DashboardLayout
      plan="free"
      user={user}
      subtitle="Save, organise and cook your favourite recipes."
      banner={<AdPlaceholder size="leaderboard" />}
      sidebar={
        <>
          <AccountPlanCard />
          <BookmarkletCard />
          <AdPlaceholder size="rectangle" />
          <Card className="p-5">
            <h2 className="font-semibold text-stone-900">What you get on Free</h2>
            <ul className="mt-3 space-y-2">
              {FREE_PERKS.map((perk) => (
                <li key={perk} className="flex items-start gap-2 text-sm text-stone-700">
                  <Check className="mt-0.5 h-4 w-4 shrink-0 text-herb-600" aria-hidden />
                  {perk}
                </li>
              ))}
            </ul>
          </Card>
          <Card className="overflow-hidden border-brand-200 bg-gradient-to-br from-brand-50 to-amber-50 p-5">
            <h2 className="flex items-center gap-2 font-semibold text-stone-900">
              <Crown className="h-4 w-4 text-brand-600" aria-hidden />
              Go Premium
            </h2>
            <ul className="mt-3 space-y-2">
              {PREMIUM_PERKS.map((perk) => (
                <li key={perk} className="flex items-start gap-2 text-sm text-stone-700">
                  <Sparkles className="mt-0.5 h-4 w-4 shrink-0 text-brand-500" aria-hidden />
                  {perk}
                </li>
              ))}
            </ul>
            <Button className="mt-4 w-full" onClick={openUpgrade}>
              Upgrade to Premium
            </Button>
          </Card>
        </>
      }
    >
      <section aria-label="Premium tools" className="grid grid-cols-3 gap-2 sm:gap-3">
        <FeatureTile
          icon={ShoppingCart}
          title="Grocery List"
          text="Shop from several recipes"
          locked
          action={{ onClick: openUpgrade }}
        />
        <FeatureTile
          icon={FileDown}
          title="Export PDF"
          text="Print or share recipes"
          locked
          action={{ onClick: openUpgrade }}
        />
        <FeatureTile
          icon={Sparkles}
          title="AI Substitutions"
          text="Smart ingredient swaps"
          locked
          action={{ onClick: openUpgrade }}
        />
      </section>
      <RecipeLibrarySlot />
      <UpgradeDialog open={upgradeOpen} onOpenChange={setUpgradeOpen} />
    </DashboardLayout>
  );
}
