import { CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';

/** The reset page once the new password is saved: the way back to sign in. */
export function PasswordUpdated() {
  return (
    <div className="text-center">
      <div className="mx-auto mb-4 flex h-14 w-14 items-center justify-center rounded-full bg-herb-100 text-herb-700">
        <CheckCircle2 className="h-7 w-7" aria-hidden />
      </div>
      <h1 className="font-display text-3xl font-bold tracking-tight text-stone-900">Password Updated!</h1>
      <p className="mt-2 text-sm text-stone-600">
        Your password has been successfully reset. You can now sign in with your new password.
      </p>
      <Link to="/auth" className={buttonClasses('primary', 'lg', 'mt-6 w-full')}>
        Go to Sign In
      </Link>
    </div>
  );
}
