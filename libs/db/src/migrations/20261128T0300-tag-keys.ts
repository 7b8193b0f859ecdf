import { tagKey } from '@cookmark/kitchen';
import { type Kysely, sql } from 'kysely';

/**
 * A person's tags as one list (`recipes.tags`): one row per tag, unique per user by its key
 * (`tagKey`: case, accents and plural ignored), with the name shown, the first spelling used.
 * Recipes keep their tags as those names, so 'Crêpes', 'crepe' and 'CREPE' are one tag. Recipes
 * also get the tags their import suggested (`suggested_tags`), which the person accepts or dismisses.
 *
 * Existing tags are merged here: each user's recipes are read oldest first, each key takes the
 * first spelling met, and every recipe's tags are rewritten to those names (a recipe listing two
 * spellings of one tag keeps it once, where the first was). No tag of any recipe is lost.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table recipes.tags (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references auth.users (id) on delete cascade,
      key text not null,
      name text not null,
      created_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create unique index tags_user_key_idx on recipes.tags (user_id, key)`.execute(db);
  await sql`
    alter table recipes.recipes
      add column suggested_tags jsonb not null default '[]'::jsonb
        check (jsonb_typeof(suggested_tags) = 'array')
  `.execute(db);
  await mergeTagSpellings(db);
}

const BATCH = 500;

interface TagRow {
  id: string;
  user_id: string;
  tags: string[];
}

/** Each user's spellings of one tag become its first spelling, in the recipes and in `recipes.tags`. */
async function mergeTagSpellings(db: Kysely<unknown>): Promise<void> {
  let user: string | null = null;
  let names = new Map<string, string>();
  const flush = async () => {
    if (user === null || names.size === 0) return;
    const rows = [...names].map(([key, name]) => ({ key, name }));
    await sql`
      insert into recipes.tags (user_id, key, name)
      select ${user}::uuid, v.key, v.name from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(key text, name text)
      on conflict (user_id, key) do nothing
    `.execute(db);
  };
  let after: { userId: string; createdAt: string; id: string } | null = null;
  for (;;) {
    const { rows }: { rows: (TagRow & { created_at: string })[] } = await sql<
      TagRow & { created_at: string }
    >`
      select id, user_id, tags, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_at
      from recipes.recipes
      where ${after === null ? sql`true` : sql`(user_id, created_at, id) > (${after.userId}::uuid, ${after.createdAt}::timestamptz, ${after.id}::uuid)`}
      order by user_id, created_at, id
      limit ${BATCH}
    `.execute(db);
    const last = rows.at(-1);
    if (!last) break;
    const changed: { id: string; tags: string[] }[] = [];
    for (const row of rows) {
      if (row.user_id !== user) {
        await flush();
        user = row.user_id;
        names = new Map();
      }
      const tags: string[] = [];
      const seen = new Set<string>();
      for (const tag of row.tags) {
        const key = tagKey(tag);
        if (!names.has(key)) names.set(key, tag);
        if (seen.has(key)) continue;
        seen.add(key);
        tags.push(names.get(key) ?? tag);
      }
      if (JSON.stringify(tags) !== JSON.stringify(row.tags)) changed.push({ id: row.id, tags });
    }
    if (changed.length > 0) {
      await sql`
        update recipes.recipes r set tags = v.tags
        from jsonb_to_recordset(${JSON.stringify(changed)}::jsonb) as v(id uuid, tags jsonb)
        where r.id = v.id
      `.execute(db);
    }
    after = { userId: last.user_id, createdAt: last.created_at, id: last.id };
  }
  await flush();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table recipes.recipes drop column suggested_tags`.execute(db);
  await sql`drop table recipes.tags`.execute(db);
}
