import { ingredientLines, regroupIngredients, type LineGroup, type Recipe } from '@cookmark/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../components/ui/use-toast';
import { handleSessionLost, showErrorToast } from '../../lib/session';
import { RECIPES_KEY, recipeKey, updateRecipe } from '../recipes/recipes-api';
import { replacedLines, type Replacements } from './line-replacements';

/**
 * Saves a recipe's substituted ingredients (`PUT /api/recipes/:id`, spec §7): the flat list and
 * the groups it came from, each line kept in its group, so both stay as recipe-groups.ts says.
 */
export function useSaveIngredients(onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      groups,
      replacements,
    }: {
      id: string;
      groups: LineGroup[];
      replacements: Replacements;
    }) => {
      const ingredients = replacedLines(ingredientLines(groups), replacements);
      return updateRecipe(id, { ingredients, ingredientGroups: regroupIngredients(groups, ingredients) });
    },
    onSuccess: async (recipe: Recipe) => {
      onSaved();
      toast({ title: 'Recipe updated', description: 'Your substitutions have been saved.' });
      queryClient.setQueryData(recipeKey(recipe.id), recipe);
      await queryClient.invalidateQueries({
        queryKey: [RECIPES_KEY],
        predicate: (q) => q.queryKey[1] !== recipe.id,
      });
    },
    onError: (error) => {
      if (handleSessionLost(error)) return;
      showErrorToast('Failed to update recipe', error, 'Please try again');
    },
  });
}
