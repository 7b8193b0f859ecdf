import {
  HOUSEHOLD_LIBRARY_MESSAGES,
  RECIPE_MESSAGES,
  type Recipe,
  type RecipeCreate,
  type RecipeHouseholdResponse,
  type HouseholdRecipesResponse,
  type HouseholdShareAllResponse,
} from '@cookmark/contracts';
import { NotFound } from '@cookmark/service-kit';
import type { RecipeRepository } from '../repositories/recipe.repository.ts';
import type { HouseholdScopes } from './household-scope.ts';
import type { RecipeLibrary } from './recipe-library.ts';

/** At most this many recipes answer the household library (by title). */
export const HOUSEHOLD_LIBRARY_LIMIT = 500;

/** What a copy keeps of a recipe: its text and facts (not its photo, notes of cooking or choices). */
export function copyOf(recipe: Recipe): RecipeCreate {
  return {
    title: recipe.title,
    description: recipe.description,
    descriptionRaw: recipe.descriptionRaw,
    ingredients: recipe.ingredients,
    instructions: recipe.instructions,
    ingredientGroups: recipe.ingredientGroups,
    instructionGroups: recipe.instructionGroups,
    cookTime: recipe.cookTime,
    prepTime: recipe.prepTime,
    totalTime: recipe.totalTime,
    difficulty: recipe.difficulty,
    notes: recipe.notes,
    servings: recipe.servings,
    tags: recipe.tags,
    sourceUrl: recipe.sourceUrl,
    extractionMethod: recipe.extractionMethod,
    extractionIngredientCount: recipe.extractionIngredientCount,
    extractionInstructionCount: recipe.extractionInstructionCount,
  } as RecipeCreate;
}

/**
 * Issue #32: the household library. Each member chooses which of their recipes are in it; the other
 * members list, read, cook, plan and copy them. A recipe not in it, or a person outside the
 * household, answers the same 404 as a missing one; leaving the household ends access both ways
 * (the household is read from auth on each request, its cache dropped on every change).
 */
export class HouseholdLibrary {
  private readonly recipes: RecipeRepository;
  private readonly library: RecipeLibrary;
  private readonly scopes: Pick<HouseholdScopes, 'of'>;

  constructor(deps: {
    recipes: RecipeRepository;
    library: RecipeLibrary;
    scopes: Pick<HouseholdScopes, 'of'>;
  }) {
    this.recipes = deps.recipes;
    this.library = deps.library;
    this.scopes = deps.scopes;
  }

  async list(userId: string, requestId?: string): Promise<HouseholdRecipesResponse> {
    const sharers = await this.scopes.of(userId, requestId);
    return { recipes: await this.recipes.householdRecipes(sharers, HOUSEHOLD_LIBRARY_LIMIT) };
  }

  /** A recipe the person may read: their own, or one of the household library. */
  async read(userId: string, id: string, requestId?: string): Promise<Recipe> {
    const recipe = await this.recipes.findVisible(await this.scopes.of(userId, requestId), id);
    if (!recipe) throw new NotFound(RECIPE_MESSAGES.notFound);
    return recipe;
  }

  /** The owner puts their recipe in the household library or takes it out (404 when not theirs). */
  async setShared(userId: string, id: string, shared: boolean): Promise<RecipeHouseholdResponse> {
    if (!(await this.recipes.setHouseholdShared(userId, id, shared)))
      throw new NotFound(RECIPE_MESSAGES.notFound);
    return {
      shared,
      message: shared ? HOUSEHOLD_LIBRARY_MESSAGES.sharedOn : HOUSEHOLD_LIBRARY_MESSAGES.sharedOff,
    };
  }

  async shareAll(userId: string): Promise<HouseholdShareAllResponse> {
    const count = await this.recipes.shareAll(userId);
    return { count, message: HOUSEHOLD_LIBRARY_MESSAGES.sharedAll(count) };
  }

  /** A real copy, the person's own (private until they share it), of a recipe they may read. */
  async copy(userId: string, id: string, requestId?: string): Promise<Recipe> {
    return this.library.create(userId, copyOf(await this.read(userId, id, requestId)));
  }
}
