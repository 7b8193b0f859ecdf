import { GROCERY_LIMITS, type GroceryList, type GroceryListChangesResponse } from '@cookmark/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { toast } from '../../components/ui/use-toast';
import { ApiError } from '../../lib/api';
import { useOnline } from '../../lib/use-online';
import {
  forgetChanges,
  type PageChange,
  type QueuedChange,
  queueChange,
  queuedChanges,
} from './change-queue';
import { GROCERY_LISTS_KEY, groceryListKey, sendListChanges } from './grocery-api';
import { showGroceryError } from './use-grocery-lists';
import { WAITING_CHANGES_KEY, withChanges } from './waiting-changes';

export interface ListChanges {
  /** The list as last heard from the server, with the changes still waiting laid over it. */
  list: GroceryList | undefined;
  change: (change: PageChange) => void;
  /** Changes kept on this device, not yet answered by the server. */
  waiting: number;
  online: boolean;
  /** When the server last answered this page's changes. */
  sentAt: Date | null;
}

/** A 4xx other than a lost session or a limit: the server will never take these changes. */
const refusedForGood = (error: unknown) =>
  error instanceof ApiError &&
  error.status >= 400 &&
  error.status < 500 &&
  ![401, 408, 429].includes(error.status);

/**
 * Ticks, additions and removals on an opened list, made offline as well as online: each is kept in
 * IndexedDB first (so a reload or a closed tab loses none), shown at once, and sent in the order
 * made, in batches, whenever there is a connection: on opening, on each change, when the connection
 * returns. A change whose answer was lost is sent again; the server applies each id once.
 */
export function useListChanges(listId: string, fromServer: GroceryList | undefined): ListChanges {
  const queryClient = useQueryClient();
  const online = useOnline();
  const [waitingChanges, setWaiting] = useState<QueuedChange[]>([]);
  const [sentAt, setSentAt] = useState<Date | null>(null);
  const sending = useRef(false);

  const reread = useCallback(async () => {
    setWaiting(await queuedChanges(listId));
    // The library's cards lay the waiting changes over each list too.
    await queryClient.invalidateQueries({ queryKey: WAITING_CHANGES_KEY, exact: true });
  }, [listId, queryClient]);

  const answered = useCallback(
    (answer: GroceryListChangesResponse) => {
      queryClient.setQueryData(groceryListKey(listId), answer.list);
      queryClient.setQueryData<GroceryList[]>(GROCERY_LISTS_KEY, (lists) =>
        lists?.map((list) => (list.id === listId ? answer.list : list)),
      );
      for (const refused of answer.changes.filter((change) => change.result === 'refused'))
        toast({ title: 'An item was not added', description: refused.message, variant: 'destructive' });
      setSentAt(new Date());
    },
    [listId, queryClient],
  );

  const send = useCallback(async () => {
    if (sending.current || !navigator.onLine) return;
    sending.current = true;
    try {
      let sent = false;
      for (let batch = await queuedChanges(listId); batch.length > 0; batch = await queuedChanges(listId)) {
        const changes = batch.slice(0, GROCERY_LIMITS.changesPerCall);
        answered(await sendListChanges(listId, { changes }));
        await forgetChanges(
          listId,
          changes.map(({ id }) => id),
        );
        await reread();
        sent = true;
      }
      // The list as now stored, read again so that the copy kept for offline use is current.
      if (sent) await queryClient.refetchQueries({ queryKey: groceryListKey(listId), exact: true });
    } catch (error) {
      if (refusedForGood(error)) {
        await forgetChanges(
          listId,
          (await queuedChanges(listId)).map(({ id }) => id),
        );
        showGroceryError('Your changes could not be saved', error);
      } else if (!(error instanceof TypeError)) {
        // A lost session or a server error; a lost connection (TypeError) is the offline notice's.
        showGroceryError('Your changes are waiting to be sent', error);
      }
    } finally {
      sending.current = false;
      await reread();
    }
  }, [answered, listId, queryClient, reread]);

  // What waits from an earlier visit goes now; what is made offline goes when the connection returns.
  useEffect(() => {
    const sendWaiting = () => void reread().then(send);
    queueMicrotask(sendWaiting);
    window.addEventListener('online', sendWaiting);
    return () => window.removeEventListener('online', sendWaiting);
  }, [reread, send]);

  const change = useCallback(
    (made: PageChange) => {
      void queueChange(listId, { ...made, id: crypto.randomUUID() })
        .then(reread)
        .then(send);
    },
    [listId, reread, send],
  );

  // A list heard from the server (an answer, or another screen's change on the live channel) may
  // carry changes that waited here: the queue is read again, so none is shown twice.
  useEffect(() => queueMicrotask(() => void reread()), [fromServer, reread]);

  const list = useMemo(
    () => fromServer && withChanges(fromServer, waitingChanges),
    [fromServer, waitingChanges],
  );
  return { list, change, waiting: waitingChanges.length, online, sentAt };
}
