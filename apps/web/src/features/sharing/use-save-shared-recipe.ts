import { sharedRecipePath } from '@cookmark/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '../../components/ui/use-toast';
import { authPathReturningTo } from '../../lib/safe-next';
import { isUnauthorizedError, showErrorToast } from '../../lib/session';
import { RECIPES_KEY } from '../recipes/recipes-api';
import { saveSharedRecipe } from './sharing-api';

/** On a shared page's address: the visitor asked to save it, and comes back signed in to finish. */
export const SAVE_PARAM = 'save';

/** Where a signed-out visitor goes to save a shared recipe: the auth page, then back here to save. */
export const signInToSave = (token: string) =>
  authPathReturningTo(`${sharedRecipePath(token)}?${SAVE_PARAM}=1`);

/** 'Save to my recipes': a copy in the user's library, then their copy on its own page. */
export function useSaveSharedRecipe(token: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => saveSharedRecipe(token),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: [RECIPES_KEY] });
      toast(
        saved.copied
          ? { title: 'Recipe saved', description: 'A copy is now in your recipes.' }
          : { title: 'Already in your recipes', description: 'This shared recipe is one of yours.' },
      );
      void navigate(`/recipe/${encodeURIComponent(saved.id)}`);
    },
    onError: (error) => {
      // Signed out meanwhile: sign in again, then the save finishes.
      if (isUnauthorizedError(error)) return void navigate(signInToSave(token));
      showErrorToast('Failed to save recipe', error, 'Please try again.');
    },
  });
}
