import { renderHook } from '@testing-library/react';
import type { RecipeDetails } from './recipe-types';
import { useGroupsInUnits } from './use-groups-in-units';

const recipe = (lines: string[]) =>
  ({
    ingredientGroups: [{ name: null, lines }],
    instructionGroups: [{ name: null, lines: ['Bake for 20 minutes at 350 °F.'] }],
  }) as unknown as RecipeDetails;

describe('useGroupsInUnits', () => {
  test('converts again only when the lines or the units change, not on each render of new groups', () => {
    const { result, rerender } = renderHook(({ lines, units }) => useGroupsInUnits(recipe(lines), units), {
      initialProps: { lines: ['1 cup flour'], units: 'Metric' as const } as {
        lines: string[];
        units: 'Metric' | 'US';
      },
    });
    const first = result.current.ingredientGroups;
    expect(first[0]!.lines[0]).toMatch(/g flour/);
    rerender({ lines: ['1 cup flour'], units: 'Metric' });
    // The same lines in new groups: the converted groups of before, not converted again.
    expect(result.current.ingredientGroups).toBe(first);
    rerender({ lines: ['2 cups flour'], units: 'Metric' });
    const second = result.current.ingredientGroups;
    expect(second).not.toBe(first);
    expect(second[0]!.lines[0]).toMatch(/g flour/);
    rerender({ lines: ['2 cups flour'], units: 'US' });
    expect(result.current.ingredientGroups[0]!.lines).toEqual(['2 cups flour']);
  });
});
