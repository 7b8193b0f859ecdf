import type { UserWithBilling } from '@cookmark/contracts';
import type { ReactNode } from 'react';
import { Badge, PlanBadge } from '../../components/ui/badge';
import { Logo } from '../../components/ui/logo';
import { UserMenu } from '../account/UserMenu';

export type DashboardPlan = 'free' | 'premium';

interface DashboardLayoutProps {
  plan: DashboardPlan;
  user: UserWithBilling;
  /** Optional line under the greeting. */
  subtitle?: string;
  /**
   * A tool page's name, for its one level-1 heading (read by screen readers; the tool shows its own
   * title): the greeting is the dashboard's only, not repeated on every tool page.
   */
  pageHeading?: string;
  /** Full-width content above the two columns (the free tier's leaderboard ad). */
  banner?: ReactNode;
  /** The main column: the recipe library, tools and add-recipe form plug in here. */
  children: ReactNode;
  /** The right-hand column on wide screens. */
  sidebar?: ReactNode;
}

/** The frame both dashboards share: header with plan label and account menu, greeting, main column and sidebar. */
export function DashboardLayout({
  plan,
  user,
  subtitle,
  pageHeading,
  banner,
  children,
  sidebar,
}: DashboardLayoutProps) {
  return (
    <div className="min-h-screen bg-cream">
      <header className="sticky top-0 z-40 border-b border-stone-200/80 bg-white/85 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
          <div className="flex items-center gap-3">
            <Logo to={plan === 'premium' ? '/dashboard/premium' : '/dashboard/free'} />
            {plan === 'premium' ? (
              <PlanBadge premium />
            ) : (
              <Badge className="bg-stone-100 text-stone-700 ring-1 ring-stone-200">Free</Badge>
            )}
          </div>
          <UserMenu />
        </div>
      </header>
      {/* On a phone the recipes start within the first screen: less room above them. */}
      <main className="mx-auto max-w-7xl px-4 py-4 sm:px-6 sm:py-8">
        {pageHeading ? (
          <h1 className="sr-only">{pageHeading}</h1>
        ) : (
          <div className="mb-4 min-w-0 sm:mb-6">
            <h1 className="break-words font-display text-2xl font-bold tracking-tight text-stone-900 [overflow-wrap:anywhere] sm:text-4xl">
              Welcome back, {user.firstName || 'cook'}!
            </h1>
            {subtitle ? <p className="mt-1 hidden text-stone-600 sm:block">{subtitle}</p> : null}
          </div>
        )}
        {banner ? <div className="mb-6 hidden sm:block">{banner}</div> : null}
        <div className={sidebar ? 'grid gap-6 lg:grid-cols-[minmax(0,1fr)_320px]' : undefined}>
          <div className="min-w-0 space-y-4 sm:space-y-6">
            {children}
            {/* On a phone the banner comes after the recipes. */}
            {banner ? <div className="sm:hidden">{banner}</div> : null}
          </div>
          {sidebar ? <div className="min-w-0 space-y-6">{sidebar}</div> : null}
        </div>
      </main>
    </div>
  );
}
