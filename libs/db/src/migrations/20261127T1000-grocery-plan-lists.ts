import { sql, type Kysely } from 'kysely';

/**
 * A grocery list built from the meal plan remembers the days it covers: building the same days
 * again updates that list instead of making a second one (one list per owner and range).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table grocery.lists
      add column plan_from date,
      add column plan_to date,
      add constraint lists_plan_range_check check ((plan_from is null) = (plan_to is null) and plan_from <= plan_to)
  `.execute(db);
  await sql`
    create unique index lists_user_plan_range_idx on grocery.lists (user_id, plan_from, plan_to)
      where plan_from is not null
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table grocery.lists
      drop constraint lists_plan_range_check,
      drop column plan_from,
      drop column plan_to
  `.execute(db);
}
