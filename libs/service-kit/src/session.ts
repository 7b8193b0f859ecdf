import fastifyCookie from '@fastify/cookie';
import fastifySession from '@fastify/session';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  onSendHookHandler,
} from 'fastify';
import type { Redis } from 'ioredis';
import { Unauthorized } from './errors.ts';
import { RedisSessionStore, SESSION_KEY_PREFIX } from './session-store.ts';
import type { TrackedCache } from './tracked-cache.ts';

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
  /** Serves session reads from memory while Redis reports no change (tracks SESSION_KEY_PREFIX). */
  cache?: TrackedCache;
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * @fastify/session's onRequest hook, except for reads that carry no session cookie (probes,
 * static files, signed-out reads): they have no session to load, and a read never starts one, so
 * they get an empty session object, as the plugin itself gives requests outside its cookie path,
 * instead of a new unsaved session (a random id, its signature and a hash of it, on every probe).
 * No user, nothing saved, no cookie sent: as before.
 */
function skipSessionlessReads(hook: onRequestHookHandler): onRequestHookHandler {
  return function loadSession(this: FastifyInstance, request, reply, done) {
    if (READ_METHODS.has(request.method) && request.cookies[SESSION_COOKIE] === undefined) {
      request.session = {} as FastifyRequest['session'];
      done();
      return;
    }
    return hook.call(this, request, reply, done);
  };
}

/** Cookie + session over the shared Redis store; every service registers the same plugin. */
export async function registerSession(
  app: FastifyInstance,
  options: SessionOptions,
): Promise<RedisSessionStore> {
  const store = new RedisSessionStore(options.redis, SESSION_KEY_PREFIX, options.cache);
  await app.register(fastifyCookie);
  // The plugin registered on the app itself (it is a fastify-plugin, so it would be anyway), with
  // its request hook wrapped (skipSessionlessReads). What it calls of the app is listed here.
  const host = {
    decorate: app.decorate.bind(app),
    decorateRequest: app.decorateRequest.bind(app),
    addHook: (name: string, hook: onRequestHookHandler) =>
      name === 'onRequest'
        ? app.addHook('onRequest', skipSessionlessReads(hook))
        : app.addHook(name as 'onSend', hook as unknown as onSendHookHandler),
  } as unknown as FastifyInstance;
  const registered = new Promise<void>((resolve, reject) => {
    fastifySession(
      host,
      {
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
      },
      (error?: Error) => (error ? reject(error) : resolve()),
    );
  });
  await registered;
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
