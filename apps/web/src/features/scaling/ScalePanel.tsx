import { Scale } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Segmented } from '../../components/ui/segmented';
import { DETAIL_MULTIPLIERS, type RecipeScaleState } from './use-recipe-scale';

const ScaleToIngredientDialog = lazy(() =>
  import('./ScaleToIngredientDialog').then((module) => ({ default: module.ScaleToIngredientDialog })),
);

interface ScalePanelProps {
  scale: RecipeScaleState;
  /** The recipe's ingredient lines as stored: 'Scale to an ingredient' sets the scale from one. */
  lines: readonly string[];
}

const OPTIONS = DETAIL_MULTIPLIERS.map((m) => ({
  value: String(m),
  label: `${m}×`,
  ariaLabel: `Scale ${m}×`,
}));

const isPanelMultiplier = (m: number) => (DETAIL_MULTIPLIERS as readonly number[]).includes(m);

/**
 * Spec §2 "Scale Recipe panel": 0.5×, 1× or 2× of the recipe, or the scale that fits an amount of
 * one ingredient the cook has ('Scale to an ingredient').
 */
export function ScalePanel({ scale, lines }: ScalePanelProps) {
  const [choosing, setChoosing] = useState(false);
  const { multiplier, pending } = scale;
  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-labelledby="scale-recipe-label">
      <span
        id="scale-recipe-label"
        className="flex items-center gap-1.5 whitespace-nowrap text-sm font-medium text-stone-700"
      >
        <Scale className="h-4 w-4 text-brand-600" aria-hidden />
        Scale Recipe
      </span>
      <Segmented
        label="Scale Recipe"
        options={OPTIONS}
        value={isPanelMultiplier(multiplier) ? String(multiplier) : null}
        disabled={pending !== null}
        onChange={(value) => scale.choose(Number(value))}
      />
      {isPanelMultiplier(multiplier) ? null : (
        <span className="text-sm font-semibold text-brand-800">Scaled {multiplier}×</span>
      )}
      <Button
        variant="ghost"
        size="sm"
        disabled={pending !== null || lines.length === 0}
        onClick={() => (scale.allowed ? setChoosing(true) : scale.refuse())}
      >
        Scale to an ingredient
      </Button>
      {choosing ? (
        <Suspense fallback={null}>
          <ScaleToIngredientDialog
            lines={lines}
            lineIndex={null}
            onClose={() => setChoosing(false)}
            onScale={scale.choose}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
