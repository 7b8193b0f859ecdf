import { type Kysely, sql } from 'kysely';

/**
 * Households (issue #32), in the auth schema beside the accounts they group. A person is in at most
 * one household: `household_members.user_id` is the primary key. The owner is a member too (a row
 * here) and is named by `households.owner_id`. At most 6 members is kept by the auth service, which
 * locks the household's row while it counts. Invites are by e-mail: the token is 32 random bytes sent
 * only in the e-mail, stored as its SHA-256 (`token_hash`), single use (`used_at`), expiring
 * (`expires_at`); revoking deletes the row. Everything cascades from the household and from accounts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .withSchema('auth')
    .createTable('households')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (c) => c.notNull().check(sql`char_length(name) between 1 and 60`))
    .addColumn('owner_id', 'uuid', (c) => c.notNull().references('auth.users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index households_owner_idx on auth.households (owner_id)`.execute(db);
  await db.schema
    .withSchema('auth')
    .createTable('household_members')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('auth.users.id').onDelete('cascade'))
    .addColumn('household_id', 'uuid', (c) =>
      c.notNull().references('auth.households.id').onDelete('cascade'),
    )
    .addColumn('joined_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index household_members_household_idx on auth.household_members (household_id, joined_at)`.execute(
    db,
  );
  await db.schema
    .withSchema('auth')
    .createTable('household_invites')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('household_id', 'uuid', (c) =>
      c.notNull().references('auth.households.id').onDelete('cascade'),
    )
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('invited_by', 'uuid', (c) => c.references('auth.users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('used_by', 'uuid', (c) => c.references('auth.users.id').onDelete('set null'))
    .execute();
  await sql`create index household_invites_household_idx on auth.household_invites (household_id)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.withSchema('auth').dropTable('household_invites').execute();
  await db.schema.withSchema('auth').dropTable('household_members').execute();
  await db.schema.withSchema('auth').dropTable('households').execute();
}
