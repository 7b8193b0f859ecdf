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
import type { RecipesVersion } from './recipes-version.ts';

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
  private readonly versions: RecipesVersion;
  private readonly nutritionOf: SharedNutrition | undefined;

  constructor(deps: {
    shares: ShareLinkRepository;
    versions: RecipesVersion;
    nutritionOf?: SharedNutrition;
  }) {
    this.shares = deps.shares;
    this.versions = deps.versions;
    this.nutritionOf = deps.nutritionOf;
  }

  async share(userId: string, recipeId: string): Promise<StoredShareLink> {
    const stored = await this.shares.share(userId, recipeId);
    if (!stored) throw new NotFound(RECIPE_MESSAGES.notFound);
    return stored;
  }

  async status(userId: string, recipeId: string): Promise<StoredShareLink | null> {
    const status = await this.shares.status(userId, recipeId);
    if (!status) throw new NotFound(RECIPE_MESSAGES.notFound);
    return status.link;
  }

  async revoke(userId: string, recipeId: string): Promise<void> {
    if (!(await this.shares.status(userId, recipeId))) throw new NotFound(RECIPE_MESSAGES.notFound);
    await this.shares.revoke(userId, recipeId);
  }

  async publicRecipe(token: string): Promise<SharedRecipe> {
    const recipe = await this.shares.publicRecipe(token);
    if (!recipe) throw new NotFound(SHARE_MESSAGES.notFound);
    if (!this.nutritionOf) return recipe;
    const owner = await this.shares.owner(token);
    const perServing = owner ? await this.nutritionOf(owner, recipe) : null;
    return perServing ? { ...recipe, nutrition: { perServing } } : recipe;
  }

  /** A copy in the user's library; the owner already has it: their own recipe, not a second copy. */
  async save(userId: string, token: string): Promise<SharedRecipeSave> {
    const owner = await this.shares.owner(token);
    if (!owner) throw new NotFound(SHARE_MESSAGES.notFound);
    if (owner.userId === userId) return { id: owner.recipeId, copied: false };
    const id = await this.shares.copy(token, userId);
    if (!id) throw new NotFound(SHARE_MESSAGES.notFound);
    await this.versions.bump(userId);
    return { id, copied: true };
  }
}
