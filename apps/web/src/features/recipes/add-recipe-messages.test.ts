import type { ExtractionReportDto } from '@cookmark/contracts';
import { ADD_RECIPE_MESSAGES, isIncomplete } from './add-recipe-messages';

function report(ingredientCount: number, instructionCount: number, success = true): ExtractionReportDto {
  return {
    method: 'json-ld',
    success,
    warnings: [],
    completenessScore: 80,
    foundData: { ingredientCount, instructionCount },
  };
}

describe('the Add Recipe panel messages', () => {
  test('an extraction with ingredients and steps names both counts and the method', () => {
    expect(ADD_RECIPE_MESSAGES.extracted(report(7, 4))).toEqual({
      title: 'Recipe extracted successfully',
      description: 'Found 7 ingredients and 4 steps using Structured data (JSON-LD).',
    });
  });

  test('one ingredient and one step are singular', () => {
    expect(ADD_RECIPE_MESSAGES.extracted(report(1, 1)).description).toBe(
      'Found 1 ingredient and 1 step using Structured data (JSON-LD).',
    );
    expect(ADD_RECIPE_MESSAGES.improved(report(1, 2)).description).toBe('Now 1 ingredient and 2 steps.');
  });

  test.each([
    ['no ingredients', report(0, 3)],
    ['no steps', report(5, 0)],
    ['a failed extraction', report(5, 3, false)],
  ])('an extraction with %s is reported as incomplete (spec §8)', (_, incomplete) => {
    expect(isIncomplete(incomplete)).toBe(true);
    expect(ADD_RECIPE_MESSAGES.extracted(incomplete)).toEqual({
      title: 'Recipe extraction incomplete',
      description: 'Partial extraction completed. You can improve the extraction or edit manually.',
    });
  });

  test('a saved recipe is named in quotes', () => {
    expect(ADD_RECIPE_MESSAGES.saved('Banana bread')).toEqual({
      title: 'Recipe saved',
      description: '"Banana bread" is in your collection.',
    });
  });
});
