import type { GroceryList } from '@cookmark/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { useOnline } from '../../lib/use-online';
import { type PageChange, queueChange, queuedChanges } from './change-queue';
import { changesSentKey, rereadWaiting, sendWaitingChanges } from './send-changes';
import { showGroceryError } from './use-grocery-lists';
import { WAITING_CHANGES_KEY, withChanges } from './waiting-changes';

export interface ListChanges {
  /** The list as last heard from the server, with the changes still waiting laid over it. */
  list: GroceryList | undefined;
  change: (change: PageChange) => void;
  /** Changes kept on this device, not yet answered by the server. */
  waiting: number;
  online: boolean;
  /** When the server last answered this list's changes. */
  sentAt: Date | null;
}

/**
 * Ticks, additions, edits and removals on an opened list, made offline as well as online: each is
 * kept in IndexedDB first (so a reload or a closed tab loses none), shown at once, and sent in the
 * order made (send-changes.ts) whenever there is a connection: on opening, on each change, and when
 * the connection returns (main.tsx sends every list's then, whatever screen is open).
 */
export function useListChanges(listId: string, fromServer: GroceryList | undefined): ListChanges {
  const queryClient = useQueryClient();
  const online = useOnline();
  const waitingChanges = useQuery({
    queryKey: [...WAITING_CHANGES_KEY, listId],
    queryFn: () => queuedChanges(listId),
    networkMode: 'always',
    staleTime: 0,
  });
  const sentAt = useQuery<number | null>({
    queryKey: changesSentKey(listId),
    queryFn: () => null,
    enabled: false,
    initialData: null,
  });

  const send = useCallback(() => {
    sendWaitingChanges(queryClient, listId).catch((error: unknown) => {
      // A lost connection (TypeError) is the offline notice's; a lost session or a server error is told.
      if (!(error instanceof TypeError)) showGroceryError('Your changes are waiting to be sent', error);
    });
  }, [listId, queryClient]);

  // What waits from an earlier visit goes now.
  useEffect(send, [send]);

  const change = useCallback(
    (made: PageChange) => {
      void queueChange(listId, { ...made, id: crypto.randomUUID() })
        .then(() => rereadWaiting(queryClient))
        .then(send);
    },
    [listId, queryClient, send],
  );

  // A list heard from the server (an answer, or another screen's change on the live channel) may
  // carry changes that waited here: the queue is read again, so none is shown twice.
  useEffect(() => queueMicrotask(() => void rereadWaiting(queryClient)), [fromServer, queryClient]);

  const list = useMemo(
    () => fromServer && withChanges(fromServer, waitingChanges.data ?? []),
    [fromServer, waitingChanges.data],
  );
  return {
    list,
    change,
    waiting: waitingChanges.data?.length ?? 0,
    online,
    sentAt: sentAt.data === null ? null : new Date(sentAt.data),
  };
}
