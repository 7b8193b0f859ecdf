import { GROCERY_LIMITS, type GroceryList, type GroceryListChangesResponse } from '@cookmark/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { toast } from '../../components/ui/use-toast';
import { ApiError } from '../../lib/api';
import { allQueuedChanges, forgetChanges, queuedChanges } from './change-queue';
import { GROCERY_LISTS_KEY, groceryListKey, sendListChanges } from './grocery-api';
import { showGroceryError } from './use-grocery-lists';
import { WAITING_CHANGES_KEY } from './waiting-changes';

/** When the server last answered a list's changes sent from this page (a number of ms). */
export const changesSentKey = (listId: string) => ['grocery-lists', 'changes-sent', listId] as const;

/** A 4xx other than a lost session or a limit: the server will never take these changes. */
const refusedForGood = (error: unknown) =>
  error instanceof ApiError &&
  error.status >= 400 &&
  error.status < 500 &&
  ![401, 408, 429].includes(error.status);

function answered(queryClient: QueryClient, listId: string, answer: GroceryListChangesResponse): void {
  queryClient.setQueryData(groceryListKey(listId), answer.list);
  queryClient.setQueryData<GroceryList[]>(GROCERY_LISTS_KEY, (lists) =>
    lists?.map((list) => (list.id === listId ? answer.list : list)),
  );
  for (const refused of answer.changes.filter((change) => change.result === 'refused'))
    toast({ title: 'An item was not added', description: refused.message, variant: 'destructive' });
  queryClient.setQueryData(changesSentKey(listId), Date.now());
}

/** The list's and the library's copies of what waits on this device, read again. */
export const rereadWaiting = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: WAITING_CHANGES_KEY });

/** One pass over a list's queue: sent in the order made, in batches, each batch forgotten once answered. */
async function sendPass(queryClient: QueryClient, listId: string): Promise<void> {
  if (!navigator.onLine) return;
  let sent = false;
  try {
    for (let batch = await queuedChanges(listId); batch.length > 0; batch = await queuedChanges(listId)) {
      const changes = batch.slice(0, GROCERY_LIMITS.changesPerCall);
      answered(queryClient, listId, await sendListChanges(listId, { changes }));
      await forgetChanges(
        listId,
        changes.map(({ id }) => id),
      );
      await rereadWaiting(queryClient);
      sent = true;
    }
    // The list as now stored, read again so that the copy kept for offline use is current.
    if (sent) await queryClient.refetchQueries({ queryKey: groceryListKey(listId), exact: true });
  } catch (error) {
    if (!refusedForGood(error)) throw error;
    await forgetChanges(
      listId,
      (await queuedChanges(listId)).map(({ id }) => id),
    );
    showGroceryError('Your changes could not be saved', error);
  } finally {
    await rereadWaiting(queryClient);
  }
}

/** Each list's passes, one after another: a pass asked for during another runs after it. */
const passes = new Map<string, Promise<void>>();

/**
 * Sends what waits for `listId`, as the server applies it: each change's id is applied once however
 * often it is sent, so a pass whose answer was lost is simply made again. Fails (to be shown by the
 * caller) on a lost connection, a lost session or a server error; the changes then keep waiting.
 */
export function sendWaitingChanges(queryClient: QueryClient, listId: string): Promise<void> {
  const pass = (passes.get(listId) ?? Promise.resolve())
    .catch(() => undefined)
    .then(() => sendPass(queryClient, listId));
  passes.set(listId, pass);
  return pass;
}

/**
 * Every list's waiting changes, sent when the app starts or the connection returns, whatever screen
 * is open. Quiet: a lost session or connection leaves them waiting for the next chance (the list
 * screen says so when opened). True when some changes still wait afterwards.
 */
export async function sendAllWaitingChanges(queryClient: QueryClient): Promise<boolean> {
  for (const listId of (await allQueuedChanges()).keys())
    await sendWaitingChanges(queryClient, listId).catch(() => undefined);
  return (await allQueuedChanges()).size > 0;
}
