import { useMatch } from 'react-router';
import { useAuth } from '../auth/use-auth';
import { NEW_RECIPE_PATH } from '../recipes/use-recipe-library';
import { fullName } from '../../lib/format';
import { usePageTitle } from '../../lib/page-title';
import { PlanBadge } from '../../components/ui/badge';
import { Card } from '../../components/ui/card';
import { UserAvatar } from '../account/UserAvatar';
import { AccountPlanCard } from '../billing/AccountPlanCard';
import { BookmarkletCard } from '../import/BookmarkletCard';
import { DashboardLayout } from './DashboardLayout';
import { FeatureTile } from './FeatureTile';
import { PREMIUM_TOOLS, toolPath } from './premium-tools';
import { RecipeLibrarySlot } from './RecipeLibrarySlot';

export function PremiumDashboardPage() {
  const { user } = useAuth();
  usePageTitle(useMatch(NEW_RECIPE_PATH) ? 'Add Recipe' : 'Premium dashboard');
  if (!user) return null;

  return (
    <DashboardLayout
      plan="premium"
      user={user}
      subtitle="Unlock the full power of Cookmark with your Premium features"
      sidebar={
        <>
          <AccountPlanCard />
          <BookmarkletCard />
          <Card className="p-5">
            <h2 className="font-semibold text-stone-900">Account</h2>
            <div className="mt-3 flex items-center gap-3">
              <UserAvatar user={user} className="h-11 w-11" />
              <div className="min-w-0">
                <p className="truncate text-sm font-semibold text-stone-900">
                  {fullName(user.firstName, user.lastName)}
                </p>
                <p className="truncate text-xs text-stone-500">{user.email}</p>
              </div>
            </div>
            <div className="mt-3">
              <PlanBadge premium />
            </div>
          </Card>
        </>
      }
    >
      <section aria-label="Premium tools" className="grid grid-cols-2 gap-2 sm:gap-3 xl:grid-cols-4">
        {/* Each tool is a page of its own (/tools/...), so Back and reloads keep the user's place. */}
        {PREMIUM_TOOLS.map(({ id, icon, title, text }) => (
          <FeatureTile
            key={id}
            icon={icon}
            title={title}
            text={text}
            action={{ to: toolPath(id), from: '/dashboard/premium' }}
          />
        ))}
      </section>
      <RecipeLibrarySlot />
    </DashboardLayout>
  );
}
