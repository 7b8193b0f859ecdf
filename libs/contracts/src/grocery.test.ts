import { GROCERY_LIMITS, GROCERY_MESSAGES } from './grocery-limits.ts';
import { groceryListCreateSchema, groceryListUpdateSchema, groceryPreviewRequestSchema } from './grocery.ts';
import { SCALING_MESSAGES } from './scaling-limits.ts';
import { recipeScaleRequestSchema } from './scaling.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

const RECIPE = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const item = (name: string, extra: Record<string, unknown> = {}) => ({ name, quantity: '2', ...extra });

describe('grocery list rules (spec §5 "Premium tools")', () => {
  test.each([
    [{ name: '   ', recipeIds: [RECIPE] }],
    [{ name: 'Weekend', recipeIds: [] }],
    [{ name: 'Weekend' }],
    [{ recipeIds: [RECIPE] }],
  ])('%o is refused with the spec message', (body) => {
    expect(firstMessage(groceryListCreateSchema.safeParse(body))).toBe(
      GROCERY_MESSAGES.nameAndRecipesRequired,
    );
  });

  test('a list is trimmed, recipe ids de-duplicated, items given defaults', () => {
    const list = groceryListCreateSchema.parse({
      name: '  Weekend  ',
      recipeIds: [RECIPE, RECIPE.toUpperCase()],
      items: [
        {
          category: 'Produce',
          items: [
            { name: ' onion ', quantity: 2 },
            { name: 'salt', quantity: '' },
          ],
        },
      ],
    });
    expect(list).toEqual({
      name: 'Weekend',
      recipeIds: [RECIPE],
      items: [
        {
          category: 'Produce',
          items: [
            { name: 'onion', quantity: '2', checked: false, recipeSources: [] },
            { name: 'salt', quantity: '?', checked: false, recipeSources: [] },
          ],
        },
      ],
    });
  });

  test('sizes are bounded with clear messages', () => {
    const base = { name: 'x', recipeIds: [RECIPE] };
    const many = Array.from({ length: GROCERY_LIMITS.items + 1 }, (_, i) => item(`item ${i}`));
    expect(
      firstMessage(
        groceryListCreateSchema.safeParse({ ...base, items: [{ category: 'Other', items: many }] }),
      ),
    ).toBe(GROCERY_MESSAGES.tooManyItems);
    const ids = Array.from(
      { length: 51 },
      (_, i) => `3f2504e0-4f89-41d3-9a0c-${String(i).padStart(12, '0')}`,
    );
    expect(firstMessage(groceryListCreateSchema.safeParse({ ...base, recipeIds: ids }))).toBe(
      GROCERY_MESSAGES.tooManyRecipes,
    );
    expect(firstMessage(groceryListCreateSchema.safeParse({ ...base, name: 'x'.repeat(101) }))).toBe(
      GROCERY_MESSAGES.nameTooLong,
    );
    expect(
      firstMessage(
        groceryListCreateSchema.safeParse({
          ...base,
          items: [
            { category: 'Other', items: [] },
            { category: 'Other', items: [] },
          ],
        }),
      ),
    ).toBe(GROCERY_MESSAGES.categoryRepeated);
    expect(
      firstMessage(
        groceryListCreateSchema.safeParse({ ...base, items: [{ category: 'Snacks', items: [] }] }),
      ),
    ).toBe(GROCERY_MESSAGES.categoryInvalid);
    expect(firstMessage(groceryListCreateSchema.safeParse({ ...base, recipeIds: ['1'] }))).toBe(
      GROCERY_MESSAGES.recipeIdInvalid,
    );
  });

  test('an update needs something to change', () => {
    expect(firstMessage(groceryListUpdateSchema.safeParse({}))).toBe(GROCERY_MESSAGES.nothingToUpdate);
    expect(groceryListUpdateSchema.parse({ checks: [{ id: 'a', checked: true }] })).toEqual({
      checks: [{ id: 'a', checked: true }],
    });
  });

  test('a preview needs a recipe, and servings are whole', () => {
    expect(firstMessage(groceryPreviewRequestSchema.safeParse({ recipeIds: [] }))).toBe(
      GROCERY_MESSAGES.previewRecipesRequired,
    );
    expect(firstMessage(groceryPreviewRequestSchema.safeParse({ recipeIds: [RECIPE], servings: 2.5 }))).toBe(
      GROCERY_MESSAGES.servingsInvalid,
    );
  });
});

describe('scale request', () => {
  test.each([0, -1, 100.5, '2', null, undefined])('multiplier %p is refused', (multiplier) => {
    expect(firstMessage(recipeScaleRequestSchema.safeParse({ multiplier }))).toBe(
      SCALING_MESSAGES.multiplierInvalid,
    );
  });

  test('a multiplier with a system is accepted', () => {
    expect(recipeScaleRequestSchema.parse({ multiplier: 0.25, system: 'Metric' })).toEqual({
      multiplier: 0.25,
      system: 'Metric',
    });
    expect(firstMessage(recipeScaleRequestSchema.safeParse({ multiplier: 2, system: 'Imperial' }))).toBe(
      SCALING_MESSAGES.systemInvalid,
    );
  });
});
