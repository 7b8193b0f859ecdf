import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer as createNetServer } from 'node:net';
import { resolve } from 'node:path';
import type { GroceryListCreateInput, Recipe, RecipeCreateInput } from '@cookmark/contracts';
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
import { type GroceryConfig, loadGroceryConfig } from '../src/config.ts';

export type { TestUser };

export interface Harness extends ServiceHarness<GroceryConfig> {
  billing: BillingStandIn;
  /** A user row in auth.users with a signed-in session; premium unless told otherwise. */
  createUser(options?: { premium?: boolean }): Promise<TestUser>;
  /** Creates a list as the user; fails the test unless it answers 201. */
  createList(user: TestUser, input?: Partial<GroceryListCreateInput>): Promise<{ id: string }>;
}

export const SOME_RECIPE_ID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

export const SAMPLE_LIST = {
  name: 'Weekend shop',
  recipeIds: [SOME_RECIPE_ID],
  items: [
    {
      category: 'Produce',
      items: [
        { id: 'onion', name: 'onion', quantity: '2', recipeSources: ['Soup'] },
        { id: 'parsley', name: 'parsley', quantity: '?', notes: 'chopped', recipeSources: ['Soup'] },
      ],
    },
    { category: 'Dairy', items: [{ id: 'milk', name: 'milk', quantity: '1 ½', unit: 'cups' }] },
  ],
} satisfies GroceryListCreateInput;

export async function startHarness(): Promise<Harness> {
  const stores = await openTestStores('cookmark_grocery_test', { poolSize: 4 });
  const { db, redis } = stores;
  const token = `test-internal-token-${randomBytes(8).toString('hex')}`;
  const billing = await startBillingStandIn(token);
  // Where startRecipesService runs the recipes service, if a test file starts it.
  const recipesPort = await freePort();
  const config = loadGroceryConfig({
    RECIPES_URL: `http://127.0.0.1:${recipesPort}`,
    NODE_ENV: 'test',
    DATABASE_URL: stores.databaseUrl,
    REDIS_URL: stores.redisUrl,
    INTERNAL_TOKEN: token,
    BILLING_URL: billing.url,
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp(config, { db, redis, logger: false });
  const issuer = await startSessionIssuer(config.SESSION_SECRET, redis);
  const call = callAs(app);

  return {
    config,
    db,
    redis,
    app,
    billing,
    call,
    async createUser({ premium = true } = {}) {
      const user = await signInNewUser(db, issuer);
      if (premium) billing.premium.add(user.id);
      return user;
    },
    async createList(user, input = {}) {
      const response = await call(user, 'POST', '/api/grocery-lists', { ...SAMPLE_LIST, ...input });
      if (response.statusCode !== 201)
        throw new Error(`create answered ${response.statusCode}: ${response.body}`);
      return response.json<{ id: string }>();
    },
    async close() {
      await app.close();
      await issuer.close();
      await billing.close();
      await stores.close();
    },
  };
}

async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  await new Promise<void>((done) => server.close(() => done()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export interface RecipesService {
  url: string;
  /** Creates a recipe as the user through the recipes API; fails the test unless it answers 201. */
  createRecipe(user: TestUser, input: RecipeCreateInput): Promise<Recipe>;
  deleteRecipe(user: TestUser, id: string): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The real recipes service as its own process (a service never imports another), on the harness's
 * database, Redis, session secret and internal token: what a preview asks over internal HTTP.
 */
export async function startRecipesService(h: Harness): Promise<RecipesService> {
  const port = Number(new URL(h.config.RECIPES_URL).port);
  const root = resolve(__dirname, '../../..');
  const child: ChildProcess = spawn(process.execPath, [resolve(root, 'services/recipes/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      NODE_ENV: 'test',
      RECIPES_PORT: String(port),
      DATABASE_URL: h.config.DATABASE_URL,
      REDIS_URL: h.config.REDIS_URL,
      SESSION_SECRET: h.config.SESSION_SECRET,
      INTERNAL_TOKEN: h.config.INTERNAL_TOKEN,
      BILLING_URL: h.billing.url,
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // Stopped when the process exits, whatever happens to the test file's hooks: a setup that gives
  // up (or that Jest abandons) must never leave the service running and Jest waiting on it.
  const stopOnExit = () => child.kill('SIGKILL');
  process.once('exit', stopOnExit);
  child.once('exit', () => process.off('exit', stopOnExit));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`recipes exited with code ${child.exitCode}`);
      const up = await fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      if (Date.now() > deadline) throw new Error('recipes did not start within 20 s');
      await new Promise((r) => setTimeout(r, 100));
    }
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url,
    async createRecipe(user, input) {
      const response = await fetch(`${url}/api/recipes`, {
        method: 'POST',
        headers: { cookie: user.cookie, 'content-type': 'application/json' },
        body: JSON.stringify(input),
      });
      if (response.status !== 201)
        throw new Error(`create answered ${response.status}: ${await response.text()}`);
      return (await response.json()) as Recipe;
    },
    async deleteRecipe(user, id) {
      const response = await fetch(`${url}/api/recipes/${id}`, {
        method: 'DELETE',
        headers: { cookie: user.cookie },
      });
      if (response.status !== 200) throw new Error(`delete answered ${response.status}`);
    },
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}
