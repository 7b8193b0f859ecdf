import type { LightMyRequestResponse } from 'fastify';
import type { Redis } from 'ioredis';
import { createServer } from './server.ts';
import { registerSession, SESSION_COOKIE } from './session.ts';

/** The `cookie` header value that carries the session a response set. */
export function sessionCookieFrom(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie) throw new Error(`no session cookie in response ${response.statusCode}`);
  return `${SESSION_COOKIE}=${cookie.value}`;
}

export interface SessionIssuer {
  /** A `cookie` header value of a new session signed in as the user. */
  cookieFor(userId: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * For tests and benchmarks of services other than auth: the same session plugin, secret and
 * Redis store, so the sessions it creates are the ones auth would create (a service never
 * imports another service).
 */
export async function startSessionIssuer(secret: string, redis: Redis): Promise<SessionIssuer> {
  const app = createServer({ name: 'session-issuer', logger: false });
  await registerSession(app, { secret, redis, production: false });
  app.post('/sign-in', async (request) => {
    request.session.userId = (request.body as { userId: string }).userId;
    return { ok: true };
  });
  await app.ready();
  return {
    async cookieFor(userId) {
      return sessionCookieFrom(await app.inject({ method: 'POST', url: '/sign-in', payload: { userId } }));
    },
    close: () => app.close(),
  };
}
