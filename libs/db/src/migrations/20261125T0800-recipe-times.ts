import { type Kysely, sql } from 'kysely';

/**
 * A recipe keeps its prep and total time beside the cook time (imports carry all three; the recipe
 * page shows each that is known). Recipes saved before have neither.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table recipes.recipes
      add column prep_time text,
      add column total_time text
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table recipes.recipes
      drop column prep_time,
      drop column total_time
  `.execute(db);
}
