import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { TextField } from '../../components/ui/text-field';
import { prefetchAuthSchemas } from './auth-schemas';
import { PasswordInput } from './PasswordInput';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import { useAuthForm, type AuthField, type AuthMode } from './use-auth-form';

export type { AuthMode } from './use-auth-form';

interface AuthFormProps {
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  onForgotPassword: () => void;
}

/**
 * The sign-in and sign-up form; with the user known, AuthPage moves on with the router (to where
 * the user was going, or their dashboard).
 */
export function AuthForm({ mode, onModeChange, onForgotPassword }: AuthFormProps) {
  const { values, errors, update, submit, pending, strength, clearErrors } = useAuthForm(mode);
  const isSignUp = mode === 'signup';
  const switchMode = (next: AuthMode) => {
    clearErrors();
    onModeChange(next);
  };

  const fieldProps = (field: AuthField) => ({
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
        onSubmit={submit}
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

        <Button type="submit" size="lg" className="w-full" disabled={pending}>
          {pending ? <Spinner /> : null}
          {isSignUp
            ? pending
              ? 'Creating account...'
              : 'Create Account'
            : pending
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
