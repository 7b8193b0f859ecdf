import { type Kysely, sql } from 'kysely';

/**
 * Recipes, owned by a user and removed with them. The text lists (ingredients, instructions, tags)
 * are jsonb arrays: the spec's JSON lists, and far cheaper for node-postgres to read than text[].
 * Search is a substring match over one stored, folded (lower-cased, accent-stripped) text column
 * with a trigram index; the tag filter uses a lower-cased copy of the tags with an array index.
 * Every query also filters by owner. The extensions live in this schema and go with it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create schema if not exists recipes`.execute(db);
  await sql`create extension if not exists unaccent with schema recipes`.execute(db);
  await sql`create extension if not exists pg_trgm with schema recipes`.execute(db);

  // unaccent() is only STABLE (it reads a dictionary by name); naming the dictionary makes this
  // wrapper safe to declare IMMUTABLE, which generated columns and index expressions require.
  await sql`
    create function recipes.fold(value text) returns text
    language sql immutable parallel safe strict
    as $$ select lower(recipes.unaccent('recipes.unaccent'::regdictionary, value)) $$
  `.execute(db);
  await sql`
    create function recipes.join_lines(lines jsonb) returns text
    language sql immutable parallel safe strict
    as $$ select coalesce(string_agg(line, E'\\n'), '') from jsonb_array_elements_text(lines) as line $$
  `.execute(db);
  await sql`
    create function recipes.tag_keys(tags jsonb) returns text[]
    language sql immutable parallel safe strict
    as $$ select coalesce(array_agg(lower(tag)), '{}') from jsonb_array_elements_text(tags) as tag $$
  `.execute(db);
  // Folds the search text, then escapes LIKE's wildcards (folding can turn '％' into '%').
  await sql`
    create function recipes.contains_pattern(query text) returns text
    language sql immutable parallel safe strict
    as $$ select '%' || replace(replace(replace(recipes.fold(query), '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%' $$
  `.execute(db);

  await db.schema
    .withSchema('recipes')
    .createTable('recipes')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('auth.users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('description_raw', 'text')
    .addColumn('ingredients', 'jsonb', (c) => c.notNull().check(sql`jsonb_typeof(ingredients) = 'array'`))
    .addColumn('ingredients_raw', 'jsonb')
    .addColumn('instructions', 'jsonb', (c) => c.notNull().check(sql`jsonb_typeof(instructions) = 'array'`))
    .addColumn('instructions_raw', 'jsonb')
    .addColumn('cook_time', 'text')
    .addColumn('difficulty', 'text')
    .addColumn('servings', 'integer', (c) => c.check(sql`servings between 1 and 1000`))
    .addColumn('tags', 'jsonb', (c) =>
      c
        .notNull()
        .defaultTo(sql`'[]'::jsonb`)
        .check(sql`jsonb_typeof(tags) = 'array'`),
    )
    .addColumn('source_url', 'text')
    .addColumn('extraction_method', 'text', (c) => c.notNull().defaultTo('enhanced-dom'))
    .addColumn('extraction_ingredient_count', 'integer')
    .addColumn('extraction_instruction_count', 'integer')
    .addColumn('search_text', 'text', (c) =>
      c
        .notNull()
        .generatedAlwaysAs(
          sql`recipes.fold(title || E'\\n' || coalesce(description, '') || E'\\n' || recipes.join_lines(ingredients) || E'\\n' || recipes.join_lines(tags))`,
        )
        .stored(),
    )
    .addColumn('tag_keys', sql`text[]`, (c) =>
      c
        .notNull()
        .generatedAlwaysAs(sql`recipes.tag_keys(tags)`)
        .stored(),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // Keep the rows a count has to scan narrow: the big lists go out of line (uncompressed, so a
  // page reads them without decompressing) and the search text stays in the row.
  await sql`
    alter table recipes.recipes
      alter column ingredients set storage external,
      alter column instructions set storage external,
      alter column ingredients_raw set storage external,
      alter column instructions_raw set storage external,
      alter column description_raw set storage external,
      alter column search_text set storage main
  `.execute(db);

  // The list order (newest first) and its keyset cursor; also serves counts per user.
  await sql`create index recipes_user_created_idx on recipes.recipes (user_id, created_at desc, id desc)`.execute(
    db,
  );
  // Search and tag indexes without the owner: a GIN entry for the owner would list every one of
  // their recipes and slow each lookup; the owner is checked on the few rows the index finds.
  await sql`create index recipes_search_idx on recipes.recipes using gin (search_text recipes.gin_trgm_ops)`.execute(
    db,
  );
  await sql`create index recipes_tag_keys_idx on recipes.recipes using gin (tag_keys)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop schema if exists recipes cascade`.execute(db);
}
