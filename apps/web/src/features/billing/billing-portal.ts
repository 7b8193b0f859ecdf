import { ApiError } from '../../lib/api';

/** Spec §4 / §9: the portal tab is polled every second for at most 300000 ms. */
export const PORTAL_POLL_INTERVAL_MS = 1000;
export const PORTAL_POLL_TIMEOUT_MS = 300_000;

/** Where the portal was asked for; each path words its errors differently (spec §8 "Billing"). */
export type PortalPath = 'menu' | 'dialog' | 'card';

export const PORTAL_ERROR_TITLE = 'Billing Portal Error';
export const POPUP_BLOCKED_MESSAGE = 'Unable to open billing portal. Please allow popups and try again.';

export interface PortalToast {
  title: string;
  description: string;
}

function serverText(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? '';
  return error instanceof Error ? error.message : '';
}

/** Spec §8, menu path: the destructive 'Billing Portal Error' toast for a failed portal call. */
export function menuPortalError(error: unknown): PortalToast {
  const status = error instanceof ApiError ? error.status : undefined;
  const message = serverText(error);
  let description: string;
  if (status === 400 && message.includes('configuration')) {
    description = 'Billing portal is not configured. Please contact support.';
  } else if (status === 400 && message.startsWith('No billing account')) {
    description = 'No billing account found. Please contact support to resolve this issue.';
  } else if (status === 401) {
    description = 'Please sign in again to access billing portal.';
  } else {
    description =
      (error instanceof ApiError ? error.serverMessage : undefined) ?? 'Failed to access billing portal';
  }
  return { title: PORTAL_ERROR_TITLE, description };
}

/** Spec §8, dialog path. */
export function dialogPortalError(error: unknown): PortalToast {
  const message = error instanceof ApiError ? error.serverMessage : undefined;
  return { title: 'Portal access failed', description: message ?? 'Unable to access billing portal' };
}

/** Spec §8, plan card path: 'configuration' errors open the Billing Management dialog instead of a toast. */
export function isPortalConfigurationError(error: unknown): boolean {
  return error instanceof Error && error.message.includes('configuration');
}

export const CARD_PORTAL_ERROR: PortalToast = {
  title: 'Unable to Open Billing Portal',
  description: 'Please try again or contact support if the issue persists.',
};

/** The toast for a portal answer without a url. */
export function missingPortalUrl(path: PortalPath): PortalToast {
  if (path === 'card') return { title: CARD_PORTAL_ERROR.title, description: 'No portal URL received' };
  if (path === 'dialog')
    return { title: 'Portal access failed', description: 'Invalid billing portal URL received' };
  return { title: PORTAL_ERROR_TITLE, description: 'Invalid billing portal URL received' };
}

let stopCurrentWatch: (() => void) | null = null;

/**
 * Polls the portal tab until it closes (then `onClosed`) or the time limit passes. Only one tab is
 * watched at a time, and the watch outlives the component that opened it (the menu closes, pages change).
 */
export function watchPortalTab(tab: Window, onClosed: () => void): () => void {
  stopCurrentWatch?.();
  let elapsed = 0;
  const timer = setInterval(() => {
    elapsed += PORTAL_POLL_INTERVAL_MS;
    if (tab.closed) {
      stop();
      onClosed();
    } else if (elapsed >= PORTAL_POLL_TIMEOUT_MS) {
      stop();
    }
  }, PORTAL_POLL_INTERVAL_MS);
  function stop() {
    clearInterval(timer);
    if (stopCurrentWatch === stop) stopCurrentWatch = null;
  }
  stopCurrentWatch = stop;
  return stop;
}
