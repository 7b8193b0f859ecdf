import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { energyPerServing } from '@cookmark/kitchen/foods';
import { migrateDown, migrateToLatest } from './migrate.ts';
import { recipeSearchColumns } from './recipe-search-columns.ts';
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

  /** Back to just before the named migration (reverted too), whatever came after it. */
  async function revertTo(name: string): Promise<void> {
    let reverted: string | undefined;
    while (reverted !== name) {
      const down = await migrateDown(db);
      reverted = down.results?.[0]?.migrationName;
      expect(reverted).toBeDefined();
    }
  }

  const insertUser = (email: string) =>
    sql<{ id: string }>`insert into auth.users (email, password_hash, first_name, last_name)
      values (${email}, 'x', 'Ada', 'L') returning id`.execute(db);

  test('running migrate again on a current database changes nothing', async () => {
    const again = await migrateToLatest(db);
    expect(again.results).toEqual([]);
  });

  test('a recipe saved before groups becomes one unnamed group of each list and reads back unchanged', async () => {
    await revertTo('20261123T1000-recipe-groups');
    const user = await insertUser('groups@example.com');
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
    await revertTo('20261127T1200-recipe-search');
    const user = await insertUser('search@example.com');
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

  test('the search and energy backfills fill every recipe, across many batches, as a save computes them', async () => {
    await revertTo('20261127T1200-recipe-search');
    const user = await insertUser('backfill@example.com');
    // More recipes than two batches of either backfill (500 and 200), each its own figures.
    const count = 1234;
    await sql`
      insert into recipes.recipes (user_id, title, ingredients, instructions, ingredient_groups,
        instruction_groups, prep_time, servings)
      select ${user.rows[0]?.id}, 'Bread ' || n,
        jsonb_build_array(n || ' g all-purpose flour', (n % 7 + 1) || ' large eggs'), '["Bake."]'::jsonb,
        '[]'::jsonb, '[]'::jsonb, (n % 90 + 1) || ' minutes', case when n % 3 = 0 then null else n % 6 + 1 end
      from generate_series(1, ${count}) as n`.execute(db);
    await migrateToLatest(db);
    const { rows } = await sql<{
      ingredients: string[];
      prep_time: string;
      servings: number | null;
      prep_minutes: number | null;
      ingredient_keys: string[];
      energy_kcal_per_serving: number | null;
    }>`select ingredients, prep_time, servings, prep_minutes, ingredient_keys, energy_kcal_per_serving
      from recipes.recipes where user_id = ${user.rows[0]?.id}`.execute(db);
    expect(rows).toHaveLength(count);
    for (const row of rows) {
      const search = recipeSearchColumns({
        prepTime: row.prep_time,
        cookTime: null,
        totalTime: null,
        ingredients: row.ingredients,
      });
      const kcal = energyPerServing(row.ingredients, row.servings ?? 4);
      expect(kcal).not.toBeNull();
      expect({
        prep: row.prep_minutes,
        keys: row.ingredient_keys,
        kcal: row.energy_kcal_per_serving,
      }).toEqual({
        prep: search.prepMinutes,
        keys: search.ingredientKeys,
        kcal: expect.closeTo(kcal ?? -1, 1),
      });
    }
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
