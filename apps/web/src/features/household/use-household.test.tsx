import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { GROCERY_LISTS_KEY } from '../grocery/grocery-api';
import { MEAL_PLAN_KEY } from '../meal-plan/meal-plan-api';
import { mockApi } from '../recipes/test/api-mock';
import { HOUSEHOLD_RECIPES_KEY } from './household-library-api';
import { HOUSEHOLD_QUERY_KEY, useHouseholdActions } from './use-household';

/** Issue #32: leaving a household drops what its members shared from the screens at once. */
describe('leaving a household', () => {
  it('reads the household recipes, the plan and the lists again, and no household is left', async () => {
    mockApi((call) =>
      call.method === 'POST' && call.url.pathname === '/api/household/h1/leave'
        ? { body: { message: 'You left the household.' } }
        : undefined,
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(HOUSEHOLD_QUERY_KEY, { household: { id: 'h1' } });
    for (const key of [HOUSEHOLD_RECIPES_KEY, MEAL_PLAN_KEY, GROCERY_LISTS_KEY])
      queryClient.setQueryData(key, []);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useHouseholdActions('h1'), { wrapper });

    act(() => result.current.leave.mutate(undefined));

    await waitFor(() => expect(result.current.leave.isSuccess).toBe(true));
    expect(queryClient.getQueryData(HOUSEHOLD_QUERY_KEY)).toEqual({ household: null });
    for (const key of [HOUSEHOLD_RECIPES_KEY, MEAL_PLAN_KEY, GROCERY_LISTS_KEY]) {
      expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
    }
  });
});
