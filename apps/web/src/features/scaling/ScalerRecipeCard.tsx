import { useQuery } from '@tanstack/react-query';
import { Minus, Plus, X } from 'lucide-react';
import { Fragment, useId, useMemo } from 'react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import type { Units } from '../../lib/settings-storage';
import { groupsOf } from '../recipes/line-groups';
import { getRecipe, recipeKey } from '../recipes/recipes-api';
import { SCALER_FACTOR, SCALER_SERVINGS, type ScalerSetting } from './scaler-math';
import { scaleGroups } from './scale-groups';

interface ScalerRecipeCardProps {
  id: string;
  units: Units | null;
  settingOf: (id: string, original: number) => ScalerSetting;
  onServings: (original: number, servings: number) => void;
  onFactor: (original: number, factor: number) => void;
  onRemove: () => void;
}

const factorText = (factor: number) => `${factor}×`;

/** One chosen recipe in the scaler: servings 1–50 with + and −, the slider, the scaled ingredients. */
export function ScalerRecipeCard({
  id,
  units,
  settingOf,
  onServings,
  onFactor,
  onRemove,
}: ScalerRecipeCardProps) {
  const query = useQuery({ queryKey: recipeKey(id), queryFn: () => getRecipe(id) });
  const sliderId = useId();
  const recipe = query.data;
  const original = recipe?.servings ?? 4;
  const setting = settingOf(id, original);
  const groups = useMemo(
    () =>
      recipe
        ? scaleGroups(
            groupsOf(recipe.ingredientGroups, recipe.ingredients),
            setting.servings / original,
            units ?? undefined,
          )
        : [],
    [recipe, setting.servings, original, units],
  );

  if (!recipe) {
    return (
      <Card className="flex items-center justify-center p-8">
        {query.isError ? (
          <p className="text-sm text-stone-600">This recipe could not be loaded.</p>
        ) : (
          <Spinner className="h-6 w-6 text-brand-600" label="Loading recipe..." />
        )}
      </Card>
    );
  }

  return (
    <Card className="p-5" role="region" aria-label={recipe.title}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-display text-lg font-semibold text-stone-900">{recipe.title}</h3>
          <p className="text-xs text-stone-500">Original: {original} servings</p>
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="-mr-2 -mt-2 h-9 w-9"
          onClick={onRemove}
          aria-label={`Remove ${recipe.title}`}
        >
          <X className="h-4 w-4" aria-hidden />
        </Button>
      </div>

      <div className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-4">
        <div className="flex items-center gap-2" role="group" aria-label="Servings">
          <Button
            variant="outline"
            size="icon"
            onClick={() => onServings(original, setting.servings - 1)}
            disabled={setting.servings <= SCALER_SERVINGS.min}
            aria-label="Fewer servings"
          >
            <Minus className="h-4 w-4" aria-hidden />
          </Button>
          <output className="min-w-24 text-center text-sm font-semibold text-stone-900" aria-live="polite">
            {setting.servings} {setting.servings === 1 ? 'serving' : 'servings'}
          </output>
          <Button
            variant="outline"
            size="icon"
            onClick={() => onServings(original, setting.servings + 1)}
            disabled={setting.servings >= SCALER_SERVINGS.max}
            aria-label="More servings"
          >
            <Plus className="h-4 w-4" aria-hidden />
          </Button>
        </div>
        <div className="min-w-48 flex-1">
          <label htmlFor={sliderId} className="flex justify-between text-xs font-medium text-stone-600">
            <span>Scale factor</span>
            <span className="tabular-nums text-stone-900">{factorText(setting.factor)}</span>
          </label>
          <input
            id={sliderId}
            type="range"
            min={SCALER_FACTOR.min}
            max={SCALER_FACTOR.max}
            step={SCALER_FACTOR.step}
            value={setting.factor}
            aria-valuetext={factorText(setting.factor)}
            onChange={(event) => onFactor(original, Number(event.target.value))}
            className="mt-1 w-full cursor-pointer accent-brand-600"
          />
        </div>
      </div>

      <div className="mt-4 border-t border-stone-100 pt-3">
        <h4 className="text-sm font-semibold text-stone-900">Ingredients</h4>
        {groups.map((group, g) => (
          <Fragment key={`${g}-${group.name ?? ''}`}>
            {group.name ? (
              <h5 className="mt-3 border-b border-stone-100 pb-1 text-xs font-semibold uppercase tracking-wide text-brand-700">
                {group.name}
              </h5>
            ) : null}
            <ul className="mt-2 space-y-1 text-sm text-stone-800" aria-label={group.name ?? 'Ingredients'}>
              {group.lines.map((line, i) => (
                <li key={`${i}-${line}`} className="flex gap-2">
                  <span className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-brand-400" aria-hidden />
                  {line}
                </li>
              ))}
            </ul>
          </Fragment>
        ))}
      </div>
    </Card>
  );
}
