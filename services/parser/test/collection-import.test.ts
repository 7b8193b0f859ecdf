import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { COLLECTION_IMPORT_MESSAGES, type CollectionImportStatus } from '@cookmark/contracts';
import { startCollectionWorker } from '../src/jobs/collection-worker.ts';
import { COLLECTION_MESSAGES } from '../src/collections/limits.ts';
import { zipBomb } from '../src/collections/testing/hostile-archives.ts';
import { type Harness, silentLogger, startHarness } from './helpers.ts';

const MEALIE = readFileSync(path.join(__dirname, 'fixtures', 'app-exports', 'mealie.zip'));

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

async function upload(cookie: string | null, body: Buffer, fileName = 'mealie.zip') {
  return h.app.inject({
    method: 'POST',
    url: '/api/collection-imports',
    headers: {
      ...(cookie ? { cookie } : {}),
      'content-type': 'application/zip',
      'x-file-name': encodeURIComponent(fileName),
    },
    payload: body,
  });
}

const get = (cookie: string, url: string) => h.app.inject({ method: 'GET', url, headers: { cookie } });

async function settled(cookie: string, id: string): Promise<CollectionImportStatus> {
  for (;;) {
    const status = (await get(cookie, `/api/collection-imports/${id}`)).json<CollectionImportStatus>();
    if (['done', 'refused', 'failed'].includes(status.state)) return status;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test('an upload is queued at once, shown to its owner only, one at a time', async () => {
  const owner = await h.issuer.cookieFor(randomUUID());
  const other = await h.issuer.cookieFor(randomUUID());
  const response = await upload(owner, MEALIE, 'My Mealie – 2021.zip');
  expect(response.statusCode).toBe(202);
  const started = response.json<CollectionImportStatus>();
  expect(started).toMatchObject({ state: 'queued', fileName: 'My Mealie – 2021.zip', read: 0, imported: 0 });

  expect((await get(owner, '/api/collection-imports/latest')).json()).toEqual({ import: started });
  expect((await get(owner, `/api/collection-imports/${started.id}`)).json()).toEqual(started);
  const theirs = await get(other, `/api/collection-imports/${started.id}`);
  expect(theirs.statusCode).toBe(404);
  expect(theirs.json()).toEqual({ message: COLLECTION_IMPORT_MESSAGES.notFound });
  expect((await get(other, '/api/collection-imports/latest')).json()).toEqual({ import: null });

  const second = await upload(owner, MEALIE);
  expect(second.statusCode).toBe(409);
  expect(second.json()).toEqual({ message: COLLECTION_IMPORT_MESSAGES.running });
});

test('signed out, nothing is queued or shown', async () => {
  expect((await upload(null, MEALIE)).statusCode).toBe(401);
  const response = await h.app.inject({ method: 'GET', url: '/api/collection-imports/latest' });
  expect(response.statusCode).toBe(401);
});

test('an empty upload is refused with a clear message', async () => {
  const response = await upload(await h.issuer.cookieFor(randomUUID()), Buffer.alloc(0));
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ message: COLLECTION_IMPORT_MESSAGES.noFile });
});

test('the worker refuses a zip bomb as a whole, with the reason, and imports nothing', async () => {
  const worker = startCollectionWorker(h.config, { logger: silentLogger, redis: h.redis });
  try {
    const cookie = await h.issuer.cookieFor(randomUUID());
    const started = (await upload(cookie, Buffer.from(zipBomb()), 'bomb.zip')).json<CollectionImportStatus>();
    const status = await settled(cookie, started.id);
    expect(status).toMatchObject({
      state: 'refused',
      message: COLLECTION_MESSAGES.bomb('recipes.json'),
      imported: 0,
      finishedAt: expect.any(Number),
    });
    // The upload is not kept once read.
    expect(await h.redis.keys(`${h.config.PARSER_QUEUE_PREFIX}:collection-upload:*`)).toEqual([]);
  } finally {
    await worker.close(true);
  }
});
