import type {
  MessageResponse,
  ShareLink,
  SharedRecipe,
  SharedRecipeSave,
  ShareStatus,
} from '@cookmark/contracts';
import { apiRequest } from '../../lib/api';
import { RECIPES_KEY } from '../recipes/recipes-api';

/** Under the recipe's own key, so deleting the recipe forgets its link too. */
export const shareStatusKey = (recipeId: string) => [RECIPES_KEY, recipeId, 'share'] as const;
export const sharedRecipeKey = (token: string) => ['/api/shared', token] as const;

const sharePath = (recipeId: string) => `${RECIPES_KEY}/${encodeURIComponent(recipeId)}/share`;
const sharedPath = (token: string) => `/api/shared/${encodeURIComponent(token)}`;

export const getShareStatus = (recipeId: string) => apiRequest<ShareStatus>('GET', sharePath(recipeId));
export const createShareLink = (recipeId: string) => apiRequest<ShareLink>('POST', sharePath(recipeId));
export const stopSharing = (recipeId: string) => apiRequest<MessageResponse>('DELETE', sharePath(recipeId));
export const getSharedRecipe = (token: string) => apiRequest<SharedRecipe>('GET', sharedPath(token));
export const saveSharedRecipe = (token: string) =>
  apiRequest<SharedRecipeSave>('POST', `${sharedPath(token)}/save`);
