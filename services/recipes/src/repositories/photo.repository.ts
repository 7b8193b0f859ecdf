import type { RecipePhoto } from '@cookmark/contracts';
import type { Db } from '@cookmark/db';
import { sql } from 'kysely';

/** The `photo` column of a user's recipes (the files themselves are the photo store's). */
export class PhotoRepository {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  /** Whether the user has this recipe. */
  async owns(userId: string, recipeId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('recipes.recipes')
      .select('id')
      .where('id', '=', recipeId)
      .where('userId', '=', userId)
      .executeTakeFirst();
    return row !== undefined;
  }

  async photoOf(userId: string, recipeId: string): Promise<RecipePhoto | null | undefined> {
    const row = await this.db
      .selectFrom('recipes.recipes')
      .select('photo')
      .where('id', '=', recipeId)
      .where('userId', '=', userId)
      .executeTakeFirst();
    return row && (row.photo ?? null);
  }

  /**
   * Sets (or, with null, removes) the recipe's photo in one statement and answers the photo it had
   * before: `{ previous }`, or undefined when the user has no such recipe (nothing changed).
   */
  async setPhoto(
    userId: string,
    recipeId: string,
    photo: RecipePhoto | null,
  ): Promise<{ previous: RecipePhoto | null } | undefined> {
    const row = await this.db
      .with('before', (db) =>
        db
          .selectFrom('recipes.recipes')
          .select(['id', 'photo'])
          .where('id', '=', recipeId)
          .where('userId', '=', userId)
          .forUpdate(),
      )
      .updateTable('recipes.recipes as r')
      .from('before')
      .set({ photo: photo === null ? null : JSON.stringify(photo), updatedAt: sql<Date>`now()` })
      .whereRef('r.id', '=', 'before.id')
      .returning('before.photo as previous')
      .executeTakeFirst();
    return row && { previous: row.previous ?? null };
  }

  /** The keys of every photo of the user's recipes (account deletion removes their files). */
  async keysOf(userId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('recipes.recipes')
      .select(sql<string>`photo->>'key'`.as('key'))
      .where('userId', '=', userId)
      .where('photo', 'is not', null)
      .execute();
    return rows.map((row) => row.key);
  }

  /** Whether any recipe (of anyone but `exceptUserId`, when given) still shows the photo with this key. */
  async keyInUse(key: string, exceptUserId?: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('recipes.recipes')
      .select('id')
      .where(sql<boolean>`photo->>'key' = ${key}`)
      .$if(exceptUserId !== undefined, (qb) => qb.where('userId', '!=', exceptUserId ?? ''))
      .executeTakeFirst();
    return row !== undefined;
  }
}
