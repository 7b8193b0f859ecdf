/**
 * Account erasure (auth calls DELETE /internal/users/{id}/collection-imports): nothing of the
 * person's collection imports stays in Redis, and an import still running saves nothing afterwards.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { CollectionImportStatus } from '@cookmark/contracts';
import { collectionCancelKey } from '@cookmark/queue';
import { INTERNAL_TOKEN_HEADER } from '@cookmark/service-kit';
import { startCollectionWorker } from '../src/jobs/collection-worker.ts';
import { type Harness, silentLogger, startHarness } from './helpers.ts';

const MEALIE = readFileSync(path.join(__dirname, 'fixtures', 'app-exports', 'mealie.zip'));

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

async function upload(cookie: string, fileName: string) {
  const response = await h.app.inject({
    method: 'POST',
    url: '/api/collection-imports',
    headers: { cookie, 'content-type': 'application/zip', 'x-file-name': encodeURIComponent(fileName) },
    payload: MEALIE,
  });
  expect(response.statusCode).toBe(202);
  return response.json<CollectionImportStatus>();
}

const erase = (userId: string) =>
  h.app.inject({
    method: 'DELETE',
    url: `/internal/users/${userId}/collection-imports`,
    headers: { [INTERNAL_TOKEN_HEADER]: h.config.INTERNAL_TOKEN },
  });

/**
 * Every key of the test's Redis with what it holds (streams' entries included), as text; sessions
 * aside, which are the session store's, ended by auth when the account goes.
 */
async function everyKey(): Promise<string[]> {
  const texts: string[] = [];
  for (const key of await h.redis.keys('*')) {
    if (key.startsWith('sess:')) continue;
    const type = await h.redis.type(key);
    const value =
      type === 'string'
        ? ((await h.redis.getBuffer(key))?.toString('latin1') ?? '')
        : type === 'hash'
          ? JSON.stringify(await h.redis.hgetall(key))
          : type === 'stream'
            ? JSON.stringify(await h.redis.xrange(key, '-', '+'))
            : type === 'zset'
              ? JSON.stringify(await h.redis.zrange(key, '0', '-1'))
              : type === 'list'
                ? JSON.stringify(await h.redis.lrange(key, 0, -1))
                : JSON.stringify(await h.redis.smembers(key));
    texts.push(`${key} ${value}`);
  }
  return texts;
}

/** The recipes service as the worker calls it: each save recorded, the first one held until let go. */
function recipesStandIn() {
  const saves: string[] = [];
  let arrived: () => void = () => undefined;
  const firstArrived = new Promise<void>((resolve) => (arrived = resolve));
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const server: Server = createServer((request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const { recipe } = JSON.parse(Buffer.concat(chunks).toString()) as { recipe: { title: string } };
      saves.push(`${request.url ?? ''} ${recipe.title}`);
      arrived();
      void released.then(() => {
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ outcome: 'imported', id: randomUUID(), photoWarning: null }));
      });
    });
  });
  return { server, saves, firstArrived, release };
}

test("erasure removes the person's import jobs, upload, events and pointer, and no one else's", async () => {
  const userId = randomUUID();
  const otherId = randomUUID();
  const cookie = await h.issuer.cookieFor(userId);
  // A finished import (its recipes failed to save: no recipes service answers here) and a waiting one.
  const finished = await upload(cookie, 'Old Mealie of Zoë.zip');
  const worker = startCollectionWorker(h.config, { logger: silentLogger, redis: h.redis });
  for (;;) {
    const status = (
      await h.app.inject({
        method: 'GET',
        url: `/api/collection-imports/${finished.id}`,
        headers: { cookie },
      })
    ).json<CollectionImportStatus>();
    if (status.state === 'done' || status.state === 'failed' || status.state === 'refused') break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await worker.close();
  const waiting = await upload(cookie, 'New Mealie of Zoë.zip');
  const theirs = await upload(await h.issuer.cookieFor(otherId), 'Their Mealie.zip');

  const before = await everyKey();
  expect(before.some((text) => text.includes(userId))).toBe(true);
  expect(before.some((text) => text.includes(waiting.id))).toBe(true);

  const answer = await erase(userId);
  expect([answer.statusCode, answer.json()]).toEqual([200, { erased: 2 }]);

  const after = await everyKey();
  for (const trace of [userId, finished.id, waiting.id, 'Mealie of Zo']) {
    expect(after.filter((text) => text.includes(trace))).toEqual([]);
  }
  // Nor the titles of the recipes its progress listed (saving them failed: no recipes service here).
  const ours = after.filter((text) => text.startsWith(h.config.PARSER_QUEUE_PREFIX));
  expect(
    before.some((text) => text.startsWith(h.config.PARSER_QUEUE_PREFIX) && text.includes('Beef Stew')),
  ).toBe(true);
  expect(ours.filter((text) => text.includes('Beef Stew'))).toEqual([]);
  // The other person's import is untouched, and the person may import again.
  expect(after.some((text) => text.includes(otherId) && text.includes('Their Mealie.zip'))).toBe(true);
  const latest = await h.app.inject({
    method: 'GET',
    url: '/api/collection-imports/latest',
    headers: { cookie: await h.issuer.cookieFor(otherId) },
  });
  expect(latest.json<{ import: CollectionImportStatus }>().import.id).toBe(theirs.id);
  expect(
    (
      await h.app.inject({ method: 'GET', url: '/api/collection-imports/latest', headers: { cookie } })
    ).json(),
  ).toEqual({
    import: null,
  });
  // Nothing to remove is no error.
  expect((await erase(userId)).json()).toEqual({ erased: 0 });
  expect((await erase(otherId)).json()).toEqual({ erased: 1 });
});

test('an import running when the account is deleted saves nothing more', async () => {
  const recipes = recipesStandIn();
  await new Promise<void>((resolve) => recipes.server.listen(0, '127.0.0.1', resolve));
  const config = {
    ...h.config,
    RECIPES_URL: `http://127.0.0.1:${(recipes.server.address() as AddressInfo).port}`,
  };
  const worker = startCollectionWorker(config, { logger: silentLogger, redis: h.redis });
  try {
    const userId = randomUUID();
    const started = await upload(await h.issuer.cookieFor(userId), 'Running Mealie.zip');
    // The worker is saving the first recipe when the account goes.
    await recipes.firstArrived;
    const erasing = erase(userId);
    while ((await h.redis.exists(collectionCancelKey(h.config.PARSER_QUEUE_PREFIX, started.id))) === 0) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    recipes.release();
    const answer = await erasing;
    expect([answer.statusCode, answer.json()]).toEqual([200, { erased: 1 }]);
    // Only the save already under way when the account went; the other recipes of the file never came.
    const saved = `/internal/users/${userId}/collection-recipes PIZZA DOUGH — Basics With Babish`;
    expect(recipes.saves).toEqual([saved]);
    await worker.close();
    expect(recipes.saves).toEqual([saved]);
    expect((await everyKey()).filter((text) => text.includes(userId) || text.includes(started.id))).toEqual(
      [],
    );
  } finally {
    await worker.close(true);
    await new Promise((resolve) => recipes.server.close(resolve));
  }
});

test('an import whose owner the recipes service no longer knows stops at the first refusal', async () => {
  // An account deleted while nothing removed its job (a lost erasure call, a restored Redis).
  const saves: string[] = [];
  const server = createServer((request, response) => {
    saves.push(request.url ?? '');
    request.resume();
    request.on('end', () => {
      response.statusCode = 404;
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ message: 'Account not found' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const config = { ...h.config, RECIPES_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
  const worker = startCollectionWorker(config, { logger: silentLogger, redis: h.redis });
  try {
    const cookie = await h.issuer.cookieFor(randomUUID());
    const started = await upload(cookie, 'Orphan Mealie.zip');
    let status: CollectionImportStatus;
    do {
      await new Promise((resolve) => setTimeout(resolve, 50));
      status = (
        await h.app.inject({
          method: 'GET',
          url: `/api/collection-imports/${started.id}`,
          headers: { cookie },
        })
      ).json<CollectionImportStatus>();
    } while (status.state !== 'done' && status.state !== 'failed' && status.state !== 'refused');
    expect(status.state).toBe('failed');
    expect(status.imported).toBe(0);
    // The Mealie sample holds several recipes: only the first was offered.
    expect(saves).toHaveLength(1);
  } finally {
    await worker.close(true);
    await new Promise((resolve) => server.close(resolve));
  }
});

test('without the internal token the route is not there', async () => {
  const response = await h.app.inject({
    method: 'DELETE',
    url: `/internal/users/${randomUUID()}/collection-imports`,
  });
  expect(response.statusCode).toBe(404);
});
