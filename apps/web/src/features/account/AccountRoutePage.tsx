import { Lock } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { CardPage } from '../../components/ui/card-page';
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
      <CardPage icon={<Lock className="h-6 w-6" aria-hidden />} title="Sign in required">
        <p className="mt-2 text-sm text-stone-600">{SIGNED_OUT_TEXT[dialog]}</p>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-center">
          <Link to="/" className={buttonClasses('outline')}>
            Home
          </Link>
          <Link to="/auth" className={buttonClasses('primary')}>
            Sign In
          </Link>
        </div>
      </CardPage>
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
