import type { Recipe } from '@cookmark/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toast } from '../../components/ui/use-toast';
import { serverFieldErrors, type FieldErrors } from '../../lib/form-errors';
import { handleSessionLost, showErrorToast } from '../../lib/session';
import type { RecipeFormValues } from './recipe-form';
import { getRecipe, RECIPES_KEY, recipeKey, updateRecipe, updateRecipeTags } from './recipes-api';

/**
 * A saved recipe on its detail page: loading it, editing its tags in place and its details in the
 * form (with the form's server messages and the toasts of spec §8).
 */
export function useSavedRecipe(id: string) {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: recipeKey(id), queryFn: () => getRecipe(id) });
  const [editing, setEditing] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors | undefined>(undefined);

  useEffect(() => {
    if (query.error) handleSessionLost(query.error);
  }, [query.error]);

  /** The server's copy after a change: shown here, and the library lists fetched again. */
  const stored = async (recipe: Recipe) => {
    queryClient.setQueryData(recipeKey(id), recipe);
    await queryClient.invalidateQueries({ queryKey: [RECIPES_KEY], predicate: (q) => q.queryKey[1] !== id });
  };

  const tagsMutationKey = ['recipe-tags', id];
  const saveTags = useMutation({
    mutationKey: tagsMutationKey,
    // Quick successive edits reach the server in the order they were made, so the last one wins.
    scope: { id: `recipe-tags:${id}` },
    mutationFn: (tags: string[]) => updateRecipeTags(id, tags),
    onSuccess: async (recipe) => {
      // A later edit is still queued; its answer is the one to show.
      if (queryClient.isMutating({ mutationKey: tagsMutationKey }) > 1) return;
      await stored(recipe);
    },
  });

  const update = useMutation({
    mutationFn: async (values: RecipeFormValues) => {
      // The form's module (and its zod schemas) loads with the edit form, not with every recipe.
      const { payloadFromForm } = await import('./recipe-form');
      const {
        extractionMethod: _m,
        extractionIngredientCount: _i,
        extractionInstructionCount: _n,
        ...fields
      } = payloadFromForm(values, null);
      return updateRecipe(id, fields);
    },
    onSuccess: async (recipe) => {
      setEditing(false);
      toast({ title: 'Recipe updated', description: 'Your changes have been saved.' });
      await stored(recipe);
    },
    onError: (error) => {
      if (handleSessionLost(error)) return;
      setServerErrors(serverFieldErrors(error));
      showErrorToast('Failed to update recipe', error, 'Please try again.');
    },
  });

  return {
    query,
    stored,
    editing,
    startEditing: () => setEditing(true),
    cancelEditing: () => {
      setEditing(false);
      setServerErrors(undefined);
    },
    serverErrors,
    saving: update.isPending,
    saveDetails: (values: RecipeFormValues) => update.mutateAsync(values),
    saveTags: (tags: string[]) => saveTags.mutateAsync(tags),
  };
}
