import {
  ingredientLines,
  instructionLines,
  type LineGroup,
  regroupIngredients,
  regroupInstructions,
  singleGroup,
} from './recipe-groups.ts';
import { RECIPE_MESSAGES } from './recipe-limits.ts';
import { recipeCreateSchema, recipeUpdateSchema } from './recipes.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

const SALAD: LineGroup[] = [
  { name: 'Dressing', lines: ['3 tbsp olive oil', '1 tbsp mustard'] },
  { name: 'Biefstuk', lines: ['2 steaks'] },
];
const STEPS: LineGroup[] = [
  { name: null, lines: ['Warm the pan.'] },
  { name: 'Salade', lines: ['Wash the lettuce.', 'Toss with the dressing.'] },
];

describe('flat lists of groups', () => {
  test('ingredients leave headings out; instructions put each name before its steps', () => {
    expect(ingredientLines(SALAD)).toEqual(['3 tbsp olive oil', '1 tbsp mustard', '2 steaks']);
    expect(instructionLines(STEPS)).toEqual([
      'Warm the pan.',
      'Salade',
      'Wash the lettuce.',
      'Toss with the dressing.',
    ]);
  });

  test('lines without headings are one unnamed group, and no lines no group', () => {
    expect(singleGroup(['a', 'b'])).toEqual([{ name: null, lines: ['a', 'b'] }]);
    expect(singleGroup([])).toEqual([]);
  });

  test('an ingredient substituted in place stays in its group', () => {
    expect(regroupIngredients(SALAD, ['3 tbsp olive oil', '1 tbsp honey', '2 steaks'])).toEqual([
      { name: 'Dressing', lines: ['3 tbsp olive oil', '1 tbsp honey'] },
      { name: 'Biefstuk', lines: ['2 steaks'] },
    ]);
  });

  test('a list of another length becomes one unnamed group', () => {
    expect(regroupIngredients(SALAD, ['salt'])).toEqual([{ name: null, lines: ['salt'] }]);
  });

  test('a flat step list keeping the names at their places keeps the groups', () => {
    const edited = ['Heat the pan.', 'Salade', 'Wash the lettuce.', 'Toss.'];
    expect(regroupInstructions(STEPS, edited)).toEqual([
      { name: null, lines: ['Heat the pan.'] },
      { name: 'Salade', lines: ['Wash the lettuce.', 'Toss.'] },
    ]);
    expect(regroupInstructions(STEPS, ['Heat the pan.', 'Salad', 'Wash.', 'Toss.'])).toEqual(
      singleGroup(['Heat the pan.', 'Salad', 'Wash.', 'Toss.']),
    );
  });
});

describe('grouped recipes on create and update', () => {
  const base = { title: 'Steak salad' };

  test('a recipe sent with groups gets its flat lists from them', () => {
    const parsed = recipeCreateSchema.parse({
      ...base,
      ingredients: ['ignored'],
      ingredientGroups: [
        { name: ' Dressing ', lines: [' 3 tbsp olive oil ', ''] },
        { name: 'Empty', lines: ['  '] },
        { name: '', lines: ['2 steaks'] },
      ],
      instructionGroups: STEPS,
    });
    expect(parsed.ingredientGroups).toEqual([
      { name: 'Dressing', lines: ['3 tbsp olive oil'] },
      { name: null, lines: ['2 steaks'] },
    ]);
    expect(parsed.ingredients).toEqual(['3 tbsp olive oil', '2 steaks']);
    expect(parsed.instructionGroups).toEqual(STEPS);
    expect(parsed.instructions).toEqual(instructionLines(STEPS));
  });

  test('a recipe sent with flat lists only is one unnamed group of each', () => {
    const parsed = recipeCreateSchema.parse({
      ...base,
      ingredients: ['1 onion'],
      instructions: 'Chop.\nFry.',
    });
    expect(parsed.ingredientGroups).toEqual([{ name: null, lines: ['1 onion'] }]);
    expect(parsed.instructionGroups).toEqual([{ name: null, lines: ['Chop.', 'Fry.'] }]);
  });

  test('groups holding only headings are refused as missing lines, in the spec words', () => {
    const result = recipeCreateSchema.safeParse({
      ...base,
      ingredientGroups: [{ name: 'Dressing', lines: [] }],
      instructionGroups: STEPS,
    });
    expect(firstMessage(result)).toBe(RECIPE_MESSAGES.missingIngredients);
  });

  test('malformed groups and long names are refused with a message', () => {
    const withGroups = (ingredientGroups: unknown) =>
      recipeCreateSchema.safeParse({ ...base, ingredientGroups, instructions: ['Cook.'] });
    expect(firstMessage(withGroups([{ name: 'Dressing', lines: 'oil' }]))).toBe(
      RECIPE_MESSAGES.ingredientGroupsInvalid,
    );
    expect(firstMessage(withGroups([{ name: 'x'.repeat(201), lines: ['oil'] }]))).toBe(
      RECIPE_MESSAGES.groupNameTooLong,
    );
  });

  test('an update may send groups alone; flat lists alone stay without groups', () => {
    const grouped = recipeUpdateSchema.parse({ instructionGroups: STEPS });
    expect(grouped.instructions).toEqual(instructionLines(STEPS));
    expect(grouped.ingredients).toBeUndefined();
    const flat = recipeUpdateSchema.parse({ ingredients: ['salt'] });
    expect(flat).toEqual({ ingredients: ['salt'] });
  });
});
