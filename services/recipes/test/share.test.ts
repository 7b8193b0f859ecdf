import { randomInt } from 'node:crypto';
import {
  type Recipe,
  RECIPE_MESSAGES,
  type ShareLink,
  type SharedRecipe,
  type SharedRecipeSave,
  type ShareStatus,
} from '@cookmark/contracts';
import { SHARED_RECIPE_READS_PER_MINUTE } from '../src/routes/share.routes.ts';
import { APP_URL, type Harness, SAMPLE_RECIPE, startHarness, type TestUser } from './helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

const NOT_FOUND = { message: RECIPE_MESSAGES.notFound };
const UNKNOWN_TOKEN = 'A'.repeat(43);

async function share(user: TestUser, recipeId: string): Promise<ShareLink> {
  const response = await h.call(user, 'POST', `/api/recipes/${recipeId}/share`);
  expect(response.statusCode).toBe(200);
  return response.json<ShareLink>();
}

const open = (token: string) => h.call(null, 'GET', `/api/shared/${token}`);

async function library(user: TestUser): Promise<string[]> {
  const response = await h.call(user, 'GET', '/api/recipes');
  return response.json<{ recipes: Recipe[] }>().recipes.map((r) => r.title);
}

describe('the owner shares a recipe', () => {
  test('sharing answers an unguessable token and the page address at APP_URL, whatever host was asked', async () => {
    const owner = await h.createUser();
    const recipe = await h.createRecipe(owner);
    const response = await h.app.inject({
      method: 'POST',
      url: `/api/recipes/${recipe.id}/share`,
      headers: {
        cookie: owner.cookie,
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'http',
      },
    });
    expect(response.statusCode).toBe(200);
    const link = response.json<ShareLink>();
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.url).toBe(`${APP_URL}/s/${link.token}`);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  test('sharing again reuses the live link, and the owner can read it back', async () => {
    const owner = await h.createUser();
    const recipe = await h.createRecipe(owner);
    const [first, second] = await Promise.all([share(owner, recipe.id), share(owner, recipe.id)]);
    expect(second.token).toBe(first.token);
    expect((await share(owner, recipe.id)).token).toBe(first.token);
    const status = await h.call(owner, 'GET', `/api/recipes/${recipe.id}/share`);
    expect(status.json<ShareStatus>()).toEqual({ link: first });
  });

  test('a recipe not shared answers no link', async () => {
    const owner = await h.createUser();
    const recipe = await h.createRecipe(owner);
    const status = await h.call(owner, 'GET', `/api/recipes/${recipe.id}/share`);
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual({ link: null });
  });

  test('stopping sharing makes the old link open nothing; sharing again makes a new token', async () => {
    const owner = await h.createUser();
    const recipe = await h.createRecipe(owner);
    const link = await share(owner, recipe.id);
    expect((await open(link.token)).statusCode).toBe(200);

    const revoked = await h.call(owner, 'DELETE', `/api/recipes/${recipe.id}/share`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({ message: 'Sharing stopped' });
    const gone = await open(link.token);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual(NOT_FOUND);
    expect((await h.call(owner, 'GET', `/api/recipes/${recipe.id}/share`)).json()).toEqual({ link: null });

    const again = await share(owner, recipe.id);
    expect(again.token).not.toBe(link.token);
    expect((await open(link.token)).statusCode).toBe(404);
  });
});

describe('only the owner manages a recipe’s link', () => {
  test.each(['POST', 'GET', 'DELETE'] as const)(
    "%s on another user's recipe answers 404 and leaves its link alone",
    async (method) => {
      const owner = await h.createUser();
      const other = await h.createUser();
      const recipe = await h.createRecipe(owner);
      const link = await share(owner, recipe.id);
      const response = await h.call(other, method, `/api/recipes/${recipe.id}/share`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
      expect((await open(link.token)).statusCode).toBe(200);
      expect((await h.call(owner, 'GET', `/api/recipes/${recipe.id}/share`)).json()).toEqual({ link });
    },
  );

  test.each(['POST', 'GET', 'DELETE'] as const)('%s signed out answers 401', async (method) => {
    const owner = await h.createUser();
    const recipe = await h.createRecipe(owner);
    const response = await h.call(null, method, `/api/recipes/${recipe.id}/share`);
    expect(response.statusCode).toBe(401);
  });

  test.each(['not-a-uuid', '00000000-0000-4000-8000-000000000000'])(
    'a recipe id %s answers 404',
    async (id) => {
      const owner = await h.createUser();
      expect((await h.call(owner, 'POST', `/api/recipes/${id}/share`)).statusCode).toBe(404);
    },
  );
});

describe('anyone with the link', () => {
  test('reads the recipe without signing in: its public fields and nothing else', async () => {
    const owner = await h.createUser();
    const recipe = await h.createRecipe(owner, {
      ingredientGroups: [
        { name: 'Custard', lines: ['2 cups heavy cream', '5 egg yolks'] },
        { name: 'Topping', lines: ['1/2 cup sugar'] },
      ],
      descriptionRaw: 'raw extraction text',
      ingredientsRaw: ['secret raw'],
      extractionMethod: 'json-ld',
      extractionIngredientCount: 3,
      notes: 'Note 1: strain the custard.',
    });
    const link = await share(owner, recipe.id);
    const response = await open(link.token);
    expect(response.statusCode).toBe(200);
    expect(response.json<SharedRecipe>()).toEqual({
      title: SAMPLE_RECIPE.title,
      description: SAMPLE_RECIPE.description,
      ingredients: ['2 cups heavy cream', '5 egg yolks', '1/2 cup sugar'],
      instructions: SAMPLE_RECIPE.instructions,
      ingredientGroups: [
        { name: 'Custard', lines: ['2 cups heavy cream', '5 egg yolks'] },
        { name: 'Topping', lines: ['1/2 cup sugar'] },
      ],
      instructionGroups: [{ name: null, lines: SAMPLE_RECIPE.instructions }],
      prepTime: SAMPLE_RECIPE.prepTime,
      cookTime: SAMPLE_RECIPE.cookTime,
      totalTime: SAMPLE_RECIPE.totalTime,
      difficulty: SAMPLE_RECIPE.difficulty,
      notes: 'Note 1: strain the custard.',
      servings: SAMPLE_RECIPE.servings,
      tags: SAMPLE_RECIPE.tags,
      sourceUrl: SAMPLE_RECIPE.sourceUrl,
      photo: null,
    });
    expect(response.body).not.toContain(owner.id);
    expect(response.body).not.toContain(recipe.id);
    expect(response.body).not.toMatch(/raw|json-ld|extraction/i);
  });

  test.each([
    ['an unknown token', UNKNOWN_TOKEN],
    ['a malformed token', 'x'],
    ['a token with a path in it', '..%2F..%2Frecipes'],
  ])("%s answers 404 'Recipe not found'", async (_what, token) => {
    const response = await open(token);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(NOT_FOUND);
  });

  test('deleting the recipe removes its link', async () => {
    const owner = await h.createUser();
    const recipe = await h.createRecipe(owner);
    const link = await share(owner, recipe.id);
    expect((await h.call(owner, 'DELETE', `/api/recipes/${recipe.id}`)).statusCode).toBe(200);
    expect((await open(link.token)).statusCode).toBe(404);
    const rows = await h.db
      .selectFrom('recipes.share_links')
      .select('token')
      .where('token', '=', link.token)
      .execute();
    expect(rows).toEqual([]);
  });

  test('deleting the owner’s account removes their links', async () => {
    const owner = await h.createUser();
    const recipe = await h.createRecipe(owner);
    const link = await share(owner, recipe.id);
    await h.db.deleteFrom('auth.users').where('id', '=', owner.id).execute();
    expect((await open(link.token)).statusCode).toBe(404);
    const rows = await h.db
      .selectFrom('recipes.share_links')
      .select('token')
      .where('userId', '=', owner.id)
      .execute();
    expect(rows).toEqual([]);
  });

  test(`reads are limited to ${SHARED_RECIPE_READS_PER_MINUTE} a minute per address`, async () => {
    const owner = await h.createUser();
    const link = await share(owner, (await h.createRecipe(owner)).id);
    // An address of this run's own (TEST-NET-2), so earlier runs' counters do not count.
    const remoteAddress = `198.51.100.${randomInt(1, 255)}`;
    const read = () => h.app.inject({ method: 'GET', url: `/api/shared/${link.token}`, remoteAddress });
    for (let i = 0; i < SHARED_RECIPE_READS_PER_MINUTE; i += 1) expect((await read()).statusCode).toBe(200);
    const limited = await read();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: expect.any(String) });
    expect((await open(link.token)).statusCode).toBe(200);
  });
});

describe('saving a shared recipe', () => {
  test('copies it into the caller’s library, not the owner’s, with the public fields', async () => {
    const owner = await h.createUser();
    const reader = await h.createUser();
    const recipe = await h.createRecipe(owner, { ingredientsRaw: ['secret raw'], notes: 'Serve warm.' });
    const link = await share(owner, recipe.id);

    const response = await h.call(reader, 'POST', `/api/shared/${link.token}/save`);
    expect(response.statusCode).toBe(200);
    const saved = response.json<SharedRecipeSave>();
    expect(saved).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), copied: true });
    expect(saved.id).not.toBe(recipe.id);

    const copy = (await h.call(reader, 'GET', `/api/recipes/${saved.id}`)).json<Recipe>();
    expect(copy).toMatchObject({
      userId: reader.id,
      title: recipe.title,
      description: recipe.description,
      ingredients: recipe.ingredients,
      instructions: recipe.instructions,
      ingredientGroups: recipe.ingredientGroups,
      instructionGroups: recipe.instructionGroups,
      prepTime: recipe.prepTime,
      cookTime: recipe.cookTime,
      totalTime: recipe.totalTime,
      difficulty: recipe.difficulty,
      notes: 'Serve warm.',
      servings: recipe.servings,
      tags: recipe.tags,
      sourceUrl: recipe.sourceUrl,
      ingredientsRaw: null,
      extractionMethod: 'shared-link',
    });
    expect(await library(reader)).toEqual([recipe.title]);
    expect(await library(owner)).toEqual([recipe.title]);
    // The copy is the reader's own: their edits leave the original alone.
    await h.call(reader, 'PATCH', `/api/recipes/${saved.id}`, { tags: ['mine'] });
    expect((await h.call(owner, 'GET', `/api/recipes/${recipe.id}`)).json<Recipe>().tags).toEqual(
      recipe.tags,
    );
  });

  test('the owner saving their own link gets their recipe back, not a second copy', async () => {
    const owner = await h.createUser();
    const recipe = await h.createRecipe(owner);
    const link = await share(owner, recipe.id);
    const response = await h.call(owner, 'POST', `/api/shared/${link.token}/save`);
    expect(response.json()).toEqual({ id: recipe.id, copied: false });
    expect(await library(owner)).toHaveLength(1);
  });

  test('signed out answers 401; a revoked or unknown link answers 404 and copies nothing', async () => {
    const owner = await h.createUser();
    const reader = await h.createUser();
    const recipe = await h.createRecipe(owner);
    const link = await share(owner, recipe.id);
    expect((await h.call(null, 'POST', `/api/shared/${link.token}/save`)).statusCode).toBe(401);
    await h.call(owner, 'DELETE', `/api/recipes/${recipe.id}/share`);
    for (const token of [link.token, UNKNOWN_TOKEN, 'x']) {
      const response = await h.call(reader, 'POST', `/api/shared/${token}/save`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
    expect(await library(reader)).toEqual([]);
  });
});
