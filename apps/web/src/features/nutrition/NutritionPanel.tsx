import {
  formatNutrient,
  NUTRIENT_ROWS,
  NUTRITION_MESSAGES,
  type NutritionLineView,
  type RecipeNutrition,
} from '@cookmark/contracts';
import { useQuery } from '@tanstack/react-query';
import { Apple, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api';
import { useAuth } from '../auth/use-auth';
import { PremiumLockCard } from '../billing/PremiumLockCard';
import { FoodPicker } from './FoodPicker';
import { getNutrition, nutritionKey } from './nutrition-api';

interface NutritionPanelProps {
  recipeId: string;
  /** The servings shown (scaled or the recipe's own): the recipe's figures follow them. */
  servings: number;
}

const NOT_COUNTED_WHY: Record<NonNullable<NutritionLineView['notCounted']>, string> = {
  'no food': 'no matching food',
  'no weight': 'amount could not be weighed',
  'no amount': 'no amount',
};

function NutritionTable({ nutrition }: { nutrition: RecipeNutrition }) {
  return (
    <table className="mt-4 w-full text-sm">
      <thead>
        <tr className="border-b border-stone-200 text-left text-stone-500">
          <th scope="col" className="py-1.5 font-medium">
            Nutrient
          </th>
          <th scope="col" className="py-1.5 text-right font-medium">
            Per serving
          </th>
          <th scope="col" className="py-1.5 text-right font-medium">
            Recipe ({nutrition.servings} {nutrition.servings === 1 ? 'serving' : 'servings'})
          </th>
        </tr>
      </thead>
      <tbody>
        {NUTRIENT_ROWS.map(({ key, label, unit }) => (
          <tr key={key} className="border-b border-stone-100">
            <th scope="row" className="py-1.5 text-left font-normal text-stone-800">
              {label}
            </th>
            <td className="py-1.5 text-right tabular-nums text-stone-900">
              {formatNutrient(nutrition.perServing[key], unit)}
            </td>
            <td className="py-1.5 text-right tabular-nums text-stone-600">
              {formatNutrient(nutrition.perRecipe[key], unit)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Each line with the food it counts as, and a picker to choose another. */
function LineFoods({ recipeId, nutrition }: { recipeId: string; nutrition: RecipeNutrition }) {
  const [picking, setPicking] = useState<string | null>(null);
  return (
    <details className="mt-4">
      <summary className="cursor-pointer text-sm font-medium text-brand-700">
        Foods counted for each line
      </summary>
      <ul className="mt-2 space-y-2" aria-label="Foods of the ingredient lines">
        {nutrition.lines.map((line) => (
          <li key={line.text} className="text-sm">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <span className="min-w-0 [overflow-wrap:anywhere] text-stone-800">
                {line.text}
                <span className="text-stone-500">
                  {' → '}
                  {line.food ? line.food.name : 'no food'}
                  {line.grams !== null ? ` (${Math.round(line.grams)} g)` : ''}
                  {line.chosen ? ' · your choice' : ''}
                </span>
              </span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Choose the food for ${line.text}`}
                onClick={() => setPicking(picking === line.text ? null : line.text)}
              >
                Choose food
              </Button>
            </div>
            {picking === line.text ? (
              <FoodPicker
                recipeId={recipeId}
                line={line.text}
                chosen={line.chosen}
                onDone={() => setPicking(null)}
              />
            ) : null}
          </li>
        ))}
      </ul>
    </details>
  );
}

function NutritionFigures({ recipeId, servings }: NutritionPanelProps) {
  const query = useQuery({
    queryKey: nutritionKey(recipeId, servings),
    queryFn: () => getNutrition(recipeId, servings),
    placeholderData: (previous) => previous,
  });
  if (query.isPending) {
    return <Spinner className="mt-4 h-6 w-6 text-brand-600" label="Computing nutrition…" />;
  }
  if (query.isError) {
    return (
      <p role="alert" className="mt-3 text-sm text-red-700">
        {errorMessage(query.error, 'Nutrition could not be computed. Please try again.')}
      </p>
    );
  }
  const nutrition = query.data;
  const notCounted = nutrition.lines.filter((l) => l.notCounted !== null);
  return (
    <div aria-busy={query.isFetching}>
      {nutrition.partial ? (
        <p
          role="note"
          className="mt-3 flex items-start gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900"
        >
          <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          {NUTRITION_MESSAGES.partial}
        </p>
      ) : null}
      <NutritionTable nutrition={nutrition} />
      {notCounted.length > 0 ? (
        <div className="mt-4">
          <h3 className="text-sm font-semibold text-stone-800">Not counted</h3>
          <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-stone-600" aria-label="Not counted">
            {notCounted.map((line) => (
              <li key={line.text}>
                {line.text} <span className="text-stone-500">({NOT_COUNTED_WHY[line.notCounted!]})</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <LineFoods recipeId={recipeId} nutrition={nutrition} />
      <p className="mt-4 text-xs text-stone-500">
        Estimated from the ingredients with USDA food composition data (SR26).
      </p>
    </div>
  );
}

/** The recipe's nutrition (Premium), computed from its ingredients; the lock card for free users. */
export function NutritionPanel({ recipeId, servings }: NutritionPanelProps) {
  const { isPremium } = useAuth();
  if (!isPremium) {
    return (
      <PremiumLockCard
        className="mt-6"
        description="Nutritional analysis (energy, protein, fat, sugars and more per serving) is available to Premium subscribers."
      />
    );
  }
  return (
    <section
      aria-labelledby="nutrition-heading"
      className="mt-6 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-10"
    >
      <h2
        id="nutrition-heading"
        className="flex items-center gap-2 font-display text-xl font-semibold text-stone-900"
      >
        <Apple className="h-5 w-5 text-brand-600" aria-hidden />
        Nutrition
      </h2>
      <NutritionFigures recipeId={recipeId} servings={servings} />
    </section>
  );
}
