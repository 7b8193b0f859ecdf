import { useQuery } from '@tanstack/react-query';
import { fetchFeatureFlags, FEATURES_KEY } from './scaling-api';

export interface FeatureFlagsState {
  /** Spec §9: off until the server says otherwise. */
  recipeScaling: boolean;
  isLoading: boolean;
}

/** `GET /api/features`: public, read once per session. */
export function useFeatureFlags(): FeatureFlagsState {
  const { data, isLoading } = useQuery({ queryKey: FEATURES_KEY, queryFn: fetchFeatureFlags });
  return { recipeScaling: data?.recipeScaling === true, isLoading };
}
