import { ingredientLines, type Recipe } from '@cookmark/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, PencilLine, Trash2 } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { useAuth } from '../auth/use-auth';
import { handleSessionLost, isUnauthorizedError, showErrorToast } from '../../lib/session';
import { serverFieldErrors, type FieldErrors } from '../../lib/form-errors';
import type { RecipeFormValues } from './recipe-form';
import { ScalePanel } from '../scaling/ScalePanel';
import { ScaleUpsell } from '../scaling/ScaleUpsell';
import { useFeatureFlags } from '../scaling/use-feature-flags';
import { useRecipeScale } from '../scaling/use-recipe-scale';
import { usePlannedServings } from '../meal-plan/use-planned-servings';
import { RecipeExportActions } from '../export/RecipeExportActions';
import { ShareLinkControl } from '../sharing/ShareLinkControl';
import { FindSubstitutionPanel } from '../substitutions/FindSubstitutionPanel';
import { useDetailSubstitutions } from '../substitutions/use-detail-substitutions';
import { groupsOf } from './line-groups';
import { detailsFromSaved, summaryFromSaved } from './recipe-types';
import { CookedButton } from './CookedButton';
import { CookModeLink } from '../cook-mode/CookModeLink';
import { RecipeNotFound } from './RecipeNotFound';
import { SuggestedTags } from './SuggestedTags';
import { getRecipe, RECIPES_KEY, recipeKey, updateRecipe, updateRecipeTags } from './recipes-api';
import { RecipeView } from './RecipeView';
import { RecipePhotoEditor } from '../photos/RecipePhotoEditor';

// Editing and ingredient substitution load their code when used; the nutrition panel, under the
// recipe, after the page's own code.
const NutritionPanel = lazy(() =>
  import('../nutrition/NutritionPanel').then((module) => ({ default: module.NutritionPanel })),
);
const RecipeEditForm = lazy(() =>
  import('./RecipeEditForm').then((module) => ({ default: module.RecipeEditForm })),
);
const FindSubstitutionDialog = lazy(() =>
  import('../substitutions/FindSubstitutionDialog').then((module) => ({
    default: module.FindSubstitutionDialog,
  })),
);
import { useDeleteRecipe } from './use-delete-recipe';

interface RecipeDetailProps {
  id: string;
  /** 'Back to Recipes': back in the history when opened from the list, else to /. */
  onBack?: () => void;
  headingLevel?: 'h1' | 'h2';
}

/** A link to / (the plan's dashboard); opened from the list, it goes back to the list where it was. */
function BackToRecipes({ onBack }: { onBack?: () => void }) {
  return (
    <Link
      to="/"
      className={buttonClasses('ghost', 'sm', '-ml-3')}
      onClick={(event) => {
        if (!onBack || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        onBack();
      }}
    >
      <ArrowLeft className="h-4 w-4" aria-hidden />
      Back to Recipes
    </Link>
  );
}

/** Spec §2 "Recipe detail" of a saved recipe: loads it, edits its tags and details, deletes it. */
export function RecipeDetail({ id, onBack, headingLevel = 'h1' }: RecipeDetailProps) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors | undefined>(undefined);
  const query = useQuery({ queryKey: recipeKey(id), queryFn: () => getRecipe(id) });
  const navigate = useNavigate();
  const { isPremium } = useAuth();
  const { recipeScaling } = useFeatureFlags();
  const scale = useRecipeScale(id, isPremium ? 'premium' : 'free');
  const planned = usePlannedServings(id, query.data?.servings, isPremium);
  const substitutions = useDetailSubstitutions(id, isPremium ? 'premium' : 'free', query.data?.ingredients);
  const { requestDelete, deletingId } = useDeleteRecipe(() => {
    if (onBack) onBack();
    else void navigate('/');
  });

  useEffect(() => {
    if (query.error) handleSessionLost(query.error);
  }, [query.error]);

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

  if (query.isPending) {
    return (
      <div className="flex min-h-64 items-center justify-center" role="status">
        <Spinner className="h-8 w-8 text-brand-600" label="Loading recipe..." />
      </div>
    );
  }

  if (query.isError) {
    if (isUnauthorizedError(query.error)) return null;
    return <RecipeNotFound />;
  }

  const recipe = query.data;

  if (editing) {
    return (
      <div className="space-y-4">
        <BackToRecipes onBack={onBack} />
        <Suspense fallback={<Spinner className="mx-auto my-10 h-8 w-8 text-brand-600" label="Loading…" />}>
          <RecipeEditForm
            recipe={recipe}
            saving={update.isPending}
            serverErrors={serverErrors}
            onSave={(values) => update.mutateAsync(values)}
            onCancel={() => {
              setEditing(false);
              setServerErrors(undefined);
            }}
          />
        </Suspense>
      </div>
    );
  }

  const details = detailsFromSaved(recipe);
  // The panel's choice once made; before it, the servings of the meal plan entry it was opened from.
  const scaled = scale.scaled ?? (scale.multiplier === 1 ? planned : null);
  const ingredientGroups = substitutions.shown(
    scaled ? groupsOf(scaled.ingredientGroups, scaled.ingredients) : details.ingredientGroups,
  );
  // Substitutes are looked up for the line as stored (not as scaled): that is the text Save replaces.
  const storedLines = ingredientLines(substitutions.shown(details.ingredientGroups));
  return (
    <>
      <RecipeView
        recipe={
          scaled
            ? {
                ...details,
                ingredientGroups,
                instructionGroups: groupsOf(scaled.instructionGroups, scaled.instructions),
                servings: scaled.servings,
              }
            : { ...details, ingredientGroups }
        }
        scalePanel={
          !recipeScaling ? null : isPremium ? (
            <ScalePanel scale={scale} lines={ingredientLines(details.ingredientGroups)} />
          ) : (
            <ScaleUpsell />
          )
        }
        unitsKey={recipe.id}
        substitutionPanel={
          isPremium ? (
            <FindSubstitutionPanel
              onFind={substitutions.findTyped}
              changes={substitutions.changes}
              onUndo={substitutions.undo}
              onSave={() => substitutions.save(details.ingredientGroups)}
              saving={substitutions.saving}
            />
          ) : null
        }
        onIngredientClick={(index) => substitutions.chooseLine(index, storedLines[index] ?? '')}
        changedIngredients={substitutions.originals}
        summary={summaryFromSaved(recipe)}
        headingLevel={headingLevel}
        share={<ShareLinkControl recipeId={recipe.id} title={recipe.title} />}
        onSaveTags={(tags) => saveTags.mutateAsync(tags)}
        tagSuggestions={<SuggestedTags recipe={recipe} onStored={stored} />}
        back={<BackToRecipes onBack={onBack} />}
        photo={<RecipePhotoEditor recipe={recipe} />}
        actions={
          <>
            <CookModeLink recipeId={recipe.id} />
            <CookedButton recipe={recipe} />
            <RecipeExportActions recipe={recipe} />
            <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
              <PencilLine className="h-4 w-4" aria-hidden />
              Edit
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={deletingId === recipe.id}
              onClick={() => requestDelete(recipe)}
              className="hover:border-red-300 hover:bg-red-50 hover:text-red-700"
            >
              <Trash2 className="h-4 w-4" aria-hidden />
              Delete
            </Button>
          </>
        }
      />
      <Suspense fallback={null}>
        <NutritionPanel recipeId={recipe.id} servings={scaled ? scaled.servings : recipe.servings} />
      </Suspense>
      {substitutions.target ? (
        <Suspense fallback={null}>
          <FindSubstitutionDialog
            target={substitutions.target}
            onClose={substitutions.close}
            onReplace={substitutions.replace}
          />
        </Suspense>
      ) : null}
    </>
  );
}
