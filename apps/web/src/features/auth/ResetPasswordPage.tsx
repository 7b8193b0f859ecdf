import { resetPasswordRequestSchema } from '@cookmark/contracts';
import { checkPasswordStrength, RESET_PASSWORD_RULES_MESSAGE, type PasswordChecks } from '@cookmark/kitchen';
import { useMutation } from '@tanstack/react-query';
import { Check, CheckCircle2, Circle, ShieldCheck, X } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { cn } from '../../components/ui/cn';
import { TextField } from '../../components/ui/text-field';
import { Logo } from '../../components/ui/logo';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { showErrorToast } from '../../lib/session';
import { resetPassword } from './auth-api';
import { PasswordInput } from './PasswordInput';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import { usePageTitle } from '../../lib/page-title';

const CHECKLIST: { key: keyof PasswordChecks; label: string }[] = [
  { key: 'length', label: 'At least 10 characters' },
  { key: 'uppercase', label: 'Uppercase letter (A-Z)' },
  { key: 'lowercase', label: 'Lowercase letter (a-z)' },
  { key: 'digit', label: 'Number (0-9)' },
  { key: 'symbol', label: 'Symbol (!@#$%^&*)' },
];

export function ResetPasswordPage() {
  usePageTitle('Reset password');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const navigate = useNavigate();
  const warned = useRef(false);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [done, setDone] = useState(false);
  const strength = useMemo(() => checkPasswordStrength(password), [password]);

  useEffect(() => {
    if (token || warned.current) return;
    warned.current = true;
    toast({
      title: 'Invalid reset link',
      description: 'This reset link is missing required information.',
      variant: 'destructive',
    });
    void navigate('/auth', { replace: true });
  }, [token, navigate]);

  const mutation = useMutation({
    mutationFn: resetPassword,
    onSuccess: () => {
      setDone(true);
      toast({
        title: 'Password updated!',
        description: 'Your password has been successfully reset. You can now sign in.',
      });
    },
    onError: (err) => showErrorToast('Reset failed', err, 'Failed to reset password'),
  });

  const matches = password === confirm;
  const canSubmit =
    Boolean(token) && password.length > 0 && confirm.length > 0 && matches && !mutation.isPending;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSubmit) return;
    const result = resetPasswordRequestSchema.safeParse({ token, password });
    if (!result.success) {
      setError(result.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    mutation.mutate(result.data);
  };

  return (
    <div className="flex min-h-screen flex-col bg-cream px-4 py-6 sm:px-6">
      <header className="mx-auto w-full max-w-md">
        <Logo />
      </header>
      <main className="flex flex-1 items-center justify-center py-8">
        <Card className="w-full max-w-md p-6 sm:p-8">
          {done ? (
            <div className="text-center">
              <div className="mx-auto mb-4 flex h-14 w-14 items-center justify-center rounded-full bg-herb-100 text-herb-700">
                <CheckCircle2 className="h-7 w-7" aria-hidden />
              </div>
              <h1 className="font-display text-3xl font-bold tracking-tight text-stone-900">
                Password Updated!
              </h1>
              <p className="mt-2 text-sm text-stone-600">
                Your password has been successfully reset. You can now sign in with your new password.
              </p>
              <Link to="/auth" className={buttonClasses('primary', 'lg', 'mt-6 w-full')}>
                Go to Sign In
              </Link>
            </div>
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
              <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Reset password">
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
                        setError(undefined);
                      }}
                      required
                    />
                  )}
                >
                  {password.length > 0 ? (
                    <PasswordStrengthMeter strength={strength} showHints={false} />
                  ) : null}
                  <ul className="mt-3 grid gap-1 text-xs sm:grid-cols-2" aria-label="Password requirements">
                    {CHECKLIST.map(({ key, label }) => {
                      const met = strength.checks[key];
                      return (
                        <li
                          key={key}
                          className={cn(
                            'flex items-center gap-1.5',
                            met ? 'text-herb-700' : 'text-stone-500',
                          )}
                        >
                          {met ? (
                            <Check className="h-3.5 w-3.5" aria-hidden />
                          ) : (
                            <Circle className="h-3 w-3" aria-hidden />
                          )}
                          {label}
                          <span className="sr-only">{met ? '(met)' : '(not met)'}</span>
                        </li>
                      );
                    })}
                  </ul>
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
                  {mutation.isPending ? <Spinner /> : null}
                  {mutation.isPending ? 'Updating...' : 'Update Password'}
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
