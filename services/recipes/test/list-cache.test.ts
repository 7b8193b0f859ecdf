/**
 * The recipe list and the session are served from memory while Redis reports no change (see
 * TrackedCache): a repeated read costs no query, and a change made through any copy of the
 * service, or by the auth service, shows at once on every copy. Two copies of the service share
 * the database and Redis here and are called over real HTTP, as behind the gateway.
 */
import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { RedisSessionStore } from '@cookmark/service-kit';
import { listeningUrl } from '@cookmark/service-kit/testing';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { type Harness, SAMPLE_RECIPE, startHarness, type TestUser } from './helpers.ts';

let h: Harness;
let other: FastifyInstance;
let one: string;
let two: string;

beforeAll(async () => {
  h = await startHarness();
  other = await buildApp(h.config, { db: h.db, redis: h.redis, logger: false });
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  await other.listen({ port: 0, host: '127.0.0.1' });
  one = listeningUrl(h.app);
  two = listeningUrl(other);
});

afterAll(async () => {
  await other.close();
  await h.close();
});

const list = (base: string, user: TestUser, query = '') =>
  fetch(`${base}/api/recipes${query}`, { headers: { cookie: user.cookie } });

const titles = async (response: Response) =>
  ((await response.json()) as { recipes: { title: string }[] }).recipes.map((recipe) => recipe.title);

const save = (base: string, user: TestUser, title: string) =>
  fetch(`${base}/api/recipes`, {
    method: 'POST',
    headers: { cookie: user.cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ ...SAMPLE_RECIPE, title }),
  });

test('a repeated read is answered from memory (no query), with the same body', async () => {
  const user = await h.createUser();
  await h.createRecipe(user, { title: 'Focaccia' });
  const first = await list(one, user);
  const firstBody = await first.text();
  // A row changed behind the service's back (no version bump): only a read that queries sees it.
  await h.db
    .updateTable('recipes.recipes')
    .set({ title: 'Changed in the database' })
    .where('userId', '=', user.id)
    .execute();
  const again = await list(one, user);
  expect(again.status).toBe(200);
  expect(again.headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(await again.text()).toBe(firstBody);
  expect(await titles(await list(two, user))).toEqual(['Changed in the database']);
});

/** A list read over plain HTTP, to see the bytes as sent (fetch would decode them). */
function rawList(base: string, user: TestUser, acceptEncoding: string) {
  return new Promise<{ encoding: string | undefined; vary: string | undefined; body: Buffer }>(
    (resolve, reject) => {
      const req = httpRequest(
        `${base}/api/recipes`,
        { headers: { cookie: user.cookie, 'accept-encoding': acceptEncoding } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              encoding: res.headers['content-encoding'],
              vary: res.headers['vary'],
              body: Buffer.concat(chunks),
            }),
          );
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end();
    },
  );
}

test('a list is sent compressed to a client that accepts it, and a repeated read reuses the bytes', async () => {
  const user = await h.createUser();
  for (const title of ['Focaccia', 'Ciabatta', 'Grissini', 'Pane Carasau', 'Taralli'])
    await h.createRecipe(user, { title });
  const plain = await rawList(one, user, 'identity');
  expect(plain.encoding).toBeUndefined();
  expect(plain.vary).toBe('Accept-Encoding');
  const json = plain.body.toString('utf8');
  expect(json.length).toBeGreaterThan(1024);

  const first = await rawList(one, user, 'gzip, deflate, br');
  expect(first.encoding).toBe('br');
  expect(brotliDecompressSync(first.body).toString('utf8')).toBe(json);
  const again = await rawList(one, user, 'gzip, deflate, br');
  expect(again.body.equals(first.body)).toBe(true);
  const gzip = await rawList(one, user, 'gzip');
  expect(gzip.encoding).toBe('gzip');
  expect(gunzipSync(gzip.body).toString('utf8')).toBe(json);

  // After a change the list is read and compressed anew: the new recipe is in what is sent.
  expect((await save(two, user, 'Grissini Integrali')).status).toBe(201);
  const changed = brotliDecompressSync((await rawList(one, user, 'br')).body).toString('utf8');
  expect(changed).toContain('Grissini Integrali');
});

test('a save through one copy shows at once in the list of the other, and of its own', async () => {
  const user = await h.createUser();
  await save(one, user, 'Ciabatta');
  expect(await titles(await list(one, user))).toEqual(['Ciabatta']);
  expect(await titles(await list(two, user))).toEqual(['Ciabatta']);

  expect((await save(two, user, 'Grissini')).status).toBe(201);
  expect(await titles(await list(one, user))).toEqual(['Grissini', 'Ciabatta']);
  expect(await titles(await list(two, user))).toEqual(['Grissini', 'Ciabatta']);

  const [grissini] = ((await (await list(one, user)).json()) as { recipes: { id: string }[] }).recipes;
  const removed = await fetch(`${two}/api/recipes/${grissini?.id}`, {
    method: 'DELETE',
    headers: { cookie: user.cookie },
  });
  expect(removed.status).toBe(200);
  expect(await titles(await list(one, user))).toEqual(['Ciabatta']);
});

test('each query is kept apart: a search and the whole list do not answer for each other', async () => {
  const user = await h.createUser();
  await h.createRecipe(user, { title: 'Rye Bread', tags: ['bread'] });
  await h.createRecipe(user, { title: 'Plum Cake', tags: ['cake'] });
  expect(await titles(await list(one, user))).toEqual(['Plum Cake', 'Rye Bread']);
  expect(await titles(await list(one, user, '?q=rye'))).toEqual(['Rye Bread']);
  expect(await titles(await list(one, user, '?tags=cake'))).toEqual(['Plum Cake']);
  expect(await titles(await list(one, user))).toEqual(['Plum Cake', 'Rye Bread']);
});

test("another user's list is never served from the memory of the first", async () => {
  const [ana, ben] = [await h.createUser(), await h.createUser()];
  await h.createRecipe(ana, { title: "Ana's Soup" });
  expect(await titles(await list(one, ana))).toEqual(["Ana's Soup"]);
  expect(await titles(await list(one, ben))).toEqual([]);
});

test('signed out everywhere (a password reset on the auth service): the next read on every copy is 401', async () => {
  const user = await h.createUser();
  expect((await list(one, user)).status).toBe(200);
  expect((await list(two, user)).status).toBe(200);
  expect((await list(one, user)).status).toBe(200);
  await new RedisSessionStore(h.redis).destroyAllForUser(user.id);
  expect((await list(one, user)).status).toBe(401);
  expect((await list(two, user)).status).toBe(401);
});
