import type { Recipe, RecipeCreateInput } from '@cookmark/contracts';
import {
  type BillingStandIn,
  callAs,
  openTestStores,
  signInNewUser,
  startBillingStandIn,
  type ServiceHarness,
  startSessionIssuer,
  type TestUser,
} from '@cookmark/service-kit/testing';
import { buildApp } from '../src/app.ts';
import { loadRecipesConfig, type RecipesConfig } from '../src/config.ts';

export type { TestUser };

export interface Harness extends ServiceHarness<RecipesConfig> {
  /** A user row in auth.users with a signed-in session. */
  createUser(): Promise<TestUser>;
  /** Creates a recipe as the user; fails the test unless it answers 201. */
  createRecipe(user: TestUser, input?: Partial<RecipeCreateInput>): Promise<Recipe>;
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

/** Cookmark's public address in the tests: share links point there. */
export const APP_URL = 'https://cookmark.example';

/** `env`: more configuration (BILLING_URL of a billing stand-in, RECIPE_SCALING_ENABLED...). */
export async function startHarness(env: Record<string, string> = {}): Promise<Harness> {
  const stores = await openTestStores('cookmark_recipes_test', { poolSize: 4 });
  const { db, redis } = stores;
  const config = loadRecipesConfig({
    ...env,
    NODE_ENV: 'test',
    DATABASE_URL: stores.databaseUrl,
    REDIS_URL: stores.redisUrl,
    LOG_LEVEL: 'silent',
    APP_URL: APP_URL,
  });
  const app = await buildApp(config, { db, redis, logger: false });
  const issuer = await startSessionIssuer(config.SESSION_SECRET, redis);
  const call = callAs(app);

  return {
    config,
    db,
    redis,
    app,
    call,
    createUser: () => signInNewUser(db, issuer),
    async createRecipe(user, input = {}) {
      const response = await call(user, 'POST', '/api/recipes', { ...SAMPLE_RECIPE, ...input });
      if (response.statusCode !== 201)
        throw new Error(`create answered ${response.statusCode}: ${response.body}`);
      return response.json<Recipe>();
    },
    async close() {
      await app.close();
      await issuer.close();
      await stores.close();
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

/** The Monday of next week (UTC), so every planned date is well inside the allowed years. */
export const NEXT_MONDAY = (() => {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7) + 7);
  return day.toISOString().slice(0, 10);
})();
