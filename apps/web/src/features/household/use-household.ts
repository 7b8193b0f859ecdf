import type { HouseholdResponse } from '@cookmark/contracts';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../components/ui/use-toast';
import { handleSessionLost, showErrorToast } from '../../lib/session';
import { USER_QUERY_KEY } from '../auth/use-auth';
import { BILLING_SUMMARY_QUERY_KEY } from '../billing/billing-api';
import { GROCERY_LISTS_KEY } from '../grocery/grocery-api';
import { MEAL_PLAN_KEY } from '../meal-plan/meal-plan-api';
import { HOUSEHOLD_PATH, householdApi } from './household-api';
import { HOUSEHOLD_RECIPES_KEY } from './household-library-api';

export const HOUSEHOLD_QUERY_KEY = [HOUSEHOLD_PATH] as const;

/** The person's household (null when in none). */
export function useHousehold() {
  return useQuery({ queryKey: HOUSEHOLD_QUERY_KEY, queryFn: householdApi.get });
}

/** What a household's membership decides, read again: Premium, the plan card and what members share. */
async function readMembershipAgain(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    [USER_QUERY_KEY, BILLING_SUMMARY_QUERY_KEY, HOUSEHOLD_RECIPES_KEY, MEAL_PLAN_KEY, GROCERY_LISTS_KEY].map(
      (queryKey) => queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

/**
 * A change to the household: the answer replaces the cached household, and the person's plan is read
 * again (a household's Premium follows its members), as is what members share (household recipes,
 * the meal plan, grocery lists), so joining, leaving or a removal shows at once.
 */
function useHouseholdChange<A>(
  change: (args: A) => Promise<HouseholdResponse | unknown>,
  done: string,
  failed: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async (answer) => {
      if (answer && typeof answer === 'object' && 'household' in answer) {
        queryClient.setQueryData(HOUSEHOLD_QUERY_KEY, answer);
      } else {
        queryClient.setQueryData<HouseholdResponse>(HOUSEHOLD_QUERY_KEY, { household: null });
      }
      await readMembershipAgain(queryClient);
      toast({ title: done });
    },
    onError: (error) => {
      if (handleSessionLost(error)) return;
      showErrorToast(failed, error, 'Please try again.');
    },
  });
}

export function useHouseholdActions(householdId: string | undefined) {
  const id = householdId ?? '';
  return {
    create: useHouseholdChange(
      (name: string) => householdApi.create(name),
      'Household created',
      'Could not create',
    ),
    rename: useHouseholdChange(
      (name: string) => householdApi.rename(id, name),
      'Household renamed',
      'Could not rename',
    ),
    invite: useHouseholdChange(
      (email: string) => householdApi.invite(id, email),
      'Invitation sent',
      'Could not invite',
    ),
    revoke: useHouseholdChange(
      (inviteId: string) => householdApi.revokeInvite(id, inviteId),
      'Invitation revoked',
      'Could not revoke',
    ),
    remove: useHouseholdChange(
      (userId: string) => householdApi.removeMember(id, userId),
      'Member removed',
      'Could not remove',
    ),
    handOver: useHouseholdChange(
      (userId: string) => householdApi.handOver(id, userId),
      'Household handed over',
      'Could not hand over',
    ),
    leave: useHouseholdChange(() => householdApi.leave(id), 'You left the household', 'Could not leave'),
    destroy: useHouseholdChange(() => householdApi.remove(id), 'Household deleted', 'Could not delete'),
  };
}

/** The accept page: what the invite is, then joining. */
export function useInvitePreview(token: string, enabled: boolean) {
  return useQuery({
    queryKey: [HOUSEHOLD_PATH, 'invite', token],
    queryFn: () => householdApi.preview(token),
    enabled: enabled && token !== '',
    retry: false,
  });
}

export function useAcceptInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => householdApi.accept(token),
    onSuccess: async (answer) => {
      queryClient.setQueryData(HOUSEHOLD_QUERY_KEY, answer);
      await readMembershipAgain(queryClient);
    },
  });
}
