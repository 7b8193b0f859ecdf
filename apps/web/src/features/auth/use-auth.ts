import type { UserWithBilling } from '@cookmark/contracts';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getQueryFn } from '../../lib/query-client';
import { shouldAskForUser } from '../../lib/session-hint';

const fetchUser = getQueryFn<UserWithBilling>({ on401: 'returnNull' });

export const USER_QUERY_KEY = ['/api/auth/user-with-billing'] as const;

export interface AuthState {
  user: UserWithBilling | null;
  isLoading: boolean;
  isAuthenticated: boolean;
  isPremium: boolean;
}

/**
 * The signed-in user with billing; a 401 means signed out (null), and so does a public page without
 * the signed-in hint, without asking (lib/session-hint.ts).
 */
export function useAuth(): AuthState {
  const { data, isLoading } = useQuery<UserWithBilling | null>({
    queryKey: USER_QUERY_KEY,
    queryFn: (context) => (shouldAskForUser() ? fetchUser(context) : null),
    // Known at once when there is nothing to ask: the page renders without a loading pass first.
    initialData: () => (shouldAskForUser() ? undefined : null),
  });
  const user = data ?? null;
  return { user, isLoading, isAuthenticated: user !== null, isPremium: user?.isPremium === true };
}

/**
 * After sign-in or sign-up (the session cookie came with the answer): every answer cached for the
 * signed-out visitor goes, and the user (with billing) is fetched, which every useAuth sees at once.
 */
export async function refreshAfterSignIn(queryClient: QueryClient): Promise<void> {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== USER_QUERY_KEY[0] });
  await queryClient.fetchQuery({ queryKey: USER_QUERY_KEY, queryFn: fetchUser, staleTime: 0 });
}

/** Replaces the cached user's profile fields after an update, keeping its billing view. */
export function useMergeCachedUser(): (patch: Partial<UserWithBilling>) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (patch) => {
      queryClient.setQueryData<UserWithBilling | null>(USER_QUERY_KEY, (current) =>
        current ? { ...current, ...patch } : current,
      );
    },
    [queryClient],
  );
}

export function dashboardPathFor(isPremium: boolean): string {
  return isPremium ? '/dashboard/premium' : '/dashboard/free';
}
