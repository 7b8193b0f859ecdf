import { accountExportSchema } from '@cookmark/contracts';
import { greyPng } from '@cookmark/infra';
import { createDb, type Db } from '@cookmark/db';
import { randomBytes } from 'node:crypto';
import { strToU8, zipSync } from 'fflate';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { type Actor, becomePremium, signIn, signUp } from './actors.ts';
import { call } from './client.ts';
import { clearRateLimits, createList, createRecipe, shareRecipe } from './harness.ts';
import { PLAN_DAY } from './routes.ts';
import { BASE_URL, SECURITY_DATABASE_ENV, SECURITY_PORTS, securityRedisUrl } from './stack-env.ts';

let db: Db;
let redis: Redis;
beforeAll(() => {
  const url = process.env[SECURITY_DATABASE_ENV];
  if (!url) throw new Error('the global setup left no database address');
  db = createDb(url, { max: 2 });
  redis = new Redis(securityRedisUrl());
});
afterAll(async () => {
  await db.destroy();
  redis.disconnect();
});

const STRIPE = `http://127.0.0.1:${SECURITY_PORTS.stripe}`;
/** The local Stripe stand-in's key (startStack sets it when no real key is given). */
const stripeGet = async (path: string) =>
  (
    await fetch(`${STRIPE}${path}`, { headers: { authorization: 'Bearer sk_test_cookmark_local' } })
  ).json() as Promise<Record<string, unknown>>;

/** Every row of every table of ours, as text: tables found in the catalogue, so a new one is read too. */
async function everyRow(): Promise<{ table: string; text: string }[]> {
  const tables = await sql<{ schema: string; name: string }>`
    select table_schema as schema, table_name as name from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`.execute(db);
  const rows: { table: string; text: string }[] = [];
  for (const { schema, name } of tables.rows) {
    const found = await sql<{
      row: string;
    }>`select t::text as row from ${sql.table(`${schema}.${name}`)} t`.execute(db);
    for (const { row } of found.rows) rows.push({ table: `${schema}.${name}`, text: row });
  }
  return rows;
}

/** Every key of the stack's Redis index with what it holds, as text. */
async function everyKey(): Promise<{ key: string; text: string }[]> {
  const entries: { key: string; text: string }[] = [];
  for await (const keys of redis.scanStream({ count: 1000 }) as AsyncIterable<string[]>) {
    for (const key of keys) {
      const type = await redis.type(key);
      const value =
        type === 'string'
          ? await redis.get(key)
          : type === 'hash'
            ? JSON.stringify(await redis.hgetall(key))
            : type === 'set'
              ? JSON.stringify(await redis.smembers(key))
              : type === 'list'
                ? JSON.stringify(await redis.lrange(key, 0, -1))
                : type === 'zset'
                  ? JSON.stringify(await redis.zrange(key, '0', '-1'))
                  : type === 'stream'
                    ? JSON.stringify(await redis.xrange(key, '-', '+'))
                    : '';
      entries.push({ key, text: `${key} ${value ?? ''}` });
    }
  }
  return entries;
}

async function untilProcessed(type: string, since: Date): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const seen = await db
      .selectFrom('billing.processedEvents')
      .select('eventId')
      .where('type', '=', type)
      .where('processedAt', '>=', since)
      .executeTakeFirst();
    if (seen) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no ${type} event reached billing`);
}

/** The name Erin's collection import was uploaded under. */
const IMPORT_FILE = 'erin-library-export.zip';

describe('a deleted account leaves nothing behind', () => {
  let erin: Actor;
  let secondDevice: Actor;
  let shareToken: string;
  let customerId: string;
  let feedPath: string;
  /** Erin's photo's files, as the browser asks for them. */
  let photoPaths: string[];

  beforeAll(async () => {
    await clearRateLimits();
    erin = await signUp('Erin');
    await becomePremium(erin);
    secondDevice = await signIn(erin);
    const soup = await createRecipe(erin, 'Erin soup');
    await createRecipe(erin, 'Erin bread');
    shareToken = await shareRecipe(erin, soup.id);
    const upload = await fetch(`${BASE_URL}/api/recipe-photos/${soup.id}`, {
      method: 'PUT',
      headers: { cookie: erin.cookie, 'content-type': 'image/png' },
      body: new Uint8Array(greyPng(400, 300)),
    });
    const { photo } = (await upload.json()) as { photo: { key: string; widths: number[] } };
    photoPaths = [...photo.widths.map((w) => `/photos/${photo.key}-${w}.webp`), `/photos/${photo.key}.jpg`];
    for (const path of photoPaths) expect((await call('GET', path)).status).toBe(200);
    await createList(erin, 'Erin shop');
    const planned = await call('POST', '/api/meal-plan/entries', {
      cookie: erin.cookie,
      body: { date: PLAN_DAY, meal: 'dinner', recipeId: soup.id },
    });
    expect(planned.status).toBe(201);
    const feed = await call('POST', '/api/meal-plan/feed', { cookie: erin.cookie });
    feedPath = new URL((feed.json as { url: string }).url).pathname;
    expect((await call('GET', feedPath)).status).toBe(200);
    const customer = await db
      .selectFrom('billing.customers')
      .select('stripeCustomerId')
      .where('userId', '=', erin.id)
      .executeTakeFirstOrThrow();
    customerId = customer.stripeCustomerId;
  });

  it('first exports everything of the account as one file, and nothing of anyone else', async () => {
    const answer = await call('GET', '/api/auth/account/export', { cookie: erin.cookie });
    expect(answer.status).toBe(200);
    const file = accountExportSchema.parse(answer.json);
    expect(file.account).toMatchObject({ id: erin.id, email: erin.email.toLowerCase(), plan: 'premium' });
    expect(file.recipes.map((r) => r.title).sort()).toEqual(['Erin bread', 'Erin soup']);
    expect(file.recipes.every((r) => r.userId === erin.id)).toBe(true);
    // The photo travels in the file itself: its largest copy, as data.
    const soup = file.recipes.find((r) => r.title === 'Erin soup');
    expect(soup?.photoFile?.contentType).toBe('image/webp');
    expect(
      Buffer.from(soup?.photoFile?.data ?? '', 'base64')
        .subarray(8, 12)
        .toString(),
    ).toBe('WEBP');
    expect(file.groceryLists.map((l) => l.name)).toEqual(['Erin shop']);
    expect(file.mealPlan.map((entry) => [entry.date, entry.meal, entry.title])).toEqual([
      [PLAN_DAY, 'dinner', 'Erin soup'],
    ]);
    expect(answer.body).not.toMatch(/argon2|passwordHash|Victim|Attack soup/);
  });

  it('then deletes it: signed out everywhere, no row in any table, no key in Redis, nothing at Stripe', async () => {
    // A collection import, kept on the queue with its file's name after it finished.
    const upload = await fetch(`${BASE_URL}/api/collection-imports`, {
      method: 'POST',
      headers: { cookie: erin.cookie, 'content-type': 'application/zip', 'x-file-name': IMPORT_FILE },
      body: Buffer.from(
        zipSync({
          'stew.json': strToU8(
            JSON.stringify({
              '@context': 'https://schema.org',
              '@type': 'Recipe',
              name: 'Erin imported stew',
              recipeIngredient: ['1 onion'],
              recipeInstructions: ['Stew.'],
            }),
          ),
        }),
      ),
    });
    expect(upload.status).toBe(202);
    const { id: importId } = (await upload.json()) as { id: string };
    for (;;) {
      const status = (await call('GET', `/api/collection-imports/${importId}`, { cookie: erin.cookie }))
        .json as {
        state: string;
        imported: number;
      };
      if (['done', 'refused', 'failed'].includes(status.state)) {
        expect(status).toMatchObject({ state: 'done', imported: 1 });
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect((await everyKey()).some(({ text }) => text.includes(erin.id) && text.includes(IMPORT_FILE))).toBe(
      true,
    );

    const before = await everyRow();
    expect(before.some(({ text }) => text.includes(erin.id))).toBe(true);

    const since = new Date();
    await clearRateLimits();
    // A limit counted per address then holds a key named after it, which deletion must remove too.
    const guess = await call('POST', '/api/auth/login', {
      body: { email: erin.email, password: 'not-it-1' },
    });
    expect(guess.status).toBe(401);
    const answer = await call('POST', '/api/auth/delete-account', {
      cookie: erin.cookie,
      headers: { origin: `http://localhost:${SECURITY_PORTS.gateway}` },
      body: { email: erin.email, password: erin.password },
    });
    expect([answer.status, answer.json]).toEqual([200, { message: 'Your account has been deleted.' }]);
    // Stripe tells billing the subscription ended after the account was gone: that brings nothing back.
    await untilProcessed('customer.subscription.deleted', since);

    for (const device of [erin, secondDevice]) {
      expect((await call('GET', '/api/auth/user', { cookie: device.cookie })).status).toBe(401);
    }
    expect((await call('GET', `/api/shared/${shareToken}`)).status).toBe(404);
    expect((await call('GET', feedPath)).status).toBe(404);
    // The photo's files are gone from the store, not only the rows naming them.
    for (const path of photoPaths) expect((await call('GET', path)).status).toBe(404);

    const traces = [erin.id, erin.email.toLowerCase(), customerId, IMPORT_FILE];
    const rows = (await everyRow()).filter(({ text }) => traces.some((t) => text.toLowerCase().includes(t)));
    expect(rows).toEqual([]);
    const keys = (await everyKey()).filter(({ text }) => traces.some((t) => text.toLowerCase().includes(t)));
    expect(keys).toEqual([]);

    expect(await stripeGet(`/v1/customers/${customerId}`)).toMatchObject({ deleted: true });
    const subscriptions = (await stripeGet(`/v1/subscriptions?customer=${customerId}&status=all`)) as {
      data: { status: string }[];
    };
    expect(subscriptions.data.map((s) => s.status)).toEqual(['canceled']);
  });

  it('and the address can sign up again, as a new account', async () => {
    await clearRateLimits();
    const login = await call('POST', '/api/auth/login', {
      body: { email: erin.email, password: erin.password },
    });
    expect(login.status).toBe(401);
    const again = await call('POST', '/api/auth/signup', {
      body: { email: erin.email, password: erin.password, firstName: 'Erin', lastName: 'Again' },
    });
    expect(again.status).toBe(201);
    expect((again.json as { id: string }).id).not.toBe(erin.id);
  });
});

describe("deleting an account leaves other users' keys alone", () => {
  const wrongGuess = (email: string) =>
    call('POST', '/api/auth/login', { body: { email, password: 'a-wrong-guess-1' } });

  it("a victim's login limit stands after an account whose address ends the victim's is deleted", async () => {
    await clearRateLimits();
    const suffix = `${randomBytes(4).toString('hex')}@example.org`;
    const victim = await signUp('carol', `carol.${suffix}`);
    let refused = 0;
    for (let guess = 0; guess < 20 && refused === 0; guess++) {
      const answer = await wrongGuess(victim.email);
      if (answer.status === 429) refused++;
      else expect(answer.status).toBe(401);
    }
    expect(refused).toBe(1);

    // The attacker's address is a part of the victim's: a pattern on it would match the victim's keys.
    const attacker = await signUp('attacker', suffix);
    const deleted = await call('POST', '/api/auth/delete-account', {
      cookie: attacker.cookie,
      headers: { origin: `http://localhost:${SECURITY_PORTS.gateway}` },
      body: { email: attacker.email, password: attacker.password },
    });
    expect(deleted.status).toBe(200);

    for (let guess = 0; guess < 3; guess++) expect((await wrongGuess(victim.email)).status).toBe(429);
  });
});
