import { type Kysely, sql } from 'kysely';

/**
 * Every recipe's `columns` (`id` among them), read a batch at a time in id order and each batch
 * handed to `write`, which stores what it computes from them: how a migration fills a new column
 * for the recipes saved before it (or computes one again after a change to how it is computed).
 */
export async function eachRecipeBatch<Row extends { id: string }>(
  db: Kysely<unknown>,
  columns: readonly (keyof Row & string)[],
  batchSize: number,
  write: (rows: Row[]) => Promise<void>,
): Promise<void> {
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const { rows } = await sql<Row>`
      select ${sql.join(columns.map((column) => sql.ref(column)))} from recipes.recipes
      where id > ${after}::uuid order by id limit ${batchSize}
    `.execute(db);
    const last = rows.at(-1);
    if (!last) return;
    await write(rows);
    after = last.id;
  }
}
