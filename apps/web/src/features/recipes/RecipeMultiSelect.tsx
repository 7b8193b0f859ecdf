import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { HOUSEHOLD_RECIPES_KEY, householdLibraryApi } from '../household/household-library-api';
import { handleSessionLost } from '../../lib/session';
import { MultiSelect } from './MultiSelect';
import { useRecipeChoices } from './use-recipe-choices';

interface RecipeMultiSelectProps {
  selected: readonly string[];
  onChange: (ids: string[]) => void;
  label?: string;
  /** Issue #32: the household library's recipes are offered after the person's own. */
  withHousehold?: boolean;
}

/** Spec §5: pick recipes from the collection; the search (title or description) is debounced 200 ms. */
export function RecipeMultiSelect({
  selected,
  onChange,
  label = 'Recipes',
  withHousehold = false,
}: RecipeMultiSelectProps) {
  const { all, isLoading, error } = useRecipeChoices('');
  const household = useQuery({
    queryKey: HOUSEHOLD_RECIPES_KEY,
    queryFn: householdLibraryApi.list,
    enabled: withHousehold,
    retry: false,
  });
  const choices = useMemo(
    () => (withHousehold ? [...all, ...(household.data?.recipes ?? [])] : all),
    [all, household.data, withHousehold],
  );

  useEffect(() => {
    if (error) handleSessionLost(error);
  }, [error]);

  return (
    <MultiSelect
      selected={selected}
      onChange={onChange}
      label={label}
      choices={choices}
      isLoading={isLoading}
      noun="recipes"
    />
  );
}
