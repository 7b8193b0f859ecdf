import type { TagSummary } from '@cookmark/contracts';
import type { Db } from '@cookmark/db';
import { tagKey } from '@cookmark/kitchen';
import { sql } from 'kysely';

/**
 * A person's tags (`recipes.tags`): one row per key (`tagKey`: case, accents and plural ignored),
 * named as first spelt. Recipes list tags by these names.
 */
export class TagRepository {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  /**
   * The names these tags go by for the user, in order, each tag once: a known key takes its
   * name, a new one is added under the spelling given. `db` is the caller's transaction.
   */
  static async namesFor(db: Db, userId: string, tags: readonly string[]): Promise<string[]> {
    if (tags.length === 0) return [];
    const wanted = new Map<string, string>();
    for (const tag of tags) if (!wanted.has(tagKey(tag))) wanted.set(tagKey(tag), tag);
    const rows = [...wanted].map(([key, name]) => ({ key, name }));
    await sql`
      insert into recipes.tags (user_id, key, name)
      select ${userId}::uuid, v.key, v.name from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(key text, name text)
      on conflict (user_id, key) do nothing
    `.execute(db);
    const stored = await db
      .selectFrom('recipes.tags')
      .select(['key', 'name'])
      .where('userId', '=', userId)
      .where('key', 'in', [...wanted.keys()])
      .execute();
    const names = new Map(stored.map((row) => [row.key, row.name]));
    return [...wanted].map(([key, name]) => names.get(key) ?? name);
  }

  /** Every tag name the user has, for matching suggestions against. */
  async names(userId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('recipes.tags')
      .select('name')
      .where('userId', '=', userId)
      .execute();
    return rows.map((row) => row.name);
  }

  /** The names of the user's tags with these keys (a tag filter's words, as the person has them). */
  async namesOfKeys(userId: string, tags: readonly string[]): Promise<string[]> {
    if (tags.length === 0) return [];
    const keys = tags.map(tagKey);
    const rows = await this.db
      .selectFrom('recipes.tags')
      .select(['key', 'name'])
      .where('userId', '=', userId)
      .where('key', 'in', keys)
      .execute();
    const names = new Map(rows.map((row) => [row.key, row.name]));
    return tags.map((tag, i) => names.get(keys[i] ?? '') ?? tag);
  }

  /** The tags on at least one of the user's recipes, A–Z, with how many recipes carry each. */
  async summaries(userId: string): Promise<TagSummary[]> {
    const { rows } = await sql<{ name: string; recipes: string }>`
      select t.name, c.recipes
      from (
        select lower(e.tag) as tag, count(*) as recipes
        from recipes.recipes r cross join lateral jsonb_array_elements_text(r.tags) as e(tag)
        where r.user_id = ${userId}
        group by 1
      ) c
      join recipes.tags t on t.user_id = ${userId} and lower(t.name) = c.tag
      order by recipes.fold(t.name), t.name
    `.execute(this.db);
    return rows.map((row) => ({ name: row.name, recipes: Number(row.recipes) }));
  }

  /**
   * The tags named `from` become one tag named `into` (a rename is one tag; a merge several; a
   * rename into another tag merges the two): in every recipe of the user, each once, where the
   * first of them was; in `recipes.tags`, one row. False when one of `from` is no tag of the
   * user's (nothing changes then). One transaction, the user's tag rows locked.
   */
  async merge(userId: string, from: readonly string[], into: string): Promise<boolean> {
    const fromKeys = [...new Set(from.map(tagKey))];
    const intoKey = tagKey(into);
    return this.db.transaction().execute(async (trx) => {
      const rows = await trx
        .selectFrom('recipes.tags')
        .select(['key', 'name'])
        .where('userId', '=', userId)
        .where('key', 'in', [...new Set([...fromKeys, intoKey])])
        .forUpdate()
        .execute();
      const known = new Set(rows.map((row) => row.key));
      if (!fromKeys.every((key) => known.has(key))) return false;
      // Recipes hold the names; lower-cased, they are what tag_keys (and its index) has.
      const oldNames = sql`array(select lower(n) from unnest(${rows.map((row) => row.name)}::text[]) as n)`;
      await sql`
        update recipes.recipes r set tags = (
          select coalesce(jsonb_agg(s.tag order by s.position), '[]'::jsonb) from (
            select e.tag, min(e.position) as position from (
              select case when lower(t.tag) = any(${oldNames}) then ${into} else t.tag end as tag, t.position
              from jsonb_array_elements_text(r.tags) with ordinality as t(tag, position)
            ) e group by e.tag
          ) s
        ), updated_at = now()
        where r.user_id = ${userId} and r.tag_keys && ${oldNames}
      `.execute(trx);
      const gone = fromKeys.filter((key) => key !== intoKey);
      if (gone.length > 0)
        await trx.deleteFrom('recipes.tags').where('userId', '=', userId).where('key', 'in', gone).execute();
      await sql`
        insert into recipes.tags (user_id, key, name) values (${userId}, ${intoKey}, ${into})
        on conflict (user_id, key) do update set name = excluded.name
      `.execute(trx);
      return true;
    });
  }
}
