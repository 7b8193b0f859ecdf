/** What a grocery list of planned days is merged from: each recipe once, at the servings planned. */

/** A recipe planned on some days, each day with its own servings. */
export interface PlannedRecipe {
  title: string;
  /** The recipe's own servings: what its amounts are for. */
  servings: number;
  ingredients: readonly string[];
  planned: readonly { date: string; servings: number }[];
}

/** One input of libs/kitchen's grocery merge. */
export interface PlannedMergeInput {
  title: string;
  lines: readonly string[];
  servingsFactor: number;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'YYYY-MM-DD' as a short day: 'Mon 30 Nov'. */
export function shortDay(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  return `${WEEKDAYS[day.getUTCDay()]} ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]}`;
}

/**
 * Where a line comes from, as the list shows it: 'Pancakes (Mon 30 Nov, Tue 1 Dec)'. Longer than
 * `maxLength`, the days that do not fit are counted instead: 'Pancakes (Mon 30 Nov and 5 more days)'.
 */
export function plannedSource(title: string, dates: readonly string[], maxLength: number): string {
  const days = [...new Set(dates)].sort().map(shortDay);
  for (let shown = days.length; shown >= 1; shown--) {
    const more = days.length - shown;
    const tail = more === 0 ? '' : ` and ${more} more ${more === 1 ? 'day' : 'days'}`;
    const label = `${title} (${days.slice(0, shown).join(', ')}${tail})`;
    if (label.length <= maxLength) return label;
  }
  return title.slice(0, maxLength);
}

/**
 * Each planned recipe as one merge input: its lines scaled by the servings of every day it is
 * planned on over its own servings (two dinners of 4 from a recipe for 4 count twice), named by
 * its title and days.
 */
export function plannedMergeInputs(
  recipes: readonly PlannedRecipe[],
  maxSourceLength: number,
): PlannedMergeInput[] {
  return recipes
    .filter((recipe) => recipe.planned.length > 0)
    .map((recipe) => ({
      title: plannedSource(
        recipe.title,
        recipe.planned.map((day) => day.date),
        maxSourceLength,
      ),
      lines: recipe.ingredients,
      servingsFactor: recipe.planned.reduce((sum, day) => sum + day.servings, 0) / (recipe.servings || 1),
    }));
}
