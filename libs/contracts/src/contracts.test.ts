import {
  loginRequestSchema,
  settingsUpdateSchema,
  signupRequestSchema,
  tooManyAttemptsMessage,
} from './auth.ts';
import { RECIPE_MESSAGES } from './recipe-limits.ts';
import { recipeCreateSchema } from './recipes.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('sign-up rules (spec §5)', () => {
  const valid = {
    email: ' Cook@Example.com ',
    password: 'Saffron-Risotto-42',
    firstName: 'Ada',
    lastName: 'L',
  };

  test('a valid sign-up is accepted, with the e-mail trimmed and lower-cased', () => {
    expect(signupRequestSchema.parse(valid).email).toBe('cook@example.com');
  });

  test.each([
    [{ email: 'not-an-email' }, 'Invalid email address'],
    [{ password: 'Short1!' }, 'Password must be at least 10 characters'],
    [
      { password: 'onlylowercaseletters' },
      'Password must contain at least 3 of: uppercase, lowercase, numbers, symbols',
    ],
    [{ password: 'Password123' }, 'Password is too common, please choose a stronger password'],
    [{ firstName: '  ' }, 'First name is required'],
    [{ lastName: '' }, 'Last name is required'],
  ])('refuses %o with the spec message', (change, message) => {
    expect(firstMessage(signupRequestSchema.safeParse({ ...valid, ...change }))).toBe(message);
  });

  test('sign-in needs a password', () => {
    expect(firstMessage(loginRequestSchema.safeParse({ email: 'a@b.co', password: '' }))).toBe(
      'Password is required',
    );
  });
});

describe('the rate-limit message says the real wait', () => {
  test.each([
    [47 * 60_000, 'Too many attempts. Please wait 47 minutes and try again.'],
    [46 * 60_000 + 1, 'Too many attempts. Please wait 47 minutes and try again.'],
    [60_000, 'Too many attempts. Please wait 1 minute and try again.'],
    [1_500, 'Too many attempts. Please wait 1 minute and try again.'],
    [0, 'Too many attempts. Please wait 1 minute and try again.'],
  ])('%d ms left reads %s', (waitMs, message) => {
    expect(tooManyAttemptsMessage(waitMs)).toBe(message);
  });
});

describe('settings rules', () => {
  test.each([
    [0, 'Must be at least 1'],
    [21, 'Cannot exceed 20'],
  ])('default servings %d is refused with "%s"', (defaultServings, message) => {
    expect(firstMessage(settingsUpdateSchema.safeParse({ defaultServings }))).toBe(message);
  });

  test('units are US or Metric', () => {
    expect(settingsUpdateSchema.safeParse({ units: 'Imperial' }).success).toBe(false);
    expect(settingsUpdateSchema.parse({ units: 'Metric' })).toEqual({ units: 'Metric' });
  });
});

describe('recipe rules', () => {
  const recipe = { title: 'Soup', ingredients: ['1 onion'], instructions: ['Simmer.'] };

  test('needs at least one ingredient and one instruction, in the spec words', () => {
    expect(firstMessage(recipeCreateSchema.safeParse({ ...recipe, ingredients: ['  '] }))).toBe(
      RECIPE_MESSAGES.missingIngredients,
    );
    expect(firstMessage(recipeCreateSchema.safeParse({ ...recipe, instructions: [] }))).toBe(
      RECIPE_MESSAGES.missingInstructions,
    );
  });

  test('tags are trimmed, empty ones dropped and duplicates ignored', () => {
    const parsed = recipeCreateSchema.parse({ ...recipe, tags: [' Soup ', '', 'soup', 'Winter'] });
    expect(parsed.tags).toEqual(['Soup', 'Winter']);
  });
});
