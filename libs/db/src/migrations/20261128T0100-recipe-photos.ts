import { type Kysely, sql } from 'kysely';

/**
 * A recipe's photo (issue #34): `{ key, widths }` of the files in the photo store, or null. The
 * index answers 'does any recipe still show this key' before a photo's files are removed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table recipes.recipes add column photo jsonb`.execute(db);
  await sql`create index recipes_photo_key on recipes.recipes ((photo->>'key')) where photo is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index recipes.recipes_photo_key`.execute(db);
  await sql`alter table recipes.recipes drop column photo`.execute(db);
}
