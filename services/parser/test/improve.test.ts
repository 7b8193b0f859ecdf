import { type OpenAiStandIn, startOpenAiStandIn } from '@cookmark/infra';
import type { FastifyInstance } from 'fastify';
import path from 'node:path';
import { buildApp } from '../src/app.ts';
import { ReadingPool } from '../src/reading/reading-pool.ts';
import {
  type Fixture,
  fixturePage,
  type Harness,
  routes,
  send,
  signIn,
  startFixture,
  startHarness,
} from './helpers.ts';

jest.setTimeout(30_000);

/** Reads like the real pool, except that a page containing 'hang' never finishes. */
const SLOW_TASK = path.join(__dirname, 'fixtures', 'slow-reading-task.ts');

const BREAD = {
  title: 'Rustic Bread',
  description: '',
  ingredients: ['500 g flour', '350 ml water', '10 g salt', '5 g yeast'],
  instructions: [
    'Knead for ten minutes.',
    'Let it rise for two hours.',
    'Shape and bake at 230 C for 35 minutes.',
  ],
  prepMinutes: 20,
  cookMinutes: 35,
  totalMinutes: null,
  yield: '1 loaf',
  difficulty: 'Easy',
  tags: ['bread'],
  notes: [],
};

let ai: OpenAiStandIn;
let h: Harness;
let site: Fixture;
let base: string;

beforeAll(async () => {
  ai = await startOpenAiStandIn(BREAD);
  h = await startHarness({
    env: { OPENAI_API_KEY: 'sk-test-stand-in', OPENAI_BASE_URL: ai.baseUrl, OPENAI_MODEL: 'test-model' },
  });
  site = await startFixture(
    routes({
      '/bread': (_req, res) => send(res, fixturePage('incomplete-bread.html')),
      '/hang': (_req, res) => send(res, '<html><p>hang</p></html>'),
    }),
  );
  base = `http://127.0.0.1:${site.port}`;
});

afterAll(async () => {
  await h.close();
  await site.close();
  await ai.close();
});

const improve = (app: FastifyInstance, payload: unknown, cookie?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/improve-recipe',
    payload: payload as object,
    headers: cookie ? { cookie } : {},
  });

describe('POST /api/improve-recipe', () => {
  test('re-extracts the page with the AI and keeps what the AI left empty', async () => {
    const cookie = await signIn(h);
    ai.requests.length = 0;
    const response = await improve(
      h.app,
      {
        url: `${base}/bread`,
        currentRecipe: {
          title: 'Bread',
          description: 'Grandma never wrote it down.',
          ingredients: [],
          instructions: [],
        },
      },
      cookie,
    );
    expect(response.statusCode).toBe(200);
    const { recipe, report } = response.json();
    expect(recipe).toMatchObject({
      title: 'Rustic Bread',
      description: 'Grandma never wrote it down.',
      ingredients: BREAD.ingredients,
      instructions: BREAD.instructions,
      prepTime: '20 mins',
      cookTime: '35 mins',
      totalTime: '55 mins',
      time: { prep: 20, cook: 35, total: 55 },
      yield: '1 loaf',
      difficulty: 'Easy',
      originalUrl: `${base}/bread`,
    });
    expect(report).toMatchObject({
      method: 'ai',
      success: true,
      warnings: [],
      foundData: { ingredientCount: 4, instructionCount: 3 },
    });

    expect(ai.requests).toHaveLength(1);
    const seen = ai.requests[0];
    expect(seen?.authorization).toBe('Bearer sk-test-stand-in');
    expect(seen?.body.model).toBe('test-model');
    expect(seen?.body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'recipe', strict: true },
    });
    expect(seen?.body.messages.at(-1)?.content).toContain('Knead for ten minutes');
  });

  test('when the page cannot be fetched, the AI reads the current recipe instead', async () => {
    const cookie = await signIn(h);
    ai.requests.length = 0;
    const response = await improve(
      h.app,
      {
        url: 'http://169.254.169.254/bread',
        currentRecipe: { title: 'Bread', ingredients: ['flour', 'water'], instructions: ['bake'] },
      },
      cookie,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().report.warnings).toEqual([
      'The page could not be read again (This address is not allowed.); the current recipe was used',
    ]);
    expect(ai.requests[0]?.body.messages.at(-1)?.content).toContain('flour');
  });

  test('when the page takes too long to read, the AI reads the current recipe instead', async () => {
    const reader = new ReadingPool({ timeoutMs: 1_000, threads: 1, taskFile: SLOW_TASK });
    const app = await buildApp(h.config, { redis: h.redis, logger: false, reader });
    try {
      const cookie = await signIn(h);
      ai.requests.length = 0;
      const response = await improve(
        app,
        {
          url: `${base}/hang`,
          currentRecipe: { title: 'Bread', ingredients: ['flour', 'water'], instructions: ['bake'] },
        },
        cookie,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().report.warnings).toEqual([
        'The page could not be read again (This page took too long to read); the current recipe was used',
      ]);
      expect(ai.requests[0]?.body.messages.at(-1)?.content).toContain('flour');
    } finally {
      await app.close();
      await reader.close();
    }
  });

  test('an AI answer that does not fit the schema is a clear 503', async () => {
    const cookie = await signIn(h);
    ai.answer = JSON.stringify({ title: 'only a title' });
    try {
      const response = await improve(h.app, { url: `${base}/bread`, currentRecipe: {} }, cookie);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        message: 'The AI could not improve this recipe right now. Please try again later.',
      });
    } finally {
      ai.answer = JSON.stringify(BREAD);
    }
  });

  test('GET /api/improve-recipe/status says the AI is configured, to anyone', async () => {
    const response = await h.app.inject({ method: 'GET', url: '/api/improve-recipe/status' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ configured: true });
  });

  test('needs a signed-in user', async () => {
    const response = await improve(h.app, { url: `${base}/bread`, currentRecipe: {} });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthorized' });
  });

  test('without an AI key the server says so', async () => {
    const { OPENAI_API_KEY: _key, ...config } = h.config;
    const app = await buildApp({ ...config, OPENAI_API_KEY: undefined }, { redis: h.redis, logger: false });
    try {
      const cookie = await signIn(h);
      const response = await improve(app, { url: `${base}/bread`, currentRecipe: {} }, cookie);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: 'AI improvement is not configured on this server.' });
      // ...and says so before anyone asks, signed out too, so the web app offers no such button.
      const status = await app.inject({ method: 'GET', url: '/api/improve-recipe/status' });
      expect(status.statusCode).toBe(200);
      expect(status.json()).toEqual({ configured: false });
    } finally {
      await app.close();
    }
  });
});

describe('AI in the import chain', () => {
  test('a page neither the extractor nor the browser can read is imported by the AI', async () => {
    h.startWorker({ renderer: null });
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/parse-recipe',
      payload: { url: `${base}/bread` },
    });
    expect(response.statusCode).toBe(200);
    const { recipe, report } = response.json();
    expect(report.method).toBe('ai');
    expect(recipe.title).toBe('Rustic Bread');
    expect(recipe.ingredients).toEqual(BREAD.ingredients);
  });
});
