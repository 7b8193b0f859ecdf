import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import pg from 'pg';
import { backupDatabase, BACKUP_SCHEMAS, readManifest, restoreDatabase } from './backup.ts';
import { Kysely, PostgresDialect } from 'kysely';
import { dropDatabase, ensureDatabase } from './admin.ts';
import { migrateDown } from './migrate.ts';
import { createTestDatabase, type TestDatabase } from './testing/test-database.ts';

async function query<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

async function withDb<T>(url: string, work: (db: Kysely<unknown>) => Promise<T>): Promise<T> {
  const db = new Kysely<unknown>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }),
  });
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}

/** Every row of every owned table, as JSON, sorted: what a restore must bring back exactly. */
async function everything(url: string): Promise<Record<string, string[]>> {
  const tables = await query<{ schema: string; table: string }>(
    url,
    `select table_schema as schema, table_name as table from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema = any($1) order by 1, 2`,
    [BACKUP_SCHEMAS],
  );
  const all: Record<string, string[]> = {};
  for (const { schema, table } of tables) {
    const rows = await query<{ row: string }>(
      url,
      `select row_to_json(t)::text as row from ${schema}.${table} t`,
    );
    all[`${schema}.${table}`] = rows.map((r) => r.row).sort();
  }
  return all;
}

async function seed(url: string): Promise<void> {
  const [ada] = await query<{ id: string }>(
    url,
    `insert into auth.users (email, password_hash, first_name, last_name)
     values ('ada@example.com', '$argon2id$v=19$x', 'Ada', 'Lovelace') returning id`,
  );
  const [bob] = await query<{ id: string }>(
    url,
    `insert into auth.users (email, password_hash, first_name, last_name)
     values ('bob@example.com', '$argon2id$v=19$y', 'Bob', 'Ö''Brien') returning id`,
  );
  const recipe = (user: string, title: string, lines: string[]) =>
    query<{ id: string }>(
      url,
      `insert into recipes.recipes (user_id, title, ingredients, instructions, ingredient_groups, instruction_groups, tags)
       values ($1, $2, $3::jsonb, $4::jsonb, $5::jsonb, $6::jsonb, $7::jsonb) returning id`,
      [
        user,
        title,
        JSON.stringify(lines),
        JSON.stringify(['Mix.', 'Bake — gently.']),
        JSON.stringify([{ name: 'Dough', lines }]),
        JSON.stringify([{ name: null, lines: ['Mix.', 'Bake — gently.'] }]),
        JSON.stringify(['baking', 'weekend']),
      ],
    );
  const [tart] = await recipe(ada!.id, 'Lemon Tart', ['1 ¼ cups flour', '½ cup butter']);
  await recipe(ada!.id, 'Борщ 親子丼', ['200 g свёкла', '2 tbsp "quoted" soy, \'single\' \\ backslash']);
  await recipe(bob!.id, 'Pancakes', ['2 cups buttermilk']);
  await query(url, `insert into recipes.share_links (token, recipe_id, user_id) values ($1, $2, $3)`, [
    'a'.repeat(43),
    tart!.id,
    ada!.id,
  ]);
  await query(
    url,
    `insert into grocery.lists (user_id, name, items, recipe_ids) values ($1, $2, $3::jsonb, $4::jsonb)`,
    [
      ada!.id,
      'Weekend shop',
      JSON.stringify([{ category: 'Dairy', items: [{ name: 'butter', quantity: '½ cup', checked: true }] }]),
      JSON.stringify([tart!.id]),
    ],
  );
  await query(url, `insert into billing.customers (user_id, stripe_customer_id) values ($1, 'cus_ada')`, [
    ada!.id,
  ]);
  await query(
    url,
    `insert into billing.subscriptions (stripe_subscription_id, user_id, stripe_customer_id, status, billing_interval,
       amount, currency, current_period_end, stripe_created_at)
     values ('sub_ada', $1, 'cus_ada', 'active', 'year', 1999, 'usd', now() + interval '1 year', now())`,
    [ada!.id],
  );
  await query(
    url,
    `insert into billing.processed_events (event_id, type) values ('evt_1', 'checkout.session.completed')`,
  );
}

describe('database backup and restore', () => {
  let source: TestDatabase;
  let directory: string;

  beforeAll(async () => {
    source = await createTestDatabase('cookmark_backup');
    directory = await mkdtemp(join(tmpdir(), 'cookmark-backup-'));
    await seed(source.url);
  });
  afterAll(async () => {
    await source.drop();
    await rm(directory, { recursive: true, force: true });
  });

  test('backs up every account, recipe and list, wipes the database, and restores every row exactly', async () => {
    const before = await everything(source.url);
    const manifest = await backupDatabase(source.url, join(directory, 'one'));
    expect(manifest.migration).toBe(
      (
        await query<{ name: string }>(source.url, 'select max(name) as name from public.cookmark_migrations')
      )[0]?.name,
    );
    const rows = Object.fromEntries(manifest.tables.map((t) => [`${t.schema}.${t.table}`, t.rows]));
    expect(rows).toMatchObject({
      'auth.users': 2,
      'recipes.recipes': 3,
      'recipes.share_links': 1,
      'grocery.lists': 1,
      'billing.customers': 1,
      'billing.subscriptions': 1,
    });
    expect(await readManifest(join(directory, 'one'))).toEqual(manifest);

    // Wiped: the database is gone altogether, and a new empty one takes its place.
    await dropDatabase(source.url);
    await ensureDatabase(source.url);
    const { restored } = await restoreDatabase(source.url, join(directory, 'one'));
    expect(restored['recipes.recipes']).toBe(3);
    expect(await everything(source.url)).toEqual(before);
    // Generated columns are computed again: the search still finds the recipe by an ingredient.
    const found = await query<{ title: string }>(
      source.url,
      `select title from recipes.recipes where search_text like '%buttermilk%'`,
    );
    expect(found.map((r) => r.title)).toEqual(['Pancakes']);
  });

  test('refuses to overwrite a database that holds accounts, unless told to replace it', async () => {
    await backupDatabase(source.url, join(directory, 'two'));
    await query(source.url, `update recipes.recipes set title = 'Changed' where title = 'Pancakes'`);
    await expect(restoreDatabase(source.url, join(directory, 'two'))).rejects.toThrow(
      'The database already holds accounts; restore with --replace to overwrite it',
    );
    expect(await query(source.url, `select 1 from recipes.recipes where title = 'Changed'`)).toHaveLength(1);
    await restoreDatabase(source.url, join(directory, 'two'), { replace: true });
    expect(await query(source.url, `select 1 from recipes.recipes where title = 'Changed'`)).toHaveLength(0);
    expect(await query(source.url, `select 1 from recipes.recipes where title = 'Pancakes'`)).toHaveLength(1);
  });

  test('a damaged backup is refused before anything is changed', async () => {
    const dir = join(directory, 'three');
    const manifest = await backupDatabase(source.url, dir);
    const file = join(dir, manifest.tables.find((t) => t.table === 'recipes')!.file);
    const lines = gzipSync(Buffer.from('{"title":"forged"}\n'));
    await writeFile(file, lines);
    const before = await everything(source.url);
    await expect(restoreDatabase(source.url, dir, { replace: true })).rejects.toThrow(
      "does not match the manifest's checksum: the backup is damaged",
    );
    expect(await everything(source.url)).toEqual(before);
    expect(JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8')).format).toBe('cookmark-backup');
  });

  test("a backup of an older version restores into the current code's latest schema", async () => {
    const older = await createTestDatabase('cookmark_backup_old');
    const target = `${older.url}_restored`;
    try {
      await withDb(older.url, (db) => migrateDown(db));
      const [{ name } = { name: '' }] = await query<{ name: string }>(
        older.url,
        'select max(name) as name from public.cookmark_migrations',
      );
      const [user] = await query<{ id: string }>(
        older.url,
        `insert into auth.users (email, password_hash, first_name, last_name)
         values ('old@example.com', 'x', 'Olga', 'Older') returning id`,
      );
      await query(
        older.url,
        `insert into recipes.recipes (user_id, title, ingredients, instructions, ingredient_groups, instruction_groups)
         values ($1, 'Kasha', '["1 cup buckwheat"]', '["Simmer."]', '[{"name":null,"lines":["1 cup buckwheat"]}]',
           '[{"name":null,"lines":["Simmer."]}]')`,
        [user!.id],
      );
      const manifest = await backupDatabase(older.url, join(directory, 'older'));
      expect(manifest.migration).toBe(name);

      await ensureDatabase(target);
      await restoreDatabase(target, join(directory, 'older'));
      expect(await query(target, `select title from recipes.recipes`)).toEqual([{ title: 'Kasha' }]);
      const [latest] = await query<{ name: string }>(
        target,
        'select max(name) as name from public.cookmark_migrations',
      );
      expect(latest!.name > name).toBe(true);
    } finally {
      await dropDatabase(target);
      await older.drop();
    }
  });
});
