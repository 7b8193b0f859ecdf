import { type Kysely, sql } from 'kysely';

/**
 * Public, read-only links to one recipe. The token is 32 random bytes in base64url (256 bits) and
 * is stored as it is, not hashed: the owner can always see and copy the live link again, and the
 * token is a capability its owner publishes (in chats, on pages), not a secret like a password;
 * whoever can read this table can read the recipe itself. One live link per recipe (unique
 * recipe_id); revoking deletes the row, so a revoked token is simply unknown. A link goes with its
 * recipe and with its owner (cascades), so deleting either leaves no link behind.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .withSchema('recipes')
    .createTable('share_links')
    .addColumn('token', 'text', (c) => c.primaryKey().check(sql`token ~ '^[A-Za-z0-9_-]{43}$'`))
    .addColumn('recipe_id', 'uuid', (c) =>
      c.notNull().unique().references('recipes.recipes.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('auth.users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Account deletion and the owner's own queries go by user.
  await sql`create index share_links_user_idx on recipes.share_links (user_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.withSchema('recipes').dropTable('share_links').execute();
}
