import {
  type NutrientsFigures,
  RECIPE_MESSAGES,
  SHARE_MESSAGES,
  type SharedRecipe,
  type SharedRecipeSave,
} from '@cookmark/contracts';
import { NotFound } from '@cookmark/service-kit';
import type {
  ShareLinkRepository,
  SharedRecipeOwner,
  StoredShareLink,
} from '../repositories/share-link.repository.ts';
import type { RecipeCountCache } from './count-cache.ts';
import type { TimeDb } from './recipe-library.ts';

/** A serving's nutrition of a shared recipe, or null when it is not to be shown (recipe-nutrition.ts). */
export type SharedNutrition = (
  owner: SharedRecipeOwner,
  recipe: SharedRecipe,
) => Promise<NutrientsFigures | null>;

/**
 * Share links: the owner makes (or gets again), reads and revokes a recipe's one public link; anyone
 * with the link reads the recipe's public fields; a signed-in user saves a copy. Another user's
 * recipe, an unknown or revoked token all answer the same 404.
 */
export class SharedRecipes {
  private readonly shares: ShareLinkRepository;
  private readonly counts: RecipeCountCache;
  private readonly nutritionOf: SharedNutrition | undefined;

  constructor(deps: {
    shares: ShareLinkRepository;
    counts: RecipeCountCache;
    nutritionOf?: SharedNutrition;
  }) {
    this.shares = deps.shares;
    this.counts = deps.counts;
    this.nutritionOf = deps.nutritionOf;
  }

  async share(userId: string, recipeId: string, timeDb: TimeDb): Promise<StoredShareLink> {
    const stored = await timeDb(() => this.shares.share(userId, recipeId));
    if (!stored) throw new NotFound(RECIPE_MESSAGES.notFound);
    return stored;
  }

  async status(userId: string, recipeId: string, timeDb: TimeDb): Promise<StoredShareLink | null> {
    const status = await timeDb(() => this.shares.status(userId, recipeId));
    if (!status) throw new NotFound(RECIPE_MESSAGES.notFound);
    return status.link;
  }

  async revoke(userId: string, recipeId: string, timeDb: TimeDb): Promise<void> {
    if (!(await timeDb(() => this.shares.status(userId, recipeId))))
      throw new NotFound(RECIPE_MESSAGES.notFound);
    await timeDb(() => this.shares.revoke(userId, recipeId));
  }

  async publicRecipe(token: string, timeDb: TimeDb): Promise<SharedRecipe> {
    const recipe = await timeDb(() => this.shares.publicRecipe(token));
    if (!recipe) throw new NotFound(SHARE_MESSAGES.notFound);
    if (!this.nutritionOf) return recipe;
    const owner = await timeDb(() => this.shares.owner(token));
    const perServing = owner ? await this.nutritionOf(owner, recipe) : null;
    return perServing ? { ...recipe, nutrition: { perServing } } : recipe;
  }

  /** A copy in the user's library; the owner already has it: their own recipe, not a second copy. */
  async save(userId: string, token: string, timeDb: TimeDb): Promise<SharedRecipeSave> {
    const owner = await timeDb(() => this.shares.owner(token));
    if (!owner) throw new NotFound(SHARE_MESSAGES.notFound);
    if (owner.userId === userId) return { id: owner.recipeId, copied: false };
    const id = await timeDb(() => this.shares.copy(token, userId));
    if (!id) throw new NotFound(SHARE_MESSAGES.notFound);
    await this.counts.invalidate(userId);
    return { id, copied: true };
  }
}
