import type { LoginRequest, SignupRequest } from '@cookmark/contracts';
import { checkPasswordStrength } from '@cookmark/kitchen';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import { toast } from '../../components/ui/use-toast';
import { fieldErrorsFrom, serverFieldErrors, type FieldErrors } from '../../lib/form-errors';
import { showErrorToast } from '../../lib/session';
import { login, signup } from './auth-api';
import { useWithAuthSchemas } from './auth-schemas';
import { refreshAfterSignIn } from './use-auth';

export type AuthMode = 'signin' | 'signup';

export const EMPTY_AUTH_FORM = { firstName: '', lastName: '', email: '', password: '' };

export type AuthField = keyof typeof EMPTY_AUTH_FORM;

type AuthRequest = { mode: 'signup'; body: SignupRequest } | { mode: 'signin'; body: LoginRequest };

/**
 * Sign-in and sign-up without a page load: the fields are checked by the contracts' schemas (loaded
 * on first focus), the answer sets the session cookie, the app's cached answers of the signed-out
 * visitor are dropped and the user asked for afresh.
 */
export function useAuthForm(mode: AuthMode) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState(EMPTY_AUTH_FORM);
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

  const update = (field: AuthField) => (event: ChangeEvent<HTMLInputElement>) => {
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

  return {
    values,
    errors,
    update,
    submit: onSubmit,
    pending: mutation.isPending,
    strength,
    clearErrors: () => setErrors({}),
  };
}
