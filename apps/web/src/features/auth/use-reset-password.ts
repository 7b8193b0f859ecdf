import { resetPasswordRequestSchema } from '@cookmark/contracts';
import { checkPasswordStrength } from '@cookmark/kitchen';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../components/ui/use-toast';
import { showErrorToast } from '../../lib/session';
import { resetPassword } from './auth-api';

/**
 * The reset link's page: the token from the address (a link without one goes back to sign-in),
 * the new password typed twice and checked by the contracts' rule, then saved.
 */
export function useResetPassword() {
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

  return {
    password,
    setPassword,
    confirm,
    setConfirm,
    error,
    clearError: () => setError(undefined),
    done,
    strength,
    matches,
    pending: mutation.isPending,
    canSubmit,
    submit: onSubmit,
  };
}
