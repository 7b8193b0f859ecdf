import { type Kysely, sql } from 'kysely';

/**
 * A recipe keeps its notes apart from the description ('See note 2' in a step points at them):
 * free text, one note per line, shown after the steps. Recipes saved before have none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table recipes.recipes add column notes text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table recipes.recipes drop column notes`.execute(db);
}
