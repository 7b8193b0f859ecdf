import { RESET_PASSWORD_RULES_MESSAGE } from '@cookmark/kitchen';
import { Check, ShieldCheck, X } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { cn } from '../../components/ui/cn';
import { TextField } from '../../components/ui/text-field';
import { Logo } from '../../components/ui/logo';
import { Spinner } from '../../components/ui/spinner';
import { PasswordChecklist } from './PasswordChecklist';
import { PasswordInput } from './PasswordInput';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import { PasswordUpdated } from './PasswordUpdated';
import { useResetPassword } from './use-reset-password';
import { usePageTitle } from '../../lib/page-title';

export function ResetPasswordPage() {
  usePageTitle('Reset password');
  const {
    password,
    setPassword,
    confirm,
    setConfirm,
    error,
    clearError,
    done,
    strength,
    matches,
    pending,
    canSubmit,
    submit,
  } = useResetPassword();

  return (
    <div className="flex min-h-screen flex-col bg-cream px-4 py-6 sm:px-6">
      <header className="mx-auto w-full max-w-md">
        <Logo />
      </header>
      <main className="flex flex-1 items-center justify-center py-8">
        <Card className="w-full max-w-md p-6 sm:p-8">
          {done ? (
            <PasswordUpdated />
          ) : (
            <>
              <div className="mb-6 text-center">
                <h1 className="font-display text-3xl font-bold tracking-tight text-stone-900">
                  Choose a new password
                </h1>
                <p className="mt-2 text-sm text-stone-600">
                  Pick something strong that you don&apos;t use anywhere else.
                </p>
              </div>
              <form noValidate onSubmit={submit} className="space-y-4" aria-label="Reset password">
                <TextField
                  id="reset-password"
                  label="New password"
                  error={error}
                  describedBy="reset-rules"
                  control={(field) => (
                    <PasswordInput
                      {...field}
                      autoComplete="new-password"
                      minLength={10}
                      value={password}
                      onChange={(e) => {
                        setPassword(e.target.value);
                        clearError();
                      }}
                      required
                    />
                  )}
                >
                  {password.length > 0 ? (
                    <PasswordStrengthMeter strength={strength} showHints={false} />
                  ) : null}
                  <PasswordChecklist checks={strength.checks} />
                  <p id="reset-rules" className="mt-2 text-xs text-stone-500">
                    {RESET_PASSWORD_RULES_MESSAGE}
                  </p>
                </TextField>
                <TextField
                  id="reset-confirm"
                  label="Confirm password"
                  describedBy={confirm ? 'reset-match' : undefined}
                  control={(field) => (
                    <PasswordInput
                      {...field}
                      autoComplete="new-password"
                      value={confirm}
                      onChange={(e) => setConfirm(e.target.value)}
                      required
                    />
                  )}
                >
                  {confirm.length > 0 ? (
                    <p
                      id="reset-match"
                      aria-live="polite"
                      className={cn(
                        'mt-1.5 flex items-center gap-1.5 text-sm',
                        matches ? 'text-herb-700' : 'text-red-600',
                      )}
                    >
                      {matches ? (
                        <Check className="h-4 w-4" aria-hidden />
                      ) : (
                        <X className="h-4 w-4" aria-hidden />
                      )}
                      {matches ? 'Passwords match' : 'Passwords do not match'}
                    </p>
                  ) : null}
                </TextField>
                <p className="flex gap-2 rounded-lg bg-amber-50 p-3 text-xs text-amber-900 ring-1 ring-amber-200">
                  <ShieldCheck className="h-4 w-4 shrink-0" aria-hidden />
                  After updating your password you will be signed out of all devices.
                </p>
                <Button type="submit" size="lg" className="w-full" disabled={!canSubmit}>
                  {pending ? <Spinner /> : null}
                  {pending ? 'Updating...' : 'Update Password'}
                </Button>
              </form>
              <p className="mt-6 text-center text-sm text-stone-600">
                Remembered it?{' '}
                <Link
                  to="/auth"
                  className="rounded font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  Back to Sign In
                </Link>
              </p>
            </>
          )}
        </Card>
      </main>
    </div>
  );
}
