import type {
  GroceryList,
  MealPlan,
  MealPlanEntry,
  MealPlanEntryCopy,
  MealPlanEntryCreate,
  MealPlanEntryUpdate,
  MealPlanFeed,
  MealPlanFeedStatus,
} from '@cookmark/contracts';
import { apiRequest } from '../../lib/api';

export const MEAL_PLAN_KEY = ['/api/meal-plan'] as const;
export const mealPlanKey = (from: string, to: string) => [...MEAL_PLAN_KEY, from, to] as const;
export const MEAL_PLAN_FEED_KEY = ['/api/meal-plan/feed'] as const;

const entryPath = (id: string) => `/api/meal-plan/entries/${encodeURIComponent(id)}`;
type Counted = { message: string; count: number };

export const getMealPlan = (from: string, to: string) =>
  apiRequest<MealPlan>('GET', `/api/meal-plan?from=${from}&to=${to}`);
export const addEntry = (input: MealPlanEntryCreate) =>
  apiRequest<MealPlanEntry>('POST', '/api/meal-plan/entries', input);
export const updateEntry = (id: string, input: MealPlanEntryUpdate) =>
  apiRequest<MealPlanEntry>('PATCH', entryPath(id), input);
export const copyEntry = (id: string, input: MealPlanEntryCopy) =>
  apiRequest<MealPlanEntry>('POST', `${entryPath(id)}/copy`, input);
export const removeEntry = (id: string) => apiRequest<unknown>('DELETE', entryPath(id));
export const clearRange = (from: string, to: string) =>
  apiRequest<Counted>('POST', '/api/meal-plan/clear', { from, to });
export const repeatWeek = (from: string, to: string) =>
  apiRequest<Counted>('POST', '/api/meal-plan/repeat', { from, to });
export const buildGroceryList = (from: string, to: string) =>
  apiRequest<GroceryList>('POST', '/api/grocery-lists/meal-plan', { from, to });
export const getFeed = () => apiRequest<MealPlanFeedStatus>('GET', '/api/meal-plan/feed');
export const makeFeed = () => apiRequest<MealPlanFeed>('POST', '/api/meal-plan/feed');
export const revokeFeed = () => apiRequest<unknown>('DELETE', '/api/meal-plan/feed');
