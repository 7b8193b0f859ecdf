import { useEffect } from 'react';
import { handleSessionLost } from '../../lib/session';
import { MultiSelect } from './MultiSelect';
import { useRecipeChoices } from './use-recipe-choices';

interface RecipeMultiSelectProps {
  selected: readonly string[];
  onChange: (ids: string[]) => void;
  label?: string;
}

/** Spec §5: pick recipes from the collection; the search (title or description) is debounced 200 ms. */
export function RecipeMultiSelect({ selected, onChange, label = 'Recipes' }: RecipeMultiSelectProps) {
  const { all, isLoading, error } = useRecipeChoices('');

  useEffect(() => {
    if (error) handleSessionLost(error);
  }, [error]);

  return (
    <MultiSelect
      selected={selected}
      onChange={onChange}
      label={label}
      choices={all}
      isLoading={isLoading}
      noun="recipes"
    />
  );
}
