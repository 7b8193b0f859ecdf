import { formatNutrient, type MealPlanDayNutrition, NUTRIENT_ROWS } from '@cookmark/contracts';

/** The figures a narrow day card always shows; the rest open under 'All nutrients'. */
const MAIN = new Set(['energyKcal', 'proteinG', 'fatG', 'carbohydrateG']);

export const DAY_TOTALS_WORDING = {
  heading: 'Day total',
  // A whole cake planned at its 24 servings adds all 24: the figures are no one person's day.
  scope: 'For all the servings planned',
  partial: 'Partial: some recipes could not be fully counted, so the real totals are higher.',
  unavailable: 'Totals unavailable right now. They come back when you reload the plan.',
} as const;

function Figures({ rows, totals }: { rows: typeof NUTRIENT_ROWS; totals: Record<string, number> }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-xs">
      {rows.map(({ key, label, unit }) => (
        <div key={key} className="contents">
          <dt className="text-stone-600">{label}</dt>
          <dd className="text-right tabular-nums text-stone-900">{formatNutrient(totals[key] ?? 0, unit)}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The foot of a day card: the day's nutrition totals (its recipes at their planned servings),
 * marked partial or unavailable as the plan read says. Nothing on a day with no recipe.
 */
export function DayTotals({
  nutrition,
  dayName,
}: {
  nutrition: MealPlanDayNutrition | null;
  dayName: string;
}) {
  if (!nutrition) return null;
  return (
    <section
      aria-label={`${DAY_TOTALS_WORDING.heading}, ${dayName}`}
      className="mt-3 border-t border-stone-200 pt-2"
    >
      <h4 className="text-xs font-semibold uppercase tracking-wide text-stone-500">
        {DAY_TOTALS_WORDING.heading}
      </h4>
      <p className="text-xs text-stone-500">{DAY_TOTALS_WORDING.scope}</p>
      {nutrition.status === 'unavailable' ? (
        <p className="mt-1 text-xs text-stone-600">{DAY_TOTALS_WORDING.unavailable}</p>
      ) : (
        <>
          <div className="mt-1">
            <Figures rows={NUTRIENT_ROWS.filter((row) => MAIN.has(row.key))} totals={nutrition.totals} />
          </div>
          <details className="mt-1">
            <summary className="cursor-pointer text-xs text-stone-600">All nutrients</summary>
            <Figures rows={NUTRIENT_ROWS.filter((row) => !MAIN.has(row.key))} totals={nutrition.totals} />
          </details>
          {nutrition.partial ? (
            <p className="mt-1 text-xs text-amber-800">{DAY_TOTALS_WORDING.partial}</p>
          ) : null}
        </>
      )}
    </section>
  );
}
