/** The query parameter naming where the auth page goes after signing in or up. */
export const NEXT_PARAM = 'next';

/** An address for the auth page to come back to afterwards. */
export function authPathReturningTo(path: string): string {
  return `/auth?${new URLSearchParams({ [NEXT_PARAM]: path }).toString()}`;
}

const BASE = 'https://cookmark.invalid';

/**
 * `next` when it is a path of this site ('/s/abc?save=1'), else null. Anything that could leave
 * the site is refused: other origins, protocol-relative ('//evil.example') and backslash forms
 * browsers read as such ('/\evil.example'), `javascript:` and control characters.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || /[\\\p{Cc}]/u.test(next)) return null;
  const url = new URL(next, BASE);
  if (url.origin !== BASE) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
