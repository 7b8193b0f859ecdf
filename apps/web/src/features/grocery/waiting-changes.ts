import { GROCERY_LIMITS, type GroceryList } from '@cookmark/contracts';
import { applyListChange } from '@cookmark/kitchen';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { allQueuedChanges, type QueuedChange } from './change-queue';

/** The changes waiting on this device, every list's: read from IndexedDB, never from the network. */
export const WAITING_CHANGES_KEY = ['grocery-lists', 'changes-waiting'] as const;

/** The list with `changes` applied, as the server will apply them. */
export function withChanges(list: GroceryList, changes: readonly QueuedChange[]): GroceryList {
  if (changes.length === 0) return list;
  const items = changes.reduce(
    (groups, change) => applyListChange(groups, change, GROCERY_LIMITS.items).groups,
    list.items,
  );
  return { ...list, items };
}

/**
 * The stored lists with the changes still waiting on this device laid over them, so that the
 * library's ticked counts and struck lines match the lists as opened, offline too. Read again each
 * time the library shows, and whenever an opened list's waiting changes change.
 */
export function useListsWithWaitingChanges(lists: GroceryList[] | undefined): GroceryList[] | undefined {
  const waiting = useQuery({
    queryKey: WAITING_CHANGES_KEY,
    queryFn: allQueuedChanges,
    networkMode: 'always',
    staleTime: 0,
  });
  return useMemo(
    () => lists?.map((list) => withChanges(list, waiting.data?.get(list.id) ?? [])),
    [lists, waiting.data],
  );
}
