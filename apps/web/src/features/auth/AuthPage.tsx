import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { dashboardPathFor, useAuth } from './use-auth';
import { Card } from '../../components/ui/card';
import { Logo } from '../../components/ui/logo';
import { NEXT_PARAM, safeNextPath } from '../../lib/safe-next';
import { AuthForm, type AuthMode } from './AuthForm';
import { ForgotPasswordCard } from './ForgotPasswordCard';
import { MarketingPanel } from './MarketingPanel';
import { usePageTitle } from '../../lib/page-title';

type View = AuthMode | 'forgot';

/** /auth, /login and /signup: one card that toggles sign-in, sign-up and forgot-password. */
export function AuthPage() {
  const { pathname } = useLocation();
  const [view, setView] = useState<View>(pathname === '/signup' ? 'signup' : 'signin');
  // Where the user was going (a shared recipe to save, say): only paths of this site.
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get(NEXT_PARAM)) ?? '/';
  const { isAuthenticated, isPremium } = useAuth();
  usePageTitle(view === 'signup' ? 'Create your account' : view === 'forgot' ? 'Forgot password' : 'Sign in');

  // Already signed in: on to where the user was going, or their dashboard.
  if (isAuthenticated) return <Navigate to={next === '/' ? dashboardPathFor(isPremium) : next} replace />;

  return (
    <div className="min-h-screen bg-cream">
      <div className="mx-auto grid min-h-screen max-w-6xl gap-8 px-4 py-6 sm:px-6 lg:grid-cols-2 lg:gap-12 lg:py-10">
        <div className="flex flex-col">
          <header className="flex items-center justify-between">
            <Logo />
            <Link
              to="/"
              className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1 text-sm font-medium text-stone-600 hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <ArrowLeft className="h-4 w-4" aria-hidden />
              Back to home
            </Link>
          </header>
          <main className="flex flex-1 items-center justify-center py-8">
            <Card className="w-full max-w-md p-6 sm:p-8">
              {view === 'forgot' ? (
                <ForgotPasswordCard onBack={() => setView('signin')} />
              ) : (
                <AuthForm mode={view} onModeChange={setView} onForgotPassword={() => setView('forgot')} />
              )}
            </Card>
          </main>
        </div>
        <MarketingPanel />
      </div>
    </div>
  );
}
