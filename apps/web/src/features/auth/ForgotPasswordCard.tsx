import { useMutation } from '@tanstack/react-query';
import { ArrowLeft, Clock, Inbox, MailCheck, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { ApiError } from '../../lib/api';
import { forgotPassword } from './auth-api';
import { prefetchAuthSchemas, useWithAuthSchemas } from './auth-schemas';

const FALLBACK_ERROR = 'Failed to send reset email';

/** Validation (400) and rate-limit (429) messages are worth showing; anything else gets the generic text. */
function failureDescription(error: unknown): string {
  if (error instanceof ApiError && (error.status === 400 || error.status === 429) && error.serverMessage) {
    return error.serverMessage;
  }
  return 'Unable to process your request. Please try again.';
}

export function ForgotPasswordCard({ onBack }: { onBack: () => void }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const trimmed = email.trim();

  // The request's failure, or the schemas' that come before it.
  const failed = (err: unknown) => {
    setError(err instanceof ApiError && err.serverMessage ? err.serverMessage : FALLBACK_ERROR);
    toast({ title: 'Request failed', description: failureDescription(err), variant: 'destructive' });
  };
  const mutation = useMutation({
    mutationFn: forgotPassword,
    onSuccess: (_data, variables) => {
      setSentTo(variables.email);
      toast({
        title: 'Reset link sent',
        description: "If that email exists, we've sent a password reset link.",
      });
    },
    onError: failed,
  });
  const withSchemas = useWithAuthSchemas(failed);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!trimmed || mutation.isPending) return;
    void withSchemas((schemas) => {
      const result = schemas.forgotPasswordRequestSchema.safeParse({ email: trimmed });
      if (!result.success) {
        setError(result.error.issues[0]?.message ?? FALLBACK_ERROR);
        return;
      }
      setError(undefined);
      mutation.mutate(result.data);
    });
  };

  if (sentTo !== null) {
    return (
      <div className="text-center">
        <div className="mx-auto mb-4 flex h-14 w-14 items-center justify-center rounded-full bg-herb-100 text-herb-700">
          <MailCheck className="h-7 w-7" aria-hidden />
        </div>
        <h1 className="font-display text-3xl font-bold tracking-tight text-stone-900">Check your email</h1>
        <p className="mt-2 text-sm text-stone-600">
          If an account exists for <span className="font-semibold text-stone-800">{sentTo}</span>, we&apos;ve
          sent a link to reset your password.
        </p>
        <ul className="mt-6 space-y-3 rounded-xl bg-stone-50 p-4 text-left text-sm text-stone-700">
          <li className="flex gap-3">
            <Clock className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" aria-hidden />
            The link expires in 30 minutes.
          </li>
          <li className="flex gap-3">
            <Inbox className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" aria-hidden />
            Don&apos;t see it? Check your spam folder.
          </li>
          <li className="flex gap-3">
            <X className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" aria-hidden />
            You can close this window.
          </li>
        </ul>
        <Button variant="outline" size="lg" className="mt-6 w-full" onClick={onBack}>
          <ArrowLeft className="h-4 w-4" aria-hidden />
          Back to Sign In
        </Button>
      </div>
    );
  }

  return (
    <div>
      <div className="mb-6 text-center">
        <h1 className="font-display text-3xl font-bold tracking-tight text-stone-900">
          Forgot your password?
        </h1>
        <p className="mt-2 text-sm text-stone-600">
          Enter the email you signed up with and we&apos;ll send you a link to choose a new password.
        </p>
      </div>
      <form
        noValidate
        onSubmit={onSubmit}
        onFocusCapture={prefetchAuthSchemas}
        className="space-y-4"
        aria-label="Forgot password"
      >
        <TextField
          id="forgot-email"
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setError(undefined);
          }}
          error={error}
          required
        />
        <Button type="submit" size="lg" className="w-full" disabled={!trimmed || mutation.isPending}>
          {mutation.isPending ? <Spinner /> : null}
          {mutation.isPending ? 'Sending...' : 'Send Reset Link'}
        </Button>
      </form>
      <Button variant="ghost" className="mt-4 w-full" onClick={onBack}>
        <ArrowLeft className="h-4 w-4" aria-hidden />
        Back to Sign In
      </Button>
    </div>
  );
}
