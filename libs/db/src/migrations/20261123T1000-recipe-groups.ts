import { type Kysely, sql } from 'kysely';

/**
 * A recipe keeps its ingredient and instruction groups (a name or none, then lines) beside the
 * flat lists, which search and the spec's API go on reading. A recipe saved before groups is one
 * unnamed group of each list (none for an empty list).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table recipes.recipes
      add column ingredient_groups jsonb,
      add column instruction_groups jsonb
  `.execute(db);
  await sql`
    update recipes.recipes set
      ingredient_groups = case when jsonb_array_length(ingredients) = 0 then '[]'::jsonb
        else jsonb_build_array(jsonb_build_object('name', null, 'lines', ingredients)) end,
      instruction_groups = case when jsonb_array_length(instructions) = 0 then '[]'::jsonb
        else jsonb_build_array(jsonb_build_object('name', null, 'lines', instructions)) end
  `.execute(db);
  await sql`
    alter table recipes.recipes
      alter column ingredient_groups set not null,
      alter column instruction_groups set not null,
      add constraint recipes_ingredient_groups_list check (jsonb_typeof(ingredient_groups) = 'array'),
      add constraint recipes_instruction_groups_list check (jsonb_typeof(instruction_groups) = 'array'),
      alter column ingredient_groups set storage external,
      alter column instruction_groups set storage external
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table recipes.recipes
      drop column ingredient_groups,
      drop column instruction_groups
  `.execute(db);
}
