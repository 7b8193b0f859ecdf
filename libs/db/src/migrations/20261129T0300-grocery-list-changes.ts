import { type Kysely, sql } from 'kysely';

/**
 * The changes applied to a grocery list, by the id the client gave each one: a phone that was
 * offline sends its queued changes again until it hears back, and a change already applied is
 * answered as the first time rather than applied twice. Kept per list with who made it and when, so
 * a later feature (households, live updates) can send the same changes on to other screens.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table grocery.list_changes (
      list_id uuid not null references grocery.lists (id) on delete cascade,
      change_id text not null,
      user_id uuid not null references auth.users (id) on delete cascade,
      change jsonb not null check (jsonb_typeof(change) = 'object'),
      answer jsonb not null check (jsonb_typeof(answer) = 'object'),
      applied_at timestamptz not null default now(),
      primary key (list_id, change_id)
    )
  `.execute(db);
  // Pruning a list's old changes reads them by age.
  await sql`create index list_changes_list_applied_idx on grocery.list_changes (list_id, applied_at)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table grocery.list_changes`.execute(db);
}
