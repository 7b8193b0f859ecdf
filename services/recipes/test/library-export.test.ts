import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { type Harness, startHarness, type TestUser } from './helpers.ts';
import { png } from './photo-images.ts';

let h: Harness;
let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'library-export-'));
  h = await startHarness({ PHOTO_DIR: folder });
});
afterAll(async () => {
  await h.close();
  await rm(folder, { recursive: true, force: true });
});

const exportOf = (user: TestUser | null) =>
  h.app.inject({
    method: 'GET',
    url: '/api/recipes/export/library',
    headers: user ? { cookie: user.cookie } : {},
  });

test("the library is a zip of the person's recipes, each schema.org recipe.json with its photo as full.jpg", async () => {
  const user = await h.createUser();
  const pie = await h.createRecipe(user, {
    title: 'Apple Pie',
    ingredientGroups: [
      { name: 'Pastry', lines: ['2 cups flour'] },
      { name: 'Filling', lines: ['4 apples'] },
    ],
    instructionGroups: [{ name: null, lines: ['Bake.'] }],
  });
  const upload = await h.app.inject({
    method: 'PUT',
    url: `/api/recipe-photos/${pie.id}`,
    headers: { cookie: user.cookie, 'content-type': 'image/png' },
    payload: await png(300, 200),
  });
  expect(upload.statusCode).toBe(200);
  await h.createRecipe(user, { title: 'Plain Soup' });
  await h.createRecipe(await h.createUser(), { title: 'Someone Else’s Stew' });

  const response = await exportOf(user);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/zip');
  expect(response.headers['content-disposition']).toMatch(
    /attachment; filename="cookmark-library-\d{4}-\d{2}-\d{2}\.zip"/,
  );
  const files = unzipSync(new Uint8Array(response.rawPayload));
  expect(Object.keys(files).sort()).toEqual([
    'Apple Pie/full.jpg',
    'Apple Pie/recipe.json',
    'Plain Soup/recipe.json',
  ]);
  expect(files['Apple Pie/full.jpg']?.subarray(0, 3)).toEqual(new Uint8Array([0xff, 0xd8, 0xff]));
  const json = JSON.parse(strFromU8(files['Apple Pie/recipe.json'] as Uint8Array)) as Record<string, unknown>;
  expect(json).toMatchObject({
    '@type': 'Recipe',
    name: 'Apple Pie',
    image: 'full.jpg',
    recipeIngredient: ['2 cups flour', '4 apples'],
    'cookmark:recipe': { ingredientGroups: pie.ingredientGroups },
  });
});

test('signed out, there is no library to export', async () => {
  expect((await exportOf(null)).statusCode).toBe(401);
});
