/** A day's nutrition on the meal plan: what its recipe entries add up to, at the servings planned. */

/** Figures by nutrient name (energyKcal, proteinG, ...), as a serving's or a day's. */
export type Figures<K extends string = string> = Record<K, number>;

/** A recipe's serving as nutrition knows it: its figures (null when no line counted) and whether partial. */
export interface ServingFigures<K extends string> {
  perServing: Figures<K> | null;
  partial: boolean;
}

/** One entry of a day: its recipe (null for a text entry) and the servings planned (null for text). */
export interface DayEntry {
  recipeId: string | null;
  servings: number | null;
}

export interface DayTotals<K extends string> {
  totals: Figures<K>;
  /** Some recipe of the day has partial figures, or none at all: the real totals are higher. */
  partial: boolean;
}

/** Rounds a sum as figures are kept: one decimal. */
const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * The sum over the day's recipe entries of a serving's figures times the entry's servings; text
 * entries count nothing. A recipe with partial figures, with none, or not known at all makes the
 * day partial. Null for a day with no recipe entry (nothing to add up).
 */
export function dayNutrition<K extends string>(
  entries: readonly DayEntry[],
  servingOf: ReadonlyMap<string, ServingFigures<K>>,
  keys: readonly K[],
): DayTotals<K> | null {
  const recipeEntries = entries.filter((e) => e.recipeId !== null && e.servings !== null);
  if (recipeEntries.length === 0) return null;
  const totals = Object.fromEntries(keys.map((key) => [key, 0])) as Figures<K>;
  let partial = false;
  for (const entry of recipeEntries) {
    const serving = servingOf.get(entry.recipeId as string);
    if (!serving?.perServing) {
      partial = true;
      continue;
    }
    if (serving.partial) partial = true;
    for (const key of keys) totals[key] += serving.perServing[key] * (entry.servings as number);
  }
  for (const key of keys) totals[key] = round1(totals[key]);
  return { totals, partial };
}
