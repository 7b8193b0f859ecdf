import fastifyCookie from '@fastify/cookie';
import fastifySession from '@fastify/session';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { Unauthorized } from './errors.ts';
import { RedisSessionStore } from './session-store.ts';

declare module 'fastify' {
  interface Session {
    userId?: string;
  }
}

export const SESSION_COOKIE = 'cookmark.sid';
export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

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
    rolling: true,
    cookie: {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: options.production,
      maxAge: SESSION_MAX_AGE_MS,
    },
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
