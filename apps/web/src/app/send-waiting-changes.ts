import type { QueryClient } from '@tanstack/react-query';
import { hasSignedInHint } from '../lib/session-hint';

/**
 * Grocery changes made offline go to the server when the connection returns, and at start-up when
 * some wait from an earlier visit, whatever screen is open (not only when their list is opened).
 * Their code loads only then: the queue's small module is asked first, the sender only when a
 * change waits, so a start-up with nothing waiting loads a few hundred bytes after the page's work.
 */
export function sendWaitingChangesInBackground(queryClient: QueryClient): void {
  const sendAll = () => {
    if (!navigator.onLine || !hasSignedInHint()) return;
    void import('../features/grocery/change-queue')
      .then(({ allQueuedChanges }) => allQueuedChanges())
      .then(async (waiting) => {
        if (waiting.size === 0) return;
        const { sendAllWaitingChanges } = await import('../features/grocery/send-changes');
        await sendAllWaitingChanges(queryClient);
      })
      // No IndexedDB (a private window of some browsers): nothing can have waited.
      .catch(() => undefined);
  };
  window.addEventListener('online', sendAll);
  if ('requestIdleCallback' in window) requestIdleCallback(sendAll);
  else setTimeout(sendAll);
}
