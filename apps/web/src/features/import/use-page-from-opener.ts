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
  | { status: 'idle' }
  | { status: 'waiting' }
  | { status: 'timeout' }
  | { status: 'too-large' }
  | { status: 'received'; url: string; html: string };

function stateOf(message: PageMessage): OpenerPage {
  return message.kind === 'page'
    ? { status: 'received', url: message.url, html: message.html }
    : { status: 'too-large' };
}

/**
 * The page the bookmarklet sends. Once `enabled` (the user is signed in), says 'ready' to the
 * window that opened this tab, at the origin it named only, and takes the first well-formed
 * answer from that window and origin; other messages are ignored. No answer in time is 'timeout'.
 */
export function usePageFromOpener(origin: string | null, enabled: boolean): OpenerPage {
  const [answer, setAnswer] = useState<OpenerPage>({ status: 'waiting' });
  const opener = openerWindow();
  const listening = enabled && origin !== null && opener !== null && answer.status === 'waiting';

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

  if (!enabled) return { status: 'idle' };
  if (answer.status === 'waiting' && (!origin || !opener)) return { status: 'no-opener' };
  return answer;
}

/** The window that opened this tab, while it is still open. */
function openerWindow(): Window | null {
  const opener = window.opener as Window | null;
  return opener && !opener.closed ? opener : null;
}
