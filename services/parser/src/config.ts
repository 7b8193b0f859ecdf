import { DEFAULT_QUEUE_PREFIX } from '@cookmark/queue';
import { baseConfigSchema, loadConfig, port, serviceUrl } from '@cookmark/service-kit';
import { z } from 'zod';

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0'], { message: 'must be true or false' })
    .default(fallback ? 'true' : 'false')
    .transform((value) => value === 'true' || value === '1');

const int = (fallback: number, min: number, max: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback);

/** An empty variable counts as unset (compose files often write `OPENAI_API_KEY=`). */
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== '' ? value.trim() : undefined));

export const parserConfigSchema = baseConfigSchema
  .extend({
    PARSER_PORT: port(3003),
    /** The recipes service, where a collection import's worker saves each recipe. */
    RECIPES_URL: serviceUrl('http://127.0.0.1:3002'),
    /** How long reading one collection upload may take in its thread before it is refused. */
    COLLECTION_READ_TIMEOUT_MS: int(120_000, 1_000, 600_000),
    /** BullMQ key prefix of the parse queue, also the namespace of the result cache. */
    PARSER_QUEUE_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,40}$/, { message: 'letters, digits, - and _ only' })
      .default(DEFAULT_QUEUE_PREFIX),
    PARSER_WORKER_CONCURRENCY: int(4, 1, 32),
    /**
     * How long a job stays a worker's without that worker renewing its lock, and how often workers
     * look for jobs whose worker died (killed, out of memory): another worker takes such a job over
     * within about the sum of the two. BullMQ's defaults, 30 s each.
     */
    PARSER_WORKER_LOCK_MS: int(30_000, 500, 600_000),
    PARSER_WORKER_STALLED_CHECK_MS: int(30_000, 250, 600_000),
    /** How long POST /api/parse-recipe waits for its job before answering 202 with the job id. */
    PARSER_WAIT_MS: int(20_000, 0, 120_000),
    PARSER_CACHE_TTL_SECONDS: int(24 * 60 * 60, 0, 30 * 24 * 60 * 60),
    PARSER_RATE_LIMIT_PER_MINUTE: int(30, 1, 100_000),
    PARSER_FETCH_TIMEOUT_MS: int(10_000, 1_000, 60_000),
    /**
     * Deadline for reading one page (pasted or fetched) in the extraction threads; past it the
     * page fails with 'This page took too long to read'.
     */
    PARSER_EXTRACT_TIMEOUT_MS: int(5_000, 10, 60_000),
    /** Worker threads that read pages, per process (API and queue worker each have their own). */
    PARSER_EXTRACT_THREADS: int(2, 1, 16),
    /**
     * Pages that may wait for a reading thread, per process; one more answers 503 'Many pages are being
     * read right now…' with Retry-After at once, rather than waiting longer than anyone would.
     */
    PARSER_EXTRACT_QUEUE: int(32, 0, 1000),
    /**
     * How much lower than the process's own the extraction threads' CPU priority is (a nice
     * increment, 0-19). Reading a page is tens of milliseconds of CPU; on a host shared with the
     * other services it yields to their requests of a few milliseconds, rather than making them
     * queue behind it. 0 keeps the process's priority.
     */
    PARSER_EXTRACT_NICE: int(10, 0, 19),
    /**
     * Deadline for reading one photo of a cookbook page by OCR (issue #33), from when the OCR thread
     * takes it; past it the photo fails with 'This photo took too long to read'. One photo is read at
     * a time per process: a clean page takes about 7 s on a busy 2-core host.
     */
    PARSER_PHOTO_TIMEOUT_MS: int(45_000, 1_000, 300_000),
    /** Photos that may wait for the OCR thread, per process; one more answers 503 at once. */
    PARSER_PHOTO_QUEUE: int(4, 0, 100),
    /** Render incomplete pages in headless Chromium (the worker and the CLI). */
    PARSER_RENDER: flag(true),
    PARSER_RENDER_TIMEOUT_MS: int(15_000, 1_000, 60_000),
    CHROMIUM_PATH: z.string().min(1).default('/usr/bin/chromium'),
    OPENAI_API_KEY: optionalText,
    OPENAI_BASE_URL: z.url({ message: 'must be an http(s) URL' }).optional(),
    OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
    PARSER_AI_TIMEOUT_MS: int(30_000, 1_000, 120_000),
    /**
     * How long POST /api/ai-substitutions waits for the AI (through the `ai` queue) before the
     * knowledge base answers instead.
     */
    AI_SUBSTITUTION_TIMEOUT_MS: int(15_000, 100, 60_000),
    AI_SUBSTITUTION_RATE_LIMIT_PER_MINUTE: int(20, 1, 100_000),
    /**
     * The AI budgets (ai/ai-budget.ts), shared by Improve with AI and AI substitutions: tokens all
     * users may spend per UTC day (past it, AI features are off until midnight UTC), and requests
     * per user per day, per client address per minute and per day.
     */
    AI_DAILY_TOKEN_LIMIT: int(2_000_000, 1, 1_000_000_000),
    AI_REQUESTS_PER_USER_PER_DAY: int(50, 1, 100_000),
    AI_REQUESTS_PER_ADDRESS_PER_MINUTE: int(20, 1, 100_000),
    AI_REQUESTS_PER_ADDRESS_PER_DAY: int(200, 1, 1_000_000),
    /** AI requests a worker process runs at once (each mostly waits on the endpoint). */
    AI_WORKER_CONCURRENCY: int(16, 1, 64),
    /** The billing service; without it every user is on the free plan (AI substitutions are premium). */
    BILLING_URL: serviceUrl().optional(),
    /** How long a billing answer about a user's plan is reused. */
    ENTITLEMENTS_CACHE_SECONDS: int(30, 1, 3600),
    /**
     * TEST ONLY: lets the fetcher and the browser reach the loopback fixture servers of tests and
     * of the e2e stack. Refused in production (and the fetcher ignores it there anyway).
     */
    PARSER_ALLOW_LOOPBACK_FOR_TESTS: flag(false),
  })
  .refine((c) => !(c.NODE_ENV === 'production' && c.PARSER_ALLOW_LOOPBACK_FOR_TESTS), {
    message: 'must not be set in production',
    path: ['PARSER_ALLOW_LOOPBACK_FOR_TESTS'],
  });

export type ParserConfig = z.infer<typeof parserConfigSchema>;

export function loadParserConfig(env: Record<string, string | undefined> = process.env): ParserConfig {
  return loadConfig(parserConfigSchema, env);
}
