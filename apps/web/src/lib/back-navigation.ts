import { useCallback } from 'react';
import { useLocation, useNavigate, type NavigateOptions } from 'react-router';

/** Navigation state of a page opened from inside the app (a dashboard card, tile or button). */
export interface OpenedFrom {
  openedFrom: string;
}

/** Options for navigate() or <Link> that remember the page this one was opened from. */
export function openedFrom(pathname: string): NavigateOptions {
  return { state: { openedFrom: pathname } satisfies OpenedFrom };
}

function isOpenedFrom(state: unknown): state is OpenedFrom {
  return typeof state === 'object' && state !== null && typeof (state as OpenedFrom).openedFrom === 'string';
}

/**
 * The page's own back action: a page opened from inside the app goes back in the browser's history
 * (so the list returns at the same scroll position, as with the browser's Back); one opened from
 * an address or a reload goes to `fallback`, replacing itself.
 */
export function useBackTo(fallback: string): () => void {
  const navigate = useNavigate();
  const { state } = useLocation();
  const inApp = isOpenedFrom(state);
  return useCallback(() => {
    if (inApp) void navigate(-1);
    else void navigate(fallback, { replace: true });
  }, [inApp, navigate, fallback]);
}
