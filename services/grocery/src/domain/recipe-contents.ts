import {
  GROCERY_MESSAGES,
  mealPlanContentsResponseSchema,
  type MealPlanPortion,
  type PlanRange,
  type RecipeContents,
  type RecipeContentsRequest,
  recipeContentsResponseSchema,
} from '@cookmark/contracts';
import { BeyondLimit, InternalCallError, type InternalClient, NotFound } from '@cookmark/service-kit';

/** Where a preview gets the ingredients of the user's recipes from. */
export interface RecipeContentsSource {
  /** The user's recipes with these ids, in that order; 404 'Recipe not found' when any is not theirs. */
  contents(userId: string, ids: string[], requestId?: string): Promise<RecipeContents[]>;
  /** The recipes the user planned on these days, each with the days and servings planned. */
  planned(userId: string, range: PlanRange, requestId?: string): Promise<MealPlanPortion[]>;
}

/** The recipes service's `POST /internal/recipes/contents` (grocery never reads the recipes tables). */
export class RecipeContentsClient implements RecipeContentsSource {
  private readonly client: InternalClient;

  constructor(client: InternalClient) {
    this.client = client;
  }

  async contents(userId: string, ids: string[], requestId?: string): Promise<RecipeContents[]> {
    const answer = recipeContentsResponseSchema.safeParse(
      await this.ask('/internal/recipes/contents', { userId, ids }, requestId),
    );
    if (!answer.success) throw new InternalCallError('Recipes answered contents in an unexpected shape');
    const byId = new Map(answer.data.recipes.map((recipe) => [recipe.id, recipe]));
    // One message whether a recipe is missing or another user's: ids cannot be probed.
    return ids.map((id) => {
      const recipe = byId.get(id);
      if (!recipe) throw new NotFound(GROCERY_MESSAGES.recipeNotFound);
      return recipe;
    });
  }

  async planned(userId: string, range: PlanRange, requestId?: string): Promise<MealPlanPortion[]> {
    const answer = mealPlanContentsResponseSchema.safeParse(
      await this.ask('/internal/meal-plan/contents', { userId, range }, requestId),
    );
    if (!answer.success) throw new InternalCallError('Recipes answered plan contents in an unexpected shape');
    return answer.data.recipes;
  }

  /** Recipes' 422 (more lines than a preview is made from) is the user's 422. */
  private async ask(
    path: string,
    body: RecipeContentsRequest | { userId: string; range: PlanRange },
    requestId?: string,
  ): Promise<unknown> {
    try {
      // A read: a copy of recipes lost mid-call may be asked again.
      return await this.client.post<unknown>(path, body, requestId, {
        idempotent: true,
      });
    } catch (error) {
      if (error instanceof InternalCallError && error.answered === 422)
        throw new BeyondLimit(GROCERY_MESSAGES.previewTooLarge);
      throw error;
    }
  }
}
