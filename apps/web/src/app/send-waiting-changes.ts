import type { QueryClient } from '@tanstack/react-query';
import { hasSignedInHint } from '../lib/session-hint';

/**
 * Grocery changes made offline go to the server when the connection returns, and at start-up when
 * some wait from an earlier visit, whatever screen is open (not only when their list is opened).
 * Their code loads only then: the queue's small module is asked first, the sender only when a
 * change waits, so a start-up with nothing waiting loads a few hundred bytes after the page's work.
 * A try that leaves changes waiting (the page is online before its requests can leave, a server
 * error) is made again after 2 s, then twice as long each time up to a minute.
 */
/** A try that left changes waiting (a connection back for the page but not yet for its requests) is made again. */
const RETRY_FIRST_MS = 2_000;
const RETRY_MOST_MS = 60_000;

export function sendWaitingChangesInBackground(queryClient: QueryClient): void {
  let retryMs = RETRY_FIRST_MS;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const sendAll = () => {
    clearTimeout(retry);
    if (!navigator.onLine || !hasSignedInHint()) return;
    void import('../features/grocery/change-queue')
      .then(({ allQueuedChanges }) => allQueuedChanges())
      .then(async (waiting) => {
        if (waiting.size === 0) return false;
        const { sendAllWaitingChanges } = await import('../features/grocery/send-changes');
        return sendAllWaitingChanges(queryClient);
      })
      .then((stillWaiting) => {
        if (!stillWaiting) {
          retryMs = RETRY_FIRST_MS;
          return;
        }
        retry = setTimeout(sendAll, retryMs);
        retryMs = Math.min(retryMs * 2, RETRY_MOST_MS);
      })
      // No IndexedDB (a private window of some browsers): nothing can have waited.
      .catch(() => undefined);
  };
  window.addEventListener('online', () => {
    retryMs = RETRY_FIRST_MS;
    sendAll();
  });
  if ('requestIdleCallback' in window) requestIdleCallback(sendAll);
  else setTimeout(sendAll);
}
