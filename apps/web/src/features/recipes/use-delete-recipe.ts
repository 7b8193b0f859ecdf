import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../components/ui/use-toast';
import { handleSessionLost } from '../../lib/session';
import { deleteConfirmation } from './RecipeCard';
import { deleteRecipe, RECIPES_KEY } from './recipes-api';

/**
 * Spec §5/§8 delete: the browser confirmation, then DELETE, the toasts and a refreshed list.
 * Returns the function to call with the recipe and whether a delete is under way.
 */
export function useDeleteRecipe(onDeleted?: (id: string) => void) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (recipe: { id: string; title: string }) => deleteRecipe(recipe.id),
    onSuccess: async (_, recipe) => {
      toast({ title: 'Recipe deleted', description: 'Recipe has been removed from your collection.' });
      onDeleted?.(recipe.id);
      // The open detail (if any) is leaving; refetching it now would only answer 404.
      await queryClient.invalidateQueries({
        queryKey: [RECIPES_KEY],
        predicate: (q) => q.queryKey[1] !== recipe.id,
      });
    },
    onError: (error) => {
      if (handleSessionLost(error)) return;
      toast({
        title: 'Error',
        description: 'Failed to delete recipe. Please try again.',
        variant: 'destructive',
      });
    },
  });
  const requestDelete = (recipe: { id: string; title: string }) => {
    if (!window.confirm(deleteConfirmation(recipe.title))) return;
    mutation.mutate(recipe);
  };
  return { requestDelete, deletingId: mutation.isPending ? mutation.variables.id : null };
}
