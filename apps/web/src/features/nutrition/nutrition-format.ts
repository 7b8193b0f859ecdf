import type { NutrientsFigures } from '@cookmark/contracts';

/** The rows of the nutrition table, in the order labels show them. */
export const NUTRIENT_ROWS: readonly { key: keyof NutrientsFigures; label: string; unit: string }[] = [
  { key: 'energyKcal', label: 'Energy', unit: 'kcal' },
  { key: 'proteinG', label: 'Protein', unit: 'g' },
  { key: 'fatG', label: 'Fat', unit: 'g' },
  { key: 'saturatedFatG', label: 'Saturated fat', unit: 'g' },
  { key: 'carbohydrateG', label: 'Carbohydrate', unit: 'g' },
  { key: 'sugarsG', label: 'Sugars', unit: 'g' },
  { key: 'fibreG', label: 'Fibre', unit: 'g' },
  { key: 'sodiumMg', label: 'Sodium', unit: 'mg' },
];

/** A figure as a label shows it: whole kcal and mg, grams to one decimal below 10. */
export function formatNutrient(value: number, unit: string): string {
  const rounded = unit === 'g' && value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
  return `${rounded.toLocaleString('en-US')} ${unit}`;
}
