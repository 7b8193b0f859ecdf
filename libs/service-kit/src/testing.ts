import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Entitlements, PREMIUM_FEATURES } from '@cookmark/contracts';
import type { LightMyRequestResponse } from 'fastify';
import type { Redis } from 'ioredis';
import { INTERNAL_TOKEN_HEADER } from './internal.ts';
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

export interface BillingStandIn {
  url: string;
  /** Users billing answers premium for; everyone else is free. */
  premium: Set<string>;
  close(): Promise<void>;
}

/**
 * For tests of services guarding premium routes: billing's `/internal/entitlements/:userId` over
 * real HTTP, answering premium for the users in `premium` (and 404 without the token, as billing does).
 */
export async function startBillingStandIn(token: string): Promise<BillingStandIn> {
  const premium = new Set<string>();
  const server = createHttpServer((request, response) => {
    const match = /^\/internal\/entitlements\/([^/]+)$/.exec(request.url ?? '');
    if (!match?.[1] || request.headers[INTERNAL_TOKEN_HEADER] !== token) {
      response.writeHead(404).end();
      return;
    }
    const userId = decodeURIComponent(match[1]);
    const isPremium = premium.has(userId);
    const body: Entitlements = {
      userId,
      isPremium,
      plan: isPremium ? 'premium' : 'free',
      status: 'active',
      features: isPremium ? [...PREMIUM_FEATURES] : [],
    };
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    premium,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
