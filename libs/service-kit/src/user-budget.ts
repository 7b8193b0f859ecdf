import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { TryAgainLater, Unauthorized } from './errors.ts';

/** How much of one kind of expensive work one user may ask for (docs/limits.md lists them). */
export interface UserBudgetRule {
  /** Names the budget's keys in Redis; unique per budget. */
  name: string;
  /** Requests one user may start per minute. */
  perMinute: number;
  /** Requests of one user running at once. */
  concurrent: number;
  /**
   * How long a running request holds its place at most: a place whose process died (or whose
   * release was lost) frees itself after this long. Longer than the work's own deadline.
   */
  leaseMs: number;
  /** What the work is, in the 429 message ('PDF exports', 'scalings'). */
  what: string;
}

/** 429 with `Retry-After`: the user asked for more than the budget allows for now. */
export class OverBudget extends TryAgainLater {
  constructor(message: string, retryAfterSeconds: number) {
    super(429, message, retryAfterSeconds);
  }
}

/** Seconds, as the words of a message ('1 second', '40 seconds'). */
function seconds(n: number): string {
  return n === 1 ? '1 second' : `${n} seconds`;
}

export function overRateMessage(what: string, perMinute: number, retryAfter: number): string {
  return `You can start at most ${perMinute} ${what} a minute. Please wait ${seconds(retryAfter)} and try again.`;
}

export function overConcurrencyMessage(what: string, concurrent: number): string {
  const running = concurrent === 1 ? 'one is' : `${concurrent} are`;
  return `Your earlier ${what} are still running (${running} allowed at once). Please wait for them to finish and try again.`;
}

/** Seconds a user told to wait for their running work is asked to wait. */
const BUSY_RETRY_AFTER_SECONDS = 5;

// One round trip, atomic across copies of a service. KEYS: the minute's counter, the leases (a sorted
// set of lease id by expiry). ARGV: lease id, per minute, concurrent, lease ms. Answers {1} when the
// place is taken, {0, 'busy'} when the user's places are all held, {0, 'rate', ms until the minute ends}.
const TAKE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now)
if redis.call('ZCARD', KEYS[2]) >= tonumber(ARGV[3]) then
  return {0, 'busy', 0}
end
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], 60000) end
if count > tonumber(ARGV[2]) then
  return {0, 'rate', redis.call('PTTL', KEYS[1])}
end
redis.call('ZADD', KEYS[2], now + tonumber(ARGV[4]), ARGV[1])
redis.call('PEXPIRE', KEYS[2], tonumber(ARGV[4]))
return {1, 'ok', 0}`;

type TakeAnswer = [number, string, number];

/** A held place in a user's budget; give it back when the work is done. */
export interface BudgetLease {
  release(): Promise<void>;
}

const USER_BUDGET_PREFIX = 'ratelimit:budget:';

/** The Redis keys of one user's budget under `rule`: its minute's count and its running leases. */
export function userBudgetKeys(
  rule: Pick<UserBudgetRule, 'name'>,
  userId: string,
  prefix = USER_BUDGET_PREFIX,
): [minute: string, running: string] {
  return [`${prefix}${rule.name}:minute:${userId}`, `${prefix}${rule.name}:running:${userId}`];
}

/**
 * Per-user budgets of expensive work, kept in the service's Redis so that they hold across every
 * copy of a service: a rate (requests started per minute) and a concurrency (requests running at
 * once, each holding a lease that expires should its process die). Over either: 429 `{ message }`
 * with `Retry-After`.
 */
export class UserBudgets {
  private readonly redis: Redis;
  private readonly prefix: string;

  /** The prefix names the keys as rate limits, which the attack suite clears between attacks. */
  constructor(redis: Redis, prefix = USER_BUDGET_PREFIX) {
    this.redis = redis;
    this.prefix = prefix;
  }

  /** Takes a place for `userId` under `rule`, or throws OverBudget. */
  async take(rule: UserBudgetRule, userId: string): Promise<BudgetLease> {
    const leaseId = randomUUID();
    const [minute, leases] = userBudgetKeys(rule, userId, this.prefix);
    const answer = (await this.redis.eval(
      TAKE,
      2,
      minute,
      leases,
      leaseId,
      rule.perMinute,
      rule.concurrent,
      rule.leaseMs,
    )) as TakeAnswer;
    const [taken, why, waitMs] = answer;
    if (taken !== 1) throw overBudget(rule, why, waitMs);
    return {
      release: async () => {
        await this.redis.zrem(leases, leaseId);
      },
    };
  }

  /** Runs `work` within the user's budget: the place is held until the work ends, however it ends. */
  async run<T>(rule: UserBudgetRule, userId: string, work: () => Promise<T>): Promise<T> {
    const lease = await this.take(rule, userId);
    try {
      return await work();
    } finally {
      await lease.release().catch(() => undefined);
    }
  }

  /** `run` for the signed-in user of `request` (401 without one). */
  async forRequest<T>(rule: UserBudgetRule, request: FastifyRequest, work: () => Promise<T>): Promise<T> {
    const userId = request.session?.userId;
    if (!userId) throw new Unauthorized();
    return this.run(rule, userId, work);
  }
}

function overBudget(rule: UserBudgetRule, why: string, waitMs: number): OverBudget {
  if (why === 'rate') {
    const retryAfter = Math.max(1, Math.ceil(waitMs / 1000));
    return new OverBudget(overRateMessage(rule.what, rule.perMinute, retryAfter), retryAfter);
  }
  return new OverBudget(overConcurrencyMessage(rule.what, rule.concurrent), BUSY_RETRY_AFTER_SECONDS);
}
