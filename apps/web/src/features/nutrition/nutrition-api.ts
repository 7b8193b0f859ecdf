import type { FoodSearchResponse, RecipeNutrition } from '@cookmark/contracts';
import { apiRequest } from '../../lib/api';

export const nutritionKey = (recipeId: string, servings: number) =>
  ['nutrition', recipeId, servings] as const;

/** `GET /api/recipes/:id/nutrition?servings=N` (Premium): the figures at the servings shown. */
export const getNutrition = (recipeId: string, servings: number) =>
  apiRequest<RecipeNutrition>(
    'GET',
    `/api/recipes/${encodeURIComponent(recipeId)}/nutrition?servings=${encodeURIComponent(String(servings))}`,
  );

/** `PUT /api/recipes/:id/nutrition/choices`: keeps the food for a line (null: match it again). */
export const chooseFood = (recipeId: string, line: string, foodId: string | null) =>
  apiRequest<{ line: string; food: { id: string; name: string } | null }>(
    'PUT',
    `/api/recipes/${encodeURIComponent(recipeId)}/nutrition/choices`,
    { line, foodId },
  );

/** `GET /api/foods?q=` (Premium): foods for the picker, best first. */
export const searchFoods = (query: string) =>
  apiRequest<FoodSearchResponse>('GET', `/api/foods?q=${encodeURIComponent(query)}`);
