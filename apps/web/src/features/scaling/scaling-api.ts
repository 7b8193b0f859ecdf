import type { FeatureFlags, RecipeScaleRequestInput, ScaledRecipe } from '@cookmark/contracts';
import { apiRequest } from '../../lib/api';

export const FEATURES_KEY = ['/api/features'] as const;

export const fetchFeatureFlags = () => apiRequest<FeatureFlags>('GET', '/api/features');

/** `POST /api/recipes/:id/scale` (spec §7): the recipe with its ingredient lines and steps rewritten, not stored. */
export const scaleRecipe = (id: string, body: RecipeScaleRequestInput) =>
  apiRequest<ScaledRecipe>('POST', `/api/recipes/${encodeURIComponent(id)}/scale`, body);
