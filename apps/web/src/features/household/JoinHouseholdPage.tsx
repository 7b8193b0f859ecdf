import { Users } from 'lucide-react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';
import { CardPage } from '../../components/ui/card-page';
import { FullPageSpinner, Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api';
import { usePageTitle } from '../../lib/page-title';
import { authPathReturningTo } from '../../lib/safe-next';
import { useAuth } from '../auth/use-auth';
import { useAcceptInvite, useInvitePreview } from './use-household';

/** /household/join?token=…: the e-mailed invitation. Signed out: sign in or up, then back here to join. */
export function JoinHouseholdPage() {
  usePageTitle('Join a household');
  const { isLoading, isAuthenticated } = useAuth();
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const token = params.get('token') ?? '';
  const preview = useInvitePreview(token, isAuthenticated);
  const accept = useAcceptInvite();
  const back = authPathReturningTo(`${pathname}${search}`);

  if (isLoading) return <FullPageSpinner />;

  let body;
  if (!isAuthenticated) {
    body = (
      <>
        <p className="mt-2 text-sm text-stone-600">
          You have been invited to a household on Cookmark. Sign in, or create an account with the e-mail
          address the invitation was sent to, to join it.
        </p>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-center">
          <Link to={`${back.replace('/auth?', '/signup?')}`} className={buttonClasses('outline')}>
            Create an account
          </Link>
          <Link to={back} className={buttonClasses('primary')}>
            Sign in
          </Link>
        </div>
      </>
    );
  } else if (accept.isSuccess) {
    body = (
      <>
        <p className="mt-2 text-sm text-stone-600" role="status">
          You joined {accept.data.household?.name ?? 'the household'}.
        </p>
        <div className="mt-6">
          <Link to="/settings" className={buttonClasses('primary')}>
            See your household
          </Link>
        </div>
      </>
    );
  } else if (preview.isPending) {
    body = <Spinner />;
  } else if (preview.isError || !preview.data) {
    body = (
      <p className="mt-2 text-sm text-red-700" role="alert">
        {errorMessage(preview.error, 'This invitation link is not valid. Ask for a new invitation.')}
      </p>
    );
  } else {
    body = (
      <>
        <p className="mt-2 text-sm text-stone-600">
          {preview.data.invitedBy || 'Someone'} invited you to join “{preview.data.householdName}”.
        </p>
        {accept.isError ? (
          <p className="mt-2 text-sm text-red-700" role="alert">
            {errorMessage(accept.error, 'You could not join the household. Please try again.')}
          </p>
        ) : null}
        <div className="mt-6">
          <Button onClick={() => accept.mutate(token)} disabled={accept.isPending}>
            {accept.isPending ? <Spinner /> : null}
            Join household
          </Button>
        </div>
      </>
    );
  }

  return (
    <CardPage icon={<Users className="h-6 w-6" aria-hidden />} title="Join a household">
      {body}
    </CardPage>
  );
}
