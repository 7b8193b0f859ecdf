import fastifyCookie from '@fastify/cookie';
import fastifySession from '@fastify/session';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { Unauthorized } from './errors.ts';
import { RedisSessionStore } from './session-store.ts';

declare module 'fastify' {
  interface Session {
    userId?: string;
    /** When the session was last written back with a fresh expiry (ms since the epoch). */
    renewedAt?: number;
  }
}

export const SESSION_COOKIE = 'cookmark.sid';
export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * How often a signed-in user's session is written back with a fresh 30-day expiry. Rolling every
 * request cost each read a Redis transaction and a Set-Cookie; once a day keeps a user who comes
 * back within 30 days signed in all the same.
 */
export const SESSION_RENEW_AFTER_MS = 24 * 60 * 60 * 1000;

export interface SessionOptions {
  secret: string;
  redis: Redis;
  production: boolean;
}

/** Cookie + session over the shared Redis store; every service registers the same plugin. */
export async function registerSession(
  app: FastifyInstance,
  options: SessionOptions,
): Promise<RedisSessionStore> {
  const store = new RedisSessionStore(options.redis);
  await app.register(fastifyCookie);
  await app.register(fastifySession, {
    secret: options.secret,
    cookieName: SESSION_COOKIE,
    store,
    saveUninitialized: false,
    rolling: false,
    cookie: {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: options.production,
      maxAge: SESSION_MAX_AGE_MS,
    },
  });
  // After the session plugin's own hook has loaded the session: mark it for saving once a day.
  app.addHook('onRequest', (request, _reply, done) => {
    const session = request.session;
    const now = Date.now();
    if (session?.userId && !(now - (session.renewedAt ?? 0) < SESSION_RENEW_AFTER_MS))
      session.renewedAt = now;
    done();
  });
  return store;
}

/** preHandler: 401 `{ message: 'Unauthorized' }` without a signed-in user. */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.session?.userId) throw new Unauthorized();
}

/** The signed-in user's id; call after requireUser. */
export function currentUserId(request: FastifyRequest): string {
  const id = request.session?.userId;
  if (!id) throw new Unauthorized();
  return id;
}
