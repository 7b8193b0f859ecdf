import { recipeTimes } from '@cookmark/kitchen';
import { Clock, Gauge, Users } from 'lucide-react';
import { servingsText } from '../../lib/servings';
import type { RecipeDetails } from './recipe-types';

/** A recipe's times, difficulty and servings as the detail page lists them. */
export function RecipeFacts({ recipe }: { recipe: RecipeDetails }) {
  const times = recipeTimes(recipe);
  return (
    <dl className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-sm text-stone-700">
      {/* The total first (stated, else prep plus cook), then prep and cook where known. */}
      {times.map(({ label, text }, i) => (
        <div key={label} className="flex items-center gap-1.5">
          {i === 0 ? <Clock className="h-4 w-4 text-brand-600" aria-hidden /> : null}
          <dt className="text-stone-500">{label}</dt>
          <dd className={i === 0 ? 'font-medium text-stone-900' : undefined}>{text}</dd>
        </div>
      ))}
      {recipe.difficulty ? (
        <div className="flex items-center gap-1.5">
          <Gauge className="h-4 w-4 text-brand-600" aria-hidden />
          <dt className="sr-only">Difficulty</dt>
          <dd className="capitalize">{recipe.difficulty}</dd>
        </div>
      ) : null}
      <div className="flex items-center gap-1.5">
        <Users className="h-4 w-4 text-brand-600" aria-hidden />
        <dt className="sr-only">Servings</dt>
        <dd>{servingsText(recipe.servings)}</dd>
      </div>
    </dl>
  );
}
