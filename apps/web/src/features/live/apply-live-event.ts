import type { GroceryList, LiveGroceryListEvent } from '@cookmark/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { forgetChanges } from '../grocery/change-queue';
import { GROCERY_LISTS_KEY, groceryListKey } from '../grocery/grocery-api';
import { WAITING_CHANGES_KEY } from '../grocery/waiting-changes';
import { MEAL_PLAN_KEY } from '../meal-plan/meal-plan-api';

/**
 * A grocery list as another screen (or this one) left it: the list's cached copy becomes the one
 * sent, and the changes of this device it carries (by their ids) stop waiting, so they are not laid
 * over the list a second time. A deleted list leaves the cache.
 */
export async function applyGroceryListEvent(
  queryClient: QueryClient,
  event: LiveGroceryListEvent,
): Promise<void> {
  if (event.changeIds.length > 0) await forgetChanges(event.listId, event.changeIds);
  const { list, listId } = event;
  if (list === null) {
    queryClient.removeQueries({ queryKey: groceryListKey(listId), exact: true });
    queryClient.setQueryData<GroceryList[]>(GROCERY_LISTS_KEY, (lists) =>
      lists?.filter((l) => l.id !== listId),
    );
  } else {
    queryClient.setQueryData(groceryListKey(listId), list);
    const lists = queryClient.getQueryData<GroceryList[]>(GROCERY_LISTS_KEY);
    if (lists?.some((l) => l.id === listId))
      queryClient.setQueryData<GroceryList[]>(GROCERY_LISTS_KEY, (all) =>
        all?.map((l) => (l.id === listId ? list : l)),
      );
    else await queryClient.invalidateQueries({ queryKey: GROCERY_LISTS_KEY, exact: true });
  }
  await queryClient.invalidateQueries({ queryKey: WAITING_CHANGES_KEY, exact: true });
}

/** The plan changed elsewhere: every loaded range is read again. */
export async function applyMealPlanEvent(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: MEAL_PLAN_KEY });
}

/** Events were missed (the connection was down too long): everything the channel carries is read again. */
export async function refetchLiveData(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: GROCERY_LISTS_KEY }),
    queryClient.invalidateQueries({ queryKey: MEAL_PLAN_KEY }),
  ]);
}
