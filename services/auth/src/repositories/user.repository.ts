import type { Db } from '@cookmark/db';
import type { PublicUser, SettingsUpdate } from '@cookmark/contracts';
import { sql, type Selectable } from 'kysely';
import type { AuthUsersTable } from '@cookmark/db';

export type UserRow = Selectable<AuthUsersTable>;

const PUBLIC_COLUMNS = [
  'id',
  'email',
  'firstName',
  'lastName',
  'profileImageUrl',
  'emailVerified',
  'defaultServings',
  'units',
  'theme',
  'emailNotifications',
  'recipeNotifications',
  'groceryNotifications',
  'createdAt',
  'updatedAt',
] as const;

export function toPublicUser(row: Omit<UserRow, 'passwordHash' | 'verificationToken'>): PublicUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    profileImageUrl: row.profileImageUrl,
    emailVerified: row.emailVerified,
    defaultServings: row.defaultServings,
    units: row.units,
    theme: row.theme,
    emailNotifications: row.emailNotifications,
    recipeNotifications: row.recipeNotifications,
    groceryNotifications: row.groceryNotifications,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

export class EmailTakenError extends Error {}

export class UserRepository {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  async create(input: {
    email: string;
    passwordHash: string;
    firstName: string;
    lastName: string;
  }): Promise<PublicUser> {
    try {
      const row = await this.db
        .insertInto('auth.users')
        .values(input)
        .returning(PUBLIC_COLUMNS)
        .executeTakeFirstOrThrow();
      return toPublicUser(row);
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw new EmailTakenError();
      throw error;
    }
  }

  async findById(id: string): Promise<PublicUser | undefined> {
    const row = await this.db
      .selectFrom('auth.users')
      .select(PUBLIC_COLUMNS)
      .where('id', '=', id)
      .executeTakeFirst();
    return row && toPublicUser(row);
  }

  async findCredentialsByEmail(email: string): Promise<{ id: string; passwordHash: string } | undefined> {
    return this.db
      .selectFrom('auth.users')
      .select(['id', 'passwordHash'])
      .where(sql<string>`lower(email)`, '=', email.toLowerCase())
      .executeTakeFirst();
  }

  async updateProfile(
    id: string,
    input: { firstName: string; lastName: string; profileImageUrl?: string | null | undefined },
  ): Promise<PublicUser | undefined> {
    const row = await this.db
      .updateTable('auth.users')
      .set({
        firstName: input.firstName,
        lastName: input.lastName,
        ...(input.profileImageUrl !== undefined ? { profileImageUrl: input.profileImageUrl || null } : {}),
        updatedAt: sql<Date>`now()`,
      })
      .where('id', '=', id)
      .returning(PUBLIC_COLUMNS)
      .executeTakeFirst();
    return row && toPublicUser(row);
  }

  async updateSettings(id: string, settings: SettingsUpdate): Promise<PublicUser | undefined> {
    const row = await this.db
      .updateTable('auth.users')
      .set({ ...settings, updatedAt: sql<Date>`now()` })
      .where('id', '=', id)
      .returning(PUBLIC_COLUMNS)
      .executeTakeFirst();
    return row && toPublicUser(row);
  }

  async setPasswordHash(id: string, passwordHash: string, trx: Db = this.db): Promise<void> {
    await trx
      .updateTable('auth.users')
      .set({ passwordHash, updatedAt: sql<Date>`now()` })
      .where('id', '=', id)
      .execute();
  }

  async findCredentialsById(id: string): Promise<{ email: string; passwordHash: string } | undefined> {
    return this.db
      .selectFrom('auth.users')
      .select(['email', 'passwordHash'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /**
   * Removes the account. Its recipes, share links, grocery lists and reset tokens go with it in the
   * same statement (their foreign keys cascade from `auth.users`).
   */
  async delete(id: string): Promise<boolean> {
    const result = await this.db.deleteFrom('auth.users').where('id', '=', id).executeTakeFirst();
    return result.numDeletedRows > 0n;
  }
}
