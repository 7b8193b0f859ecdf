import {
  ingredientLines,
  type LineGroup,
  NUTRITION_MESSAGES,
  type NutrientsFigures,
  type NutritionSummary,
  RECIPE_MESSAGES,
  type RecipeNutrition,
  type SharedRecipe,
} from '@cookmark/contracts';
import type { Sharers } from '../household-scope.ts';
import type { ExportNutrition } from '@cookmark/export';
import type { EntitlementSource } from '@cookmark/service-kit';
import { BadRequest, NotFound } from '@cookmark/contracts/errors';
import { lineKey } from '@cookmark/kitchen/foods';
import type { NutritionChoiceRepository } from '../../repositories/nutrition-choice.repository.ts';
import type { RecipeRepository } from '../../repositories/recipe.repository.ts';
import type { SharedRecipeOwner } from '../../repositories/share-link.repository.ts';
import type { RecipesVersion } from '../recipes-version.ts';
import type { FoodRef, NutritionPool } from './nutrition-pool.ts';
import type { RecipeEnergy } from './recipe-energy.ts';

export interface RecipeNutritionDeps {
  recipes: RecipeRepository;
  choices: NutritionChoiceRepository;
  pool: NutritionPool;
  entitlements: EntitlementSource;
  /** A chosen food changes the recipe's energy per serving (the calories filter). */
  energy?: RecipeEnergy;
  versions?: RecipesVersion;
}

/** A serving of a recipe: its own servings, its figures (null when no line counted), partial or not. */
export interface ServingFigures {
  servings: number;
  perServing: NutrientsFigures | null;
  partial: boolean;
}

const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;

/**
 * A recipe's nutrition as the web app shows it: computed in the pool's thread from the recipe's
 * ingredient lines and the person's kept choices, at the servings asked; and the choices kept.
 */
export class RecipeNutritionService {
  private readonly deps: RecipeNutritionDeps;

  constructor(deps: RecipeNutritionDeps) {
    this.deps = deps;
  }

  async forRecipe(userId: string, recipeId: string, servings?: number): Promise<RecipeNutrition> {
    const recipe = await this.deps.recipes.findById(userId, recipeId);
    if (!recipe) throw new NotFound(RECIPE_MESSAGES.notFound);
    const choices = await this.deps.choices.forRecipe(recipe.id);
    const shown = servings ?? recipe.servings;
    const result = await this.deps.pool.compute(recipe.ingredients, recipe.servings, shown, choices);
    return {
      recipeId: recipe.id,
      servings: result.servings,
      originalServings: recipe.servings,
      perServing: result.perServing,
      perRecipe: result.perRecipe,
      lines: result.lines.map((l) => ({ ...l, grams: l.grams === null ? null : round(l.grams, 1) })),
      notCounted: result.notCounted,
      partial: result.partial,
    };
  }

  /**
   * A serving's nutrition for the shared page's JSON-LD: only for a Premium owner's recipe, and only
   * when some line is counted and none that weighs is left out (no partial figures on a public page).
   * A busy thread or an unreachable billing gives none; the page is served all the same.
   */
  async forSharedRecipe(owner: SharedRecipeOwner, recipe: SharedRecipe): Promise<NutrientsFigures | null> {
    try {
      if (!(await this.deps.entitlements.isPremium(owner.userId))) return null;
      const choices = await this.deps.choices.forRecipe(owner.recipeId);
      const result = await this.deps.pool.compute(
        recipe.ingredients,
        recipe.servings,
        recipe.servings,
        choices,
      );
      const counted = result.lines.some((l) => l.grams !== null);
      return counted && !result.partial ? result.perServing : null;
    } catch {
      return null;
    }
  }

  /**
   * A serving's figures of each of the user's recipes asked for, by id (one task in the thread);
   * ids not the user's are left out.
   */
  async servingFigures(
    userId: string,
    recipeIds: readonly string[],
    /** Issue #32: the household library's recipes count too (a household's plan). */
    sharers?: Sharers,
  ): Promise<Map<string, ServingFigures>> {
    const unique = [...new Set(recipeIds)];
    const recipes = sharers
      ? await this.deps.recipes.findManyVisible(sharers, unique)
      : await this.deps.recipes.findMany(userId, unique);
    const figures = await this.forExport(recipes);
    return new Map(
      recipes.map((recipe, i) => [
        recipe.id,
        {
          servings: recipe.servings,
          perServing: figures[i]?.perServing ?? null,
          partial: figures[i]?.partial ?? false,
        },
      ]),
    );
  }

  /**
   * A serving's figures of each of the user's recipes asked for, in the order asked; 404 when one
   * is not the user's.
   */
  async summary(userId: string, recipeIds: readonly string[]): Promise<NutritionSummary> {
    const unique = [...new Set(recipeIds)];
    const figures = await this.servingFigures(userId, unique);
    return {
      recipes: unique.map((recipeId) => {
        const serving = figures.get(recipeId);
        if (!serving) throw new NotFound(RECIPE_MESSAGES.notFound);
        return { recipeId, ...serving };
      }),
    };
  }

  /**
   * Each exported recipe's nutrition per serving (the PDF's nutrition block), in the order given;
   * a recipe with no line counted has none.
   */
  async forExport(
    recipes: readonly { id: string; servings: number; ingredientGroups: LineGroup[] }[],
  ): Promise<(ExportNutrition | null)[]> {
    const choices = await this.deps.choices.forRecipes(recipes.map((r) => r.id));
    const results = await this.deps.pool.computeMany(
      recipes.map((r) => ({
        lines: ingredientLines(r.ingredientGroups),
        servings: r.servings,
        choices: choices.get(r.id) ?? {},
      })),
    );
    return results.map((result) =>
      result.lines.some((l) => l.grams !== null)
        ? { perServing: result.perServing, partial: result.partial }
        : null,
    );
  }

  /** Keeps (or, with null, forgets) the food for one of the recipe's lines. */
  async choose(
    userId: string,
    recipeId: string,
    line: string,
    foodId: string | null,
  ): Promise<FoodRef | null> {
    const recipe = await this.deps.recipes.findById(userId, recipeId);
    if (!recipe) throw new NotFound(RECIPE_MESSAGES.notFound);
    const key = lineKey(line);
    if (!recipe.ingredients.some((l) => lineKey(l) === key))
      throw new BadRequest(NUTRITION_MESSAGES.lineNotInRecipe);
    let food: FoodRef | null = null;
    if (foodId === null) {
      await this.deps.choices.forget(userId, recipe.id, key);
    } else {
      food = await this.deps.pool.food(foodId);
      if (!food) throw new BadRequest(NUTRITION_MESSAGES.foodUnknown);
      if (!(await this.deps.choices.choose(userId, recipe.id, key, food.id))) {
        throw new NotFound(RECIPE_MESSAGES.notFound);
      }
    }
    await this.deps.energy?.refresh(userId, recipe);
    await this.deps.versions?.bump(userId);
    return food;
  }
}
