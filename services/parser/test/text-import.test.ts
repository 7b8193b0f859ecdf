import { PARSE_MESSAGES, PASTED_TEXT_MAX, parseRecipeResponseSchema } from '@cookmark/contracts';
import { type Harness, signIn, startHarness } from './helpers.ts';

const RECIPE_TEXT = [
  'Weeknight dal',
  'Serves 4 · Prep 10 min · Cook 30 min',
  '',
  'Ingredients',
  '200 g red lentils',
  '1 onion, chopped',
  '2 tsp curry powder',
  '400 ml coconut milk',
  '',
  'Method',
  '1. Fry the onion until soft.',
  '2. Add the lentils, curry powder and coconut milk and simmer for 25 minutes.',
].join('\n');

const readText = (h: Harness, payload: unknown, cookie?: string) =>
  h.app.inject({
    method: 'POST',
    url: '/api/parse-recipe/text',
    headers: cookie ? { cookie } : {},
    payload: payload as Record<string, unknown>,
  });

describe('POST /api/parse-recipe/text', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  test('a pasted recipe text gives the recipe and its report, read in the reading threads', async () => {
    const answer = await readText(h, { text: RECIPE_TEXT }, await signIn(h));
    expect(answer.statusCode).toBe(200);
    const { recipe, report } = parseRecipeResponseSchema.parse(answer.json());
    expect(recipe.title).toBe('Weeknight dal');
    expect(recipe.ingredients).toEqual([
      '200 g red lentils',
      '1 onion, chopped',
      '2 tsp curry powder',
      '400 ml coconut milk',
    ]);
    expect(recipe.instructions).toEqual([
      'Fry the onion until soft.',
      'Add the lentils, curry powder and coconut milk and simmer for 25 minutes.',
    ]);
    expect(recipe.servings).toBe(4);
    expect(recipe.time).toEqual({ prep: 10, cook: 30, total: 40 });
    expect(report).toMatchObject({
      method: 'text',
      success: true,
      foundData: { ingredientCount: 4, instructionCount: 2 },
    });
  });

  test('signed out, the text is not read', async () => {
    const answer = await readText(h, { text: RECIPE_TEXT });
    expect(answer.statusCode).toBe(401);
  });

  test('blank text, no text and text that is not a string are refused with the spec wording', async () => {
    const cookie = await signIn(h);
    for (const [payload, message] of [
      [{ text: '  \n ' }, PARSE_MESSAGES.textEmpty],
      [{}, PARSE_MESSAGES.textNotText],
      [{ text: ['1 egg'] }, PARSE_MESSAGES.textNotText],
    ] as const) {
      const answer = await readText(h, payload, cookie);
      expect(answer.statusCode).toBe(400);
      expect(answer.json<{ message: string }>().message).toBe(message);
    }
  });

  test('text over the limit is refused, and a body far over it is refused before it is read', async () => {
    const cookie = await signIn(h);
    const long = await readText(h, { text: 'a'.repeat(PASTED_TEXT_MAX + 1) }, cookie);
    expect(long.statusCode).toBe(400);
    expect(long.json<{ message: string }>().message).toBe(PARSE_MESSAGES.textTooLarge);
    const huge = await readText(h, { text: 'a'.repeat(PASTED_TEXT_MAX * 10) }, cookie);
    expect(huge.statusCode).toBe(413);
  });

  test('text that holds no recipe says what is missing instead of failing', async () => {
    const answer = await readText(h, { text: 'See you on Sunday!' }, await signIn(h));
    expect(answer.statusCode).toBe(200);
    const { report } = parseRecipeResponseSchema.parse(answer.json());
    expect(report.success).toBe(false);
    expect(report.warnings).toEqual(
      expect.arrayContaining(['No ingredients found', 'No instructions found']),
    );
  });
});
