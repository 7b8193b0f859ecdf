import type { Db } from '@cookmark/db';
import { sql } from 'kysely';

/** Looks a recipe up in a user's library by what makes two recipes the same (collection imports). */
export class RecipeDuplicatesRepository {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  /** Whether the user has a recipe from this address. */
  async hasSource(userId: string, sourceUrl: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('recipes.recipes')
      .select('id')
      .where('userId', '=', userId)
      .where('sourceUrl', '=', sourceUrl)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Whether the user has a recipe of this title (any case) with exactly these ingredient lines. */
  async hasContent(userId: string, title: string, ingredients: readonly string[]): Promise<boolean> {
    const row = await this.db
      .selectFrom('recipes.recipes')
      .select('id')
      .where('userId', '=', userId)
      .where(sql<boolean>`lower(title) = lower(${title})`)
      .where(sql<boolean>`ingredients = ${JSON.stringify(ingredients)}::jsonb`)
      .executeTakeFirst();
    return row !== undefined;
  }
}
