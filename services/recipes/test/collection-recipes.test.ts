import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  COLLECTION_IMPORT_MESSAGES,
  type CollectionRecipeRequest,
  type CollectionRecipeResponse,
  type Recipe,
  RECIPE_MESSAGES,
} from '@cookmark/contracts';
import { INTERNAL_TOKEN_HEADER } from '@cookmark/service-kit';
import { type Harness, startHarness, type TestUser } from './helpers.ts';
import { png } from './photo-images.ts';

let h: Harness;
let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'collection-photos-'));
  h = await startHarness({ PHOTO_DIR: folder });
});
afterAll(async () => {
  await h.close();
  await rm(folder, { recursive: true, force: true });
});

const RECIPE: CollectionRecipeRequest['recipe'] = {
  title: 'Zwiebelrostbraten',
  description: null,
  ingredientGroups: [
    { name: 'für den Braten', lines: ['2 Stück Roastbeef', '4 Zwiebeln'] },
    { name: 'für die Spätzle', lines: ['2 Eier', '200 g Mehl'] },
  ],
  instructionGroups: [{ name: null, lines: ['Braten.', 'Spätzle schaben.'] }],
  notes: ['Mit Rotwein.'],
  prepTime: '30 mins',
  cookTime: null,
  totalTime: null,
  servings: 2,
  tags: ['Fleisch'],
  sourceUrl: 'http://blog.zeit.de/rezeptor/zwiebelrostbraten',
  rating: 4,
};

async function save(user: TestUser, body: CollectionRecipeRequest, token = h.config.INTERNAL_TOKEN) {
  return h.app.inject({
    method: 'POST',
    url: `/internal/users/${user.id}/collection-recipes`,
    headers: { [INTERNAL_TOKEN_HEADER]: token },
    payload: body,
  });
}

async function saved(user: TestUser, body: CollectionRecipeRequest): Promise<CollectionRecipeResponse> {
  const response = await save(user, body);
  expect(response.statusCode).toBe(200);
  return response.json<CollectionRecipeResponse>();
}

async function recipeOf(user: TestUser, id: string): Promise<Recipe> {
  return (await h.call(user, 'GET', `/api/recipes/${id}`)).json<Recipe>();
}

test('saves an imported recipe with its groups, notes, times, tags, source, rating and photo', async () => {
  const user = await h.createUser();
  const photo = (await png(400, 300)).toString('base64');
  const answer = await saved(user, { recipe: RECIPE, photo: { base64: photo } });
  expect(answer).toEqual({ outcome: 'imported', id: expect.any(String), photoWarning: null });
  if (answer.outcome !== 'imported') return;
  const recipe = await recipeOf(user, answer.id);
  expect(recipe.ingredientGroups).toEqual(RECIPE.ingredientGroups);
  expect(recipe.ingredients).toEqual(['2 Stück Roastbeef', '4 Zwiebeln', '2 Eier', '200 g Mehl']);
  expect(recipe.notes).toBe('Mit Rotwein.\nRating: ★★★★☆ (4/5)');
  expect(recipe.prepTime).toBe('30 mins');
  expect(recipe.servings).toBe(2);
  expect(recipe.tags).toEqual(['Fleisch']);
  expect(recipe.sourceUrl).toBe(RECIPE.sourceUrl);
  expect(recipe.photo?.widths).toEqual([320, 400]);
});

test('skips a recipe from an address the library has, and one of the same title and ingredients', async () => {
  const user = await h.createUser();
  expect((await saved(user, { recipe: RECIPE, photo: null })).outcome).toBe('imported');
  expect(await saved(user, { recipe: { ...RECIPE, title: 'Another name' }, photo: null })).toEqual({
    outcome: 'skipped',
    reason: COLLECTION_IMPORT_MESSAGES.duplicateSource,
  });
  expect(
    await saved(user, { recipe: { ...RECIPE, title: 'ZWIEBELROSTBRATEN', sourceUrl: null }, photo: null }),
  ).toEqual({
    outcome: 'skipped',
    reason: COLLECTION_IMPORT_MESSAGES.duplicateContent,
  });
  // Another person's library is not this one's.
  expect((await saved(await h.createUser(), { recipe: RECIPE, photo: null })).outcome).toBe('imported');
  const list = await h.call(user, 'GET', '/api/recipes');
  expect(list.json<{ recipes: Recipe[] }>().recipes).toHaveLength(1);
});

test('a recipe the library would refuse fails with the reason, and nothing is saved', async () => {
  const user = await h.createUser();
  const answer = await saved(user, { recipe: { ...RECIPE, ingredientGroups: [] }, photo: null });
  expect(answer).toEqual({ outcome: 'failed', reason: RECIPE_MESSAGES.missingIngredients });
  const list = await h.call(user, 'GET', '/api/recipes');
  expect(list.json<{ recipes: Recipe[] }>().recipes).toHaveLength(0);
});

test('a photo that is not an image leaves the recipe imported, with a warning', async () => {
  const user = await h.createUser();
  const answer = await saved(user, {
    recipe: RECIPE,
    photo: { base64: Buffer.from('<svg onload="alert(1)"/>').toString('base64') },
  });
  expect(answer).toMatchObject({ outcome: 'imported', photoWarning: COLLECTION_IMPORT_MESSAGES.photoFailed });
  if (answer.outcome === 'imported') expect((await recipeOf(user, answer.id)).photo).toBeNull();
});

test('an account deleted while its import runs answers 404, so the job stops', async () => {
  const user = await h.createUser();
  await h.db.deleteFrom('auth.users').where('id', '=', user.id).execute();
  const response = await save(user, { recipe: RECIPE, photo: null });
  expect(response.statusCode).toBe(404);
  expect(response.json<{ message: string }>().message).toBe('Account not found');
});

test('is for other services only: without the shared token it is not there', async () => {
  const user = await h.createUser();
  expect((await save(user, { recipe: RECIPE, photo: null }, 'wrong-token')).statusCode).toBe(404);
});
