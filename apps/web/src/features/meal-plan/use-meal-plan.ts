import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { handleSessionLost, showErrorToast } from '../../lib/session';
import { getMealPlan, MEAL_PLAN_KEY, mealPlanKey } from './meal-plan-api';

export function showPlanError(title: string, error: unknown): void {
  if (handleSessionLost(error)) return;
  showErrorToast(title, error, 'Please try again.');
}

/** The days from `from` to `to`; errors as a toast, as elsewhere. */
export function useMealPlan(from: string, to: string) {
  const query = useQuery({
    queryKey: mealPlanKey(from, to),
    queryFn: () => getMealPlan(from, to),
    retry: false,
  });
  useEffect(() => {
    if (query.error) showPlanError('Failed to load the meal plan', query.error);
  }, [query.error]);
  return query;
}

/** A change to the plan: reloads every loaded range after it, and says what went wrong. */
export function usePlanChange<A, R>(
  run: (args: A) => Promise<R>,
  failure: string,
  done?: (result: R) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: MEAL_PLAN_KEY });
      done?.(result);
    },
    onError: (error) => showPlanError(failure, error),
  });
}
