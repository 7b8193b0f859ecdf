import type {
  GroceryList,
  GroceryListChangesRequestInput,
  GroceryListChangesResponse,
  GroceryListCreateInput,
  GroceryListsResponse,
  GroceryListUpdateInput,
  GroceryPreviewRequestInput,
  GroceryPreviewResponse,
} from '@cookmark/contracts';
import { apiRequest } from '../../lib/api';

export const GROCERY_LISTS_KEY = ['/api/grocery-lists'] as const;
export const groceryListKey = (id: string) => [...GROCERY_LISTS_KEY, id] as const;
export const groceryPreviewKey = (recipeIds: readonly string[], system: string | null = null) =>
  [...GROCERY_LISTS_KEY, 'preview', [...recipeIds].sort(), system] as const;

const path = (id: string) => `/api/grocery-lists/${encodeURIComponent(id)}`;

export const listGroceryLists = () => apiRequest<GroceryListsResponse>('GET', '/api/grocery-lists');
export const getGroceryList = (id: string) => apiRequest<GroceryList>('GET', path(id));
export const createGroceryList = (input: GroceryListCreateInput) =>
  apiRequest<GroceryList>('POST', '/api/grocery-lists', input);
export const updateGroceryList = (id: string, input: GroceryListUpdateInput) =>
  apiRequest<GroceryList>('PATCH', path(id), input);
export const deleteGroceryList = (id: string) => apiRequest<unknown>('DELETE', path(id));
export const previewGroceryList = (input: GroceryPreviewRequestInput) =>
  apiRequest<GroceryPreviewResponse>('POST', '/api/grocery-lists/preview', input);
export const sendListChanges = (id: string, input: GroceryListChangesRequestInput) =>
  apiRequest<GroceryListChangesResponse>('POST', `${path(id)}/changes`, input);
