import { AI_BUDGET_MESSAGES, type AiSubstitutionResponse } from '@cookmark/contracts';
import { type OpenAiStandIn, startOpenAiStandIn, tokensOf } from '@cookmark/infra';
import { ServiceMetrics } from '@cookmark/service-kit';
import { type BillingStandIn, startBillingStandIn } from '@cookmark/service-kit/testing';
import { utcDay } from '../src/domain/ai-spend.ts';
import { type AiWorker, startAiWorker } from '../src/jobs/ai-worker.ts';
import {
  fixturePage,
  type Fixture,
  type Harness,
  routes,
  send,
  signIn,
  silentLogger,
  startFixture,
  startHarness,
} from './helpers.ts';

const TOKEN = 'test-internal-token-ai-budget-0123';
/** An address the page fetcher refuses at once: the request is counted, nothing is fetched or asked. */
const UNFETCHABLE = 'http://169.254.169.254/bread';

const BREAD = {
  title: 'Rustic Bread',
  description: '',
  ingredients: ['500 g flour', '350 ml water'],
  instructions: ['Knead.', 'Bake.'],
  prepMinutes: 20,
  cookMinutes: 35,
  totalMinutes: null,
  yield: '1 loaf',
  difficulty: 'Easy',
  tags: [],
  notes: [],
};
const SUGGESTIONS = {
  suggestions: [
    {
      substitute: 'yogurt',
      difficulty: 'easy',
      reason: 'Tangy',
      ratio: '1 cup = 1 cup yogurt',
      amount: null,
    },
  ],
};

let billing: BillingStandIn;
let ai: OpenAiStandIn;
let site: Fixture;

beforeAll(async () => {
  billing = await startBillingStandIn(TOKEN);
  ai = await startOpenAiStandIn(BREAD, { substitutions: SUGGESTIONS });
  site = await startFixture(
    routes({ '/bread': (_req, res) => send(res, fixturePage('incomplete-bread.html')) }),
  );
});

afterAll(async () => {
  await site?.close();
  await ai?.close();
  await billing?.close();
});

beforeEach(() => {
  ai.requests.length = 0;
});

const aiEnv = (env: Record<string, string>) => ({
  BILLING_URL: billing.url,
  INTERNAL_TOKEN: TOKEN,
  OPENAI_API_KEY: 'sk-test-stand-in',
  OPENAI_BASE_URL: ai.baseUrl,
  OPENAI_MODEL: 'test-model',
  ...env,
});

async function premiumCookie(h: Harness): Promise<string> {
  const userId = `premium-${Math.random().toString(36).slice(2)}`;
  billing.premium.add(userId);
  return signIn(h, userId);
}

const improve = (h: Harness, cookie: string, address = '198.51.100.1', url = UNFETCHABLE) =>
  h.app.inject({
    method: 'POST',
    url: '/api/improve-recipe',
    payload: { url, currentRecipe: { title: 'Bread' } },
    headers: { cookie },
    remoteAddress: address,
  });

const substitute = (h: Harness, cookie: string, address = '198.51.100.1') =>
  h.app.inject({
    method: 'POST',
    url: '/api/ai-substitutions',
    payload: { ingredient: 'buttermilk' },
    headers: { cookie },
    remoteAddress: address,
  });

/** The 429 of a budget: its message and a Retry-After of at most `maxSeconds`. */
function expectOverBudget(
  answer: Awaited<ReturnType<typeof improve>>,
  message: string,
  maxSeconds: number,
): void {
  expect({ status: answer.statusCode, body: answer.json() }).toEqual({ status: 429, body: { message } });
  const retryAfter = Number(answer.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
}

describe('per-user and per-address daily budgets, shared by Improve with AI and AI substitutions', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({
      env: aiEnv({
        AI_REQUESTS_PER_USER_PER_DAY: '3',
        AI_REQUESTS_PER_ADDRESS_PER_DAY: '5',
        AI_REQUESTS_PER_ADDRESS_PER_MINUTE: '1000',
        // No AI worker here: the knowledge base answers substitutions after this wait.
        AI_SUBSTITUTION_TIMEOUT_MS: '100',
      }),
    });
  });
  afterAll(() => h?.close());

  test("a user's fourth AI request of the day, whatever the feature, is a 429 with Retry-After", async () => {
    const cookie = await premiumCookie(h);
    expect((await improve(h, cookie, '198.51.100.1')).statusCode).toBe(422);
    expect((await substitute(h, cookie, '198.51.100.2')).statusCode).toBe(200);
    expect((await improve(h, cookie, '198.51.100.3')).statusCode).toBe(422);
    expectOverBudget(await substitute(h, cookie, '198.51.100.4'), AI_BUDGET_MESSAGES.userDailyLimit, 86_400);
    expectOverBudget(await improve(h, cookie, '198.51.100.5'), AI_BUDGET_MESSAGES.userDailyLimit, 86_400);
    // Another user has a budget of their own.
    expect((await improve(h, await signIn(h), '198.51.100.6')).statusCode).toBe(422);
  });

  test("an address's sixth AI request of the day, from any accounts, is a 429 with Retry-After", async () => {
    const address = '203.0.113.7';
    for (let i = 0; i < 5; i++) expect((await improve(h, await signIn(h), address)).statusCode).toBe(422);
    expectOverBudget(
      await improve(h, await signIn(h), address),
      AI_BUDGET_MESSAGES.addressDailyLimit,
      86_400,
    );
    expectOverBudget(
      await substitute(h, await premiumCookie(h), address),
      AI_BUDGET_MESSAGES.addressDailyLimit,
      86_400,
    );
    expect((await improve(h, await signIn(h), '203.0.113.8')).statusCode).toBe(422);
  });
});

test('an address past its AI requests per minute, from any accounts, gets a 429 with Retry-After', async () => {
  const h = await startHarness({ env: aiEnv({ AI_REQUESTS_PER_ADDRESS_PER_MINUTE: '4' }) });
  try {
    const address = '2001:db8::7';
    for (let i = 0; i < 4; i++) expect((await improve(h, await signIn(h), address)).statusCode).toBe(422);
    expectOverBudget(await improve(h, await signIn(h), address), AI_BUDGET_MESSAGES.tooManyFromAddress, 60);
    expect(ai.requests).toHaveLength(0);
  } finally {
    await h.close();
  }
});

describe('the global daily token allowance (AI_DAILY_TOKEN_LIMIT)', () => {
  let h: Harness;
  let worker: AiWorker;
  let workerMetrics: ServiceMetrics;
  beforeAll(async () => {
    // More than a substitution, less than a substitution and an improvement.
    h = await startHarness({ env: aiEnv({ AI_DAILY_TOKEN_LIMIT: '300' }) });
    workerMetrics = new ServiceMetrics();
    worker = startAiWorker(h.config, { logger: silentLogger, metrics: workerMetrics });
    await worker.worker.waitUntilReady();
  });
  afterAll(async () => {
    await worker?.close(true);
    await h?.close();
  });

  const spentToday = async () =>
    Number(await h.redis.get(`${h.config.PARSER_QUEUE_PREFIX}:ai-tokens:${utcDay(Date.now())}`));
  const tokensIn = (seen: OpenAiStandIn['requests'][number] | undefined) =>
    tokensOf((seen?.body.messages ?? []).map((m) => m.content).join('\n'));

  test("counts every call's tokens (metric and daily counter), then turns both AI features off with a clear message", async () => {
    // A substitution through the worker: its tokens on the worker's metrics.
    const premium = await premiumCookie(h);
    const first = await substitute(h, premium);
    expect(first.json<AiSubstitutionResponse>().source).toBe('ai');
    const substitutionPrompt = tokensIn(ai.requests[0]);
    const substitutionAnswer = tokensOf(JSON.stringify(SUGGESTIONS));
    const workerText = await workerMetrics.text();
    expect(workerText).toContain(
      `cookmark_ai_tokens_total{feature="substitutions",kind="prompt"} ${substitutionPrompt}`,
    );
    expect(workerText).toContain(
      `cookmark_ai_tokens_total{feature="substitutions",kind="completion"} ${substitutionAnswer}`,
    );

    // An improvement: its tokens on the API's metrics; together they pass the allowance.
    const improved = await improve(h, await signIn(h), '198.51.100.1', `http://127.0.0.1:${site.port}/bread`);
    expect(improved.statusCode).toBe(200);
    const improvePrompt = tokensIn(ai.requests[1]);
    const improveAnswer = tokensOf(JSON.stringify(BREAD));
    const apiText = await h.app.metrics.text();
    expect(apiText).toContain(`cookmark_ai_tokens_total{feature="improve",kind="prompt"} ${improvePrompt}`);
    expect(apiText).toContain(
      `cookmark_ai_tokens_total{feature="improve",kind="completion"} ${improveAnswer}`,
    );
    expect(await spentToday()).toBe(substitutionPrompt + substitutionAnswer + improvePrompt + improveAnswer);

    // Spent: Improve with AI is refused until midnight UTC, and the model is not asked again.
    const refused = await improve(h, await signIn(h), '198.51.100.2', `http://127.0.0.1:${site.port}/bread`);
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({
      status: 503,
      body: { message: AI_BUDGET_MESSAGES.paused },
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(86_400);

    // The status says so, for the add panel.
    const status = await h.app.inject({ method: 'GET', url: '/api/improve-recipe/status' });
    expect(status.json()).toEqual({ configured: true, available: false, message: AI_BUDGET_MESSAGES.paused });

    // Substitutions come from the knowledge base, saying why.
    const fallback = await substitute(h, await premiumCookie(h), '198.51.100.3');
    expect(fallback.statusCode).toBe(200);
    expect(fallback.json<AiSubstitutionResponse>()).toMatchObject({
      ingredient: 'buttermilk',
      source: 'knowledge-base',
      notice: AI_BUDGET_MESSAGES.paused,
    });
    expect(ai.requests).toHaveLength(2);
  });
});
