import { MERGE_CASES } from './merge-cases.data.ts';
import { mergeGroceryItems, UNKNOWN_AMOUNT } from './merge.ts';

/** A merged list as lines: 'Pantry: 1 tsp salt, plus to taste'. */
function listLines(recipes: Readonly<Record<string, readonly string[]>>): string[] {
  const groups = mergeGroceryItems(Object.entries(recipes).map(([title, lines]) => ({ title, lines })));
  return groups.flatMap((group) =>
    group.items.map((item) => {
      const amount = item.display === UNKNOWN_AMOUNT ? '' : `${item.display} `;
      return `${group.category}: ${amount}${item.ingredient}${item.notes ? `, ${item.notes}` : ''}`;
    }),
  );
}

describe('grocery merge cases (issue #34)', () => {
  test('the table holds at least 100 cases, each about one thing', () => {
    expect(MERGE_CASES.length).toBeGreaterThanOrEqual(100);
    expect(new Set(MERGE_CASES.map((c) => c.about)).size).toBe(MERGE_CASES.length);
  });

  test.each(MERGE_CASES.map((c) => [c.about, c] as const))('%s', (_about, c) => {
    expect(listLines(c.recipes)).toEqual(c.list);
  });
});
