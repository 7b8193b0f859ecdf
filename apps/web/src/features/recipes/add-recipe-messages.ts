import type { ExtractionReportDto } from '@cookmark/contracts';
import { methodLabel } from './ExtractionReport';

/** A toast's words: what happened, and what the user can do about it. */
export interface AddRecipeMessage {
  title: string;
  description: string;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const found = (report: ExtractionReportDto) =>
  `${plural(report.foundData.ingredientCount, 'ingredient', 'ingredients')} and ${plural(
    report.foundData.instructionCount,
    'step',
    'steps',
  )}`;

/** Spec §8: an extraction missing ingredients or steps is reported as incomplete. */
export function isIncomplete(report: ExtractionReportDto): boolean {
  return !report.success || report.foundData.ingredientCount === 0 || report.foundData.instructionCount === 0;
}

/** Spec §8's toasts of the Add Recipe panel, in the spec's words. */
export const ADD_RECIPE_MESSAGES = {
  extracted(report: ExtractionReportDto): AddRecipeMessage {
    return isIncomplete(report)
      ? {
          title: 'Recipe extraction incomplete',
          description: 'Partial extraction completed. You can improve the extraction or edit manually.',
        }
      : {
          title: 'Recipe extracted successfully',
          description: `Found ${found(report)} using ${methodLabel(report.method)}.`,
        };
  },
  extractFailed: { title: 'Failed to parse recipe', description: 'Please add the recipe details manually.' },
  improved(report: ExtractionReportDto): AddRecipeMessage {
    return { title: 'Recipe improved', description: `Now ${found(report)}.` };
  },
  improveFailed: {
    title: 'Failed to improve extraction',
    description: 'The current extraction will be used.',
  },
  saved(title: string): AddRecipeMessage {
    return { title: 'Recipe saved', description: `"${title}" is in your collection.` };
  },
  saveFailed: { title: 'Failed to save recipe', description: 'Please try again.' },
} as const;
