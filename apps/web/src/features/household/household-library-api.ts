import type {
  HouseholdRecipesResponse,
  HouseholdShareAllResponse,
  Recipe,
  RecipeHouseholdResponse,
} from '@cookmark/contracts';
import { apiRequest } from '../../lib/api';
import { RECIPES_KEY } from '../recipes/recipes-api';

/** Issue #32: the household library (the other members' shared recipes). */
export const HOUSEHOLD_RECIPES_KEY = [RECIPES_KEY, 'household'] as const;

export const householdLibraryApi = {
  list: () => apiRequest<HouseholdRecipesResponse>('GET', `${RECIPES_KEY}/household`),
  setShared: (id: string, shared: boolean) =>
    apiRequest<RecipeHouseholdResponse>('PUT', `${RECIPES_KEY}/${encodeURIComponent(id)}/household`, {
      shared,
    }),
  shareAll: () => apiRequest<HouseholdShareAllResponse>('POST', `${RECIPES_KEY}/household/share-all`),
  copy: (id: string) => apiRequest<Recipe>('POST', `${RECIPES_KEY}/${encodeURIComponent(id)}/copy`),
};
