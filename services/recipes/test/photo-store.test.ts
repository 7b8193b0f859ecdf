import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type S3StandIn, startS3StandIn } from '@cookmark/infra';
import { FolderPhotoStore, type PhotoStore } from '../src/photos/photo-store.ts';
import { S3PhotoStore } from '../src/photos/s3-photo-store.ts';
import { photoStoreFrom } from '../src/photos/photo-config.ts';
import { loadRecipesConfig } from '../src/config.ts';

const KEY = 'ab'.repeat(16);
const OTHER = 'cd'.repeat(16);

/** The same behaviour of both drivers: what RecipePhotos relies on. */
function behavesAsAPhotoStore(name: string, open: () => PhotoStore) {
  describe(name, () => {
    let store: PhotoStore;
    beforeEach(() => {
      store = open();
    });

    test('a file put is read back byte for byte; a missing one reads as null', async () => {
      const body = Buffer.from([0, 1, 2, 255, 254]);
      await store.put(`${KEY}-320.webp`, body, 'image/webp');
      expect(await store.get(`${KEY}-320.webp`)).toEqual(body);
      expect(await store.get(`${KEY}-640.webp`)).toBeNull();
    });

    test("a key lists its own files only, and deleting them leaves the others'", async () => {
      await store.put(`${KEY}-320.webp`, Buffer.from('a'), 'image/webp');
      await store.put(`${KEY}.jpg`, Buffer.from('b'), 'image/jpeg');
      await store.put(`${OTHER}-320.webp`, Buffer.from('c'), 'image/webp');
      expect(await store.list(KEY)).toEqual([`${KEY}-320.webp`, `${KEY}.jpg`]);
      await store.delete(await store.list(KEY));
      expect(await store.list(KEY)).toEqual([]);
      expect(await store.get(`${OTHER}-320.webp`)).toEqual(Buffer.from('c'));
      await store.delete([`${KEY}-1280.webp`]); // a missing file is no error
    });

    test('a name that is not a photo file name is refused, whatever the driver', async () => {
      for (const bad of ['../secret', `${KEY}-320.webp/../../x`, 'a/b', `${KEY}.png`, ''])
        await expect(store.put(bad, Buffer.from('x'), 'image/webp')).rejects.toThrow('not a photo file name');
      await expect(store.get('../../etc/passwd')).rejects.toThrow('not a photo file name');
    });
  });
}

let folder: string;
let s3: S3StandIn;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'photo-store-'));
  s3 = await startS3StandIn();
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
  await s3.close();
});
beforeEach(async () => {
  await rm(folder, { recursive: true, force: true });
  s3.objects.clear();
});

behavesAsAPhotoStore('the folder driver', () => new FolderPhotoStore(folder));
behavesAsAPhotoStore(
  'the S3 driver (against the S3 stand-in, over HTTP)',
  () =>
    new S3PhotoStore({
      endpoint: s3.endpoint,
      bucket: s3.bucket,
      region: 'us-east-1',
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
    }),
);

test('the folder driver keeps files in sub-folders by key and leaves no temporary file', async () => {
  const store = new FolderPhotoStore(folder);
  await store.put(`${KEY}-320.webp`, Buffer.from('a'), 'image/webp');
  expect(await readdir(folder)).toEqual(['ab']);
  expect(await readdir(join(folder, 'ab'))).toEqual([`${KEY}-320.webp`]);
});

test('the S3 driver stores the content type, pages through long listings, and is refused with a wrong key', async () => {
  const store = new S3PhotoStore({
    endpoint: s3.endpoint,
    bucket: s3.bucket,
    region: 'us-east-1',
    accessKeyId: s3.accessKeyId,
    secretAccessKey: s3.secretAccessKey,
  });
  await store.put(`${KEY}-320.webp`, Buffer.from('a'), 'image/webp');
  expect(s3.objects.get(`${KEY}-320.webp`)?.contentType).toBe('image/webp');
  for (let n = 0; n < 1005; n++)
    s3.objects.set(`${OTHER}-${1000 + n}.webp`, { body: Buffer.from('x'), contentType: 'image/webp' });
  expect(await store.list(OTHER)).toHaveLength(1005);
  expect(s3.requests.filter((r) => r.includes(`list-type=2&prefix=${OTHER}`))).toHaveLength(2);
  const stranger = new S3PhotoStore({
    endpoint: s3.endpoint,
    bucket: s3.bucket,
    region: 'us-east-1',
    accessKeyId: 'someone-else',
    secretAccessKey: 'x',
  });
  await expect(stranger.get(`${KEY}-320.webp`)).rejects.toThrow();
});

describe('which store the configuration gives', () => {
  test('the bucket when S3_BUCKET is set, else the folder PHOTO_DIR', () => {
    const config = (env: Record<string, string>) => loadRecipesConfig({ NODE_ENV: 'test', ...env });
    expect(photoStoreFrom(config({ PHOTO_DIR: folder }))).toBeInstanceOf(FolderPhotoStore);
    const s3Store = photoStoreFrom(config({ S3_BUCKET: 'photos', S3_ENDPOINT: s3.endpoint }));
    expect(s3Store).toBeInstanceOf(S3PhotoStore);
    (s3Store as S3PhotoStore).close();
  });

  test("production refuses the photo store's published key", () => {
    for (const key of ['dev-only-minio-password', 'replace-with-your-photo-store-secret-key'])
      expect(() =>
        loadRecipesConfig({ NODE_ENV: 'production', S3_BUCKET: 'photos', S3_SECRET_ACCESS_KEY: key }),
      ).toThrow(/S3_SECRET_ACCESS_KEY: is a published placeholder/);
  });
});
