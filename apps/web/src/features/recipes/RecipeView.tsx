import { Clock, ExternalLink, Gauge, Users } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../components/ui/cn';
import type { ParsedRecipe } from './recipe-types';

function hostOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).host.replace(/^www\./, '');
  } catch {
    return null;
  }
}

/** A read-only recipe: meta row, ingredient checklist and numbered steps. */
export function RecipeView({ recipe, headingLevel = 'h1' }: { recipe: ParsedRecipe; headingLevel?: 'h1' | 'h2' }) {
  const [checked, setChecked] = useState<Set<number>>(() => new Set());
  const Heading = headingLevel;
  const source = recipe.originalUrl ?? recipe.sourceUrl ?? null;
  const host = hostOf(source);
  const time = recipe.cookTime ?? recipe.totalTime;
  const servings = recipe.servings ?? 4;
  const ingredients = recipe.ingredients ?? [];
  const instructions = recipe.instructions ?? [];

  const toggle = (index: number) =>
    setChecked((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });

  return (
    <article className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-10">
      <Heading className="font-display text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">
        {recipe.title || 'Untitled recipe'}
      </Heading>
      {recipe.description ? <p className="mt-3 text-lg text-stone-600">{recipe.description}</p> : null}
      <dl className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-sm text-stone-700">
        {time ? (
          <div className="flex items-center gap-1.5">
            <Clock className="h-4 w-4 text-brand-600" aria-hidden />
            <dt className="sr-only">Time</dt>
            <dd>{time}</dd>
          </div>
        ) : null}
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
          <dd>{servings} servings</dd>
        </div>
      </dl>
      {recipe.tags && recipe.tags.length > 0 ? (
        <ul className="mt-4 flex flex-wrap gap-2" aria-label="Tags">
          {recipe.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-herb-50 px-3 py-1 text-xs font-medium text-herb-800 ring-1 ring-herb-200">
              {tag}
            </li>
          ))}
        </ul>
      ) : null}

      <div className="mt-8 grid gap-10 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <section aria-labelledby="ingredients-heading">
          <h2 id="ingredients-heading" className="font-display text-xl font-semibold text-stone-900">
            Ingredients
          </h2>
          <ul className="mt-3 space-y-2">
            {ingredients.map((line, index) => (
              <li key={`${index}-${line}`}>
                <label className="flex cursor-pointer items-start gap-3 text-stone-800">
                  <input
                    type="checkbox"
                    checked={checked.has(index)}
                    onChange={() => toggle(index)}
                    className="mt-1 h-4 w-4 shrink-0 accent-brand-600"
                  />
                  <span className={cn(checked.has(index) && 'text-stone-400 line-through')}>{line}</span>
                </label>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="instructions-heading">
          <h2 id="instructions-heading" className="font-display text-xl font-semibold text-stone-900">
            Instructions
          </h2>
          <ol className="mt-3 space-y-4">
            {instructions.map((step, index) => (
              <li key={`${index}-${step}`} className="flex gap-4">
                <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white">
                  {index + 1}
                </span>
                <p className="pt-0.5 text-stone-800">{step}</p>
              </li>
            ))}
          </ol>
        </section>
      </div>
      {source && host ? (
        <p className="mt-8 border-t border-stone-100 pt-4 text-sm text-stone-500">
          Originally from{' '}
          <a href={source} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline">
            {host}
            <ExternalLink className="h-3.5 w-3.5" aria-hidden />
          </a>
        </p>
      ) : null}
    </article>
  );
}
