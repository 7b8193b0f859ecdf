import type { LineGroup } from '@cookmark/contracts';
import {
  convertLine,
  parseIngredientLine,
  scaleLine,
  scaleStepText,
  stepFoods,
  type MeasureSystem,
} from '@cookmark/kitchen';

/**
 * Each group's lines scaled by `factor` (and written in `system` when given); a heading is never
 * an ingredient, so it is kept as it is.
 */
export function scaleGroups(
  groups: readonly LineGroup[],
  factor: number,
  system?: MeasureSystem,
): LineGroup[] {
  return groups.map((group) => ({
    name: group.name,
    lines: group.lines.map((line) => scaleLine(line, factor, system ? { system } : {}).text),
  }));
}

/** Each group's amounts written in `system`, unscaled; headings kept. */
export function convertGroups(groups: readonly LineGroup[], system: MeasureSystem): LineGroup[] {
  return groups.map((group) => ({
    name: group.name,
    lines: group.lines.map((line) => convertLine(line, system).text),
  }));
}

/**
 * Each group's steps with their measured amounts and temperatures written in `system` (weighed
 * foods by weight, named by the recipe's `ingredientGroups`), unscaled; headings kept.
 */
export function convertStepGroups(
  groups: readonly LineGroup[],
  system: MeasureSystem,
  ingredientGroups: readonly LineGroup[],
): LineGroup[] {
  const foods = stepFoods(
    ingredientGroups.flatMap((group) => group.lines.map((line) => parseIngredientLine(line).ingredient)),
  );
  return groups.map((group) => ({
    name: group.name,
    lines: group.lines.map((step) => scaleStepText(step, 1, system, foods)),
  }));
}

/** Spec §5: servings = rounded original servings × factor, at least 1. */
export function scaledServings(original: number, factor: number): number {
  return Math.max(1, Math.round(original * factor));
}
