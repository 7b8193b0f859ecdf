import { EXPORT_MESSAGES, groceryListExportRequestSchema, recipeExportRequestSchema } from './export.ts';

const ID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('export requests', () => {
  test('recipes: instructions on and compact off unless sent; no ids means every recipe', () => {
    expect(recipeExportRequestSchema.parse({})).toEqual({ includeInstructions: true, compact: false });
    expect(recipeExportRequestSchema.parse({ recipeIds: [ID, ID.toUpperCase()], compact: true })).toEqual({
      recipeIds: [ID],
      includeInstructions: true,
      compact: true,
    });
  });

  test("an empty selection is refused with the spec's 'No items selected'", () => {
    expect(firstMessage(recipeExportRequestSchema.safeParse({ recipeIds: [] }))).toBe(
      EXPORT_MESSAGES.noItems,
    );
    expect(firstMessage(groceryListExportRequestSchema.safeParse({ listIds: [] }))).toBe(
      EXPORT_MESSAGES.noItems,
    );
    expect(firstMessage(groceryListExportRequestSchema.safeParse({}))).toBe(EXPORT_MESSAGES.noItems);
  });

  test('malformed ids, too many ids and non-boolean options are refused with a message', () => {
    expect(firstMessage(recipeExportRequestSchema.safeParse({ recipeIds: ['1'] }))).toBe(
      EXPORT_MESSAGES.idsInvalid,
    );
    const many = Array.from(
      { length: 201 },
      (_, i) => `3f2504e0-4f89-41d3-9a0c-${String(i).padStart(12, '0')}`,
    );
    expect(firstMessage(recipeExportRequestSchema.safeParse({ recipeIds: many }))).toBe(
      EXPORT_MESSAGES.tooManyRecipes,
    );
    expect(firstMessage(recipeExportRequestSchema.safeParse({ includeInstructions: 'no' }))).toBe(
      EXPORT_MESSAGES.includeInstructionsInvalid,
    );
  });
});
