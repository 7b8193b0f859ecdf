import type { ServiceMetrics } from '@cookmark/service-kit';
import type { Redis } from 'ioredis';
import type { ParserConfig } from '../config.ts';

/** What spends tokens: Improve with AI, AI substitutions, and the AI step of an import. */
export type AiFeature = 'improve' | 'substitutions' | 'import';

/** The `usage` of a chat completion, as the OpenAI API answers it. */
export interface TokenUsage {
  prompt_tokens: number;
  completion_tokens: number;
}

/** What a metered call needs of the model's answer. */
export interface WithUsage {
  usage?: TokenUsage | null | undefined;
}

/** Counts tokens of one feature's model calls; refuses a call once today's allowance is spent. */
export interface AiMeter {
  run<T extends WithUsage>(call: () => Promise<T>): Promise<T>;
}

/** No counting (the command-line importer, which spends the operator's own key). */
export const UNMETERED: AiMeter = { run: (call) => call() };

export class AiAllowanceSpent extends Error {
  override name = 'AiAllowanceSpent';
  constructor() {
    super("today's AI token allowance is spent");
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** A day's counter outlives its day, so a late call of yesterday does not start a new one. */
const COUNTER_TTL_SECONDS = 2 * 24 * 60 * 60;

/** The UTC day of `now` (YYYY-MM-DD). */
export const utcDay = (now: number): string => new Date(now).toISOString().slice(0, 10);

/** Whole seconds from `now` to the next UTC midnight (at least 1). */
export const secondsToNextUtcDay = (now: number): number =>
  Math.max(1, Math.ceil((DAY_MS - (now % DAY_MS)) / 1000));

/** The process's `cookmark_ai_tokens_total{feature,kind}` (kind: prompt, completion). */
export function aiTokenCounter(metrics: ServiceMetrics) {
  return metrics.counter(
    'cookmark_ai_tokens_total',
    'Tokens this process spent on the AI, by feature (improve, substitutions, import) and kind (prompt, completion)',
    ['feature', 'kind'] as const,
  );
}

export interface AiSpendOptions {
  redis: Redis;
  /** Names the Redis counters (the parser's queue prefix): one counter per deployment. */
  namespace: string;
  /** Tokens all users together may spend per UTC day. */
  dailyTokenLimit: number;
  /** Where tokens are counted for Prometheus; none in tests that do not look. */
  metrics?: ServiceMetrics;
  now?: () => number;
}

/**
 * The global daily AI allowance: every model call's tokens (its `usage`) are added to a Redis counter
 * of the UTC day, shared by every API and worker process; once it reaches the limit, calls are
 * refused until midnight UTC. A call is checked before it starts and counted when it answers, so
 * calls already running when the limit is reached may pass it by what they spend (each is bounded).
 */
export class AiSpend {
  private readonly options: AiSpendOptions;
  private readonly now: () => number;
  private readonly tokens: ReturnType<typeof aiTokenCounter> | undefined;

  constructor(options: AiSpendOptions) {
    this.options = options;
    this.now = options.now ?? Date.now;
    this.tokens = options.metrics ? aiTokenCounter(options.metrics) : undefined;
  }

  private key(now: number): string {
    return `${this.options.namespace}:ai-tokens:${utcDay(now)}`;
  }

  /** Tokens spent so far today (UTC). */
  async spentToday(): Promise<number> {
    return Number((await this.options.redis.get(this.key(this.now()))) ?? 0);
  }

  /** Whether today's allowance is spent: AI features are off until midnight UTC. */
  async exhausted(): Promise<boolean> {
    return (await this.spentToday()) >= this.options.dailyTokenLimit;
  }

  /** Seconds until the allowance starts again (the next UTC midnight), for Retry-After. */
  secondsUntilReset(): number {
    return secondsToNextUtcDay(this.now());
  }

  /** Adds a call's tokens to today's counter and to the metric. */
  async record(feature: AiFeature, usage: TokenUsage | null | undefined): Promise<void> {
    const prompt = Math.max(0, usage?.prompt_tokens ?? 0);
    const completion = Math.max(0, usage?.completion_tokens ?? 0);
    this.tokens?.inc({ feature, kind: 'prompt' }, prompt);
    this.tokens?.inc({ feature, kind: 'completion' }, completion);
    const key = this.key(this.now());
    await this.options.redis
      .multi()
      .incrby(key, prompt + completion)
      .expire(key, COUNTER_TTL_SECONDS)
      .exec();
  }

  /** The meter of one feature's model calls. */
  meter(feature: AiFeature): AiMeter {
    return {
      run: async (call) => {
        if (await this.exhausted()) throw new AiAllowanceSpent();
        const answer = await call();
        await this.record(feature, answer.usage);
        return answer;
      },
    };
  }
}

/** The deployment's allowance as the config sets it (AI_DAILY_TOKEN_LIMIT), counted in `redis`. */
export function aiSpendFrom(config: ParserConfig, redis: Redis, metrics?: ServiceMetrics): AiSpend {
  return new AiSpend({
    redis,
    namespace: config.PARSER_QUEUE_PREFIX,
    dailyTokenLimit: config.AI_DAILY_TOKEN_LIMIT,
    ...(metrics ? { metrics } : {}),
  });
}
