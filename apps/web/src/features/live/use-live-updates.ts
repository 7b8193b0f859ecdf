import { liveGroceryListEventSchema, liveScopeOfUser } from '@cookmark/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuth } from '../auth/use-auth';
import { applyGroceryListEvent, applyMealPlanEvent, refetchLiveData } from './apply-live-event';

/** How long after the server refused or closed the stream (a restart, a limit) it is opened again. */
const REOPEN_AFTER_MS = 3000;

/**
 * Keeps the open grocery lists and meal plan current with the changes made on the person's other
 * screens (GET /api/live, server-sent events), without reloading. A dropped connection is resumed
 * where it stopped: EventSource sends the last event id itself when it reconnects, and a stream the
 * server ended is opened again with that id, so nothing is missed (or, when too much was, everything
 * is read again).
 */
export function useLiveUpdates(): void {
  const queryClient = useQueryClient();
  const { user, isPremium } = useAuth();
  const userId = isPremium ? user?.id : undefined;

  useEffect(() => {
    // Without EventSource (an old browser, a test's DOM) the lists and plan refresh as before.
    if (!userId || typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    let lastEventId: string | undefined;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    // Events are applied one after another, in the order they came.
    let applying = Promise.resolve();
    const apply = (event: MessageEvent<string>, run: () => Promise<void>) => {
      if (event.lastEventId) lastEventId = event.lastEventId;
      applying = applying.then(run).catch(() => refetchLiveData(queryClient));
    };

    const open = () => {
      clearTimeout(reopen);
      source?.close();
      const query = new URLSearchParams({ scope: liveScopeOfUser(userId) });
      if (lastEventId) query.set('lastEventId', lastEventId);
      const stream = new EventSource(`/api/live?${query}`);
      source = stream;
      stream.addEventListener('grocery-list', (event) =>
        apply(event, () =>
          applyGroceryListEvent(queryClient, liveGroceryListEventSchema.parse(JSON.parse(event.data))),
        ),
      );
      stream.addEventListener('meal-plan', (event) => apply(event, () => applyMealPlanEvent(queryClient)));
      stream.addEventListener('refetch', (event) => apply(event, () => refetchLiveData(queryClient)));
      // A first connection: what changed between reading the page's data and now is read again.
      const fresh = lastEventId === undefined;
      stream.addEventListener('ready', (event) =>
        apply(event, () => (fresh ? refetchLiveData(queryClient) : Promise.resolve())),
      );
      stream.addEventListener('error', () => {
        if (stopped || stream.readyState !== EventSource.CLOSED) return;
        reopen = setTimeout(open, REOPEN_AFTER_MS);
      });
    };
    const openIfClosed = () => {
      if (source?.readyState === EventSource.CLOSED) open();
    };

    open();
    window.addEventListener('online', openIfClosed);
    return () => {
      stopped = true;
      clearTimeout(reopen);
      window.removeEventListener('online', openIfClosed);
      source?.close();
    };
  }, [queryClient, userId]);
}
