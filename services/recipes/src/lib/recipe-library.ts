import {
  RECIPE_LIMITS,
  RECIPE_MESSAGES,
  type Recipe,
  type RecipeCreate,
  type RecipeListQuery,
  type RecipeListResponse,
  type RecipeUpdate,
} from '@cookmark/contracts';
import { NotFound } from '@cookmark/service-kit';
import type { RecipeRepository } from '../repositories/recipe.repository.ts';
import type { RecipeCountCache } from './count-cache.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';

/** Runs database work and counts its time (the request's Server-Timing `db`, see timeDb). */
export type TimeDb = <T>(work: () => Promise<T>) => Promise<T>;

const untimed: TimeDb = (work) => work();

function found<T>(recipe: T | undefined): T {
  if (recipe === undefined) throw new NotFound(RECIPE_MESSAGES.notFound);
  return recipe;
}

/**
 * A user's recipe library (spec §7 recipe calls). Every write is followed by a count-cache
 * invalidation (after it commits). Owner only: another user's recipe and a missing one answer the
 * same 404, so ids of other users' recipes cannot be probed.
 */
export class RecipeLibrary {
  private readonly recipes: RecipeRepository;
  private readonly counts: RecipeCountCache;

  constructor(deps: { recipes: RecipeRepository; counts: RecipeCountCache }) {
    this.recipes = deps.recipes;
    this.counts = deps.counts;
  }

  /** A page of the user's recipes (search, tags, cursor), the counts, and the tag facet when asked. */
  async list(userId: string, query: RecipeListQuery, timeDb: TimeDb = untimed): Promise<RecipeListResponse> {
    const { recipes } = this;
    const after = query.cursor ? decodeCursor(query.cursor) : undefined;
    const filter = { q: query.q, tags: query.tags };
    // The page's statement tells the counts of most collections; larger ones are counted apart
    // (and cached), after the page.
    const [{ page, counts }, tags] = await timeDb(() =>
      Promise.all([
        recipes.page(userId, { ...filter, after, limit: query.limit }).then(async (page) => ({
          page,
          counts:
            page.counts ?? (await this.counts.get(userId, filter, () => recipes.counts(userId, filter))),
        })),
        query.facets === 'tags' ? recipes.tagFacet(userId, RECIPE_LIMITS.tagFacet) : undefined,
      ]),
    );
    return {
      recipes: page.recipes,
      total: counts.total,
      totalAll: counts.totalAll,
      nextCursor: page.next ? encodeCursor(page.next) : null,
      ...(tags ? { tags } : {}),
    };
  }

  async get(userId: string, id: string, timeDb: TimeDb = untimed): Promise<Recipe> {
    return found(await timeDb(() => this.recipes.findById(userId, id)));
  }

  async create(userId: string, input: RecipeCreate, timeDb: TimeDb = untimed): Promise<Recipe> {
    const recipe = await timeDb(() => this.recipes.create(userId, input));
    await this.counts.invalidate(userId);
    return recipe;
  }

  /** A whole edit (PUT) or a change of tags (PATCH). */
  async update(userId: string, id: string, input: RecipeUpdate, timeDb: TimeDb = untimed): Promise<Recipe> {
    const recipe = found(await timeDb(() => this.recipes.update(userId, id, input)));
    await this.counts.invalidate(userId);
    return recipe;
  }

  async delete(userId: string, id: string, timeDb: TimeDb = untimed): Promise<void> {
    const deleted = await timeDb(() => this.recipes.delete(userId, id));
    if (!deleted) throw new NotFound(RECIPE_MESSAGES.notFound);
    await this.counts.invalidate(userId);
  }
}
