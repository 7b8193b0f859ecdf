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
  /** Full-width content above the two columns (the free tier's leaderboard ad). */
  banner?: ReactNode;
  /** The main column: the recipe library, tools and add-recipe form plug in here. */
  children: ReactNode;
  /** The right-hand column on wide screens. */
  sidebar?: ReactNode;
}

/** The frame both dashboards share: header with plan label and account menu, greeting, main column and sidebar. */
export function DashboardLayout({ plan, user, subtitle, banner, children, sidebar }: DashboardLayoutProps) {
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
      <main className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        <div className="mb-6">
          <h1 className="font-display text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">
            Welcome back, {user.firstName || 'cook'}!
          </h1>
          {subtitle ? <p className="mt-1 text-stone-600">{subtitle}</p> : null}
        </div>
        {banner ? <div className="mb-6">{banner}</div> : null}
        <div className={sidebar ? 'grid gap-6 lg:grid-cols-[minmax(0,1fr)_320px]' : undefined}>
          <div className="min-w-0 space-y-6">{children}</div>
          {sidebar ? <div className="space-y-6">{sidebar}</div> : null}
        </div>
      </main>
    </div>
  );
}
