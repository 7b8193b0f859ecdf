import { findSubstitutions } from '@cookmark/kitchen';
import {
  AI_SUBSTITUTION_MESSAGES,
  aiSubstitutionRequestSchema,
  aiSubstitutionResponseSchema,
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

describe('AI substitution request (spec §7)', () => {
  test('an ingredient with its recipe is trimmed; the context is optional', () => {
    expect(
      aiSubstitutionRequestSchema.parse({
        ingredient: ' buttermilk ',
        context: { title: ' Pancakes ', otherIngredients: [' 1 cup flour '] },
      }),
    ).toEqual({
      ingredient: 'buttermilk',
      context: { title: 'Pancakes', otherIngredients: ['1 cup flour'] },
    });
    expect(aiSubstitutionRequestSchema.parse({ ingredient: 'egg' })).toEqual({ ingredient: 'egg' });
  });

  test.each([[{}], [{ ingredient: '  ' }], [null]])('%o answers "No ingredient selected"', (body) => {
    expect(firstMessage(aiSubstitutionRequestSchema.safeParse(body))).toBe('No ingredient selected');
  });

  test('the recipe context is bounded', () => {
    const long = 'a'.repeat(201);
    const refused = (context: unknown) =>
      firstMessage(aiSubstitutionRequestSchema.safeParse({ ingredient: 'egg', context }));
    expect(refused({ title: long })).toBe(AI_SUBSTITUTION_MESSAGES.titleTooLong);
    expect(refused({ otherIngredients: [long] })).toBe(AI_SUBSTITUTION_MESSAGES.otherIngredientTooLong);
    expect(refused({ otherIngredients: Array.from({ length: 101 }, () => 'salt') })).toBe(
      AI_SUBSTITUTION_MESSAGES.tooManyOtherIngredients,
    );
    expect(refused('Pancakes')).toBe(AI_SUBSTITUTION_MESSAGES.contextInvalid);
    expect(refused({ otherIngredients: 'flour' })).toBe(AI_SUBSTITUTION_MESSAGES.otherIngredientsInvalid);
  });
});

describe('AI substitution response (spec §3)', () => {
  const suggestion = { substitute: 'yogurt', difficulty: 'easy', reason: 'tang', ratio: '1:1' };

  test('holds at most 5 suggestions of a known difficulty', () => {
    const response = (suggestions: unknown[]) =>
      aiSubstitutionResponseSchema.safeParse({
        ingredient: 'buttermilk',
        suggestions,
        source: 'ai',
        message: 'Substitutions found',
      }).success;
    expect(response([suggestion])).toBe(true);
    expect(response(Array.from({ length: 6 }, () => suggestion))).toBe(false);
    expect(response([{ ...suggestion, difficulty: 'hard' }])).toBe(false);
  });
});
