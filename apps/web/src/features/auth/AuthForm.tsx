import type { LoginRequest, SignupRequest } from '@cookmark/contracts';
import { checkPasswordStrength } from '@cookmark/kitchen';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { fieldErrorsFrom, serverFieldErrors, type FieldErrors } from '../../lib/form-errors';
import { showErrorToast } from '../../lib/session';
import { login, signup } from './auth-api';
import { prefetchAuthSchemas, useWithAuthSchemas } from './auth-schemas';
import { refreshAfterSignIn } from './use-auth';
import { PasswordInput } from './PasswordInput';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';

export type AuthMode = 'signin' | 'signup';

interface AuthFormProps {
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  onForgotPassword: () => void;
}

const EMPTY = { firstName: '', lastName: '', email: '', password: '' };

type AuthRequest = { mode: 'signup'; body: SignupRequest } | { mode: 'signin'; body: LoginRequest };

/**
 * Sign-in and sign-up without a page load: the answer sets the session cookie, the app's cached
 * answers of the signed-out visitor are dropped and the user asked for afresh; with the user known,
 * AuthPage moves on with the router (to where the user was going, or their dashboard).
 */
export function AuthForm({ mode, onModeChange, onForgotPassword }: AuthFormProps) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const isSignUp = mode === 'signup';
  const strength = useMemo(
    () => checkPasswordStrength(values.password, { email: values.email }),
    [values.password, values.email],
  );

  const mutation = useMutation({
    mutationFn: async (request: AuthRequest): Promise<void> => {
      if (request.mode === 'signup') await signup(request.body);
      else await login(request.body);
      await refreshAfterSignIn(queryClient);
    },
    onSuccess: () => {
      if (isSignUp) {
        toast({ title: 'Welcome to Cookmark!', description: 'Your account has been created successfully.' });
      } else {
        toast({ title: 'Welcome back!', description: "You've been signed in successfully." });
      }
    },
    onError: (error) => {
      setErrors(serverFieldErrors(error));
      showErrorToast(
        isSignUp ? 'Sign up failed' : 'Sign in failed',
        error,
        'Something went wrong. Please try again.',
      );
    },
  });

  const update = (field: keyof typeof EMPTY) => (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.target;
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const withSchemas = useWithAuthSchemas((error) =>
    showErrorToast(
      isSignUp ? 'Sign up failed' : 'Sign in failed',
      error,
      'Something went wrong. Please try again.',
    ),
  );
  const send = (request: AuthRequest) => {
    setErrors({});
    mutation.mutate(request);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    void withSchemas((schemas) => {
      if (isSignUp) {
        const result = schemas.signupRequestSchema.safeParse(values);
        if (result.success) send({ mode: 'signup', body: result.data });
        else setErrors(fieldErrorsFrom(result.error));
      } else {
        const result = schemas.loginRequestSchema.safeParse({
          email: values.email,
          password: values.password,
        });
        if (result.success) send({ mode: 'signin', body: result.data });
        else setErrors(fieldErrorsFrom(result.error));
      }
    });
  };

  const switchMode = (next: AuthMode) => {
    setErrors({});
    onModeChange(next);
  };

  const fieldProps = (field: keyof typeof EMPTY) => ({
    id: `auth-${field}`,
    name: field,
    value: values[field],
    onChange: update(field),
    error: errors[field],
  });

  return (
    <div>
      <div className="mb-6 text-center">
        <h1 className="font-display text-3xl font-bold tracking-tight text-stone-900">
          {isSignUp ? 'Create your account' : 'Welcome back'}
        </h1>
        <p className="mt-2 text-sm text-stone-600">
          {isSignUp
            ? 'Start saving clean, clutter-free recipes in seconds.'
            : 'Sign in to get back to your recipes.'}
        </p>
      </div>

      <form
        noValidate
        onSubmit={onSubmit}
        onFocusCapture={prefetchAuthSchemas}
        className="space-y-4"
        aria-label={isSignUp ? 'Sign up' : 'Sign in'}
      >
        {isSignUp ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField {...fieldProps('firstName')} label="First name" autoComplete="given-name" required />
            <TextField {...fieldProps('lastName')} label="Last name" autoComplete="family-name" required />
          </div>
        ) : null}

        <TextField
          {...fieldProps('email')}
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          required
        />

        <TextField
          id="auth-password"
          label="Password"
          error={errors.password}
          control={(field) => (
            <PasswordInput
              {...field}
              name="password"
              value={values.password}
              onChange={update('password')}
              autoComplete={isSignUp ? 'new-password' : 'current-password'}
              minLength={isSignUp ? 10 : 8}
              placeholder={isSignUp ? 'At least 10 characters' : 'Your password'}
              required
            />
          )}
        >
          {/* After the password in the tab order: e-mail, password, then the way out of it. */}
          {!isSignUp ? (
            <div className="mt-2 flex justify-end">
              <button
                type="button"
                onClick={onForgotPassword}
                className="rounded text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                Forgot your password?
              </button>
            </div>
          ) : null}
          {isSignUp && values.password.length > 0 ? <PasswordStrengthMeter strength={strength} /> : null}
        </TextField>

        <Button type="submit" size="lg" className="w-full" disabled={mutation.isPending}>
          {mutation.isPending ? <Spinner /> : null}
          {isSignUp
            ? mutation.isPending
              ? 'Creating account...'
              : 'Create Account'
            : mutation.isPending
              ? 'Signing in...'
              : 'Sign In'}
        </Button>
      </form>

      <p className="mt-6 text-center text-sm text-stone-600">
        {isSignUp ? 'Already have an account?' : "Don't have an account?"}{' '}
        <button
          type="button"
          onClick={() => switchMode(isSignUp ? 'signin' : 'signup')}
          className="rounded font-semibold text-brand-700 hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {isSignUp ? 'Sign in' : 'Sign up'}
        </button>
      </p>
    </div>
  );
}
