import { AI_SUBSTITUTION_MESSAGES, type AiSubstitutionResponse } from '@cookmark/contracts';
import { type OpenAiStandIn, startOpenAiStandIn } from '@cookmark/infra';
import { JOB_NAMES, QUEUES, queueConnection } from '@cookmark/queue';
import { type BillingStandIn, startBillingStandIn } from '@cookmark/service-kit/testing';
import { Queue, QueueEvents } from 'bullmq';
import { type AiWorker, startAiWorker } from '../src/jobs/ai-worker.ts';
import { type Harness, signIn, silentLogger, startHarness } from './helpers.ts';

const TOKEN = 'test-internal-token-ai-0123456789';
const BOUND_MS = 1_000;

const AI_ANSWER = {
  suggestions: [
    {
      substitute: 'plain yogurt thinned with milk',
      difficulty: 'easy',
      reason: 'Keeps the tang that makes pancakes fluffy',
      ratio: '1 cup = ¾ cup yogurt + ¼ cup milk',
      amount: null,
    },
    {
      substitute: 'milk + lemon juice',
      difficulty: 'easy',
      reason: 'Sours the milk in minutes',
      ratio: '1 cup = 1 cup milk + 1 tbsp lemon juice',
      amount: null,
    },
  ],
};

const PANCAKES = {
  ingredient: 'buttermilk',
  context: { title: 'Fluffy Pancakes', otherIngredients: ['1 cup flour', '2 tbsp sugar'] },
};

let billing: BillingStandIn;
let ai: OpenAiStandIn;
let h: Harness;
let keyless: Harness;
let worker: AiWorker;

beforeAll(async () => {
  billing = await startBillingStandIn(TOKEN);
  ai = await startOpenAiStandIn(AI_ANSWER);
  const premiumEnv = { BILLING_URL: billing.url, INTERNAL_TOKEN: TOKEN };
  h = await startHarness({
    env: {
      ...premiumEnv,
      OPENAI_API_KEY: 'sk-test-stand-in',
      OPENAI_BASE_URL: ai.baseUrl,
      OPENAI_MODEL: 'test-model',
      AI_SUBSTITUTION_TIMEOUT_MS: String(BOUND_MS),
    },
  });
  worker = startAiWorker(h.config, { logger: silentLogger });
  await worker.worker.waitUntilReady();
  keyless = await startHarness({ env: { ...premiumEnv, AI_SUBSTITUTION_RATE_LIMIT_PER_MINUTE: '3' } });
});

afterAll(async () => {
  await worker?.close(true);
  await h?.close();
  await keyless?.close();
  await ai?.close();
  await billing?.close();
});

beforeEach(() => {
  ai.requests.length = 0;
  ai.answer = JSON.stringify(AI_ANSWER);
  ai.delayMs = 0;
});

async function premiumCookie(harness: Harness): Promise<string> {
  const userId = `premium-${Math.random().toString(36).slice(2)}`;
  billing.premium.add(userId);
  return signIn(harness, userId);
}

const substitute = (harness: Harness, payload: unknown, cookie?: string) =>
  harness.app.inject({
    method: 'POST',
    url: '/api/ai-substitutions',
    payload: payload as object,
    headers: cookie ? { cookie } : {},
  });

describe('POST /api/ai-substitutions', () => {
  test('the AI answers through the ai queue, told the recipe as data', async () => {
    const response = await substitute(h, PANCAKES, await premiumCookie(h));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.json<AiSubstitutionResponse>()).toEqual({
      ingredient: 'buttermilk',
      suggestions: AI_ANSWER.suggestions,
      source: 'ai',
      message: 'Substitutions found',
    });

    expect(ai.requests).toHaveLength(1);
    const seen = ai.requests[0];
    expect(seen?.authorization).toBe('Bearer sk-test-stand-in');
    expect(seen?.body.model).toBe('test-model');
    expect(seen?.body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: {
        name: 'substitutions',
        strict: true,
        schema: { type: 'object', additionalProperties: false, required: ['suggestions'] },
      },
    });
    expect(seen?.body.messages[0]?.content).toContain('untrusted');
    expect(JSON.parse(seen?.body.messages.at(-1)?.content ?? '')).toEqual({
      ingredient: 'buttermilk',
      recipeTitle: 'Fluffy Pancakes',
      otherIngredients: ['1 cup flour', '2 tbsp sugar'],
    });
  });

  test.each([
    ['not JSON', 'Sure! Use yogurt.'],
    [
      'JSON outside the schema',
      JSON.stringify({ suggestions: [{ substitute: 'yogurt', difficulty: 'hard' }] }),
    ],
    ['no suggestions', JSON.stringify({ suggestions: [] })],
  ])('an AI answer with %s gives way to the knowledge base', async (_what, answer) => {
    ai.answer = answer;
    const response = await substitute(h, PANCAKES, await premiumCookie(h));
    expect(response.statusCode).toBe(200);
    const body = response.json<AiSubstitutionResponse>();
    expect(body).toMatchObject({
      ingredient: 'buttermilk',
      source: 'knowledge-base',
      message: 'Substitutions found',
    });
    expect(body.suggestions.length).toBeGreaterThan(0);
    expect(body.suggestions.length).toBeLessThanOrEqual(5);
    expect(body.suggestions[0]).toEqual({
      substitute: expect.any(String),
      difficulty: expect.stringMatching(/^(easy|moderate|advanced)$/),
      reason: expect.any(String),
      ratio: expect.stringContaining('='),
      amount: null,
    });
    expect(ai.requests).toHaveLength(1);
  });

  test('an AI slower than the bound gives way to the knowledge base at the bound', async () => {
    // The AI answers no sooner than the test ends: an answer at all means the bound cut the wait.
    ai.delayMs = 10 * 60_000;
    const cookie = await premiumCookie(h);
    const started = Date.now();
    const response = await substitute(h, PANCAKES, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json<AiSubstitutionResponse>().source).toBe('knowledge-base');
    expect(Date.now() - started).toBeGreaterThanOrEqual(BOUND_MS - 50);
  });

  test('without an AI key the knowledge base answers at once, nothing queued', async () => {
    const response = await substitute(keyless, PANCAKES, await premiumCookie(keyless));
    expect(response.statusCode).toBe(200);
    expect(response.json<AiSubstitutionResponse>()).toMatchObject({
      ingredient: 'buttermilk',
      source: 'knowledge-base',
      message: 'Substitutions found',
    });
    expect(ai.requests).toHaveLength(0);
    const queue = new Queue(QUEUES.ai, {
      connection: queueConnection(keyless.config.REDIS_URL, 'producer'),
      prefix: keyless.config.PARSER_QUEUE_PREFIX,
    });
    try {
      expect(await queue.getJobCounts()).toMatchObject({ waiting: 0, active: 0, completed: 0, failed: 0 });
    } finally {
      await queue.close();
    }
  });

  test("when neither source knows the ingredient: no suggestions and spec §8's message", async () => {
    ai.answer = JSON.stringify({ suggestions: [] });
    const response = await substitute(h, { ingredient: 'zqxjvw' }, await premiumCookie(h));
    expect(response.statusCode).toBe(200);
    expect(response.json<AiSubstitutionResponse>()).toEqual({
      ingredient: 'zqxjvw',
      suggestions: [],
      source: 'knowledge-base',
      message: 'No substitutions found',
    });
  });

  test('signed out: 401', async () => {
    const response = await substitute(h, PANCAKES);
    expect(response.statusCode).toBe(401);
    expect(ai.requests).toHaveLength(0);
  });

  test("free plan: 403 'Premium subscription required'", async () => {
    const response = await substitute(h, PANCAKES, await signIn(h));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Premium subscription required' });
    expect(ai.requests).toHaveLength(0);
  });

  test.each([
    ['no ingredient', {}, 'No ingredient selected'],
    ['a blank ingredient', { ingredient: '   ' }, 'No ingredient selected'],
    [
      'an ingredient of 201 characters',
      { ingredient: 'x'.repeat(201) },
      'Ingredient must be at most 200 characters',
    ],
    [
      'a title of 201 characters',
      { ingredient: 'egg', context: { title: 'x'.repeat(201) } },
      AI_SUBSTITUTION_MESSAGES.titleTooLong,
    ],
    [
      '101 other ingredients',
      { ingredient: 'egg', context: { otherIngredients: Array.from({ length: 101 }, () => 'salt') } },
      AI_SUBSTITUTION_MESSAGES.tooManyOtherIngredients,
    ],
    [
      'another ingredient of 201 characters',
      { ingredient: 'egg', context: { otherIngredients: ['x'.repeat(201)] } },
      AI_SUBSTITUTION_MESSAGES.otherIngredientTooLong,
    ],
  ])('%s: a 400 saying why', async (_what, payload, message) => {
    const response = await substitute(h, payload, await premiumCookie(h));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(ai.requests).toHaveLength(0);
  });

  test('past the per-user limit: 429 with a clear message', async () => {
    const cookie = await premiumCookie(keyless);
    for (let i = 0; i < 3; i++) expect((await substitute(keyless, PANCAKES, cookie)).statusCode).toBe(200);
    const limited = await substitute(keyless, PANCAKES, cookie);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: AI_SUBSTITUTION_MESSAGES.tooManyRequests });
    // Another user is not limited.
    expect((await substitute(keyless, PANCAKES, await premiumCookie(keyless))).statusCode).toBe(200);
  });
});

test('a job on the ai queue that no handler knows fails at once, for good', async () => {
  const connection = queueConnection(h.config.REDIS_URL, 'worker');
  const queue = new Queue(QUEUES.ai, { connection, prefix: h.config.PARSER_QUEUE_PREFIX });
  // Read the events stream from its start: a QueueEvents reading only new events ('$') may begin
  // after the worker has already failed the job (and after waitUntilFinished looked), and then wait
  // forever. Earlier events are other jobs' and match no listener here.
  const events = new QueueEvents(QUEUES.ai, {
    connection,
    prefix: h.config.PARSER_QUEUE_PREFIX,
    lastEventId: '0-0',
  });
  try {
    const job = await queue.add('not-a-job', {}, { attempts: 3 });
    // No time budget (a busy machine may take its time to hand the job over): 'for good' is that
    // the one attempt was the last of the three allowed.
    await expect(job.waitUntilFinished(events)).rejects.toThrow(
      'No handler for job "not-a-job" on queue "ai"',
    );
    const failed = await queue.getJob(job.id ?? '');
    expect([await failed?.getState(), failed?.attemptsMade]).toEqual(['failed', 1]);
    expect(JOB_NAMES.ai.substitute).toBe('substitute');
  } finally {
    await events.close();
    await queue.close();
  }
});
