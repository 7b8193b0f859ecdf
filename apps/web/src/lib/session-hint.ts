/**
 * The non-secret cookie the auth service sets beside the session on sign-in and clears on sign-out
 * or when it finds the session gone (services/auth/src/domain/signed-in-hint.ts). The server trusts
 * only the session; the app uses the hint to not ask for the user where nobody signed in, so a
 * visitor's public page makes no request that answers 401 (which the browser logs as an error).
 */
export const SIGNED_IN_HINT_COOKIE = 'cm_signed_in';

export function hasSignedInHint(): boolean {
  // Prerendering at build time (src/prerender.tsx) renders for a visitor.
  if (typeof document === 'undefined') return false;
  return document.cookie.split(/;\s*/).includes(`${SIGNED_IN_HINT_COOKIE}=1`);
}

/** The pages behind sign-in (spec §2 route table), and /import, which says 'sign in' to a visitor. */
const SIGNED_IN_PAGE = /^\/(?:dashboard|premium|recipe|recipes|tools|import|profile|settings)(?:\/|$)/;

/**
 * Whether to ask the server for the signed-in user. Without the hint, on a page a visitor may see
 * (landing, sign-in, legal, a shared recipe, an unknown address) the answer is known: nobody. On the
 * pages behind sign-in the app still asks, so a session the hint does not know of (one made before
 * the hint existed, or a cookie sent by a tool) still counts, and the answer sets the hint again.
 */
export function shouldAskForUser(
  pathname = typeof window === 'undefined' ? '/' : window.location.pathname,
): boolean {
  return hasSignedInHint() || SIGNED_IN_PAGE.test(pathname);
}
