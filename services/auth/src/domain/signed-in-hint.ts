import { SESSION_MAX_AGE_MS } from '@cookmark/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A cookie the web app reads to know whether to ask for the current user: without it, nobody signed
 * in in this browser, and the app shows the signed-out pages without calling
 * GET /api/auth/user-with-billing (whose 401 the browser would log as an error on every public
 * page). It says nothing the server trusts: it is not secret, scripts may read it, and every
 * route still decides by the session alone. The web app reads the same name (apps/web/src/lib/session-hint.ts).
 */
export const SIGNED_IN_HINT_COOKIE = 'cm_signed_in';

/**
 * What a route does with the hint: `set` sets it on a 2xx answer (signed in); `follow` too (still
 * signed in), and clears it on a 401 (the session is gone); `clear` clears it on a 2xx answer
 * (signed out, account deleted) or a 401. Other answers (a wrong password, a rate limit) leave it.
 */
export type SignedInHint = 'set' | 'follow' | 'clear';

declare module 'fastify' {
  interface FastifyContextConfig {
    signedInHint?: SignedInHint;
  }
}

/** onSend hook: sets or clears the hint as the route's `config.signedInHint` says. */
export async function signedInHintHook(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  const hint = request.routeOptions.config.signedInHint;
  if (!hint) return payload;
  const status = reply.statusCode;
  const ok = status >= 200 && status < 300;
  if (hint !== 'clear' && ok) {
    reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', {
      path: '/',
      sameSite: 'lax',
      httpOnly: false,
      secure: request.session?.cookie?.secure === true,
      // As long as the session cookie; the app renews both by asking for the user at each start.
      maxAge: SESSION_MAX_AGE_MS / 1000,
    });
  } else if ((hint === 'clear' && ok) || (hint !== 'set' && status === 401)) {
    reply.clearCookie(SIGNED_IN_HINT_COOKIE, { path: '/' });
  }
  return payload;
}
