import { Lock } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Logo } from '../../components/ui/logo';
import { FullPageSpinner } from '../../components/ui/spinner';
import { dashboardPathFor, useAuth } from '../auth/use-auth';
import { ProfileDialog } from './ProfileDialog';
import { SettingsDialog } from './SettingsDialog';
import { usePageTitle } from '../../lib/page-title';

const SIGNED_OUT_TEXT = {
  profile: 'You need to sign in to access your profile.',
  settings: 'You need to sign in to access settings.',
} as const;

/** /profile and /settings: the dialog for signed-in users (closing goes to the dashboard), a sign-in prompt otherwise. */
export function AccountRoutePage({ dialog }: { dialog: 'profile' | 'settings' }) {
  const { isLoading, isAuthenticated, isPremium } = useAuth();
  const navigate = useNavigate();
  usePageTitle(dialog === 'profile' ? 'Profile' : 'Settings');

  if (isLoading) return <FullPageSpinner />;

  if (!isAuthenticated) {
    return (
      <div className="flex min-h-screen flex-col bg-cream px-4 py-6">
        <header className="mx-auto w-full max-w-md">
          <Logo />
        </header>
        <main className="flex flex-1 items-center justify-center">
          <Card className="w-full max-w-md p-8 text-center">
            <div className="mx-auto mb-4 flex h-12 w-12 items-center justify-center rounded-full bg-brand-100 text-brand-700">
              <Lock className="h-6 w-6" aria-hidden />
            </div>
            <h1 className="font-display text-2xl font-bold text-stone-900">Sign in required</h1>
            <p className="mt-2 text-sm text-stone-600">{SIGNED_OUT_TEXT[dialog]}</p>
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-center">
              <Link to="/" className={buttonClasses('outline')}>
                Home
              </Link>
              <Link to="/auth" className={buttonClasses('primary')}>
                Sign In
              </Link>
            </div>
          </Card>
        </main>
      </div>
    );
  }

  const onOpenChange = (open: boolean) => {
    if (!open) void navigate(dashboardPathFor(isPremium), { replace: true });
  };

  return (
    <div className="min-h-screen bg-cream">
      <h1 className="sr-only">{dialog === 'profile' ? 'Profile' : 'Settings'}</h1>
      {dialog === 'profile' ? (
        <ProfileDialog open onOpenChange={onOpenChange} />
      ) : (
        <SettingsDialog open onOpenChange={onOpenChange} />
      )}
    </div>
  );
}
