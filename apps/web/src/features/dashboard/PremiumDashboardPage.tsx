import { ArrowLeft, FileDown, Scale, ShoppingCart, Sparkles, type LucideIcon } from 'lucide-react';
import { Suspense, useState } from 'react';
import { PlanBadge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { AiSubstitutionsTool, ExportTool, GroceryListsTool, RecipeScalerTool } from '../../app/lazy-pages';
import { useAuth } from '../../hooks/use-auth';
import { fullName } from '../../lib/format';
import { UserAvatar } from '../account/UserAvatar';
import { AccountPlanCard } from '../billing/AccountPlanCard';
import { BookmarkletCard } from '../import/BookmarkletCard';
import { PremiumGate } from '../billing/PremiumLockCard';
import { DashboardLayout } from './DashboardLayout';
import { FeatureTile } from './FeatureTile';
import { RecipeLibrarySlot } from './RecipeLibrarySlot';

export type PremiumTool = 'grocery' | 'scale' | 'export' | 'substitutions';

const TOOLS: { id: PremiumTool; icon: LucideIcon; title: string; text: string }[] = [
  { id: 'grocery', icon: ShoppingCart, title: 'Grocery List', text: 'Generate from recipes' },
  { id: 'scale', icon: Scale, title: 'Scale Recipe', text: 'Adjust serving sizes' },
  { id: 'export', icon: FileDown, title: 'Export PDF', text: 'Download recipes' },
  { id: 'substitutions', icon: Sparkles, title: 'AI Substitutions', text: 'Smart ingredient swaps' },
];

export function PremiumDashboardPage() {
  const { user } = useAuth();
  const [tool, setTool] = useState<PremiumTool | null>(null);
  if (!user) return null;
  const activeTool = TOOLS.find((t) => t.id === tool);

  return (
    <DashboardLayout
      plan="premium"
      user={user}
      subtitle="Unlock the full power of Cookmark with your Premium features"
      sidebar={
        activeTool ? undefined : (
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
        )
      }
    >
      {activeTool ? (
        <section aria-labelledby="tool-heading" className="space-y-4">
          <Button variant="outline" onClick={() => setTool(null)}>
            <ArrowLeft className="h-4 w-4" aria-hidden />
            Back to Dashboard
          </Button>
          {/* Each premium tool's full page; non-premium users get the lock card. */}
          <PremiumGate description={`${activeTool.title} is available to Premium subscribers.`}>
            {/* Each tool is its own chunk, loaded when it is opened. */}
            <Suspense
              fallback={<Spinner className="mx-auto my-10 h-8 w-8 text-brand-500" label="Loading…" />}
            >
              {activeTool.id === 'grocery' ? (
                <GroceryListsTool />
              ) : activeTool.id === 'scale' ? (
                <RecipeScalerTool />
              ) : activeTool.id === 'substitutions' ? (
                <AiSubstitutionsTool />
              ) : activeTool.id === 'export' ? (
                <ExportTool />
              ) : (
                <Card className="p-8 text-center">
                  <activeTool.icon className="mx-auto h-10 w-10 text-brand-500" aria-hidden />
                  <h2 id="tool-heading" className="mt-3 font-display text-2xl font-semibold text-stone-900">
                    {activeTool.title}
                  </h2>
                  <p className="mt-1 text-sm text-stone-600">{activeTool.text}</p>
                </Card>
              )}
            </Suspense>
          </PremiumGate>
        </section>
      ) : (
        <>
          <section aria-label="Premium tools" className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
            {TOOLS.map(({ id, icon, title, text }) => (
              <FeatureTile key={id} icon={icon} title={title} text={text} onClick={() => setTool(id)} />
            ))}
          </section>
          <RecipeLibrarySlot />
        </>
      )}
    </DashboardLayout>
  );
}
