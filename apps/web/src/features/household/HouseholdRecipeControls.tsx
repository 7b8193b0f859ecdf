import { HOUSEHOLD_LIBRARY_MESSAGES, type Recipe } from '@cookmark/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CopyPlus, Users } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { handleSessionLost, showErrorToast } from '../../lib/session';
import { CookModeLink } from '../cook-mode/CookModeLink';
import { RECIPES_KEY, recipeKey } from '../recipes/recipes-api';
import { householdLibraryApi } from './household-library-api';
import { useHousehold } from './use-household';

/**
 * On the owner's recipe page, when they are in a household: whether the recipe is in the household
 * library (the other members may then read, cook, plan and copy it).
 */
export function HouseholdShareToggle({ recipe }: { recipe: Recipe }) {
  const household = useHousehold().data?.household;
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (shared: boolean) => householdLibraryApi.setShared(recipe.id, shared),
    onSuccess: (answer) => {
      queryClient.setQueryData<Recipe>(recipeKey(recipe.id), (current) =>
        current ? { ...current, inHousehold: answer.shared } : current,
      );
      toast({ title: answer.message });
    },
    onError: (error) => {
      if (handleSessionLost(error)) return;
      showErrorToast('Could not change the household library', error, 'Please try again.');
    },
  });
  if (!household) return null;
  const shared = change.isPending ? change.variables : recipe.inHousehold === true;
  return (
    <label className="inline-flex cursor-pointer items-center gap-2 rounded-md border border-stone-200 bg-white px-3 py-1.5 text-sm text-stone-700">
      <input
        type="checkbox"
        className="h-4 w-4 accent-brand-600"
        checked={shared}
        disabled={change.isPending}
        onChange={(event) => change.mutate(event.target.checked)}
      />
      <Users className="h-4 w-4" aria-hidden />
      In the household library
    </label>
  );
}

/** Beside another member's recipe (read-only to the reader): cook it, or copy it into their library. */
export function HouseholdRecipeActions({ recipe }: { recipe: Recipe }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const copy = useMutation({
    mutationFn: () => householdLibraryApi.copy(recipe.id),
    onSuccess: async (copied) => {
      queryClient.setQueryData(recipeKey(copied.id), copied);
      await queryClient.invalidateQueries({ queryKey: [RECIPES_KEY] });
      toast({ title: HOUSEHOLD_LIBRARY_MESSAGES.copied });
      void navigate(`/recipe/${encodeURIComponent(copied.id)}`);
    },
    onError: (error) => {
      if (handleSessionLost(error)) return;
      showErrorToast('Could not copy the recipe', error, 'Please try again.');
    },
  });
  return (
    <>
      <CookModeLink recipeId={recipe.id} />
      <Button variant="outline" size="sm" disabled={copy.isPending} onClick={() => copy.mutate()}>
        <CopyPlus className="h-4 w-4" aria-hidden />
        Copy to my library
      </Button>
    </>
  );
}
