import { ArrowLeft } from 'lucide-react';
import { Suspense } from 'react';
import { useParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { dashboardPathFor, useAuth } from '../auth/use-auth';
import { useBackTo } from '../../lib/back-navigation';
import { usePageTitle } from '../../lib/page-title';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { PremiumGate } from '../billing/PremiumLockCard';
import {
  AiSubstitutionsTool,
  ExportTool,
  GroceryListsTool,
  MealPlanTool,
  RecipeScalerTool,
} from './premium-tool-pages';
import { DashboardLayout } from './DashboardLayout';
import { premiumTool, type PremiumTool } from './premium-tools';

function ToolBody({ id }: { id: PremiumTool }) {
  switch (id) {
    case 'grocery':
      return <GroceryListsTool />;
    case 'scale':
      return <RecipeScalerTool />;
    case 'substitutions':
      return <AiSubstitutionsTool />;
    case 'export':
      return <ExportTool />;
    case 'meal-plan':
      return <MealPlanTool />;
  }
}

/**
 * /tools/{grocery|scale|export|substitutions}: one premium tool as a full page of its own, with
 * 'Back to Dashboard' (spec §2). Non-premium users get the 'Premium Feature' lock card.
 */
export function PremiumToolPage() {
  const { tool: toolId, listId } = useParams();
  const { user, isPremium } = useAuth();
  const tool = premiumTool(toolId);
  const back = useBackTo(dashboardPathFor(isPremium));
  usePageTitle(tool ? tool.title : 'Page not found');
  // Only grocery lists open at an address under their tool.
  if (!tool || (listId !== undefined && tool.id !== 'grocery')) return <NotFoundPage />;
  if (!user) return null;

  return (
    <DashboardLayout plan={isPremium ? 'premium' : 'free'} user={user} pageHeading={tool.title}>
      <section aria-label={tool.title} className="space-y-4">
        <Button variant="outline" onClick={back}>
          <ArrowLeft className="h-4 w-4" aria-hidden />
          Back to Dashboard
        </Button>
        <PremiumGate description={`${tool.title} is available to Premium subscribers.`}>
          <Suspense fallback={<Spinner className="mx-auto my-10 h-6 w-6" label="Loading the tool" />}>
            <ToolBody id={tool.id} />
          </Suspense>
        </PremiumGate>
      </section>
    </DashboardLayout>
  );
}
