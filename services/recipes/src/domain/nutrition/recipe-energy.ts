import type { FastifyBaseLogger } from 'fastify';
import type { NutritionChoiceRepository } from '../../repositories/nutrition-choice.repository.ts';
import type { RecipeRepository } from '../../repositories/recipe.repository.ts';
import type { NutritionPool } from './nutrition-pool.ts';

export interface RecipeEnergyDeps {
  recipes: RecipeRepository;
  choices: NutritionChoiceRepository;
  pool: NutritionPool;
  log: FastifyBaseLogger;
}

/**
 * Keeps each recipe's energy per serving, the figure the calories filter reads, in step with its
 * lines, servings and the person's chosen foods: computed in the nutrition thread after every
 * save. A computation that cannot run (the thread's queue full) leaves the figure unknown, so the
 * filter leaves the recipe out rather than judge it by its old lines; the save itself never fails
 * for it.
 */
export class RecipeEnergy {
  private readonly deps: RecipeEnergyDeps;

  constructor(deps: RecipeEnergyDeps) {
    this.deps = deps;
  }

  async refresh(
    userId: string,
    recipe: { id: string; ingredients: readonly string[]; servings: number },
  ): Promise<void> {
    const { recipes, choices, pool, log } = this.deps;
    let kcal: number | null = null;
    try {
      kcal = await pool.energyPerServing(
        recipe.ingredients,
        recipe.servings,
        await choices.forRecipe(recipe.id),
      );
    } catch (error) {
      log.warn({ err: error, recipeId: recipe.id }, 'energy per serving not computed');
    }
    await recipes.setEnergy(userId, recipe.id, kcal);
  }
}
