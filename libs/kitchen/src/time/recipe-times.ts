import { formatMinutes, toMinutes } from './duration.ts';

/** A recipe's times as stored: text as written or imported ('40 mins', 'PT40M'), or none. */
export interface RecipeTimeFields {
  prepTime?: string | null | undefined;
  cookTime?: string | null | undefined;
  totalTime?: string | null | undefined;
}

/** A time a screen or an export shows, with what it is. */
export interface RecipeTime {
  label: 'Total' | 'Prep' | 'Cook';
  text: string;
}

/** Text as written, but an ISO 8601 duration ('PT1H15M') as people read it ('1 hr 15 mins'). */
function readable(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  return /^P/i.test(text) ? formatMinutes(toMinutes(text)) : text;
}

/**
 * The time a cook waits for the whole recipe: the stated total, else prep plus cook when both are
 * known (the cook time alone is not the total: a pizza's '10 mins' in the oven after 30 of prep).
 */
export function totalTimeText(recipe: RecipeTimeFields): string | null {
  const stated = readable(recipe.totalTime);
  if (stated) return stated;
  const prep = toMinutes(recipe.prepTime);
  const cook = toMinutes(recipe.cookTime);
  return prep !== null && cook !== null ? formatMinutes(prep + cook) : null;
}

/** Every time a recipe shows, total first, then prep and cook where known; none when none is. */
export function recipeTimes(recipe: RecipeTimeFields): RecipeTime[] {
  const times: [RecipeTime['label'], string | null][] = [
    ['Total', totalTimeText(recipe)],
    ['Prep', readable(recipe.prepTime)],
    ['Cook', readable(recipe.cookTime)],
  ];
  return times.flatMap(([label, text]) => (text ? [{ label, text }] : []));
}

/** The times on one line, as exports print them: 'Total 40 mins · Prep 30 mins · Cook 10 mins'. */
export function recipeTimesLine(recipe: RecipeTimeFields): string | null {
  const times = recipeTimes(recipe);
  return times.length > 0 ? times.map(({ label, text }) => `${label} ${text}`).join(' · ') : null;
}
