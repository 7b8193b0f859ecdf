import { PAGE_URL_MAX, PASTED_HTML_MAX } from '@cookmark/contracts';

/**
 * The bookmarklet hands the page a user is looking at to Cookmark's import page: it opens
 * `/import?from=<its page's origin>` in a new tab, waits for that tab's 'ready' message from
 * Cookmark's exact origin, and answers it with the page's HTML and address. Nothing is posted to
 * the API from the other site: the import page sends the HTML through the pasted-page path.
 */

export const IMPORT_PATH = '/import';
/** The query parameter of the import page naming the origin of the page that opened it. */
export const FROM_PARAM = 'from';

export const READY_MESSAGE_TYPE = 'cookmark:ready';
export const PAGE_MESSAGE_TYPE = 'cookmark:page';
export const MESSAGE_VERSION = 1;

/** How long the import page waits for the page after saying 'ready'; the bookmarklet answers at once. */
export const PAGE_MESSAGE_TIMEOUT_MS = 10_000;
/** How long the bookmarklet keeps answering 'ready' (time to sign in first). */
export const BOOKMARKLET_LISTEN_MS = 15 * 60_000;

export const BOOKMARKLET_MESSAGES = {
  tooLarge: 'Cookmark: this page is too large to import (at most 5 MB).',
  popupBlocked:
    'Cookmark: your browser blocked the new tab. Allow pop-ups for this site, then click the bookmarklet again.',
} as const;

/**
 * The bookmarklet's code, with Cookmark's origin baked in. Plain ES5 without any name outside its
 * own function, since it runs in another site's page.
 */
export function bookmarkletSource(cookmarkOrigin: string): string {
  const settings = JSON.stringify({
    origin: cookmarkOrigin,
    path: IMPORT_PATH,
    from: FROM_PARAM,
    ready: READY_MESSAGE_TYPE,
    page: PAGE_MESSAGE_TYPE,
    version: MESSAGE_VERSION,
    max: PASTED_HTML_MAX,
    listenMs: BOOKMARKLET_LISTEN_MS,
    tooLarge: BOOKMARKLET_MESSAGES.tooLarge,
    blocked: BOOKMARKLET_MESSAGES.popupBlocked,
  });
  return `(function(c){
var html=document.documentElement.outerHTML;
if(html.length>c.max){alert(c.tooLarge);return;}
var address=location.href;
var tab=window.open(c.origin+c.path+'?'+c.from+'='+encodeURIComponent(location.origin),'_blank');
if(!tab){alert(c.blocked);return;}
function answer(e){
if(e.source!==tab||e.origin!==c.origin||!e.data||e.data.type!==c.ready)return;
tab.postMessage({type:c.page,version:c.version,url:address,html:html},c.origin);
}
window.addEventListener('message',answer);
setTimeout(function(){window.removeEventListener('message',answer);},c.listenMs);
})(${settings});`;
}

/** The `javascript:` address of the bookmarklet, as the bookmarks bar keeps it. */
export function bookmarkletHref(cookmarkOrigin: string): string {
  return `javascript:${encodeURIComponent(bookmarkletSource(cookmarkOrigin))}`;
}

/** `from` when it is an http(s) origin written exactly as browsers write one, else null. */
export function openerOriginFrom(from: string | null): string | null {
  if (!from) return null;
  try {
    const url = new URL(from);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin === from ? from : null;
  } catch {
    return null;
  }
}

/** What a message event tells the import page. */
export type PageMessage = { kind: 'page'; url: string; html: string } | { kind: 'too-large' };

/** The parts of a MessageEvent the check reads. */
export interface MessageLike {
  source: unknown;
  origin: string;
  data: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function originOf(address: string): string | null {
  try {
    const url = new URL(address);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The page a message carries, or null when the import page must ignore it: it must come from the
 * window that opened the import page, from the origin that window said it had, and describe a page
 * of that same origin (the page the bookmarklet ran in) with non-empty HTML.
 */
export function readPageMessage(
  event: MessageLike,
  expected: { opener: unknown; origin: string },
): PageMessage | null {
  if (expected.opener == null || event.source !== expected.opener) return null;
  if (event.origin !== expected.origin) return null;
  const { data } = event;
  if (!isRecord(data) || data['type'] !== PAGE_MESSAGE_TYPE || data['version'] !== MESSAGE_VERSION) {
    return null;
  }
  const { url, html } = data;
  if (typeof url !== 'string' || typeof html !== 'string') return null;
  if (url.length > PAGE_URL_MAX || originOf(url) !== expected.origin) return null;
  if (html.length > PASTED_HTML_MAX) return { kind: 'too-large' };
  if (html.trim() === '') return null;
  return { kind: 'page', url, html };
}
