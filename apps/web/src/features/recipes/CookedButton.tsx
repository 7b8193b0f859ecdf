import type { Recipe } from '@cookmark/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ChefHat } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { handleSessionLost } from '../../lib/session';
import { markRecipeCooked, RECIPES_KEY, recipeKey } from './recipes-api';

/** 'Last cooked 3 Nov 2026' in the reader's own way of writing dates. */
function cookedOn(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });
}

/**
 * 'I cooked this' on the owner's recipe page: records that the recipe was cooked now, which the
 * library's Recently cooked order reads, and says when it last was.
 */
export function CookedButton({ recipe }: { recipe: Pick<Recipe, 'id' | 'lastCookedAt'> }) {
  const queryClient = useQueryClient();
  const mark = useMutation({
    mutationFn: () => markRecipeCooked(recipe.id),
    onSuccess: async ({ lastCookedAt }) => {
      queryClient.setQueryData<Recipe>(recipeKey(recipe.id), (stored) =>
        stored ? { ...stored, lastCookedAt } : stored,
      );
      toast({ title: 'Marked as cooked', description: 'Recently cooked puts it first in your recipes.' });
      // The lists' Recently cooked order changed; the detail is already up to date.
      await queryClient.invalidateQueries({
        queryKey: [RECIPES_KEY],
        predicate: (query) => query.queryKey[1] !== recipe.id,
      });
    },
    onError: (error) => {
      if (handleSessionLost(error)) return;
      toast({
        title: 'Error',
        description: 'Failed to mark the recipe as cooked. Please try again.',
        variant: 'destructive',
      });
    },
  });
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Button variant="outline" size="sm" disabled={mark.isPending} onClick={() => mark.mutate()}>
        {mark.isPending ? <Spinner /> : <ChefHat className="h-4 w-4" aria-hidden />}I cooked this
      </Button>
      {recipe.lastCookedAt ? (
        <span className="text-xs text-stone-600">Last cooked {cookedOn(recipe.lastCookedAt)}</span>
      ) : null}
    </span>
  );
}
