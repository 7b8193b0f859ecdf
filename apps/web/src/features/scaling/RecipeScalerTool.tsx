import { SCALING_MESSAGES } from '@cookmark/contracts';
import { RotateCcw, Scale } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { RecipeMultiSelect } from '../recipes/RecipeMultiSelect';
import { ScalerRecipeCard } from './ScalerRecipeCard';
import { UnitsSwitch } from './UnitsSwitch';
import { useFeatureFlags } from './use-feature-flags';
import { useRecipeScaler } from './use-recipe-scaler';
import { useUnits } from './use-units';

/**
 * Spec §2/§4 "Recipe Scaler": choose recipes, set each one's servings (1–50) or factor
 * (0.25×–5×), see the ingredients scaled, in US or metric amounts. Lines are scaled in the
 * browser with libs/kitchen, the same code the scale endpoint runs, so the slider answers at once.
 */
export function RecipeScalerTool() {
  const flags = useFeatureFlags();
  const scaler = useRecipeScaler();
  const [units, setUnits] = useUnits();

  const heading = (
    <div>
      <h2 id="tool-heading" className="font-display text-2xl font-semibold text-stone-900">
        Recipe Scaler
      </h2>
      <p className="text-sm text-stone-600">Adjust any recipe to the servings you need.</p>
    </div>
  );

  if (flags.isLoading) {
    return (
      <div className="space-y-4">
        {heading}
        <div className="flex justify-center p-10">
          <Spinner className="h-6 w-6 text-brand-600" label="Loading..." />
        </div>
      </div>
    );
  }

  if (!flags.recipeScaling) {
    return (
      <div className="space-y-4">
        {heading}
        <Card className="p-8 text-center" role="status">
          <Scale className="mx-auto h-10 w-10 text-stone-300" aria-hidden />
          <h3 className="mt-3 font-display text-xl font-semibold text-stone-900">
            Recipe Scaling Temporarily Disabled
          </h3>
          <p className="mx-auto mt-1 max-w-sm text-sm text-stone-600">{SCALING_MESSAGES.disabled}</p>
        </Card>
      </div>
    );
  }

  return (
    <div className="space-y-4">
      {heading}
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <Card className="h-fit space-y-4 p-5">
          <RecipeMultiSelect selected={scaler.recipeIds} onChange={scaler.setRecipeIds} />
          <div className="flex flex-wrap items-center justify-between gap-3 border-t border-stone-100 pt-4">
            <div className="flex items-center gap-2">
              <span className="text-sm font-medium text-stone-700">Units</span>
              <UnitsSwitch value={units} onChange={setUnits} />
            </div>
            <Button variant="outline" size="sm" onClick={scaler.resetAll} disabled={!scaler.changed}>
              <RotateCcw className="h-4 w-4" aria-hidden />
              Reset All to Original
            </Button>
          </div>
        </Card>
        <div className="space-y-4">
          {scaler.recipeIds.length === 0 ? (
            <Card className="flex flex-col items-center gap-2 p-10 text-center text-sm text-stone-500">
              <Scale className="h-8 w-8 text-stone-300" aria-hidden />
              Choose a recipe to scale.
            </Card>
          ) : (
            scaler.recipeIds.map((id) => (
              <ScalerRecipeCard
                key={id}
                id={id}
                units={units}
                settingOf={scaler.settingOf}
                onServings={(original, servings) => scaler.setServings(id, original, servings)}
                onFactor={(original, factor) => scaler.setFactor(id, original, factor)}
                onRemove={() => scaler.setRecipeIds(scaler.recipeIds.filter((r) => r !== id))}
              />
            ))
          )}
        </div>
      </div>
    </div>
  );
}
