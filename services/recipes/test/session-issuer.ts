import { createServer, registerSession } from '@cookmark/service-kit';
import type { Redis } from 'ioredis';

export interface SessionIssuer {
  /** A `cookie` header value of a new session signed in as the user. */
  cookieFor(userId: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * Stands in for the auth service: the same session plugin, secret and Redis store, so the
 * sessions it creates are the ones auth would create. A service never imports another service.
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
      const response = await app.inject({ method: 'POST', url: '/sign-in', payload: { userId } });
      const cookie = response.cookies.find((c) => c.name === 'cookmark.sid');
      if (!cookie) throw new Error(`the session issuer set no cookie (${response.statusCode})`);
      return `cookmark.sid=${cookie.value}`;
    },
    close: () => app.close(),
  };
}
