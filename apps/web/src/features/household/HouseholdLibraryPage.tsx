import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { useBackTo } from '../../lib/back-navigation';
import { usePageTitle } from '../../lib/page-title';
import { handleSessionLost, showErrorToast } from '../../lib/session';
import { SignedInPage } from '../account/SignedInPage';
import { RecipeMeta } from '../recipes/recipe-summary';
import { BackToRecipes } from '../recipes/BackToRecipes';
import { RECIPES_KEY } from '../recipes/recipes-api';
import { HOUSEHOLD_RECIPES_KEY, householdLibraryApi } from './household-library-api';
import { useHousehold } from './use-household';

/**
 * /household/recipes (issue #32): the household library, the recipes the other members shared,
 * each opened read-only (cook, plan, add to a list, copy). 'Share all my recipes' puts every recipe
 * of the person in it.
 */
export function HouseholdLibraryPage() {
  usePageTitle('Household recipes');
  const back = useBackTo('/');
  const household = useHousehold();
  const recipes = useQuery({ queryKey: HOUSEHOLD_RECIPES_KEY, queryFn: householdLibraryApi.list });
  const queryClient = useQueryClient();
  const shareAll = useMutation({
    mutationFn: householdLibraryApi.shareAll,
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: [RECIPES_KEY] });
      toast({ title: answer.message });
    },
    onError: (error) => {
      if (handleSessionLost(error)) return;
      showErrorToast('Could not share your recipes', error, 'Please try again.');
    },
  });
  const members = new Map(
    (household.data?.household?.members ?? []).map((member) => [member.userId, member.firstName]),
  );

  return (
    <SignedInPage className="space-y-5">
      <BackToRecipes onBack={back} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-2xl font-semibold text-stone-900">Household recipes</h1>
        {household.data?.household ? (
          <Button variant="outline" onClick={() => shareAll.mutate()} disabled={shareAll.isPending}>
            <Users className="h-4 w-4" aria-hidden />
            Share all my recipes
          </Button>
        ) : null}
      </div>
      {household.data && !household.data.household ? (
        <p className="text-stone-600">
          You are not in a household. Create one or join one in Settings to share recipes.
        </p>
      ) : recipes.isPending ? (
        <Spinner className="mx-auto my-10 h-6 w-6" label="Loading household recipes" />
      ) : recipes.isError ? (
        <p role="alert" className="text-sm text-red-700">
          The household recipes could not be loaded.
        </p>
      ) : recipes.data.recipes.length === 0 ? (
        <p className="text-stone-600">
          No recipes shared yet. A member shares a recipe with &lsquo;In the household library&rsquo; on its
          page.
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Household recipes">
          {recipes.data.recipes.map((recipe) => (
            <li key={recipe.id} data-testid="household-recipe">
              <Link
                to={`/recipe/${encodeURIComponent(recipe.id)}`}
                className="flex h-full flex-col rounded-2xl border border-stone-200 bg-white p-5 shadow-sm hover:border-brand-200"
              >
                <span className="font-display text-lg font-semibold text-stone-900">{recipe.title}</span>
                <span className="text-xs text-stone-500">
                  Shared by {members.get(recipe.userId) ?? 'a former member'}
                </span>
                <RecipeMeta
                  times={recipe}
                  difficulty={recipe.difficulty}
                  servings={recipe.servings}
                  className="mt-3 text-xs"
                />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </SignedInPage>
  );
}
