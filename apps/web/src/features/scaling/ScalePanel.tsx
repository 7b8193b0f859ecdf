import { Scale } from 'lucide-react';
import { Segmented } from '../../components/ui/segmented';
import { DETAIL_MULTIPLIERS, type DetailMultiplier } from './use-recipe-scale';

interface ScalePanelProps {
  multiplier: DetailMultiplier;
  pending: DetailMultiplier | null;
  onChoose: (multiplier: DetailMultiplier) => void;
}

const OPTIONS = DETAIL_MULTIPLIERS.map((m) => ({
  value: String(m),
  label: `${m}×`,
  ariaLabel: `Scale ${m}×`,
}));

/** Spec §2 "Scale Recipe panel": 0.5×, 1× or 2× of the recipe. */
export function ScalePanel({ multiplier, pending, onChoose }: ScalePanelProps) {
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
        value={String(multiplier)}
        disabled={pending !== null}
        onChange={(value) => onChoose(Number(value) as DetailMultiplier)}
      />
    </div>
  );
}
