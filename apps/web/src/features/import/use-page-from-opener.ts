import { useEffect, useState } from 'react';
import {
  MESSAGE_VERSION,
  PAGE_MESSAGE_TIMEOUT_MS,
  readPageMessage,
  READY_MESSAGE_TYPE,
  type PageMessage,
} from './bookmarklet';

export type OpenerPage =
  /** Not opened by the bookmarklet (typed in, or the tab that opened it is gone). */
  | { status: 'no-opener' }
  | { status: 'waiting' }
  | { status: 'timeout' }
  | { status: 'too-large' }
  | { status: 'received'; url: string; html: string };

type Received = Extract<OpenerPage, { status: 'received' }>;

/** Where a page received before signing in waits: signing in reloads the tab. */
export const KEPT_PAGE_KEY = 'cookmark:import-page';

/** The page this tab received from `origin` before a sign-in, if it kept one. */
function keptPage(origin: string | null): Received | null {
  if (!origin) return null;
  try {
    const kept = JSON.parse(sessionStorage.getItem(KEPT_PAGE_KEY) ?? 'null') as {
      origin?: unknown;
      url?: unknown;
      html?: unknown;
    } | null;
    if (kept?.origin !== origin || typeof kept.url !== 'string' || typeof kept.html !== 'string') return null;
    return { status: 'received', url: kept.url, html: kept.html };
  } catch {
    return null;
  }
}

/**
 * Keeps a page for after the sign-in. A page past the tab's storage is not kept: after the sign-in
 * the import page asks the bookmarklet again (it answers for 15 minutes).
 */
function keep(origin: string, page: Received): void {
  try {
    sessionStorage.setItem(KEPT_PAGE_KEY, JSON.stringify({ origin, url: page.url, html: page.html }));
  } catch {
    // Too large for sessionStorage: asked for again after the sign-in.
  }
}

function forgetKept(): void {
  try {
    sessionStorage.removeItem(KEPT_PAGE_KEY);
  } catch {
    // Storage unavailable: nothing was kept.
  }
}

function stateOf(message: PageMessage): OpenerPage {
  return message.kind === 'page'
    ? { status: 'received', url: message.url, html: message.html }
    : { status: 'too-large' };
}

/**
 * The page the bookmarklet sends. At once, signed in or not (the opener must not learn which),
 * says 'ready' to the window that opened this tab, at the origin it named only, and takes the
 * first well-formed answer from that window and origin; other messages are ignored. No answer in
 * time is 'timeout'. Signed out, a received page waits in the tab's sessionStorage through the
 * sign-in (which reloads the tab), then is taken from there instead of asking again; once shown
 * to a signed-in user it is forgotten.
 */
export function usePageFromOpener(origin: string | null, signedIn: boolean): OpenerPage {
  const [answer, setAnswer] = useState<OpenerPage>(() => keptPage(origin) ?? { status: 'waiting' });
  const opener = openerWindow();
  const listening = origin !== null && opener !== null && answer.status === 'waiting';

  useEffect(() => {
    if (!listening || !origin || !opener) return;
    let settled = false;
    const stop = () => {
      settled = true;
      window.removeEventListener('message', onMessage);
      clearTimeout(timer);
    };
    const onMessage = (event: MessageEvent) => {
      const message = readPageMessage(event, { opener, origin });
      if (!message || settled) return;
      stop();
      setAnswer(stateOf(message));
    };
    const timer = setTimeout(() => {
      stop();
      setAnswer({ status: 'timeout' });
    }, PAGE_MESSAGE_TIMEOUT_MS);
    window.addEventListener('message', onMessage);
    opener.postMessage({ type: READY_MESSAGE_TYPE, version: MESSAGE_VERSION }, origin);
    return stop;
  }, [listening, origin, opener]);

  useEffect(() => {
    if (answer.status !== 'received' || !origin) return;
    if (signedIn) forgetKept();
    else keep(origin, answer);
  }, [answer, origin, signedIn]);

  if (answer.status === 'waiting' && (!origin || !opener)) return { status: 'no-opener' };
  return answer;
}

/** The window that opened this tab, while it is still open. */
function openerWindow(): Window | null {
  const opener = window.opener as Window | null;
  return opener && !opener.closed ? opener : null;
}
