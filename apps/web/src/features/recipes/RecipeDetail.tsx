import { ingredientLines } from '@cookmark/contracts';
import { lazy, Suspense, useDeferredValue } from 'react';
import { useNavigate } from 'react-router';
import { NearView } from '../../components/near-view';
import { Spinner } from '../../components/ui/spinner';
import { useAuth } from '../auth/use-auth';
import { isUnauthorizedError } from '../../lib/session';
import { ScalePanel } from '../scaling/ScalePanel';
import { ScaleUpsell } from '../scaling/ScaleUpsell';
import { useFeatureFlags } from '../scaling/use-feature-flags';
import { useRecipeScale } from '../scaling/use-recipe-scale';
import { usePlannedServings } from '../meal-plan/use-planned-servings';
import { ShareLinkControl } from '../sharing/ShareLinkControl';
import { FindSubstitutionPanel } from '../substitutions/FindSubstitutionPanel';
import { useDetailSubstitutions } from '../substitutions/use-detail-substitutions';
import { groupsOf } from './line-groups';
import { detailsFromSaved, summaryFromSaved } from './recipe-types';
import { RecipeNotFound } from './RecipeNotFound';
import { SuggestedTags } from './SuggestedTags';
import { RecipeView } from './RecipeView';
import { RecipePhotoEditor } from '../photos/RecipePhotoEditor';
import { ReaderPhoto } from '../photos/ReaderPhoto';
import { BackToRecipes } from './BackToRecipes';
import { RecipeDetailActions } from './RecipeDetailActions';
import { useDeleteRecipe } from './use-delete-recipe';
import { HouseholdRecipeActions, HouseholdShareToggle } from '../household/HouseholdRecipeControls';
import { useSavedRecipe } from './use-saved-recipe';

// Editing and ingredient substitution load their code when used; the nutrition panel, under the
// recipe, when it is about to scroll into view.
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

interface RecipeDetailProps {
  id: string;
  /** 'Back to Recipes': back in the history when opened from the list, else to /. */
  onBack?: () => void;
  headingLevel?: 'h1' | 'h2';
}

/** Spec §2 "Recipe detail" of a saved recipe: loads it, edits its tags and details, deletes it. */
export function RecipeDetail({ id, onBack, headingLevel = 'h1' }: RecipeDetailProps) {
  const saved = useSavedRecipe(id);
  const { query } = saved;
  const navigate = useNavigate();
  const { isPremium, user } = useAuth();
  const { recipeScaling } = useFeatureFlags();
  const scale = useRecipeScale(id, isPremium ? 'premium' : 'free');
  const planned = usePlannedServings(id, query.data?.servings, isPremium);
  const substitutions = useDetailSubstitutions(id, isPremium ? 'premium' : 'free', query.data?.ingredients);
  const { requestDelete, deletingId } = useDeleteRecipe(() => {
    if (onBack) onBack();
    else void navigate('/');
  });

  // The recipe's arrival renders the page in a transition (short tasks), not in the one task of the
  // query's synchronous update.
  const pending = useDeferredValue(query.isPending);
  if (pending || query.isPending) {
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
  // Issue #32: another household member's recipe (from the household library) reads, never edits.
  const mine = user === null || recipe.userId === user.id;

  if (saved.editing && mine) {
    return (
      <div className="space-y-4">
        <BackToRecipes onBack={onBack} />
        <Suspense fallback={<Spinner className="mx-auto my-10 h-8 w-8 text-brand-600" label="Loading…" />}>
          <RecipeEditForm
            recipe={recipe}
            saving={saved.saving}
            serverErrors={saved.serverErrors}
            onSave={saved.saveDetails}
            onCancel={saved.cancelEditing}
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
          isPremium && mine ? (
            <FindSubstitutionPanel
              onFind={substitutions.findTyped}
              changes={substitutions.changes}
              onUndo={substitutions.undo}
              onSave={() => substitutions.save(details.ingredientGroups)}
              saving={substitutions.saving}
            />
          ) : null
        }
        back={<BackToRecipes onBack={onBack} />}
        summary={summaryFromSaved(recipe)}
        headingLevel={headingLevel}
        {...(mine
          ? {
              onIngredientClick: (index: number) => substitutions.chooseLine(index, storedLines[index] ?? ''),
              changedIngredients: substitutions.originals,
              share: <ShareLinkControl recipeId={recipe.id} title={recipe.title} />,
              onSaveTags: saved.saveTags,
              tagSuggestions: <SuggestedTags recipe={recipe} onStored={saved.stored} />,
              photo: <RecipePhotoEditor recipe={recipe} />,
              actions: (
                <>
                  <RecipeDetailActions
                    recipe={recipe}
                    deleting={deletingId === recipe.id}
                    onEdit={saved.startEditing}
                    onDelete={() => requestDelete(recipe)}
                  />
                  <HouseholdShareToggle recipe={recipe} />
                </>
              ),
            }
          : {
              readOnly: true,
              photo: <ReaderPhoto photo={recipe.photo} title={recipe.title} />,
              actions: <HouseholdRecipeActions recipe={recipe} />,
            })}
      />
      {mine ? (
        /* Under the recipe: its code and data come when it is about to be seen, not with the page. */
        <NearView>
          <Suspense fallback={null}>
            <NutritionPanel recipeId={recipe.id} servings={scaled ? scaled.servings : recipe.servings} />
          </Suspense>
        </NearView>
      ) : null}
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
