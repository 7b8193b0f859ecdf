import { AI_BUDGET_MESSAGES } from '@cookmark/contracts';
import { type RateLimitHook, type RateLimits, ServiceUnavailable, sessionUser } from '@cookmark/service-kit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AiSpend } from './ai-spend.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** Requests that reach the AI, whatever the feature. */
export interface AiRequestLimits {
  perUserPerDay: number;
  perAddressPerMinute: number;
  perAddressPerDay: number;
}

/** Whether a server's AI may be used now, and why not (the improve status answer). */
export interface AiAvailability {
  configured: boolean;
  available: boolean;
  message: string | null;
}

/**
 * The AI budgets every AI route shares (Improve with AI, AI substitutions): requests per user per
 * day, per client address (as the gateway passes it) per minute and per day, counted in Redis
 * across features and instances (the same rule names, so the same counters), each over its limit a
 * 429 with Retry-After; and the global daily token allowance (AiSpend).
 */
export class AiBudget {
  readonly spend: AiSpend;
  private readonly rateLimits: RateLimits;
  private readonly limits: AiRequestLimits;

  constructor(spend: AiSpend, rateLimits: RateLimits, limits: AiRequestLimits) {
    this.spend = spend;
    this.rateLimits = rateLimits;
    this.limits = limits;
  }

  /** The shared request budgets, as preHandlers of a route of `app` (after requireUser). */
  async requestHooks(app: FastifyInstance): Promise<RateLimitHook[]> {
    return [
      await this.rateLimits.hook(app, {
        name: 'ai:ip',
        max: this.limits.perAddressPerMinute,
        windowMs: MINUTE_MS,
        message: AI_BUDGET_MESSAGES.tooManyFromAddress,
      }),
      await this.rateLimits.hook(app, {
        name: 'ai:user:day',
        max: this.limits.perUserPerDay,
        windowMs: DAY_MS,
        key: sessionUser,
        message: AI_BUDGET_MESSAGES.userDailyLimit,
      }),
      await this.rateLimits.hook(app, {
        name: 'ai:ip:day',
        max: this.limits.perAddressPerDay,
        windowMs: DAY_MS,
        message: AI_BUDGET_MESSAGES.addressDailyLimit,
      }),
    ];
  }

  /** A preHandler refusing with 503 and Retry-After (next midnight UTC) once today's allowance is spent. */
  readonly whileAllowanceLeft = async (_request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (!(await this.spend.exhausted())) return;
    reply.header('retry-after', String(this.spend.secondsUntilReset()));
    throw new ServiceUnavailable(AI_BUDGET_MESSAGES.paused);
  };

  /** Whether the AI may be used now: configured (`notConfigured` says otherwise) and allowance left. */
  async availability(configured: boolean, notConfigured: string): Promise<AiAvailability> {
    if (!configured) return { configured, available: false, message: notConfigured };
    if (await this.spend.exhausted())
      return { configured, available: false, message: AI_BUDGET_MESSAGES.paused };
    return { configured, available: true, message: null };
  }
}
