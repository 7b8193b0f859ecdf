import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { TooManyRequests } from './errors.ts';
import { PER_EMAIL_RATE_LIMITS, PER_USER_RATE_LIMITS } from './personal-keys.ts';

export interface RateLimitRule {
  /** Names the limit's counters in Redis; unique per limit. */
  name: string;
  /** Requests allowed per window. */
  max: number;
  windowMs: number;
  /**
   * What is counted: the client address by default (IPv6 by /64). A rule that reads the body
   * (an e-mail address, say) must run as a preHandler; undefined leaves the request uncounted.
   * Per user, `sessionUser`; per address typed, `bodyEmail`: such a rule's name must be listed in
   * personal-keys.ts, so that deleting an account deletes its counters (and no one else's).
   */
  key?: (request: FastifyRequest) => string | undefined;
  /**
   * The 429's `{ message }`; the generic one when unset. A function is given the time left until the
   * counter resets (ms), so the message can say the real wait.
   */
  message?: string | ((waitMs: number) => string);
}

export type RateLimitHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

const UNCOUNTED = '';

/**
 * @fastify/rate-limit over the service's Redis, shared by every instance. Each rule is its own
 * registration of the plugin (its own nameSpace), so a route can chain several (per address and
 * per e-mail): hooks of one registration mark the request as limited once and skip the others.
 * Over a limit: 429 `{ message }` with Retry-After.
 */
export class RateLimits {
  private readonly redis: Redis;
  private readonly prefix: string;

  constructor(redis: Redis, prefix = 'ratelimit:') {
    this.redis = redis;
    this.prefix = prefix;
  }

  /** The Redis key of a rule's counter for one client, user or address. */
  readonly counterKey = (name: string, counted: string): string => `${this.nameSpace(name)}${counted}`;

  private nameSpace(name: string): string {
    return `${this.prefix}${name}:`;
  }

  /** A hook counting each request it sees against the rule; use as onRequest or preHandler. */
  async hook(app: FastifyInstance, rule: RateLimitRule): Promise<RateLimitHook> {
    assertListedIfPersonal(rule);
    let hook: RateLimitHook | undefined;
    const keyOf = rule.key;
    const { message } = rule;
    await app.register(async (scope) => {
      await scope.register(fastifyRateLimit, {
        global: false,
        redis: this.redis,
        nameSpace: this.nameSpace(rule.name),
        max: rule.max,
        timeWindow: rule.windowMs,
        ...(keyOf
          ? {
              keyGenerator: (request: FastifyRequest) => keyOf(request) ?? UNCOUNTED,
              allowList: (_request: FastifyRequest, key: string) => key === UNCOUNTED,
            }
          : {}),
        errorResponseBuilder: (_request, context) =>
          new TooManyRequests(typeof message === 'function' ? message(context.ttl) : message),
      });
      hook = scope.rateLimit() as RateLimitHook;
    });
    if (!hook) throw new Error(`rate limit ${rule.name} was not set up`);
    return hook;
  }
}

/** The signed-in user's id, as a rate-limit key. */
export function sessionUser(request: FastifyRequest): string | undefined {
  return request.session?.userId;
}

/** A rule counting per user or per address must be one that account deletion knows of. */
function assertListedIfPersonal(rule: RateLimitRule): void {
  const listed: Record<string, readonly string[]> = {
    user: PER_USER_RATE_LIMITS,
    email: PER_EMAIL_RATE_LIMITS,
  };
  const kind = rule.key === sessionUser ? 'user' : rule.key === bodyEmail ? 'email' : undefined;
  if (kind && !listed[kind]?.includes(rule.name)) {
    throw new Error(
      `rate limit ${rule.name} counts per ${kind}: list it in personal-keys.ts so that account deletion removes its counters`,
    );
  }
}

/** The request body's `email`, trimmed and lower-cased, as a rate-limit key. */
export function bodyEmail(request: FastifyRequest): string | undefined {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() !== '' ? email.trim().toLowerCase() : undefined;
}
