import { findSubstitutions } from '@cookmark/kitchen';
import {
  MAX_SUBSTITUTION_QUERY_LENGTH,
  SUBSTITUTION_MESSAGES,
  substitutionRequestSchema,
  substitutionResponseSchema,
} from './substitutions.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('substitution request (spec §5, §7)', () => {
  test('an ingredient is trimmed', () => {
    expect(substitutionRequestSchema.parse({ ingredient: '  2 cups buttermilk ' })).toEqual({
      ingredient: '2 cups buttermilk',
    });
  });

  test.each([
    [{}],
    [{ ingredient: '' }],
    [{ ingredient: '   ' }],
    [{ ingredient: null }],
    [null],
    ['buttermilk'],
  ])('%o answers "No ingredient selected"', (body) => {
    expect(firstMessage(substitutionRequestSchema.safeParse(body))).toBe(
      SUBSTITUTION_MESSAGES.ingredientRequired,
    );
  });

  test('an ingredient that is not text, or longer than 200 characters, is refused with a clear message', () => {
    expect(firstMessage(substitutionRequestSchema.safeParse({ ingredient: 42 }))).toBe(
      'Ingredient must be text',
    );
    expect(
      firstMessage(
        substitutionRequestSchema.safeParse({ ingredient: 'a'.repeat(MAX_SUBSTITUTION_QUERY_LENGTH + 1) }),
      ),
    ).toBe('Ingredient must be at most 200 characters');
    expect(
      substitutionRequestSchema.safeParse({ ingredient: 'a'.repeat(MAX_SUBSTITUTION_QUERY_LENGTH) }).success,
    ).toBe(true);
  });

  test('the spec wording', () => {
    expect(SUBSTITUTION_MESSAGES.noMatch).toBe('No matching ingredients found. Try a different search term.');
    expect(SUBSTITUTION_MESSAGES.found).toBe('Substitutions found');
  });

  test('a kitchen answer fits the response shape', () => {
    const found = findSubstitutions('buttermilk');
    const response = {
      success: true,
      substitutions: found.suggestions.map(({ score: _score, ...s }) => s),
      original: found.original,
      message: found.message,
    };
    expect(substitutionResponseSchema.parse(response)).toEqual(response);
  });
});
