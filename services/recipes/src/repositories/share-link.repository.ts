import { randomBytes } from 'node:crypto';
import { DEFAULT_SERVINGS, type SharedRecipe } from '@cookmark/contracts';
import type { Db } from '@cookmark/db';
import { sql } from 'kysely';
import { TagRepository } from './tag.repository.ts';

/** A live link as the repository answers it; the route adds the page's address. */
export interface StoredShareLink {
  token: string;
  createdAt: string;
}

/** Whose recipe a link opens: the owner, and that recipe. */
export interface SharedRecipeOwner {
  recipeId: string;
  userId: string;
}

/** The method a copy made from a link records, so its Extraction Report says where it came from. */
export const SHARED_COPY_METHOD = 'shared-link';

/** Columns a shared link shows and a saved copy takes: never the owner, ids or extraction data. */
const PUBLIC_COLUMNS = [
  'title',
  'description',
  'ingredients',
  'instructions',
  'ingredientGroups',
  'instructionGroups',
  'prepTime',
  'cookTime',
  'totalTime',
  'difficulty',
  'notes',
  'servings',
  'tags',
  'sourceUrl',
  'photo',
] as const;

/**
 * What a saved copy also takes, never shown by the link: the search columns computed from the
 * recipe (times in minutes, ingredient keys) and its energy per serving, so the copy is found by the
 * same filters as the original.
 */
const SEARCH_COLUMNS = [
  'prepMinutes',
  'cookMinutes',
  'totalTimeMinutes',
  'ingredientKeys',
  'energyKcalPerServing',
] as const;

/** 256 random bits, URL-safe (43 characters). */
const newToken = () => randomBytes(32).toString('base64url');

const iso = (value: Date) => new Date(value).toISOString();

/**
 * All SQL over `recipes.share_links`. Owner calls are scoped to the recipe's owner; the public
 * ones go by token only, which is the whole point of a link.
 */
export class ShareLinkRepository {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  /**
   * The recipe's live link, made now if it has none; undefined when the user has no such recipe.
   * One statement: two quick clicks (or two tabs) get the same link, never two.
   */
  async share(userId: string, recipeId: string): Promise<StoredShareLink | undefined> {
    const row = await this.db
      .insertInto('recipes.share_links')
      .columns(['token', 'recipeId', 'userId'])
      .expression((eb) =>
        eb
          .selectFrom('recipes.recipes')
          .select([sql<string>`${newToken()}`.as('token'), 'id', 'userId'])
          .where('id', '=', recipeId)
          .where('userId', '=', userId),
      )
      // A no-op update, so the existing row is returned.
      .onConflict((oc) =>
        oc.column('recipeId').doUpdateSet({ recipeId: (eb) => eb.ref('excluded.recipeId') }),
      )
      .returning(['token', 'createdAt'])
      .executeTakeFirst();
    return row && { token: row.token, createdAt: iso(row.createdAt) };
  }

  /** The user's recipe and its live link (null when not shared); undefined when it is not theirs. */
  async status(userId: string, recipeId: string): Promise<{ link: StoredShareLink | null } | undefined> {
    const row = await this.db
      .selectFrom('recipes.recipes as r')
      .leftJoin('recipes.share_links as s', 's.recipeId', 'r.id')
      .select(['s.token', 's.createdAt'])
      .where('r.id', '=', recipeId)
      .where('r.userId', '=', userId)
      .executeTakeFirst();
    if (!row) return undefined;
    return { link: row.token && row.createdAt ? { token: row.token, createdAt: iso(row.createdAt) } : null };
  }

  /** Deletes the recipe's link: its token then opens nothing. */
  async revoke(userId: string, recipeId: string): Promise<void> {
    await this.db
      .deleteFrom('recipes.share_links')
      .where('recipeId', '=', recipeId)
      .where('userId', '=', userId)
      .execute();
  }

  /** What anyone with the link sees. */
  async publicRecipe(token: string): Promise<SharedRecipe | undefined> {
    const row = await this.db
      .selectFrom('recipes.share_links as s')
      .innerJoin('recipes.recipes as r', 'r.id', 's.recipeId')
      .select(PUBLIC_COLUMNS.map((column) => `r.${column}` as const))
      .where('s.token', '=', token)
      .executeTakeFirst();
    return row && { ...row, servings: row.servings ?? DEFAULT_SERVINGS };
  }

  async owner(token: string): Promise<SharedRecipeOwner | undefined> {
    return this.db
      .selectFrom('recipes.share_links')
      .select(['recipeId', 'userId'])
      .where('token', '=', token)
      .executeTakeFirst();
  }

  /**
   * Copies the linked recipe's public fields into the user's library as a new recipe, in one
   * transaction (a link revoked meanwhile copies nothing); undefined when the token opens nothing.
   * The copy's tags go by the names the user has for them (TagRepository.namesFor).
   */
  async copy(token: string, userId: string): Promise<string | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('recipes.recipes')
        .columns(['userId', 'extractionMethod', ...PUBLIC_COLUMNS, ...SEARCH_COLUMNS])
        .expression((eb) =>
          eb
            .selectFrom('recipes.share_links as s')
            .innerJoin('recipes.recipes as r', 'r.id', 's.recipeId')
            .select([
              sql<string>`${userId}::uuid`.as('userId'),
              sql<string>`${SHARED_COPY_METHOD}`.as('extractionMethod'),
              ...PUBLIC_COLUMNS.map((column) => `r.${column}` as const),
              ...SEARCH_COLUMNS.map((column) => `r.${column}` as const),
            ])
            .where('s.token', '=', token),
        )
        .returning(['id', 'tags'])
        .executeTakeFirst();
      if (!row) return undefined;
      if (row.tags.length > 0) {
        const tags = await TagRepository.namesFor(trx, userId, row.tags);
        await trx
          .updateTable('recipes.recipes')
          .set({ tags: JSON.stringify(tags) })
          .where('id', '=', row.id)
          .where('userId', '=', userId)
          .execute();
      }
      return row.id;
    });
  }
}
