import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  PHOTO_LIMITS,
  PHOTO_MESSAGES,
  type Recipe,
  RECIPE_MESSAGES,
  type RecipeListResponse,
  type RecipePhoto,
  type ShareLink,
  type SharedRecipe,
} from '@cookmark/contracts';
import { INTERNAL_TOKEN_HEADER, USER_BUDGETS } from '@cookmark/service-kit';
import sharp from 'sharp';
import { FolderPhotoStore } from '../src/photos/photo-store.ts';
import { type Harness, startHarness, type TestUser } from './helpers.ts';
import { gifPolyglot, jpegWithExif, png, pngBomb, POLYGLOT_PAYLOAD, SVG } from './photo-images.ts';

let h: Harness;
let folder: string;
let store: FolderPhotoStore;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'recipe-photos-'));
  store = new FolderPhotoStore(folder);
  h = await startHarness({ PHOTO_DIR: folder });
});
afterAll(async () => {
  await h.close();
  await rm(folder, { recursive: true, force: true });
});

function upload(user: TestUser | null, recipeId: string, body: Buffer, type = 'image/jpeg') {
  return h.app.inject({
    method: 'PUT',
    url: `/api/recipe-photos/${recipeId}`,
    headers: { ...(user ? { cookie: user.cookie } : {}), 'content-type': type },
    payload: body,
  });
}

async function uploaded(user: TestUser, recipeId: string, body: Buffer): Promise<RecipePhoto> {
  const response = await upload(user, recipeId, body);
  expect(response.statusCode).toBe(200);
  return response.json<{ photo: RecipePhoto }>().photo;
}

const file = (name: string) => h.app.inject({ method: 'GET', url: `/photos/${name}` });

describe('adding a photo', () => {
  test('an 800 px JPEG becomes WebP at 320, 640 and 800 px and a JPEG, served immutable, without its EXIF', async () => {
    const user = await h.createUser();
    const recipe = await h.createRecipe(user);
    const photo = await uploaded(user, recipe.id, await jpegWithExif(800, 600));
    expect(photo.key).toMatch(/^[0-9a-f]{32}$/);
    expect(photo.widths).toEqual([320, 640, 800]);

    const small = await file(`${photo.key}-320.webp`);
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-type']).toBe('image/webp');
    expect(small.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(small.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(small.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 320, 240]);
    expect(meta.exif).toBeUndefined();
    expect(small.rawPayload.includes('EXIF-MARKER-42')).toBe(false);

    const jpeg = await file(`${photo.key}.jpg`);
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(jpeg.rawPayload).metadata()).exif).toBeUndefined();

    // The recipe, its list and its file names all say so.
    expect((await h.call(user, 'GET', `/api/recipes/${recipe.id}`)).json<Recipe>().photo).toEqual(photo);
    const list = (await h.call(user, 'GET', '/api/recipes')).json<RecipeListResponse>();
    expect(list.recipes[0]?.photo).toEqual(photo);
    expect(await store.list(photo.key)).toEqual([
      `${photo.key}-320.webp`,
      `${photo.key}-640.webp`,
      `${photo.key}-800.webp`,
      `${photo.key}.jpg`,
    ]);
  });

  test('a small photo is never enlarged: one width, its own; a transparent PNG gets a white JPEG', async () => {
    const user = await h.createUser();
    const recipe = await h.createRecipe(user);
    const photo = await uploaded(user, recipe.id, await png(200, 100));
    expect(photo.widths).toEqual([200]);
    const jpeg = await sharp((await file(`${photo.key}.jpg`)).rawPayload).metadata();
    expect([jpeg.width, jpeg.hasAlpha]).toEqual([200, false]);
  });

  test('replacing a photo removes the old files; removing it removes the new ones', async () => {
    const user = await h.createUser();
    const recipe = await h.createRecipe(user);
    const first = await uploaded(user, recipe.id, await png(400, 300));
    const second = await uploaded(user, recipe.id, await jpegWithExif(1600, 900));
    expect(second.widths).toEqual([320, 640, 1280]);
    expect(await store.list(first.key)).toEqual([]);
    expect((await file(`${first.key}-320.webp`)).statusCode).toBe(404);

    const removed = await h.call(user, 'DELETE', `/api/recipe-photos/${recipe.id}`);
    expect([removed.statusCode, removed.json()]).toEqual([200, { message: PHOTO_MESSAGES.removed }]);
    expect(await store.list(second.key)).toEqual([]);
    expect((await h.call(user, 'GET', `/api/recipes/${recipe.id}`)).json<Recipe>().photo).toBeNull();
    const again = await h.call(user, 'DELETE', `/api/recipe-photos/${recipe.id}`);
    expect([again.statusCode, again.json()]).toEqual([404, { message: PHOTO_MESSAGES.noPhoto }]);
  });

  test("deleting the recipe removes its photo's files", async () => {
    const user = await h.createUser();
    const recipe = await h.createRecipe(user);
    const photo = await uploaded(user, recipe.id, await png(400, 300));
    expect((await h.call(user, 'DELETE', `/api/recipes/${recipe.id}`)).statusCode).toBe(200);
    expect(await store.list(photo.key)).toEqual([]);
  });

  test("a shared recipe shows its photo, and a saved copy keeps it after the owner's recipe is deleted", async () => {
    const owner = await h.createUser();
    const reader = await h.createUser();
    const recipe = await h.createRecipe(owner);
    const photo = await uploaded(owner, recipe.id, await png(400, 300));
    const link = (await h.call(owner, 'POST', `/api/recipes/${recipe.id}/share`)).json<ShareLink>();
    expect((await h.call(null, 'GET', `/api/shared/${link.token}`)).json<SharedRecipe>().photo).toEqual(
      photo,
    );
    const copy = (await h.call(reader, 'POST', `/api/shared/${link.token}/save`)).json<{ id: string }>();
    expect((await h.call(owner, 'DELETE', `/api/recipes/${recipe.id}`)).statusCode).toBe(200);
    expect((await h.call(reader, 'GET', `/api/recipes/${copy.id}`)).json<Recipe>().photo).toEqual(photo);
    expect((await file(`${photo.key}-320.webp`)).statusCode).toBe(200);
  });
});

describe('what is refused', () => {
  let user: TestUser;
  let recipe: Recipe;
  beforeAll(async () => {
    user = await h.createUser();
    recipe = await h.createRecipe(user);
  });

  const refused = async (body: Buffer, status: number, message: string, type = 'image/png') => {
    const response = await upload(user, recipe.id, body, type);
    expect([response.statusCode, response.json()]).toEqual([status, { message }]);
  };

  test('an SVG, an HTML page and an empty body are not photos, whatever their Content-Type says', async () => {
    await refused(SVG, 415, PHOTO_MESSAGES.notImage, 'image/svg+xml');
    await refused(Buffer.from('<!doctype html><p>hi</p>'), 415, PHOTO_MESSAGES.notImage, 'image/jpeg');
    await refused(Buffer.alloc(0), 415, PHOTO_MESSAGES.notImage);
    const json = await h.call(user, 'PUT', `/api/recipe-photos/${recipe.id}`, { photo: 'x' });
    expect([json.statusCode, json.json()]).toEqual([415, { message: PHOTO_MESSAGES.notImage }]);
  });

  test('a decompression bomb is refused before it is decoded', async () => {
    const bomb = pngBomb(8000); // 64 megapixels in a few kilobytes
    expect(bomb.length).toBeLessThan(200_000);
    await refused(bomb, 422, PHOTO_MESSAGES.tooManyPixels);
  });

  test('a damaged image (a PNG cut short) is refused', async () => {
    const whole = await png(300, 300);
    await refused(whole.subarray(0, 60), 422, PHOTO_MESSAGES.damaged);
  });

  test('a polyglot GIF is stored only as the image it decodes to: its script is gone', async () => {
    const response = await upload(user, recipe.id, await gifPolyglot(), 'text/html');
    expect(response.statusCode).toBe(200);
    const { key } = response.json<{ photo: RecipePhoto }>().photo;
    expect(await store.list(key)).toEqual([`${key}-4.webp`, `${key}.jpg`]);
    for (const name of await store.list(key))
      expect((await store.get(name))?.includes(POLYGLOT_PAYLOAD)).toBe(false);
  });

  test('a file over 10 MB is refused with the limit', async () => {
    await refused(Buffer.alloc(PHOTO_LIMITS.bytes + 1, 0xff), 413, PHOTO_MESSAGES.tooLarge);
  });

  test("another user's recipe, a malformed id and a signed-out caller are refused alike", async () => {
    const stranger = await h.createUser();
    const photo = await png(100, 100);
    for (const id of [recipe.id, 'not-a-uuid']) {
      const response = await upload(stranger, id, photo);
      expect([response.statusCode, response.json()]).toEqual([404, { message: RECIPE_MESSAGES.notFound }]);
      const removal = await h.call(stranger, 'DELETE', `/api/recipe-photos/${id}`);
      expect(removal.statusCode).toBe(404);
    }
    expect((await upload(null, recipe.id, photo)).statusCode).toBe(401);
  });

  test('a file name that is not a photo file is a 404, never a path', async () => {
    for (const name of ['..%2F..%2Fetc%2Fpasswd', 'abc.webp', `${'a'.repeat(32)}.png`])
      expect((await file(name)).statusCode).toBe(404);
  });

  test('an import needs the parser: without it, the answer says photos cannot be imported here', async () => {
    const response = await h.call(user, 'POST', `/api/recipe-photos/${recipe.id}/import`, {
      url: 'https://example.com/pie.jpg',
    });
    expect([response.statusCode, response.json()]).toEqual([
      503,
      { message: PHOTO_MESSAGES.importUnavailable },
    ]);
  });
});

test("uploads count against the user's budget: past it, 429 with Retry-After and nothing stored", async () => {
  const user = await h.createUser();
  const recipe = await h.createRecipe(user);
  const small = await png(10, 10);
  for (let n = 0; n < USER_BUDGETS.recipePhoto.perMinute; n++)
    expect((await upload(user, recipe.id, small)).statusCode).toBe(200);
  const over = await upload(user, recipe.id, await png(12, 10));
  expect(over.statusCode).toBe(429);
  expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  expect((await h.call(user, 'GET', `/api/recipes/${recipe.id}`)).json<Recipe>().photo?.widths).toEqual([10]);
});

test("account deletion: the internal call removes every file of the user's photos", async () => {
  const user = await h.createUser();
  const photos = [];
  for (let n = 0; n < 2; n++)
    photos.push(await uploaded(user, (await h.createRecipe(user)).id, await png(100 + n, 100)));
  const response = await h.app.inject({
    method: 'DELETE',
    url: `/internal/users/${user.id}/photos`,
    headers: { [INTERNAL_TOKEN_HEADER]: h.config.INTERNAL_TOKEN },
  });
  expect(response.json()).toEqual({ removed: 2 });
  for (const photo of photos) expect(await store.list(photo.key)).toEqual([]);
});
