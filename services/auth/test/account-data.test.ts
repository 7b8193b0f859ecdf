import { USER_BUDGETS, userBudgetKeys } from '@cookmark/service-kit';
import { randomBytes } from 'node:crypto';
import {
  ACCOUNT_MESSAGES,
  AUTH_MESSAGES,
  accountExportSchema,
  type ExportedRecipe,
} from '@cookmark/contracts';
import type { FastifyInstance } from 'fastify';
import type { BillingStatusSource } from '../src/domain/billing-status.ts';
import { RATE_LIMITS } from '../src/routes/auth.routes.ts';
import type { UserDataSources } from '../src/domain/account-data.service.ts';
import {
  GOOD_PASSWORD,
  type Harness,
  importsDouble,
  photosDouble,
  sessionCookie,
  signUp,
  startHarness,
  uniqueAddress,
} from './helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

const recipe = (id: string, title: string): ExportedRecipe => ({
  id,
  userId: 'u',
  title,
  description: null,
  descriptionRaw: null,
  ingredients: ['1 egg'],
  ingredientsRaw: null,
  instructions: ['Boil.'],
  prepTime: null,
  notes: null,
  totalTime: null,
  instructionsRaw: null,
  ingredientGroups: [{ name: null, lines: ['1 egg'] }],
  instructionGroups: [{ name: null, lines: ['Boil.'] }],
  cookTime: null,
  difficulty: null,
  servings: 2,
  tags: [],
  sourceUrl: null,
  extractionMethod: 'manual',
  extractionIngredientCount: null,
  extractionInstructionCount: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  lastCookedAt: null,
  photo: null,
  nutritionChoices: [{ line: '1 egg', foodId: '01123' }],
  suggestedTags: [],
});

/** Recipes and grocery lists as the two services would answer, a page of two recipes at a time. */
function fakeData(count: number, calls: string[] = []): UserDataSources {
  const all = Array.from({ length: count }, (_, n) =>
    recipe(`00000000-0000-4000-8000-${String(n).padStart(12, '0')}`, `Recipe ${n}`),
  );
  return {
    recipes: async (userId, after) => {
      calls.push(`recipes ${userId} after ${after}`);
      const start = after ? all.findIndex((r) => r.id === after) + 1 : 0;
      const page = all.slice(start, start + 2);
      return { recipes: page, next: start + 2 < all.length ? (page.at(-1)?.id ?? null) : null };
    },
    groceryLists: async () => ({ groceryLists: [] }),
    mealPlan: async () => ({ mealPlan: [] }),
  };
}

function billingDouble(): BillingStatusSource & { erased: string[]; down: boolean } {
  const double = {
    erased: [] as string[],
    down: false,
    statusFor: async () => ({
      plan: 'free' as const,
      status: 'active',
      billingInterval: null,
      currentPeriodEnd: null,
    }),
    erase: async (userId: string) => {
      if (double.down) throw new Error('connect ECONNREFUSED');
      double.erased.push(userId);
    },
  };
  return double;
}

const deleteAccount = (app: FastifyInstance, cookie: string, payload: object) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/delete-account',
    headers: { cookie },
    payload,
    remoteAddress: uniqueAddress(),
  });

const wrongLogin = (app: FastifyInstance, email: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: 'not-the-password' },
    remoteAddress: uniqueAddress(),
  });

/** The Redis keys whose names hold `text` (as typed: glob characters taken literally). */
async function keysNaming(text: string): Promise<string[]> {
  const match = `*${text.toLowerCase().replace(/[*?[\]\\]/g, (c) => `\\${c}`)}*`;
  const found: string[] = [];
  for await (const keys of h.redis.scanStream({ match }) as AsyncIterable<string[]>) found.push(...keys);
  return found.sort();
}

const userId = async (app: FastifyInstance, cookie: string) =>
  (await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).json<{ id: string }>().id;

describe('export all my data', () => {
  test('downloads the account, its settings and every recipe page by page as one JSON file', async () => {
    const calls: string[] = [];
    const app = await h.newInstance({ userData: fakeData(5, calls), billing: billingDouble() });
    const { cookie, email } = await signUp(app);
    const response = await app.inject({
      method: 'GET',
      url: '/api/auth/account/export',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="cookmark-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const file = accountExportSchema.parse(response.json());
    expect(file.account).toMatchObject({ email, firstName: 'Julia', plan: 'free' });
    expect(file.settings).toMatchObject({ defaultServings: 4, units: 'US' });
    expect(file.recipes.map((r) => r.title)).toEqual([
      'Recipe 0',
      'Recipe 1',
      'Recipe 2',
      'Recipe 3',
      'Recipe 4',
    ]);
    expect(file.recipes[4]?.nutritionChoices).toEqual([{ line: '1 egg', foodId: '01123' }]);
    expect(calls).toHaveLength(3);
    expect(response.body).not.toContain('passwordHash');
    expect(response.body).not.toContain('$argon2');
  });

  test("carries each recipe's photo as data: its largest copy, base64, as the recipes service has it", async () => {
    const data = fakeData(2);
    const withPhoto = { key: 'f'.repeat(32), widths: [320, 640] };
    const app = await h.newInstance({
      userData: {
        ...data,
        recipes: async (userId, after) => {
          const page = await data.recipes(userId, after);
          return { ...page, recipes: page.recipes.map((r, n) => (n === 0 ? { ...r, photo: withPhoto } : r)) };
        },
      },
      billing: billingDouble(),
      photos: {
        ...photosDouble(),
        file: async (_userId, name) => (name === `${withPhoto.key}-640.webp` ? 'UklGRg==' : null),
      },
    });
    const { cookie } = await signUp(app);
    const response = await app.inject({
      method: 'GET',
      url: '/api/auth/account/export',
      headers: { cookie },
    });
    const file = accountExportSchema.parse(response.json());
    expect(file.recipes.map((r) => [r.photo, r.photoFile])).toEqual([
      [withPhoto, { name: `${withPhoto.key}-640.webp`, contentType: 'image/webp', data: 'UklGRg==' }],
      [null, undefined],
    ]);
  });

  test('is for a signed-in user only, and says so plainly when a service is down', async () => {
    const app = await h.newInstance({
      userData: {
        ...fakeData(1),
        groceryLists: async () => Promise.reject(new Error('connect ECONNREFUSED')),
      },
    });
    expect((await app.inject({ method: 'GET', url: '/api/auth/account/export' })).statusCode).toBe(401);
    const { cookie } = await signUp(app);
    const response = await app.inject({
      method: 'GET',
      url: '/api/auth/account/export',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: ACCOUNT_MESSAGES.exportFailed });
  });
});

describe('delete my account', () => {
  test('wants the account e-mail and the password, and removes nothing until both are right', async () => {
    const billing = billingDouble();
    const app = await h.newInstance({ billing });
    const { cookie, email } = await signUp(app);
    const wrongEmail = await deleteAccount(app, cookie, {
      email: 'someone@example.com',
      password: GOOD_PASSWORD,
    });
    expect(wrongEmail.statusCode).toBe(400);
    expect(wrongEmail.json()).toMatchObject({ message: ACCOUNT_MESSAGES.emailMismatch });
    const wrongPassword = await deleteAccount(app, cookie, { email, password: 'not-it' });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).toMatchObject({ message: ACCOUNT_MESSAGES.wrongPassword });
    expect(billing.erased).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(
      200,
    );
    expect((await deleteAccount(app, '', { email, password: GOOD_PASSWORD })).statusCode).toBe(401);
  });

  test('cancels billing first, removes the collection imports and photos, signs out every device, forgets the user in Redis; the address can sign up again', async () => {
    const billing = billingDouble();
    const photos = photosDouble();
    const imports = importsDouble();
    const app = await h.newInstance({ billing, photos, imports });
    const { cookie, email } = await signUp(app);
    const id = await userId(app, cookie);
    const other = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: GOOD_PASSWORD },
      remoteAddress: uniqueAddress(),
    });
    const secondDevice = sessionCookie(other);
    // What the other services keep of the user: recipes version and plan, and a per-user limit's count.
    await h.redis.set(`recipes:version:${id}`, '3');
    await h.redis.set(`entitlements:${id}`, '{"isPremium":false}');
    await h.redis.set(`entitlements:version:${id}`, '1');
    await h.redis.set(h.rateLimits.counterKey('improve:user', id), '4');
    await h.redis.set(h.rateLimits.counterKey('ai:user:day', id), '7');
    // A per-user budget's count and its running leases (exports, scaling, previews...).
    for (const key of userBudgetKeys(USER_BUDGETS.recipePdfExport, id)) await h.redis.set(key, '1');

    const response = await deleteAccount(app, cookie, {
      email: ` ${email.toUpperCase()} `,
      password: GOOD_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: ACCOUNT_MESSAGES.deleted });
    expect(billing.erased).toEqual([id]);
    expect(photos.erased).toEqual([id]);
    expect(imports.erased).toEqual([id]);
    for (const device of [cookie, secondDevice]) {
      expect(
        (await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: device } })).statusCode,
      ).toBe(401);
    }
    const rows = await h.db.selectFrom('auth.users').select('id').where('id', '=', id).execute();
    expect(rows).toEqual([]);
    expect(await keysNaming(id)).toEqual([]);
    expect(await keysNaming(email)).toEqual([]);

    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: GOOD_PASSWORD },
      remoteAddress: uniqueAddress(),
    });
    expect(login.statusCode).toBe(401);
    expect(login.json()).toMatchObject({ message: AUTH_MESSAGES.invalidCredentials });
    expect((await signUp(app, email)).response.statusCode).toBe(201);
  });

  test("deletes its own keys only: not another user's whose address ends with its own", async () => {
    const app = await h.newInstance({ billing: billingDouble() });
    const suffix = `${randomBytes(4).toString('hex')}@example.com`;
    const victim = await signUp(app, `carol.${suffix}`);
    const victimId = await userId(app, victim.cookie);
    await h.redis.set(`recipes:version:${victimId}`, '7');
    const guesses = RATE_LIMITS.loginPerEmail.max;
    for (let n = 0; n < guesses; n++) expect((await wrongLogin(app, victim.email)).statusCode).toBe(401);
    expect((await wrongLogin(app, victim.email)).statusCode).toBe(429);
    const before = await keysNaming(victim.email);
    expect(before.length).toBeGreaterThan(0);

    const attacker = await signUp(app, suffix);
    expect(
      (await deleteAccount(app, attacker.cookie, { email: suffix, password: GOOD_PASSWORD })).statusCode,
    ).toBe(200);

    expect(await keysNaming(victim.email)).toEqual(before);
    expect(await h.redis.get(`recipes:version:${victimId}`)).toBe('7');
    expect((await wrongLogin(app, victim.email)).statusCode).toBe(429);
  });

  test('keeps the account whole when billing cannot cancel the subscription', async () => {
    const billing = billingDouble();
    billing.down = true;
    const app = await h.newInstance({ billing });
    const { cookie, email } = await signUp(app);
    const response = await deleteAccount(app, cookie, { email, password: GOOD_PASSWORD });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: ACCOUNT_MESSAGES.notDeleted });
    expect((await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(
      200,
    );
    billing.down = false;
    expect((await deleteAccount(app, cookie, { email, password: GOOD_PASSWORD })).statusCode).toBe(200);
  });

  test('keeps the account, its photos with it, when its collection imports cannot be removed', async () => {
    const photos = photosDouble();
    const imports = importsDouble();
    imports.down = true;
    const app = await h.newInstance({ billing: billingDouble(), photos, imports });
    const { cookie, email } = await signUp(app);
    const response = await deleteAccount(app, cookie, { email, password: GOOD_PASSWORD });
    expect([response.statusCode, response.json()]).toEqual([503, { message: ACCOUNT_MESSAGES.notDeleted }]);
    expect(photos.erased).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(
      200,
    );
  });

  test('keeps the account when its photos cannot be removed', async () => {
    const photos = photosDouble();
    photos.down = true;
    const app = await h.newInstance({ billing: billingDouble(), photos });
    const { cookie, email } = await signUp(app);
    const response = await deleteAccount(app, cookie, { email, password: GOOD_PASSWORD });
    expect([response.statusCode, response.json()]).toEqual([503, { message: ACCOUNT_MESSAGES.notDeleted }]);
    expect((await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(
      200,
    );
  });
});
