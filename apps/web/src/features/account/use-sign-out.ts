import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '../../components/ui/use-toast';
import { USER_QUERY_KEY } from '../auth/use-auth';
import { showErrorToast } from '../../lib/session';
import { markSignedOutByUser } from '../../lib/sign-out-state';
import { logout } from '../auth/auth-api';

/** Spec §4: sign-out clears the cached user and goes to /. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      markSignedOutByUser();
      queryClient.setQueryData(USER_QUERY_KEY, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== USER_QUERY_KEY[0] });
      toast({ title: 'Signed out', description: 'You have been signed out successfully.' });
      void navigate('/');
    },
    onError: (error) => showErrorToast('Sign out failed', error, 'Failed to sign out'),
  });
}
