import {
  RECIPE_LIMITS,
  RECIPE_MESSAGES,
  type Recipe,
  type RecipeCreate,
  type RecipeListQuery,
  type RecipeListResponse,
  type RecipeUpdate,
  recipeListResponseSchema,
  TAG_MESSAGES,
} from '@cookmark/contracts';
import { BadRequest, NotFound, recipesVersionKey, type TrackedCache } from '@cookmark/service-kit';
import { suggestTags } from '@cookmark/kitchen';
import type { RecipeRepository } from '../repositories/recipe.repository.ts';
import type { RecipePhotos } from './recipe-photos.ts';
import type { TagRepository } from '../repositories/tag.repository.ts';
import type { RecipeEnergy } from './nutrition/recipe-energy.ts';
import type { RecipesVersion } from './recipes-version.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import { recipeFilter } from './search-filter.ts';

function found<T>(recipe: T | undefined): T {
  if (recipe === undefined) throw new NotFound(RECIPE_MESSAGES.notFound);
  return recipe;
}

/**
 * A user's recipe library (spec §7 recipe calls). Every write bumps the user's recipes version
 * (after it commits). Owner only: another user's recipe and a missing one answer the
 * same 404, so ids of other users' recipes cannot be probed.
 */
export class RecipeLibrary {
  private readonly recipes: RecipeRepository;
  private readonly tags: TagRepository;
  private readonly versions: RecipesVersion;
  private readonly lists: TrackedCache | undefined;
  private readonly energy: RecipeEnergy | undefined;
  private readonly photos: Pick<RecipePhotos, 'removeFiles'> | undefined;

  /**
   * `lists`: list answers are kept in memory per user and query until the user's recipes version
   * changes (RecipesVersion bumps it after every write, on any copy of the service). `energy`:
   * keeps each saved recipe's energy per serving for the calories filter.
   */
  constructor(deps: {
    recipes: RecipeRepository;
    tags: TagRepository;
    versions: RecipesVersion;
    lists?: TrackedCache;
    energy?: RecipeEnergy;
    /** Removes a deleted recipe's photo files. */
    photos?: Pick<RecipePhotos, 'removeFiles'>;
  }) {
    this.recipes = deps.recipes;
    this.tags = deps.tags;
    this.versions = deps.versions;
    this.lists = deps.lists;
    this.energy = deps.energy;
    this.photos = deps.photos;
  }

  /**
   * `list` as the JSON the route sends (encoded by the response schema, as the route's serialiser
   * would): from memory while the user's recipes are unchanged. Repeated reads (the dashboard on
   * every visit, paging back) then cost neither a query nor an encoding.
   */
  async listJson(userId: string, query: RecipeListQuery): Promise<string> {
    const read = async () => JSON.stringify(recipeListResponseSchema.encode(await this.list(userId, query)));
    if (!this.lists) return read();
    const variant = JSON.stringify([
      query.q,
      query.tags,
      query.cursor,
      query.limit,
      query.facets,
      query.maxTime,
      query.include,
      query.exclude,
      query.maxKcal,
      query.sort,
    ]);
    return (await this.lists.load(recipesVersionKey(userId), variant, read)) ?? read();
  }

  /**
   * A page of the user's recipes (search, filters, order, cursor), the counts, and the tag facet
   * when asked. Whether the user may use the Premium filters is the route's check.
   */
  async list(userId: string, query: RecipeListQuery): Promise<RecipeListResponse> {
    const { recipes } = this;
    const sort = query.sort ?? 'newest';
    const after = query.cursor ? decodeCursor(query.cursor, sort) : undefined;
    // A tag asked for as spelt differently ('crepe' for 'Crêpes') is the user's tag all the same.
    const tags = query.tags && (await this.tags.namesOfKeys(userId, query.tags));
    const filter = recipeFilter({ ...query, tags });
    // The page's statement tells the counts of most collections; larger ones are counted apart,
    // after the page.
    const [{ page, counts }, facet] = await Promise.all([
      recipes.page(userId, { ...filter, sort, after, limit: query.limit }).then(async (page) => ({
        page,
        counts: page.counts ?? (await recipes.counts(userId, filter)),
      })),
      query.facets === 'tags' ? recipes.tagFacet(userId, RECIPE_LIMITS.tagFacet) : undefined,
    ]);
    return {
      recipes: page.recipes,
      total: counts.total,
      totalAll: counts.totalAll,
      nextCursor: page.next ? encodeCursor(page.next) : null,
      ...(facet ? { tags: facet } : {}),
    };
  }

  async get(userId: string, id: string): Promise<Recipe> {
    return found(await this.recipes.findById(userId, id));
  }

  /**
   * A new recipe. Suggested tags (an import's keywords) are cleaned first: the title's and the
   * site's names, nutrients and repeats dropped, the user's own tags matched (`suggestTags`).
   */
  async create(userId: string, input: RecipeCreate): Promise<Recipe> {
    const suggestedTags =
      input.suggestedTags && input.suggestedTags.length > 0
        ? suggestTags(input.suggestedTags, input, await this.tags.names(userId), input.tags ?? [])
        : undefined;
    const recipe = await this.recipes.create(userId, { ...input, suggestedTags });
    await this.energy?.refresh(userId, recipe);
    await this.versions.bump(userId);
    return recipe;
  }

  /** Accepts one of the recipe's suggested tags (it becomes a tag) or dismisses it. */
  async settleSuggestion(userId: string, id: string, tag: string, accept: boolean): Promise<Recipe> {
    const result = await this.recipes.settleSuggestion(userId, id, tag, accept);
    if (result === 'no-recipe') throw new NotFound(RECIPE_MESSAGES.notFound);
    if (result === 'no-suggestion') throw new NotFound(TAG_MESSAGES.suggestionNotFound);
    if (result === 'too-many') throw new BadRequest(RECIPE_MESSAGES.tooManyTags);
    await this.versions.bump(userId);
    return result;
  }

  /** A whole edit (PUT) or a change of tags (PATCH). */
  async update(userId: string, id: string, input: RecipeUpdate): Promise<Recipe> {
    const recipe = found(await this.recipes.update(userId, id, input));
    if (input.ingredients !== undefined || input.servings !== undefined)
      await this.energy?.refresh(userId, recipe);
    await this.versions.bump(userId);
    return recipe;
  }

  /** 'I cooked this': the recipe's last cooked time becomes now (the Recently cooked order reads it). */
  async markCooked(userId: string, id: string): Promise<string> {
    const cookedAt = await this.recipes.markCooked(userId, id);
    if (cookedAt === undefined) throw new NotFound(RECIPE_MESSAGES.notFound);
    await this.versions.bump(userId);
    return cookedAt;
  }

  async delete(userId: string, id: string): Promise<void> {
    const photo = (await this.recipes.findById(userId, id))?.photo;
    const deleted = await this.recipes.delete(userId, id);
    if (!deleted) throw new NotFound(RECIPE_MESSAGES.notFound);
    if (photo) await this.photos?.removeFiles(photo.key);
    await this.versions.bump(userId);
  }
}
