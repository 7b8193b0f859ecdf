import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { migrateDown, migrateToLatest } from './migrate.ts';
import { createTestDatabase, type TestDatabase } from './testing/test-database.ts';

describe('migrations', () => {
  let testDb: TestDatabase;
  let db: Kysely<unknown>;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    db = new Kysely<unknown>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: testDb.url }) }),
    });
  });
  afterAll(async () => {
    await db.destroy();
    await testDb.drop();
  });

  test('running migrate again on a current database changes nothing', async () => {
    const again = await migrateToLatest(db);
    expect(again.results).toEqual([]);
  });

  test('a recipe saved before groups becomes one unnamed group of each list and reads back unchanged', async () => {
    // Back to just before the groups migration, whatever came after it.
    let reverted: string | undefined;
    while (reverted !== '20261123T1000-recipe-groups') {
      const down = await migrateDown(db);
      reverted = down.results?.[0]?.migrationName;
      expect(reverted).toBeDefined();
    }
    const user = await sql<{
      id: string;
    }>`insert into auth.users (email, password_hash, first_name, last_name)
      values ('groups@example.com', 'x', 'Ada', 'L') returning id`.execute(db);
    const ingredients = ['2 cups heavy cream', '5 egg yolks'];
    const instructions = ['Heat the cream.', 'Bake.'];
    const inserted = await sql<{
      id: string;
    }>`insert into recipes.recipes (user_id, title, ingredients, instructions)
      values (${user.rows[0]?.id}, 'Crème Brûlée', ${JSON.stringify(ingredients)}::jsonb,
        ${JSON.stringify(instructions)}::jsonb) returning id`.execute(db);
    await migrateToLatest(db);
    const row = await sql<{
      ingredients: string[];
      instructions: string[];
      ingredient_groups: unknown;
      instruction_groups: unknown;
      search_text: string;
    }>`select ingredients, instructions, ingredient_groups, instruction_groups, search_text
      from recipes.recipes where id = ${inserted.rows[0]?.id}`.execute(db);
    expect(row.rows[0]).toEqual({
      ingredients,
      instructions,
      ingredient_groups: [{ name: null, lines: ingredients }],
      instruction_groups: [{ name: null, lines: instructions }],
      search_text: expect.stringContaining('egg yolks'),
    });
    await sql`delete from auth.users where id = ${user.rows[0]?.id}`.execute(db);
  });

  test('a recipe saved before advanced search gets its minutes and ingredient keys', async () => {
    let reverted: string | undefined;
    while (reverted !== '20261127T1200-recipe-search') {
      const down = await migrateDown(db);
      reverted = down.results?.[0]?.migrationName;
      expect(reverted).toBeDefined();
    }
    const user = await sql<{
      id: string;
    }>`insert into auth.users (email, password_hash, first_name, last_name)
      values ('search@example.com', 'x', 'Ada', 'L') returning id`.execute(db);
    const ingredients = ['2 chicken thighs', '1 cup walnuts'];
    const inserted = await sql<{ id: string }>`
      insert into recipes.recipes (user_id, title, ingredients, instructions, ingredient_groups,
        instruction_groups, prep_time, cook_time)
      values (${user.rows[0]?.id}, 'Walnut chicken', ${JSON.stringify(ingredients)}::jsonb, '["Roast."]'::jsonb,
        '[]'::jsonb, '[]'::jsonb, '10 minutes', 'PT1H') returning id`.execute(db);
    await migrateToLatest(db);
    const row = await sql<{
      prep_minutes: number;
      cook_minutes: number;
      total_minutes: number;
      ingredient_keys: string[];
      last_cooked_at: Date | null;
    }>`select prep_minutes, cook_minutes, total_minutes, ingredient_keys, last_cooked_at
      from recipes.recipes where id = ${inserted.rows[0]?.id}`.execute(db);
    expect(row.rows[0]).toEqual({
      prep_minutes: 10,
      cook_minutes: 60,
      total_minutes: 70,
      ingredient_keys: ['@meat', '@nut', 'chicken', 'thigh', 'walnut'],
      last_cooked_at: null,
    });
    await sql`delete from auth.users where id = ${user.rows[0]?.id}`.execute(db);
  });

  test("merging tag spellings keeps every recipe's tags, each user's first spelling shown", async () => {
    let reverted: string | undefined;
    while (reverted !== '20261128T0300-tag-keys') {
      const down = await migrateDown(db);
      reverted = down.results?.[0]?.migrationName;
      expect(reverted).toBeDefined();
    }
    const users = await sql<{
      id: string;
    }>`insert into auth.users (email, password_hash, first_name, last_name)
      values ('tags-a@example.com', 'x', 'Ada', 'L'), ('tags-b@example.com', 'x', 'Bea', 'L') returning id`.execute(
      db,
    );
    const [ada, bea] = users.rows.map((row) => row.id);
    const insert = (userId: string | undefined, title: string, tags: string[], createdAt: string) =>
      sql<{ id: string }>`
        insert into recipes.recipes (user_id, title, ingredients, instructions, ingredient_groups,
          instruction_groups, tags, created_at)
        values (${userId}, ${title}, '["1 egg"]'::jsonb, '["Cook."]'::jsonb, '[]'::jsonb, '[]'::jsonb,
          ${JSON.stringify(tags)}::jsonb, ${createdAt}::timestamptz) returning id`.execute(db);
    const first = await insert(ada, 'First', ['Crêpes', 'Dessert'], '2026-01-01T00:00:00Z');
    const second = await insert(
      ada,
      'Second',
      ['crepe', 'desserts', 'CREPE', 'Quick'],
      '2026-01-02T00:00:00Z',
    );
    const other = await insert(bea, 'Other', ['CREPE'], '2026-01-03T00:00:00Z');
    await migrateToLatest(db);
    const tagsOf = async (inserted: { rows: { id: string }[] }) =>
      (
        await sql<{
          tags: string[];
        }>`select tags from recipes.recipes where id = ${inserted.rows[0]?.id}`.execute(db)
      ).rows[0]?.tags;
    expect(await tagsOf(first)).toEqual(['Crêpes', 'Dessert']);
    expect(await tagsOf(second)).toEqual(['Crêpes', 'Dessert', 'Quick']);
    expect(await tagsOf(other)).toEqual(['CREPE']);
    const rows = await sql<{ user_id: string; key: string; name: string }>`
      select user_id, key, name from recipes.tags where user_id in (${ada}, ${bea}) order by user_id = ${ada} desc, key`.execute(
      db,
    );
    expect(rows.rows.map((row) => [row.user_id === ada ? 'ada' : 'bea', row.key, row.name])).toEqual([
      ['ada', 'crepe', 'Crêpes'],
      ['ada', 'dessert', 'Dessert'],
      ['ada', 'quick', 'Quick'],
      ['bea', 'crepe', 'CREPE'],
    ]);
    await expect(
      sql`insert into recipes.tags (user_id, key, name) values (${ada}, 'crepe', 'crêpe')`.execute(db),
    ).rejects.toThrow(/duplicate key/);
    await sql`delete from auth.users where id in (${ada}, ${bea})`.execute(db);
  });

  test('every migration can be reverted and applied again', async () => {
    const tables = async () =>
      (
        await sql<{
          name: string;
        }>`select table_schema || '.' || table_name as name from information_schema.tables
          where table_schema not in ('pg_catalog', 'information_schema', 'public') order by 1`.execute(db)
      ).rows.map((r) => r.name);
    const before = await tables();
    expect(before).toContain('auth.users');
    for (;;) {
      const result = await migrateDown(db);
      if ((result.results ?? []).length === 0) break;
    }
    expect(await tables()).toEqual([]);
    await migrateToLatest(db);
    expect(await tables()).toEqual(before);
  });
});
