import { randomBytes } from 'node:crypto';
import type { Recipe, RecipeCreateInput } from '@cookmark/contracts';
import { createDb, createTestDatabase, type Db, type TestDatabase } from '@cookmark/db';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { Redis } from 'ioredis';
import { buildApp } from '../src/app.ts';
import { loadRecipesConfig, type RecipesConfig } from '../src/config.ts';
import {
  type BillingStandIn,
  type SessionIssuer,
  startBillingStandIn,
  startSessionIssuer,
} from '@cookmark/service-kit/testing';

export interface TestUser {
  id: string;
  cookie: string;
}

export interface Harness {
  config: RecipesConfig;
  db: Db;
  redis: Redis;
  app: FastifyInstance;
  /** A user row in auth.users with a signed-in session. */
  createUser(): Promise<TestUser>;
  /** A call to the service as the user (no user: signed out). */
  call(
    user: TestUser | null,
    method: InjectOptions['method'],
    url: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse>;
  /** Creates a recipe as the user; fails the test unless it answers 201. */
  createRecipe(user: TestUser, input?: Partial<RecipeCreateInput>): Promise<Recipe>;
  close(): Promise<void>;
}

export const SAMPLE_RECIPE = {
  title: 'Crème Brûlée',
  description: 'A rich custard under a layer of hard caramel.',
  ingredients: ['2 cups heavy cream', '5 egg yolks', '1/2 cup sugar', '1 vanilla bean'],
  instructions: [
    'Heat the cream with the vanilla.',
    'Whisk yolks and sugar, temper with cream.',
    'Bake in a water bath.',
  ],
  cookTime: '45 minutes',
  prepTime: '15 minutes',
  totalTime: '1 hour',
  difficulty: 'Medium',
  servings: 6,
  tags: ['Dessert', 'French'],
  sourceUrl: 'https://example.com/creme-brulee',
} satisfies RecipeCreateInput;

/** `env`: more configuration (BILLING_URL of a billing stand-in, RECIPE_SCALING_ENABLED...). */
export async function startHarness(env: Record<string, string> = {}): Promise<Harness> {
  const testDb: TestDatabase = await createTestDatabase('cookmark_recipes_test');
  const config = loadRecipesConfig({
    ...env,
    NODE_ENV: 'test',
    DATABASE_URL: testDb.url,
    REDIS_URL: process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379',
    LOG_LEVEL: 'silent',
  });
  const db = createDb(config.DATABASE_URL, { max: 4 });
  const redis = new Redis(config.REDIS_URL);
  const app = await buildApp(config, { db, redis, logger: false });
  const issuer: SessionIssuer = await startSessionIssuer(config.SESSION_SECRET, redis);

  const call: Harness['call'] = (user, method, url, payload) =>
    app.inject({
      method,
      url,
      headers: user ? { cookie: user.cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });

  return {
    config,
    db,
    redis,
    app,
    call,
    async createUser() {
      const { id } = await db
        .insertInto('auth.users')
        .values({
          email: `cook.${randomBytes(6).toString('hex')}@example.com`,
          passwordHash: 'not-used-here',
          firstName: 'Julia',
          lastName: 'Child',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id, cookie: await issuer.cookieFor(id) };
    },
    async createRecipe(user, input = {}) {
      const response = await call(user, 'POST', '/api/recipes', { ...SAMPLE_RECIPE, ...input });
      if (response.statusCode !== 201)
        throw new Error(`create answered ${response.statusCode}: ${response.body}`);
      return response.json<Recipe>();
    },
    async close() {
      await app.close();
      await issuer.close();
      await db.destroy();
      redis.disconnect();
      await testDb.drop();
    },
  };
}

/** A harness whose premium users are told apart by a billing stand-in. */
export interface PremiumHarness {
  h: Harness;
  billing: BillingStandIn;
  /** A new signed-in user on the premium plan. */
  premiumUser(): Promise<TestUser>;
  close(): Promise<void>;
}

export async function startPremiumHarness(token: string): Promise<PremiumHarness> {
  const billing = await startBillingStandIn(token);
  const h = await startHarness({ BILLING_URL: billing.url, INTERNAL_TOKEN: token });
  return {
    h,
    billing,
    async premiumUser() {
      const user = await h.createUser();
      billing.premium.add(user.id);
      return user;
    },
    async close() {
      await h.close();
      await billing.close();
    },
  };
}
