/**
 * Saving the recipes of a collection import (issue #33), one call a recipe from the parser's job:
 * checked as any new recipe is, skipped when the library has it already (same source address, or
 * same title and ingredients), its photo put through the photo pipeline. A photo that cannot be had
 * leaves the recipe imported, with a warning.
 */
import {
  COLLECTION_IMPORT_MESSAGES,
  type CollectionRecipeRequest,
  type CollectionRecipeResponse,
  recipeCreateSchema,
} from '@cookmark/contracts';
import { NotFound } from '@cookmark/contracts/errors';
import type { FastifyBaseLogger } from 'fastify';
import type { RecipeDuplicatesRepository } from '../repositories/recipe-duplicates.repository.ts';
import type { RecipeLibrary } from './recipe-library.ts';
import type { RecipePhotos } from './recipe-photos.ts';

/**
 * The person's rating from their old app, kept as a note: nothing in Cookmark sorts or filters by
 * a rating, and a note survives every export and edit (docs/architecture.md).
 */
export const ratingNote = (rating: number): string =>
  `Rating: ${'★'.repeat(rating)}${'☆'.repeat(5 - rating)} (${rating}/5)`;

export const ACCOUNT_GONE = 'Account not found';

/** Postgres' foreign-key violation on the owner: the user row is gone. */
function isMissingOwner(error: unknown): boolean {
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  return code === '23503' && typeof constraint === 'string' && constraint.includes('user_id');
}

export class CollectionRecipes {
  private readonly deps: {
    library: RecipeLibrary;
    duplicates: RecipeDuplicatesRepository;
    photos: RecipePhotos;
    log: FastifyBaseLogger;
  };

  constructor(deps: CollectionRecipes['deps']) {
    this.deps = deps;
  }

  async save(
    userId: string,
    request: CollectionRecipeRequest,
    requestId: string,
  ): Promise<CollectionRecipeResponse> {
    const { recipe, photo } = request;
    const parsed = recipeCreateSchema.safeParse({
      ...recipe,
      notes: recipe.rating === null ? recipe.notes : [...recipe.notes, ratingNote(recipe.rating)],
    });
    if (!parsed.success)
      return {
        outcome: 'failed',
        reason: parsed.error.issues[0]?.message ?? COLLECTION_IMPORT_MESSAGES.failedToSave,
      };
    const input = parsed.data;
    const { duplicates, library } = this.deps;
    if (input.sourceUrl && (await duplicates.hasSource(userId, input.sourceUrl)))
      return { outcome: 'skipped', reason: COLLECTION_IMPORT_MESSAGES.duplicateSource };
    if (await duplicates.hasContent(userId, input.title, input.ingredients))
      return { outcome: 'skipped', reason: COLLECTION_IMPORT_MESSAGES.duplicateContent };
    const saved = await library.create(userId, input).catch((error: unknown) => {
      // The account was deleted while its import ran: the job stops (the parser worker reads the 404).
      if (isMissingOwner(error)) throw new NotFound(ACCOUNT_GONE);
      throw error;
    });
    const photoWarning = photo === null ? null : await this.attachPhoto(userId, saved.id, photo, requestId);
    return { outcome: 'imported', id: saved.id, photoWarning };
  }

  /** The photo through the pipeline; null when it is set, else the warning the person sees. */
  private async attachPhoto(
    userId: string,
    recipeId: string,
    photo: NonNullable<CollectionRecipeRequest['photo']>,
    requestId: string,
  ): Promise<string | null> {
    const { photos, log } = this.deps;
    try {
      if ('base64' in photo) await photos.attach(userId, recipeId, Buffer.from(photo.base64, 'base64'));
      else await photos.importFrom(userId, recipeId, photo.url, requestId);
      return null;
    } catch (error) {
      log.info({ err: error, recipeId }, 'collection import: photo not set');
      return COLLECTION_IMPORT_MESSAGES.photoFailed;
    }
  }
}
